/**
 * Once per test run: a dump of a fresh embedded database, which every in-memory PGlite of the
 * run loads instead of running initdb again (src/server/db/pglite.ts, PGLITE_TEMPLATE), and one
 * migrated with the instance's config (PGLITE_TEMPLATE_MIGRATED, tests/server/helpers). They live
 * in the system's temporary folder and is removed at the end; nothing tracked is written.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { appConfig } from '../src/instance';

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'cemetery-pglite-'));
  const path = join(dir, 'template.tar');
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = path;
  // The same, migrated with the instance's config: for the files that migrate it first thing.
  const migratedPath = join(dir, 'migrated.tar');
  const database = await openDatabase({});
  await migrate(database, appConfig);
  const migrated = await database.pglite!.dumpDataDir('none');
  await database.close();
  await writeFile(migratedPath, Buffer.from(await migrated.arrayBuffer()));
  process.env.PGLITE_TEMPLATE_MIGRATED = migratedPath;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
