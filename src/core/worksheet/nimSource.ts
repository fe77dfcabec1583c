// `.nim` is also the extension of the Nim programming language. A file that reads like Nim
// source code is left alone instead of being flooded with syntax errors.

const NIM_CODE =
  /^\s*(proc|func|method|iterator|import|from\s+\S+\s+import|include|echo|let|var|const|type|template|macro|when|discard|export|converter|assert|block|for\s+\w+\s+in)\b/;

/** True when the text looks like Nim source code rather than a worksheet: a few lines of Nim keywords. */
export function looksLikeNimSource(lines: readonly string[]): boolean {
  let code = 0;
  const limit = Math.min(lines.length, 400);
  for (let i = 0; i < limit; i++) {
    if (NIM_CODE.test(lines[i]!)) {
      code++;
      if (code >= 2) return true;
    }
  }
  // One Nim line in a short file (e.g. `echo "hello"`) is enough.
  return code === 1 && lines.filter((l) => l.trim() !== '' && !l.trim().startsWith('#')).length <= 3;
}
