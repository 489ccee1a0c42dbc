/**
 * Issue 12, item 1: one level-1 user's generic queries cannot stall the database. On the demo
 * data, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL, a level-1 user sends the query
 * bomb ten times at once, then the heaviest request the cost limits accept ten times at once;
 * every one of them finishes or is refused within 2 s, while a manager's simple read, sent
 * again and again throughout, answers within 1 s each time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/seed/demo';
import { onPostgres } from '../server/helpers/database';
import { startTestServer, type TestServer } from '../server/helpers/actors';
import { atCostLimit, queryBomb } from '../server/hostileQueries';
import { MAX_QUERY_COST, queryCost } from '../../src/server/query/cost';
import { estimatedRows } from '../../src/server/db/rowEstimate';
import { parseListRequest } from '../../src/server/query/parse';
import { appConfig } from '../../src/instance';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer('query_availability');
  const summary = await seedDemo(s.database);
  console.info(`${s.database.kind}: demo data`, summary);
});
afterAll(async () => {
  await s?.close();
});

interface Timed {
  status: number;
  code?: string;
  ms: number;
}

const timed = async (level: 1 | 5, body: unknown): Promise<Timed> => {
  const start = performance.now();
  const res = await s.post(level, '/index/query', body);
  const json = res.json() as { status: number; data?: { code?: string } };
  return { status: res.statusCode, code: res.statusCode === 200 ? undefined : json.data?.code, ms: performance.now() - start };
};

/** The manager's simple read: the first page of the areas. */
const SIMPLE_READ = { table: 'tomb_area', page: 1, page_size: 20 };

/** Fire `body` ten times at once as level 1 while level 5 reads again and again; the attacker's answers and the reader's times. */
const underAttack = async (body: Record<string, unknown>): Promise<{ attacks: Timed[]; reads: Timed[] }> => {
  let attacking = true;
  const reads: Timed[] = [];
  const reader = (async () => {
    // One read at least after the attack started, then until it is over.
    do reads.push(await timed(5, SIMPLE_READ));
    while (attacking);
  })();
  const attacks = await Promise.all(Array.from({ length: 10 }, () => timed(1, body)));
  attacking = false;
  await reader;
  return { attacks, reads };
};

const summary = (t: Timed[]): string =>
  `${t.length} answers, slowest ${Math.round(Math.max(...t.map((x) => x.ms)))} ms, ${[...new Set(t.map((x) => `${x.status}${x.code ? ` ${x.code}` : ''}`))].join(', ')}`;

describe(`a level-1 user's query bombs (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the simple read answers alone in well under a second', async () => {
    const alone = await timed(5, SIMPLE_READ);
    expect(alone.status).toBe(200);
    expect(alone.ms).toBeLessThan(1000);
  });

  it('the bomb, ten at once: each refused within 2 s with a translated 400; the other user reads within 1 s', async () => {
    const { attacks, reads } = await underAttack(queryBomb());
    console.info('bomb:', summary(attacks), '| reads:', summary(reads));
    for (const a of attacks) {
      expect(a.ms).toBeLessThan(2000);
      expect(a.status === 200 || a.status === 400 || a.status === 429).toBe(true);
    }
    for (const r of reads) {
      expect(r.status).toBe(200);
      expect(r.ms).toBeLessThan(1000);
    }
  });

  for (const kind of ['count', 'rows'] as const) {
    it(`the heaviest accepted ${kind} request, ten at once: each answered or refused within 2 s; the other user reads within 1 s`, async () => {
      const body = atCostLimit(kind);
      const { table, ...rest } = body;
      const cost = queryCost(parseListRequest({ config: appConfig, level: 1, table: String(table), resource: appConfig.tomb_payment }, rest), kind);
      const rows = await estimatedRows(s.database, 'tomb_payment');
      const alone = await timed(1, body);
      console.info(`${kind} at the limit: ${cost.perRow} units per row x ${rows} rows = ${Math.round(cost.perRow * rows)} (PGlite budget ${MAX_QUERY_COST}); alone: ${Math.round(alone.ms)} ms, ${alone.status}`);
      const { attacks, reads } = await underAttack(body);
      console.info(`${kind} x10:`, summary(attacks), '| reads:', summary(reads));
      for (const a of attacks) {
        expect(a.ms).toBeLessThan(2000);
        expect([200, 429]).toContain(a.status);
      }
      expect(attacks.some((a) => a.status === 200)).toBe(true);
      for (const r of reads) {
        expect(r.status).toBe(200);
        expect(r.ms).toBeLessThan(1000);
      }
    });
  }
});
