/**
 * The statistics on the embedded database, in slices (issue 26 item 2; docs/performance.md,
 * "Heavy requests beside other users"): PGlite runs one statement at a time on the server's only
 * thread, so one statement over ten years of rollups and rows made every other user wait for it.
 * Sliced, a call's cover (./cover.ts) is cut into runs of SLICE_MONTHS whole months (and the
 * edges, a few days' rows each, together), each read by a statement of its own with a turn of the
 * event loop before it, so the other users' queries run between them; the slices' sums are added
 * up here, by key. Only sums are sliced (every figure is a sum of weights and amounts): a filter
 * on a sum (a key whose weights add up to 0 is not there) is applied after the adding up.
 * On PostgreSQL (`sliced` false) the cover is read in one statement, under the heavy lane's
 * statement timeout.
 */
import { yieldTurn } from '../../http/heavyLane';
import type { Cover } from './cover';

/** Whole months per statement when sliced: a year of rollup rows. */
export const SLICE_MONTHS = 12;

/** The cover in slices of at most `months` whole months, then its edges together; the cover itself when not sliced. */
export const coverSlices = (cover: Cover, sliced: boolean, months = SLICE_MONTHS): Cover[] => {
  if (!sliced) return [cover];
  const out: Cover[] = [];
  for (let i = 0; i < cover.months.length; i += months) out.push({ months: cover.months.slice(i, i + months), edges: [] });
  if (cover.edges.length > 0) out.push({ months: [], edges: cover.edges });
  return out.length > 0 ? out : [cover];
};

/** Cents, exact for sums of money read as numeric text. */
const cents = (v: unknown): number => Math.round(Number(v ?? 0) * 100);

/**
 * Read `read(slice)` for each slice of `cover` (a turn of the event loop before each when
 * sliced) and add the rows up by `key`: `counts` as whole numbers, `amounts` as money (to the
 * cent). Each row of the answer has the key's columns and every summed column (amounts as numbers).
 */
export const sumBySlices = async <K extends string, C extends string, A extends string>(
  cover: Cover,
  sliced: boolean,
  columns: { key: readonly K[]; counts: readonly C[]; amounts: readonly A[] },
  read: (slice: Cover) => Promise<readonly object[]>,
): Promise<(Record<K, unknown> & Record<C | A, number>)[]> => {
  const sums = new Map<string, Record<string, unknown>>();
  for (const slice of coverSlices(cover, sliced)) {
    if (sliced) await yieldTurn();
    for (const row of (await read(slice)) as readonly Record<string, unknown>[]) {
      const id = JSON.stringify(columns.key.map((k) => row[k] ?? null));
      const sum = sums.get(id) ?? Object.fromEntries([...columns.key.map((k) => [k, row[k]]), ...[...columns.counts, ...columns.amounts].map((c) => [c, 0])]);
      sums.set(id, sum);
      for (const c of columns.counts) sum[c] = Number(sum[c]) + Number(row[c] ?? 0);
      for (const a of columns.amounts) sum[a] = Number(sum[a]) + cents(row[a]);
    }
  }
  return [...sums.values()].map((s) => {
    for (const a of columns.amounts) s[a] = Number(s[a]) / 100;
    return s as Record<K, unknown> & Record<C | A, number>;
  });
};

/**
 * Run independent reads of one call: at once on PostgreSQL (each on its own pool connection);
 * one after the other when sliced (PGlite), each after a turn that gives way to other users
 * (`yieldTurn`), so at most one of the call's statements is ever queued on the only connection
 * ahead of another user's query.
 */
export const allOf = async <T extends readonly unknown[]>(sliced: boolean, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> => {
  if (!sliced) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of reads) {
    await yieldTurn();
    out.push(await read());
  }
  return out as unknown as T;
};
