/**
 * A test world for the domain: the real app with a signed-in user per level (the core's test
 * server: in-memory PGlite, or PostgreSQL in its own schema when TEST_DATABASE_URL is set), a
 * movable clock, and a small cemetery: one area, one room, one shelf with plots of each type.
 * Writes go through the real HTTP calls, so hooks, access rules and the log all take part.
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { LEVELS, type Actor, type Level } from '../../src/config/types';
import { createSession } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/database';
import type { Row } from '../../src/server/hooks/registry';
import { demoMobile } from '../../src/server/seed/users';
import { startTestServer } from './helpers/actors';
import { forFile } from './helpers/forFile';
import { privileged } from '../../src/server/data/door';

/** The data of an answer, read loosely by the tests. */
type Reply = Record<string, unknown>;

/** A refused call, carrying the answer's error code. */
export class CallRefused extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
  ) {
    super(code);
  }
}

/** The error code a call fails with, or 'ok'. */
export const outcome = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof CallRefused) return e.code;
    throw e;
  }
};

export interface World {
  app: FastifyInstance;
  database: Database;
  /** Set the domain clock (local time); sessions are renewed at that time, since they follow the same clock. */
  setNow: (d: Date) => Promise<void>;
  actor: (level: Level) => Actor;
  /** The session token of a level's user, for calls over real HTTP. */
  token: (level: Level) => string;
  plots: { single: number[]; double: number; family: number };
  areaId: number;
  shelfId: number;
  call: (level: Level, path: string, body: unknown) => Promise<{ status: number; body: { status: number; msg: string; data: Reply } }>;
  /** The generic create/update calls; a refusal rejects with CallRefused. */
  create: (level: Level, table: string, data: Record<string, unknown>) => Promise<Row>;
  update: (level: Level, table: string, id: number, data: Record<string, unknown>, version?: number) => Promise<Row>;
  row: (table: string, id: number) => Promise<Row>;
  /** An available plot on the world's shelf, written straight to the database; answers its id. */
  addPlot: (code: string, plot: { column_no: number; type: 'single' | 'family'; capacity: number }) => Promise<number>;
  close: () => Promise<void>;
}

export const buildWorld = async (name: string, opts: { embedded?: boolean } = {}): Promise<World> => {
  const server = await startTestServer(name, { embedded: opts.embedded });
  const { app, database } = server;
  const db = privileged(database.db);
  let now = new Date(2026, 10, 23, 10, 0, 0);
  app.clock = { now: () => now };
  await db.updateTable('setting').set({ cemetery_name: 'Test park', reservation_days: 7, maintenance_fee_per_year: 100 }).where('id', '=', 1).execute();
  const area = await db.insertInto('tomb_area').values({ name: 'North', code: 'N', sort: 1 }).returning('id').executeTakeFirstOrThrow();
  const room = await db.insertInto('tomb_room').values({ area_id: area.id, name: 'Room 1', code: 'N1', sort: 1 }).returning('id').executeTakeFirstOrThrow();
  const shelf = await db
    .insertInto('tomb_shelf')
    .values({ area_id: area.id, room_id: room.id, name: 'Row 1', code: 'N1-1', sort: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plot = async (code: string, column_no: number, type: 'single' | 'double' | 'family', price: number, capacity = 1) =>
    (
      await db
        .insertInto('tomb_burialslot')
        .values({ area_id: area.id, room_id: room.id, shelf_id: shelf.id, code, column_no, type, price, capacity, status: 'available' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
  const single: number[] = [];
  for (let i = 1; i <= 6; i++) single.push(await plot(`N1-1-0${i}`, i, 'single', 50000));
  const double = await plot('N1-1-07', 7, 'double', 80000, 2);
  const family = await plot('N1-1-08', 8, 'family', 120000, 3);

  const call: World['call'] = async (level, path, body) => {
    const res = await server.post(level, path, body, { 'accept-language': 'en' });
    return { status: res.statusCode, body: res.json() };
  };
  const write = async (level: Level, path: string, body: unknown): Promise<Row> => {
    const res = await call(level, path, body);
    if (res.body.status !== 200) throw new CallRefused(String(res.body.data?.code), res.status);
    return res.body.data as Row;
  };
  const world: World = {
    app,
    database,
    setNow: async (d) => {
      now = d;
      for (const level of LEVELS) server.tokens[level] = await createSession(db, server.actors[level].userId, d);
    },
    actor: (level) => server.actors[level],
    token: (level) => server.tokens[level],
    plots: { single, double, family },
    areaId: area.id,
    shelfId: shelf.id,
    call,
    create: (level, table, data) => write(level, `/index/admin.${table}/create`, data),
    update: (level, table, id, data, version) => write(level, `/index/admin.${table}/update`, { id, version, ...data }),
    row: async (table, id) => database.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    addPlot: async (code, plot) => {
      const row = await db
        .insertInto('tomb_burialslot')
        .values({ area_id: area.id, room_id: room.id, shelf_id: shelf.id, code, ...plot, price: 1000, status: 'available' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    close: server.close,
  };
  // The sessions follow the domain clock too: start them at the world's time, whatever today is.
  await world.setNow(now);
  return world;
};

/** The world's users of these levels under the demo's mobiles: the users a demo seed writer takes. */
export const demoUsers = (w: World, levels: readonly Level[]): Map<string, number> => new Map(levels.map((level) => [demoMobile(level), w.actor(level).userId]));

/** An answer over real HTTP: the HTTP status and the body's envelope. */
export interface HttpAnswer {
  http: number;
  body: { status: number; msg: string; data: { code?: string } };
}

/**
 * A world for the whole file served on a local port, for calls sent at once over real HTTP (on
 * PostgreSQL they run side by side on its pool and meet at the row locks). `w` stands for the
 * world once beforeAll has built it; `send` posts one call (`admin.x/y`) as a level's user.
 */
export const servedWorld = (name: string): { w: World; send: (level: Level, path: string, body: unknown, lang?: string) => Promise<HttpAnswer> } => {
  let base = '';
  const w = forFile(async () => {
    const world = await buildWorld(name);
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
    return world;
  });
  const send = (level: Level, path: string, body: unknown, lang = 'en'): Promise<HttpAnswer> =>
    fetch(`${base}/index/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': w.token(level), 'accept-language': lang },
      body: JSON.stringify(body),
    }).then(async (res) => ({ http: res.status, body: (await res.json()) as HttpAnswer['body'] }));
  return { w, send };
};
