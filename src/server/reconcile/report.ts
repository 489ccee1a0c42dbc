/**
 * The reconciliation report after moving in (docs/import.md): per area the plots, how many are
 * occupied and how many available, and five kinds of exception, each one bounded query with its
 * total beside at most RECONCILE_ROWS_LIMIT records. Plots are shared between the channels;
 * registrations, orders and payments are read on the caller's channel only, so the other
 * channel's records are never counted, listed or linked.
 */
import { sql, type RawBuilder } from 'kysely';
import { OWES_NOTHING_STATUSES } from '../../rules/orderMoney';
import type { Channel, ResourcesConfig } from '../../config/types';
import { RECONCILE_AREAS_LIMIT, RECONCILE_ROWS_LIMIT, type AreaFigures, type ExceptionList, type ExceptionRow, type ReconcileReport } from '../../protocol/reconcile';
import { door, inScope, type TypedDb } from '../data/door';
import { idRanges, type IdRange } from '../data/slices';
import { isPartialField, partialDateSql, precisionColumn } from '../db/partialDates';
import { yieldTurn } from '../http/heavyLane';
import { plotCountsByArea } from '../stats/queries/plotCounts';

type Raw = Record<string, unknown>;

const num = (v: unknown): number => Number(v ?? 0);
const text = (v: unknown): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v));
/** Money compared in cents: numeric columns come back as text on PostgreSQL. */
const cents = (v: unknown): number => Math.round(Number(v ?? 0) * 100);

/** The statuses whose orders stand: an order in any other status owes nothing and sells nothing. */
const OWES_NOTHING = sql.join(OWES_NOTHING_STATUSES.map((s) => sql.lit(s)));

/** A registration's date as the register gave it ('1923-11', '~1879', a day), and what tells two dates apart in a GROUP BY. */
const memberDate = (config: ResourcesConfig, column: string) => {
  const partial = isPartialField(config.member?.fields[column]);
  return {
    value: partial ? partialDateSql('m', column) : sql`to_char(${sql.ref(`m.${column}`)}, 'YYYY-MM-DD')`,
    group: partial ? sql`${sql.ref(`m.${column}`)}, ${sql.ref(`m.${precisionColumn(column)}`)}` : sql.ref(`m.${column}`),
  };
};

/** Ids per slice of a sliced report (the embedded database): one short statement each. */
export const RECONCILE_SLICE = 5000;

type Cond = ReturnType<typeof sql<boolean>>;
const ALL: Cond = sql<boolean>`true`;

/** [from, to) ranges covering a table's ids, `size` each; null (one slice: everything) when not sliced or empty. */
const idSlices = async (db: TypedDb, table: string, sliced: boolean, size: number): Promise<IdRange[] | null> => {
  if (!sliced) return null;
  const ranges = await idRanges(db, table, size);
  return ranges.length === 0 ? null : ranges;
};

/** The condition of each range on `column`; [ALL] when not sliced. */
const conds = (ranges: IdRange[] | null, column: string): Cond[] =>
  ranges === null ? [ALL] : ranges.map((r) => sql<boolean>`${sql.ref(column)} >= ${r.from} AND ${sql.ref(column)} < ${r.to}`);

const textKey = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const byKeys =
  (...keys: string[]) =>
  (a: Raw, b: Raw): number => {
    for (const k of keys) {
      const x = a[k];
      const y = b[k];
      if (typeof x === 'number' || typeof y === 'number' || k === 'id') {
        const d = Number(x) - Number(y);
        if (d !== 0) return d;
      } else {
        const [p, q] = [textKey(x), textKey(y)];
        if (p !== q) return p < q ? -1 : 1;
      }
    }
    return 0;
  };

/** One exception list: its query for a slice (its rows in the list's order, at most the limit, each with `list_total`: `count(*) OVER ()`), how its rows sort, and what each row shows. */
interface ExceptionQuery<S> {
  kind: ExceptionList['kind'];
  slices: readonly S[];
  query: (slice: S) => RawBuilder<Raw>;
  order: readonly string[];
  row: (r: Raw) => ExceptionRow;
}

/**
 * Every exception list goes through here: its query run slice by slice (each slice's query
 * answers its first rows in the list's order and its own total), then merged: the totals added,
 * the rows sorted again and cut to RECONCILE_ROWS_LIMIT. A turn of the event loop before each
 * slice lets other users' queries in. One slice (not sliced) is the query's own answer.
 */
const exceptionList = async <S>(db: TypedDb, { kind, slices, query, order, row }: ExceptionQuery<S>): Promise<ExceptionList> => {
  const read = async (slice: S): Promise<Raw[]> => (await query(slice).execute(db)).rows;
  let rows: Raw[];
  let total: number;
  if (slices.length === 1) {
    rows = await read(slices[0]);
    total = rows.length === 0 ? 0 : num(rows[0].list_total);
  } else {
    total = 0;
    rows = [];
    for (const slice of slices) {
      await yieldTurn();
      const part = await read(slice);
      if (part.length > 0) total += num(part[0].list_total);
      rows.push(...part);
    }
    rows = rows.sort(byKeys(...order)).slice(0, RECONCILE_ROWS_LIMIT);
  }
  return { kind, total, rows: rows.map(row) };
};

