// Reading a worksheet from disk: every way a file can be unreadable is a clear message, never a throw.

import { promises as fs } from 'fs';
import { t } from '../core/l10n';

/** Larger files are refused with a clear message rather than analysed for minutes. */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;

export type ReadResult =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

function statFailure(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return t('no such file');
  if (code === 'EACCES') return t('permission denied');
  return t('cannot read ({code})', { code: code ?? String(e) });
}

export async function readWorksheet(path: string): Promise<ReadResult> {
  let stat;
  try {
    stat = await fs.stat(path);
  } catch (e) {
    return { ok: false, message: statFailure(e) };
  }
  if (stat.isDirectory()) return { ok: false, message: t('is a directory, not a worksheet') };
  if (!stat.isFile()) return { ok: false, message: t('is not a regular file') };
  if (stat.size > MAX_FILE_BYTES)
    return {
      ok: false,
      message: t('is {size} MiB; worksheets over {limit} MiB are not analysed', {
        size: (stat.size / 1048576).toFixed(1),
        limit: MAX_FILE_BYTES / 1048576,
      }),
    };
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return {
      ok: false,
      message: code === 'EACCES' ? t('permission denied') : t('cannot read ({code})', { code: code ?? String(e) }),
    };
  }
  if (bytes.includes(0)) return { ok: false, message: t('holds binary data (a NUL byte), not a UTF-8 worksheet') };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, message: t('is not valid UTF-8 text') };
  }
}
