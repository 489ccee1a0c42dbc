/**
 * Concurrent renewals of one term: exactly one wins. Many clerks and managers press Renew on
 * the same term at once, over real HTTP, each with the version they read. On PostgreSQL
 * (TEST_DATABASE_URL) the requests run in parallel on a pool and meet at the term's row lock;
 * on PGlite they are serialised; the same assertions hold: one payment, one extension.
 */
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { servedWorld } from './domainSetup';
import { onPostgres } from './helpers/database';
import { paidOrder } from './termsSetup';

const ATTEMPTS = 12;
const { w, send } = servedWorld('terms_race');

const post = (level: Level, body: unknown) => send(level, 'admin.mgmt_term/renew', body);

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
