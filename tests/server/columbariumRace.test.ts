/**
 * Deposits racing for one niche: exactly one wins. Many simultaneous deposits into one niche of
 * capacity 1 (and into one of capacity 2, and transfers into one free niche), over real HTTP.
 * On PostgreSQL (TEST_DATABASE_URL) the requests really run in parallel on a connection pool
 * and meet at the row lock on the niche; on PGlite they are serialised; the same assertions hold.
 */
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { deposit, depositBody, newNiche } from './columbariumSetup';
import { servedWorld } from './domainSetup';
import { onPostgres } from './helpers/database';

const ATTEMPTS = 16;
const { w, send } = servedWorld('columbarium_race');

const post = (level: Level, path: string, body: unknown) => send(level, `admin.ash_deposit/${path}`, body);

const depositsIn = async (nicheId: unknown): Promise<number> =>
  Number(
    (await w.database.db.selectFrom('ash_deposit').select((eb) => eb.fn.countAll<number>().as('n')).where('niche_id', '=', Number(nicheId)).where('status', '=', 'stored').executeTakeFirstOrThrow()).n,
  );

describe(`racing deposits (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`${ATTEMPTS} simultaneous deposits into one niche of capacity 1: one is stored, the rest refused, nothing left of them`, async () => {
    const niche = await newNiche(w);
    const movesBefore = Number((await w.database.db.selectFrom('ash_movement').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const results = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => post(([1, 2, 5] as const)[i % 3], 'deposit', depositBody(niche.id))));
    expect(results.filter((r) => r.body.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.status !== 200)) expect([r.http, r.body.data.code]).toEqual([409, 'niche_full']);
    expect(await depositsIn(niche.id)).toBe(1);
    expect(await w.row('ash_niche', Number(niche.id))).toMatchObject({ stored: 1, status: 'occupied' });
    const movesAfter = Number((await w.database.db.selectFrom('ash_movement').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(movesAfter - movesBefore).toBe(1);
  });

  it(`${ATTEMPTS} simultaneous deposits into a niche of capacity 2: two are stored`, async () => {
    const niche = await newNiche(w, { capacity: 2 });
    const results = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => post(i % 2 === 0 ? 1 : 2, 'deposit', depositBody(niche.id))));
    expect(results.filter((r) => r.body.status === 200)).toHaveLength(2);
    expect(await depositsIn(niche.id)).toBe(2);
  });

  it(`${ATTEMPTS} simultaneous transfers into one free niche: one moves, the others stay where they were`, async () => {
    const target = await newNiche(w);
    const deposits = [];
    for (let i = 0; i < ATTEMPTS; i++) deposits.push((await deposit(w, 1, (await newNiche(w)).id)).deposit);
    const results = await Promise.all(deposits.map((d, i) => post(i % 2 === 0 ? 1 : 2, 'transfer', { id: d.id, version: d.version, niche_id: target.id })));
    expect(results.filter((r) => r.body.status === 200)).toHaveLength(1);
    expect(await depositsIn(target.id)).toBe(1);
    for (const d of deposits) expect(await depositsIn(d.niche_id)).toBeLessThanOrEqual(1);
  });
});
