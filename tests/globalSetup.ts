/**
 * Once per test run: a dump of a fresh embedded database, which every in-memory PGlite of the
 * run loads instead of running initdb again (src/server/db/pglite.ts, PGLITE_TEMPLATE). It lives
 * in the system's temporary folder and is removed at the end; nothing tracked is written.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'cemetery-pglite-'));
  const path = join(dir, 'template.tar');
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = path;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
