/**
 * Backup files on disk: gzip when the name ends in .gz. A backup is written under a temporary
 * name and renamed when complete, so a failed run never leaves a file that looks like a backup.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { LineSink } from './export';

const isGzip = (path: string): boolean => path.endsWith('.gz');

interface FileSink {
  write: LineSink;
  /** Flush, close and move the file to its final name. */
  commit(): Promise<void>;
  /** Remove the partial file. */
  abort(): Promise<void>;
}

export const openBackupFile = async (path: string): Promise<FileSink> => {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  const file = createWriteStream(partial);
  const head: Writable = isGzip(path) ? createGzip({ level: 6 }) : file;
  const done = isGzip(path) ? pipeline(head as Readable & Writable, file) : once(file, 'close');
  // Surface a stream error at commit even if no write is pending.
  done.catch(() => undefined);
  return {
    write: async (line) => {
      if (!head.write(`${line}\n`)) await once(head, 'drain');
    },
    commit: async () => {
      head.end();
      await done;
      await rename(partial, path);
    },
    abort: async () => {
      head.destroy();
      file.destroy();
      await rm(partial, { force: true });
    },
  };
};

/**
 * The file's lines, one at a time: memory holds one chunk, not the file. Read errors (a
 * missing file, a corrupt gzip stream) reach the caller's for-await.
 */
export async function* readBackupLines(path: string): AsyncGenerator<string> {
  const raw = createReadStream(path);
  const input: Readable = isGzip(path) ? raw.pipe(createGunzip()) : raw;
  raw.on('error', (e) => input.destroy(e));
  const decoder = new StringDecoder('utf8');
  // The pieces of the line not ended yet: a photo's line is megabytes over hundreds of chunks,
  // which are joined once at its end rather than at every chunk.
  let pending: string[] = [];
  for await (const chunk of input) {
    const text = decoder.write(chunk as Buffer);
    let from = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', from)) {
      pending.push(text.slice(from, at));
      yield pending.join('');
      pending = [];
      from = at + 1;
    }
    if (from < text.length) pending.push(text.slice(from));
  }
  const rest = pending.join('') + decoder.end();
  if (rest) yield rest;
}
