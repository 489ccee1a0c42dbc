/**
 * Concurrent renewals of one term: exactly one wins. Many clerks and managers press Renew on
 * the same term at once, over real HTTP, each with the version they read. On PostgreSQL
 * (TEST_DATABASE_URL) the requests run in parallel on a pool and meet at the term's row lock;
 * on PGlite they are serialised; the same assertions hold: one payment, one extension.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { buildWorld, type World } from './domainSetup';
import { onPostgres } from './helpers/database';
import { paidOrder } from './termsSetup';

const ATTEMPTS = 12;
let w: World;
let base: string;

beforeAll(async () => {
  w = await buildWorld('terms_race');
  await w.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(w.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await w?.close();
});

const post = (level: Level, body: unknown) =>
  fetch(`${base}/index/admin.mgmt_term/renew`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': w.token(level), 'accept-language': 'en' },
    body: JSON.stringify(body),
  }).then(async (res) => ({ http: res.status, body: (await res.json()) as { status: number; msg: string; data: { code?: string } } }));

describe(`racing renewals (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`${ATTEMPTS} simultaneous renewals of one term: one payment, one extension, the rest refused`, async () => {
    const { term } = await paidOrder(w, 1);
    const levels: Level[] = [1, 2, 5];
    const results = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => post(levels[i % 3], { id: term.id, version: term.version, years: 1 + (i % 4), method: 'cash' })),
    );
    const won = results.filter((r) => r.body.status === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.body.status !== 200)) expect([r.http, r.body.data.code]).toEqual([409, 'conflict']);
    const paid = await w.database.db.selectFrom('tomb_payment').selectAll().where('term_id', '=', Number(term.id)).execute();
    expect(paid).toHaveLength(1);
    const after = await w.row('mgmt_term', Number(term.id));
    expect(Number(after.periods)).toBe(20 + Number(paid[0].periods));
    expect(Number(after.version)).toBe(Number(term.version) + 1);
  });
});
