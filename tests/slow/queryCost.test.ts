/**
 * The figures of docs/performance.md ("Hostile load"): on the demo data, the time of the most
 * expensive generic requests the cost limits accept (src/server/query/cost.ts), every shape of
 * tests/server/hostileQueries.ts, alone (median of 5) and ten at once from one level-1 user
 * while another user reads. On PGlite and (TEST_DATABASE_URL) PostgreSQL. Each is answered or
 * refused within 2 s, the reads within 1 s, and a request alone is cheap (under half a second).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createSession } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/demo';
import { closeTestDatabase, onPostgres, openTestDatabase } from '../server/helpers/database';
import { SHAPES, atCostLimit, costOfBody, perRowLimit, queryBomb } from '../server/hostileQueries';
import { appConfig } from '../../src/instance';

let database: Database;
let app: FastifyInstance;
let reader: string;
const tokens: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase('query_cost_figures');
  await migrate(database, appConfig);
  await seedDemo(database);
  app = await buildApp({ database });
  await app.ready();
  // One fresh level-1 user per measurement: a user's work is limited, and one measurement must not spend the next one's.
  const users = await database.db
    .insertInto('user')
    .values(Array.from({ length: 2 * SHAPES.length * 2 + 2 }, (_, i) => ({ mobile: `1396000${String(i).padStart(4, '0')}`, nickname: `Attacker ${i}`, level: 1, channel: 'inside' })))
    .returning('id')
    .execute();
  for (const u of users) tokens.push(await createSession(database.db, Number(u.id), new Date()));
  const other = await database.db.selectFrom('user').select('id').where('mobile', '=', '13800000002').executeTakeFirstOrThrow();
  reader = await createSession(database.db, Number(other.id), new Date());
});

afterAll(async () => {
  await app?.close();
  if (database) await closeTestDatabase(database);
});

const send = async (token: string, body: unknown): Promise<{ status: number; ms: number }> => {
  const start = performance.now();
  const res = await app.inject({ method: 'POST', url: '/index/query', headers: { 'content-type': 'application/json', 'x-token': token }, payload: JSON.stringify(body) });
  return { status: res.statusCode, ms: performance.now() - start };
};

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe(`the most expensive accepted requests on the demo data (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('each shape alone, then ten at once while another user reads', async () => {
    const perRow = await perRowLimit(database);
    const lines: string[] = [];
    let next = 0;
    const bomb = await send(tokens[next++], queryBomb());
    lines.push(`query bomb: ${bomb.status} in ${Math.round(bomb.ms)} ms`);
    expect(bomb.status).toBe(400);
    for (const shape of SHAPES)
      for (const kind of ['count', 'rows'] as const) {
        const body = atCostLimit(shape, kind, perRow);
        const alone: number[] = [];
        const token = tokens[next++];
        for (let i = 0; i < 5; i++) {
          const a = await send(token, body);
          expect(a.status).toBe(200);
          alone.push(a.ms);
          // Alone means alone: the user's work is forgiven between two tries.
          await new Promise((r) => setTimeout(r, 2000));
        }
        const reads: number[] = [];
        let done = false;
        const burst = Promise.all(Array.from({ length: 10 }, () => send(tokens[next], body))).finally(() => (done = true));
        do reads.push((await send(reader, { table: 'tomb_order', page: 1, page_size: 20 })).ms);
        while (!done);
        const answers = await burst;
        next++;
        lines.push(
          `${shape} ${kind} (${costOfBody(body, 1, kind)} units per row): alone median ${Math.round(median(alone))} ms, max ${Math.round(Math.max(...alone))} ms; ` +
            `ten at once: ${answers.filter((a) => a.status === 200).length} answered, ${answers.filter((a) => a.status === 429).length} refused, slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms; ` +
            `reads meanwhile: slowest ${Math.round(Math.max(...reads))} ms`,
        );
        expect(median(alone)).toBeLessThan(500);
        for (const a of answers) {
          expect([200, 429]).toContain(a.status);
          expect(a.ms).toBeLessThan(2000);
        }
        for (const r of reads) expect(r).toBeLessThan(1000);
      }
    console.info(`${database.kind}, per-row limit here ${perRow}:\n${lines.join('\n')}`);
  });
});
