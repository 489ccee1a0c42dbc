/**
 * A small database for the crash test and the soak, on PGlite (a data folder) or PostgreSQL (a
 * database of its own, since the server process uses the default schema): the server's schema,
 * plots to sell, a seller (level 1) and a manager (level 5) with open sessions, and as many
 * extra signed-in browsers (sessions of both) as the soak polls with.
 */
import pg from 'pg';
import { createSession } from '../../src/server/auth/sessions';
import { openDatabase, type Database } from '../../src/server/db/database';
import { prepareServerSchema } from './serverSchema';
import type { SessionToken } from './scenarios';
import { privileged } from '../../src/server/data/door';

export interface World {
  /** Environment for the server process. */
  env: Record<string, string>;
  /** Open the database from this process (PGlite: only while no server holds the folder). */
  open(): Promise<Database>;
  plots: number[];
  seller: string;
  manager: string;
  /** Extra sessions (level 1 and 5 in turn), for polling. */
  browsers: SessionToken[];
  drop(): Promise<void>;
}

const fill = async (database: Database, plots: number, browsers: number): Promise<Omit<World, 'env' | 'open' | 'drop'>> => {
  await prepareServerSchema(database);
  const db = privileged(database.db);
  const area = await db.insertInto('tomb_area').values({ name: 'A', code: 'A' }).returning('id').executeTakeFirstOrThrow();
  const room = await db.insertInto('tomb_room').values({ area_id: area.id, name: 'R', code: 'R' }).returning('id').executeTakeFirstOrThrow();
  const shelf = await db.insertInto('tomb_shelf').values({ area_id: area.id, room_id: room.id, name: 'S', code: 'S' }).returning('id').executeTakeFirstOrThrow();
  const rows = Array.from({ length: plots }, (_, i) => ({ area_id: area.id, room_id: room.id, shelf_id: shelf.id, code: `K${i}`, column_no: i + 1, price: 1000 + i, status: 'available' as const }));
  const ids: number[] = [];
  // In chunks: one statement may bind at most 65,535 parameters.
  for (let i = 0; i < rows.length; i += 1000)
    ids.push(...(await db.insertInto('tomb_burialslot').values(rows.slice(i, i + 1000)).returning('id').execute()).map((r) => Number(r.id)));
  const users = await db
    .insertInto('user')
    .values([
      { mobile: '13900000201', nickname: 'seller', level: 1, channel: 'inside' },
      { mobile: '13900000205', nickname: 'manager', level: 5, channel: 'inside' },
    ])
    .returning('id')
    .execute();
  const now = new Date();
  const extra: SessionToken[] = [];
  for (let i = 0; i < browsers; i++) extra.push({ token: await createSession(db, Number(users[i % 2].id), now), level: i % 2 === 0 ? 1 : 5 });
  return { plots: ids, seller: await createSession(db, Number(users[0].id), now), manager: await createSession(db, Number(users[1].id), now), browsers: extra };
};

export const pgliteWorld = async (dataDir: string, plots: number, browsers = 0): Promise<World> => {
  const database = await openDatabase({ dataDir });
  try {
    const made = await fill(database, plots, browsers);
    return { ...made, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => openDatabase({ dataDir }), drop: async () => undefined };
  } finally {
    await database.close();
  }
};

export const postgresWorld = async (baseUrl: string, plots: number, browsers = 0): Promise<World> => {
  const name = `faults_kill_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    const made = await fill(database, plots, browsers);
    return {
      ...made,
      env: { DATABASE_URL: url.toString() },
      open: () => openDatabase({ url: url.toString() }),
      drop: async () => {
        const c = new pg.Client({ connectionString: baseUrl });
        await c.connect();
        await c.query(`drop database if exists "${name}" with (force)`);
        await c.end();
      },
    };
  } finally {
    await database.close();
  }
};