/**
 * `sliced` (the embedded database, which runs every statement on the server's only thread): each
 * list in slices of RECONCILE_SLICE ids (the duplicates by a hash of the name, which keeps a
 * name's records together), so no statement holds the database for long (docs/performance.md,
 * "Heavy requests beside other users"). The answer is the same either way.
 */
export const reconcileReport = async (handle: TypedDb, config: ResourcesConfig, channel: Channel, sliced = false, size = RECONCILE_SLICE): Promise<ReconcileReport> => {
  // Through the door of the caller's channel: its raw aggregates take their channel condition from it (inScope).
  const db = door({ resources: config }, handle, { channel });
  const limit = RECONCILE_ROWS_LIMIT;
  const born = memberDate(config, 'birth_date');
  const died = memberDate(config, 'death_date');
  const buried = memberDate(config, 'burial_date');

  const areaList = await sql<Raw>`SELECT a.id, a.name, a.code FROM tomb_area a ORDER BY a.sort, a.code, a.id LIMIT ${RECONCILE_AREAS_LIMIT}`.execute(db);
  const figures = new Map<number, { plots: number; occupied: number; available: number }>();
  for (const c of await plotCountsByArea(db, sliced, size)) {
    const f = figures.get(num(c.area_id)) ?? { plots: 0, occupied: 0, available: 0 };
    f.plots += num(c.n);
    if (c.status === 'buried') f.occupied += num(c.n);
    if (c.status === 'available') f.available += num(c.n);
    figures.set(num(c.area_id), f);
  }
  const areas: { rows: Raw[] } = { rows: areaList.rows.map((a) => ({ ...a, ...(figures.get(num(a.id)) ?? { plots: 0, occupied: 0, available: 0 }) })) };

  const plotRanges = await idSlices(db, 'tomb_burialslot', sliced, size);
  const plotSlices = conds(plotRanges, 'p.id');
  // Every registration counted here names a plot: the plots' ranges cover them all.
  const memberPlotSlices = conds(plotRanges, 'm.burialslot_id');
  const memberSlices = conds(await idSlices(db, 'member', sliced, size), 'm.id');
  const orderRanges = await idSlices(db, 'tomb_order', sliced, size);
  const orderSlices = conds(orderRanges, 'o.id');
  const paymentSlices = conds(orderRanges, 'order_id');

  const money = (v: unknown): number => cents(v) / 100;
  // The same person registered twice (below) is sliced by a hash of the name, as the groups are
  // (one name's records are in one slice).
  const nameSlices: Cond[] = Array.from({ length: memberSlices.length }, (_, i) =>
    memberSlices.length === 1 ? ALL : sql<boolean>`mod(abs(hashtext(lower(trim(m.name)))::bigint), ${memberSlices.length}) = ${i}`,
  );

  const exceptions: ExceptionList[] = [
    // More registrations of this channel on a plot than it holds.
    await exceptionList(db, {
      kind: 'over_capacity',
      slices: memberPlotSlices,
      query: (cond) => sql<Raw>`
    SELECT p.id, p.code, a.name AS area, p.capacity, count(m.id)::integer AS registered, count(*) OVER () AS list_total
    FROM member m
    JOIN tomb_burialslot p ON p.id = m.burialslot_id
    LEFT JOIN tomb_area a ON a.id = p.area_id
    WHERE ${inScope(db, 'member', 'm')} AND ${cond}
    GROUP BY p.id, p.code, a.name, p.capacity
    HAVING count(m.id) > coalesce(p.capacity, 1)
    ORDER BY p.code
    LIMIT ${limit}`,
      order: ['code', 'id'],
      row: (r) => ({ id: num(r.id), label: String(r.code), area: text(r.area), figures: { capacity: num(r.capacity ?? 1), registered: num(r.registered) } }),
    }),
    // A plot the records call occupied (buried, or sold with this channel's order completed) that no
    // registration names, unless it is the other channel's sale (that office's report lists it).
    await exceptionList(db, {
      kind: 'occupied_unregistered',
      slices: plotSlices,
      query: (cond) => sql<Raw>`
    SELECT p.id, p.code, a.name AS area, p.status, count(*) OVER () AS list_total
    FROM tomb_burialslot p
    LEFT JOIN tomb_area a ON a.id = p.area_id
    WHERE (p.status = 'buried'
        OR (p.status = 'sold' AND EXISTS (SELECT 1 FROM tomb_order o WHERE o.burialslot_id = p.id AND ${inScope(db, 'tomb_order', 'o')} AND o.status = 'completed')))
      AND NOT EXISTS (SELECT 1 FROM member m WHERE m.burialslot_id = p.id)
      AND NOT EXISTS (SELECT 1 FROM tomb_order o WHERE o.burialslot_id = p.id AND NOT ${inScope(db, 'tomb_order', 'o')} AND o.status NOT IN (${OWES_NOTHING}))
      AND ${cond}
    ORDER BY p.code
    LIMIT ${limit}`,
      order: ['code', 'id'],
      row: (r) => ({ id: num(r.id), label: String(r.code), area: text(r.area), figures: { status: String(r.status) } }),
    }),
    await exceptionList(db, {
      kind: 'unplaced',
      slices: memberSlices,
      query: (cond) => sql<Raw>`
    SELECT m.id, m.name, ${died.value} AS death_date, ${buried.value} AS burial_date, count(*) OVER () AS list_total
    FROM member m
    WHERE ${inScope(db, 'member', 'm')} AND m.burialslot_id IS NULL AND ${cond}
    ORDER BY m.name, m.id
    LIMIT ${limit}`,
      order: ['name', 'id'],
      row: (r) => ({ id: num(r.id), label: String(r.name), area: null, figures: { death_date: text(r.death_date), burial_date: text(r.burial_date) } }),
    }),
    // The same person registered twice: the same name (spaces and case aside) and the same dates
    // (as precise as each other: 1879 is not 1 January 1879), at least one of them known.
    await exceptionList(db, {
      kind: 'duplicate',
      slices: nameSlices,
      query: (cond) => sql<Raw>`
    SELECT min(m.id) AS id, min(m.name) AS name, ${born.value} AS birth_date, ${died.value} AS death_date, array_agg(m.id ORDER BY m.id) AS ids, count(*) OVER () AS list_total
    FROM member m
    WHERE ${inScope(db, 'member', 'm')} AND (m.birth_date IS NOT NULL OR m.death_date IS NOT NULL) AND ${cond}
    GROUP BY lower(trim(m.name)), ${born.group}, ${died.group}
    HAVING count(*) > 1
    ORDER BY min(m.name), min(m.id)
    LIMIT ${limit}`,
      order: ['name', 'id'],
      row: (r) => {
        const ids = (Array.isArray(r.ids) ? r.ids : String(r.ids).replace(/[{}]/g, '').split(',')).map(Number);
        return { id: num(r.id), label: String(r.name), area: null, ids, figures: { birth_date: text(r.birth_date), death_date: text(r.death_date), count: ids.length } };
      },
    }),
    // paid = charges - refunds (the sale's payments; a term's renewals are the term's money) and
    // balance = total - paid (nothing while cancelled, refunded or expired): the product's own rules.
    await exceptionList(db, {
      kind: 'unbalanced',
      slices: orderSlices.map((order, i) => ({ order, payment: paymentSlices[i] })),
      query: ({ order: cond, payment }) => sql<Raw>`
    SELECT o.id, o.order_no, o.status, o.total, o.paid, o.balance, coalesce(t.charges, 0) AS charges, coalesce(t.refunds, 0) AS refunds,
      p.code AS plot, a.name AS area, count(*) OVER () AS list_total
    FROM tomb_order o
    LEFT JOIN (
      SELECT order_id,
        sum(CASE WHEN kind = 'charge' THEN amount ELSE 0 END) AS charges,
        sum(CASE WHEN kind = 'refund' THEN amount ELSE 0 END) AS refunds
      FROM tomb_payment WHERE ${inScope(db, 'tomb_payment')} AND term_id IS NULL AND ${payment} GROUP BY order_id
    ) t ON t.order_id = o.id
    LEFT JOIN tomb_burialslot p ON p.id = o.burialslot_id
    LEFT JOIN tomb_area a ON a.id = p.area_id
    WHERE ${inScope(db, 'tomb_order', 'o')} AND ${cond}
      AND (round(coalesce(o.paid, 0) * 100) <> round((coalesce(t.charges, 0) - coalesce(t.refunds, 0)) * 100)
        OR round(coalesce(o.balance, 0) * 100) <> CASE WHEN o.status IN (${OWES_NOTHING}) THEN 0 ELSE round((coalesce(o.total, 0) - coalesce(o.paid, 0)) * 100) END)
    ORDER BY o.order_no, o.id
    LIMIT ${limit}`,
      order: ['order_no', 'id'],
      row: (r) => ({
        id: num(r.id),
        label: String(r.order_no ?? r.id),
        area: text(r.area),
        figures: {
          plot: text(r.plot),
          status: String(r.status),
          total: money(r.total),
          paid: money(r.paid),
          charges: money(r.charges),
          refunds: money(r.refunds),
          balance: money(r.balance),
        },
      }),
    }),
  ];

  const areaRows: AreaFigures[] = areas.rows.map((r) => ({
    id: num(r.id),
    name: String(r.name),
    code: String(r.code),
    plots: num(r.plots),
    occupied: num(r.occupied),
    available: num(r.available),
  }));
  return {
    areas: areaRows,
    totals: areaRows.reduce((t, a) => ({ plots: t.plots + a.plots, occupied: t.occupied + a.occupied, available: t.available + a.available }), { plots: 0, occupied: 0, available: 0 }),
    exceptions,
  };
};
