// The files of a sweep and of a quotient: `--out FILE` (resumeFile.ts) and the shards `--merge`
// reads. Only a regular file (or, to write, a path where none is yet) is accepted: a symbolic link,
// a FIFO, a folder or a device is refused with the reason, checked before opening (lstat) and on
// what was opened (O_NOFOLLOW, fstat), so a link planted meanwhile is refused too.

import { constants as bufferConstants } from 'node:buffer';
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, type Stats, statSync } from 'node:fs';
import { errorMessage } from '../core/errors';
import { t } from '../core/l10n';

/** Why `stats` is not a regular file a sweep may use, or null when it is one. `name` says which path. */
function notRegular(stats: Stats, name: string): string | null {
  if (stats.isFile()) return null;
  if (stats.isSymbolicLink())
    return t('{file} is a symbolic link: a sweep writes only to a regular file (give the path of the file itself)', {
      file: name,
    });
  if (stats.isDirectory()) return t('{file} is a folder, not a regular file', { file: name });
  if (stats.isFIFO()) return t('{file} is a FIFO, not a regular file', { file: name });
  if (stats.isCharacterDevice() || stats.isBlockDevice())
    return t('{file} is a device, not a regular file', { file: name });
  if (stats.isSocket()) return t('{file} is a socket, not a regular file', { file: name });
  return t('{file} is not a regular file', { file: name });
}

/** The flags where the system has them (Windows has neither). */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
/** A FIFO opened without it would wait for a writer or a reader before fstat could refuse it. */
const NON_BLOCK = constants.O_NONBLOCK ?? 0;

/**
 * The most bytes a file read back may have: its text is one string, and a longer one cannot be made
 * (V8's limit, about 512 MB). Past it, the reason is said before anything is read.
 */
export const MOST_FILE_BYTES = bufferConstants.MAX_STRING_LENGTH;

/** The whole of an open file, from its start; throws, saying so, past MOST_FILE_BYTES. */
export function readAll(fd: number, size: number, most = MOST_FILE_BYTES): string {
  const chunks: Buffer[] = [];
  let at = 0;
  const tooLong = (bytes: number) =>
    new Error(t('it has {bytes} bytes, more than the {most} a file read back may have', { bytes, most }));
  if (size > most) throw tooLong(size);
  for (;;) {
    if (at > most) throw tooLong(at); // it grew while being read
    const chunk = Buffer.alloc(Math.max(size - at, 0) + 65536);
    const read = readSync(fd, chunk, 0, chunk.length, at);
    if (read === 0) break;
    chunks.push(chunk.subarray(0, read));
    at += read;
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type Opened<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** Opens a regular file, refusing anything else; `name` names the path in messages. */
export function openRegular(path: string, flags: number, name: string, writing: boolean): Opened<number> {
  try {
    // A link is followed to read a shard (what it points to is checked); never to write.
    const why = notRegular(writing ? lstatSync(path) : statSync(path), name);
    if (why !== null) return { ok: false, message: why };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || !writing)
      return { ok: false, message: cannotOpen(name, e, writing) };
  }
  let fd: number;
  try {
    fd = openSync(path, flags | NON_BLOCK | (writing ? NO_FOLLOW : 0), 0o666);
  } catch (e) {
    // A link or a folder put there since lstat.
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' || code === 'EMLINK')
      return {
        ok: false,
        message: t(
          '{file} is a symbolic link: a sweep writes only to a regular file (give the path of the file itself)',
          { file: name },
        ),
      };
    if (code === 'EISDIR') return { ok: false, message: t('{file} is a folder, not a regular file', { file: name }) };
    return { ok: false, message: cannotOpen(name, e, writing) };
  }
  const why = notRegular(fstatSync(fd), name);
  if (why !== null) {
    closeSync(fd);
    return { ok: false, message: why };
  }
  return { ok: true, value: fd };
}

function cannotOpen(name: string, e: unknown, writing: boolean): string {
  const message = errorMessage(e);
  return writing
    ? t('cannot write {file}: {message}', { file: name, message })
    : t('cannot read {file}: {message}', { file: name, message });
}

/** A shard's file for `--merge`: its text, or why it cannot be read (a FIFO, a folder, …). */
export function readShardFile(path: string): Opened<string> {
  const opened = openRegular(path, constants.O_RDONLY, path, false);
  if (!opened.ok) return opened;
  try {
    return { ok: true, value: readAll(opened.value, fstatSync(opened.value).size) };
  } catch (e) {
    return { ok: false, message: t('cannot read {file}: {message}', { file: path, message: errorMessage(e) }) };
  } finally {
    closeSync(opened.value);
  }
}
