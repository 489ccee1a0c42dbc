/**
 * The embedded database is vacuumed after an import (issue 25 §8, issue 26 item 2;
 * src/server/jobs/maintenance.ts `vacuumAfterBulk`). A check writes every line and rolls it back;
 * PGlite has no autovacuum, so the dead rows used to stay, the planner's row estimate grew with
 * the table's file, and the generic query's cost budget on PGlite (per-row units times that
 * estimate: src/server/query/cost.ts) shrank for good: admins lost the operation log's list and
 * clerks the name search until a restart. Here a clerk checks, then commits, a few thousand
 * generated registrations; the estimates stay what the live rows are, so the budget does not
 * shrink, and the lists the browser sends keep answering, on both databases.
 *
 * Deterministic: the scheduled maintenance (a 30 s timer) never runs in this file (its
 * setInterval is faked and never advanced), so what cleans is the import's own vacuum.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../src/instance';
import type { Level } from '../../src/config/types';
import { buildOrderBy, buildWhere, listRequest } from '../../src/protocol/legacyQuery';
import { estimatedRows } from '../../src/server/db/rowEstimate';
import { MAX_QUERY_COST } from '../../src/server/query/cost';
import { startTestServer, type TestServer } from './helpers/actors';
import { onPostgres } from './helpers/database';

const LINES = 3000;
const CLERK: Level = 1;
const ADMIN: Level = 5;

let server: TestServer;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  server = await startTestServer('importVacuum');
});
afterAll(async () => {
  await server?.close();
  vi.useRealTimers();
});

/** Registrations as a register without orders gives them (generated names, never a real person's). */
const registrations = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({ name: `${tag}登记${i} Vacuum ${i}`, applicant_name: `Applicant ${i}`, applicant_phone: `139${String(10_000_000 + i).slice(-8)}`, death_date: '2001-03-05' }));

const importCall = async (mode: 'check' | 'commit', rows: unknown[]) => {
  const res = await server.post(CLERK, `/index/import/${mode}`, { table: 'member', rows, fileName: 'registrations.csv' }, { 'accept-language': 'en' });
  return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: Record<string, unknown> } };
};

/** The lists that were lost. (A small table such as the batches' may drift by a few rows: only growth past a fifth and 8 pages is vacuumed.) */
const TABLES = ['member', 'operation_log'] as const;
/**
 * The planner's estimates, asked afresh each time: at a moment past the cache's last one, far
 * beyond any the server's own requests ask at, so those read the estimate asked here.
 */
let moment = 2 ** 50;
const estimates = async (): Promise<Record<string, number>> => {
  moment += 60_000;
  return Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await estimatedRows(server.database, t, moment)] as const)));
};
const liveRows = async (): Promise<Record<string, number>> =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (t) => [t, Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(t)}`.execute(server.database.db)).rows[0]!.n)] as const),
    ),
  );

/** The requests the browser sends: the clerk's name search of the registrations, the admin's operation log page. */
const nameSearch = () =>
  server.post(CLERK, '/index/query', {
    ...listRequest(appConfig.member, appConfig, buildWhere(appConfig.member, { q: 'Vacuum 12' }, 'inside')),
    order_by: buildOrderBy(undefined, appConfig.member, appConfig),
    page: 1,
    page_size: 25,
  });
const logPage = () =>
  server.post(ADMIN, '/index/query', {
    ...listRequest(appConfig.operation_log, appConfig, buildWhere(appConfig.operation_log, {})),
    order_by: buildOrderBy({ field: 'id', order: 'DESC' }, appConfig.operation_log, appConfig),
    page: 1,
    page_size: 20,
  });
const answers = async () => [(await nameSearch()).json().status, (await logPage()).json().status];

describe(`after a clerk's import of ${LINES} registrations (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the checks leave the row estimates, so the lists’ cost budget, as they were; the name search and the operation log answer', { timeout: 600_000 }, async () => {
    // A maintained database: some registrations and their log, their statistics measured.
    const base = await importCall('commit', registrations(200, 'base'));
    expect([base.http, base.body.status]).toEqual([200, 200]);
    await sql`analyze`.execute(server.database.db);
    const before = await estimates();
    expect(before.member).toBeGreaterThanOrEqual(200);

    // Two checks: every line written and rolled back, nothing kept.
    for (const tag of ['first', 'second']) {
      const check = await importCall('check', registrations(LINES, tag));
      expect([check.http, check.body.data.total, check.body.data.valid]).toEqual([200, LINES, LINES]);
    }
    expect(await liveRows()).toMatchObject({ member: 200 });
    if (server.database.kind === 'pglite') {
      // Without the vacuum the member table's file holds 6,000 dead rows and its estimate is many times 200.
      expect(await estimates()).toEqual(before);
      // The budget in rows of the name search, as the server computes it, is the one it was.
      expect(Math.floor(MAX_QUERY_COST / (await estimates()).member)).toBe(Math.floor(MAX_QUERY_COST / before.member));
    }
    expect(await answers()).toEqual([200, 200]);
  });

  it('a commit, its undo, and a commit into the room the undo left: each leaves estimates of the rows that are there; the lists answer', { timeout: 600_000 }, async () => {
    const first = await importCall('commit', registrations(LINES / 2, 'kept'));
    expect([first.http, first.body.status]).toEqual([200, 200]);
    expect((await liveRows()).member).toBe(200 + LINES / 2);
    if (server.database.kind === 'pglite') expect(await estimates()).toEqual(await liveRows());
    expect(await answers()).toEqual([200, 200]);

    // The office undoes the batch (an admin: the batches are theirs). A registration after the batch, so the undo's dead rows are inside the table's file, not at its end.
    expect((await importCall('commit', registrations(1, 'later'))).body.status).toBe(200);
    const undo = await server.post(ADMIN, '/index/import/undo', { id: first.body.data.batchId });
    expect([undo.statusCode, undo.json().data]).toEqual([200, { removed: { member: LINES / 2 } }]);
    expect((await liveRows()).member).toBe(201);
    // Without a vacuum after the undo the estimate stays at the rows it removed (the budget shrunk for good).
    if (server.database.kind === 'pglite') expect((await estimates()).member).toBe(201);
    expect(await answers()).toEqual([200, 200]);

    // The same file again, into the room the undo left: the table's file does not grow, its rows do.
    const again = await importCall('commit', registrations(LINES / 2, 'again'));
    expect([again.http, again.body.status]).toEqual([200, 200]);
    expect((await liveRows()).member).toBe(201 + LINES / 2);
    if (server.database.kind === 'pglite') expect((await estimates()).member).toBe(201 + LINES / 2);
    expect(await answers()).toEqual([200, 200]);
    // The search finds what the clerk imported ("Vacuum 12", "Vacuum 120"…, on their channel).
    const found = (await nameSearch()).json() as { data: { name: string }[] };
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((r) => r.name.includes('Vacuum 12'))).toBe(true);
  });
});
