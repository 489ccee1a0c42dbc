/**
 * A burial register imported in one go (docs/import.md, "The register"): one line per burial,
 * written as places, orders, payments, registrations and terms of one batch, or not at all.
 * 1. every cell read for its register field (cellValue, in the file's date order) and checked
 *    by the shared validators;
 * 2. each line's place read and found, or planned for creation with createMissing (./places.ts);
 *    the check answers what would be created (`creates`);
 * 3. plots' capacities checked against the register as a whole: a plot that the file's lines
 *    fill over its capacity is named with its capacity, what the register puts in it and the
 *    lines over it (data `capacity` of those rows);
 * 4. in one transaction: the batch, the missing places through the forms' write path
 *    (createRow), then each line through writeHistory (src/server/history/write.ts) behind a
 *    savepoint, so a refused line leaves no trace and the next lines are still checked.
 */
import type { FastifyInstance } from 'fastify';
import { privileged } from '../data/door';
import { sql } from 'kysely';
import { cellValue, dateCellError, type ImportCapacity } from '../../config/importing';
import { plotCapacity } from '../../rules/orderMoney';
import { REGISTER_MEMBER_FIELDS, REGISTER_TABLE, WHOLE_AREA, type RegisterPlace } from '../../rules/register';
import type { Actor, Lang } from '../../config/types';
import { validateField } from '../../config/validators';
import { createRow, resolveTable } from '../data';
import { checkWriteInput } from '../data/input';
import { mapWriteError } from '../data/writeErrors';
import type { Db } from '../db/database';
import { acceptedKeysOf, type Row } from '../hooks/registry';
import type { HistoryOrder, HistoryRecord } from '../history/types';
import { writeHistory } from '../history/write';
import { ApiError } from '../http/errors';
import { continueBatch, finishBatch, keepChunk, openBatch, startBatch } from './batch';
import { logCheckpoint, rollbackLog } from '../oplog/batch';
import { Chunker } from './chunks';
import { giveWay, pacer } from './lane';
import { asBackground } from '../http/heavyLane';
import { removeBatch } from './undo';
import { linePlace, planPlaces, plannedCreates, type PlacePlan, type Planned } from './places';
import type { ParsedImport } from './request';
import { RowErrors } from './rowErrors';
import { RollBack, type ImportMode, type ImportOutcome } from './run';

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';
const text = (v: unknown): string | undefined => (present(v) ? String(v) : undefined);
const num = (v: unknown): number | undefined => (present(v) && Number.isFinite(Number(v)) ? Number(v) : undefined);

/** Step 1: every cell as a value, checked by its field's validator (in slices: `pace`). */
const readLines = async (parsed: ParsedImport, errors: RowErrors, pace: () => Promise<void>): Promise<Row[]> => {
  const rows: Row[] = [];
  for (const [i, cells] of parsed.rows.entries()) {
    const row: Row = {};
    for (const [name, field] of parsed.fields) {
      const value = cells[name] === undefined ? undefined : cellValue(field, cells[name], { dateOrder: parsed.dateOrder });
      const problem = dateCellError(field, cells[name], { dateOrder: parsed.dateOrder }) ?? validateField(field, value, true);
      if (problem) errors.field(i, name, problem);
      else if (value !== undefined) row[name] = value;
    }
    rows.push(row);
    await pace();
  }
  return rows;
};

/** Which column a place error belongs on: the place column when the line has one, else the part's own. */
const placeColumn = (rows: Row[]) => (i: number, part: 'area' | 'room' | 'row' | 'plot'): string => (present(rows[i].place) ? 'place' : present(rows[i][part]) ? part : 'plot');

/** A sale's status when the register gives none: what its figures say (paid up, and the burial done or not). */
const saleStatus = (row: Row): HistoryOrder['status'] => {
  const given = text(row.order_status) as HistoryOrder['status'] | undefined;
  if (given) return given;
  const price = num(row.price);
  const paid = num(row.paid) ?? 0;
  if (price !== undefined && paid < price) return 'contracted';
  return present(row.name) ? 'completed' : 'paid';
};

/** One line's records as writeHistory takes them (no plots yet). */
const recordOf = (row: Row, line: number, i: number, errors: RowErrors): HistoryRecord => {
  const hasSale = ['order_no', 'sold_on', 'price', 'order_status', 'paid'].some((k) => present(row[k]));
  let order: HistoryOrder | undefined;
  if (hasSale) {
    const paidAt = text(row.paid_on) ?? text(row.sold_on);
    if (present(row.paid) && !paidAt) errors.field(i, 'paid_on', { code: 'import_payment_date' });
    order = {
      status: saleStatus(row),
      orderNo: text(row.order_no),
      buyerName: text(row.holder_name),
      buyerPhone: text(row.holder_phone),
      price: num(row.price),
      soldOn: text(row.sold_on),
      payments: present(row.paid) && paidAt ? [{ amount: Number(row.paid), paidAt, method: text(row.pay_method), kind: 'charge', item: 'plot_price', payer: text(row.holder_name) }] : [],
    };
  }
  const burial = Object.fromEntries(REGISTER_MEMBER_FIELDS.filter((k) => present(row[k])).map((k) => [k, row[k]]));
  if (present(row.remark)) burial.remark = row.remark;
  return {
    line,
    plotIds: [],
    order,
    burials: present(row.name) ? [burial] : [],
    term: present(row.paid_until) ? { paidUntil: String(row.paid_until), yearlyFee: num(row.yearly_fee), holderName: text(row.holder_name), holderPhone: text(row.holder_phone) } : undefined,
  };
};

/** The type of a plot created for `burials` deceased, when the file does not say: single, double, or family for more. */
const typeFor = (burials: number): { type: string; capacity?: number } => (burials <= 1 ? { type: 'single' } : burials === 2 ? { type: 'double' } : { type: 'family', capacity: Math.min(20, burials) });

/**
 * Step 3: each line's burial placed on the first of its plots with room, in file order, after
 * the deceased the records already have there; the lines left over are refused, naming the plot.
 */
const checkCapacity = async (trx: Db, plan: PlacePlan, rows: Row[], lines: number[], errors: RowErrors): Promise<void> => {
  const existing = [...plan.plots.values()].filter((p) => p.id !== undefined).map((p) => p.id as number);
  const occupants = new Map<number, number>();
  for (let i = 0; i < existing.length; i += 500) {
    const counts = await trx
      .selectFrom('member')
      .select(['burialslot_id', (eb) => eb.fn.countAll().as('n')])
      .where('burialslot_id', 'in', existing.slice(i, i + 500))
      .groupBy('burialslot_id')
      .execute();
    for (const c of counts) occupants.set(Number(c.burialslot_id), Number(c.n));
  }
  // A plot created from the file holds what the file puts in it, unless the file gives its type.
  const wanted = new Map<string, number>();
  rows.forEach((row, i) => {
    const keys = plan.linePlots[i];
    if (!present(row.name) || keys.length === 0) return;
    // "29 & 30": one burial a plot first, as a family fills its plots.
    const key = keys.find((k) => (wanted.get(k) ?? 0) + (occupants.get(plan.plots.get(k)?.id ?? -1) ?? 0) < 1) ?? keys[0];
    wanted.set(key, (wanted.get(key) ?? 0) + 1);
  });
  for (const p of plan.plots.values()) if (p.id === undefined && !present(p.values.type)) Object.assign(p.values, typeFor(wanted.get(p.key) ?? 1));
  const capacityOf = (p: Planned): number => plotCapacity({ type: p.values.type ?? 'single', capacity: p.values.capacity });
  const filled = new Map<string, number>();
  const over = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const keys = plan.linePlots[i];
    if (!present(row.name) || keys.length === 0 || errors.has(i)) return;
    const count = (k: string) => (filled.get(k) ?? 0) + (occupants.get(plan.plots.get(k)?.id ?? -1) ?? 0);
    const room = keys.find((k) => count(k) < capacityOf(plan.plots.get(k)!));
    if (room) filled.set(room, (filled.get(room) ?? 0) + 1);
    else over.set(keys[0], [...(over.get(keys[0]) ?? []), i]);
  });
  for (const [key, indexes] of over) {
    const plot = plan.plots.get(key)!;
    const capacity = capacityOf(plot);
    const data: ImportCapacity = { plot: String(plot.values.code), capacity, needed: capacity + indexes.length, lines: indexes.map((i) => lines[i]) };
    const shownLines = data.lines.slice(0, 10).join(', ') + (data.lines.length > 10 ? '…' : '');
    for (const i of indexes) errors.capacity(i, new ApiError('import_capacity', 409, { plot: data.plot, capacity, needed: data.needed, lines: shownLines }), data);
  }
};

/**
 * Step 4a: the missing places, parents first, through the forms' write path. A place that
 * cannot be created as the file names it (a name too long for the column) is refused on every
 * line naming it; false then.
 */
const createPlaces = async (app: FastifyInstance, actor: Actor, trx: Db, plan: PlacePlan, needed: Set<string>, created: [Planned, Row][], errors: RowErrors): Promise<boolean> => {
  const now = app.clock.now();
  const idOf = (map: Map<string, Planned>, key: string | undefined): number | undefined => (key ? map.get(key)?.id : undefined);
  const levels: [string, Map<string, Planned>, (p: Planned) => Row][] = [
    ['tomb_area', plan.areas, (p) => p.values],
    ['tomb_room', plan.rooms, (p) => ({ ...p.values, area_id: idOf(plan.areas, p.parents.area) })],
    ['tomb_shelf', plan.rows, (p) => ({ ...p.values, area_id: idOf(plan.areas, p.parents.area), room_id: idOf(plan.rooms, p.parents.room) })],
    [
      'tomb_burialslot',
      plan.plots,
      (p) => {
        const row = plan.rows.get(p.parents.row);
        return { ...p.values, area_id: idOf(plan.areas, p.parents.area), room_id: Number(row?.values.room_id), shelf_id: row?.id };
      },
    ],
  ];
  for (const [table, parts, valuesOf] of levels) {
    const target = resolveTable(app, table);
    const accepted = acceptedKeysOf(app, table);
    for (const p of parts.values()) {
      if (p.id !== undefined || !needed.has(p.key)) continue;
      const values = valuesOf(p);
      try {
        // Its parents were found above or created by this import: no reference to check (places are not channel-scoped).
        const row = await createRow(app, actor, target, trx, checkWriteInput(target.resource, actor, values, 'create', accepted, now), { referencesChecked: true });
        created.push([p, p.values]);
        p.id = Number(row.id);
        p.values = { ...row };
      } catch (e) {
        const mapped = mapWriteError(e, target.resource);
        if (!(mapped instanceof ApiError) || mapped.httpStatus >= 500) throw e;
        const value = String(values.name ?? values.code ?? '').slice(0, 60);
        for (const i of p.lines) errors.field(i, 'place', { code: 'import_place_unreadable', params: { value } });
        return false;
      }
    }
  }
  return true;
};

/** The places a chunk's lines need, with their parents. */
const neededBy = (plan: PlacePlan, chunk: number[]): Set<string> => {
  const keys = new Set<string>();
  const add = (map: Map<string, Planned>, key: string | undefined): void => {
    const p = key ? map.get(key) : undefined;
    if (!p || keys.has(p.key)) return;
    keys.add(p.key);
    add(plan.areas, p.parents.area);
    add(plan.rooms, p.parents.room);
    add(plan.rows, p.parents.row);
  };
  for (const i of chunk) for (const k of plan.linePlots[i]) add(plan.plots, k);
  return keys;
};

/**
 * The register, chunk by chunk (./chunks.ts): the lines of one plot in one chunk; each chunk
 * creates the places its lines need, then writes its lines. A check rolls every chunk back
 * (and forgets the ids of the places it created); a commit keeps them in its batch, or removes
 * the whole batch when a line is refused.
 */
export const runRegister = (app: FastifyInstance, actor: Actor, parsed: ParsedImport, mode: ImportMode, lang: Lang): Promise<ImportOutcome> =>
  // On the embedded database the register's work is the app's background work: its slices
  // (`pace`) wait for the other users' requests in flight (./lane.ts).
  app.database.kind === 'pglite' ? asBackground(app, () => registerWork(app, actor, parsed, mode, lang)) : registerWork(app, actor, parsed, mode, lang);

const registerWork = async (app: FastifyInstance, actor: Actor, parsed: ParsedImport, mode: ImportMode, lang: Lang): Promise<ImportOutcome> => {
  const errors = new RowErrors();
  // Until the chunks: reads only, outside any transaction, in slices with other requests between them.
  const pace = pacer();
  const rows = await readLines(parsed, errors, pace);
  const places = rows.map((row, i): RegisterPlace | undefined => {
    const place = linePlace(row);
    if (place !== 'unreadable') return place;
    const column = present(row.place) ? 'place' : 'plot';
    errors.field(i, column, { code: 'import_place_unreadable', params: { value: String(row.place ?? [row.area, row.row, row.plot].filter(present).join(' ')).slice(0, 60) } });
    return undefined;
  });
  const records = rows.map((row, i) => recordOf(row, parsed.lines[i], i, errors));
  await pace();
  const total = parsed.rows.length;
  await pace();
  const db = app.database.db;
  const plan = await planPlaces(db, places, placeColumn(rows), errors, {
    pace,
    createMissing: parsed.createMissing,
    wholeArea: WHOLE_AREA[lang],
    plotType: (i) => ({ type: text(rows[i].plot_type), capacity: num(rows[i].capacity) }),
  });
  rows.forEach((_, i) => {
    if ((records[i].order || records[i].term) && plan.linePlots[i].length === 0 && !places[i]) errors.field(i, 'place', { code: 'import_register_no_plot' });
  });
  await pace();
  await checkCapacity(db, plan, rows, parsed.lines, errors);
  await pace();
  const creates = plannedCreates(plan);
  const start = { fileName: parsed.fileName, table: REGISTER_TABLE, rows: total };
  const batchId = mode === 'commit' && errors.size === 0 ? await startBatch(app, actor, start) : undefined;
  const ids: number[] = [];
  const chunker = new Chunker(total, (i) => plan.linePlots[i], app.database, 'register', parsed.onChunk);
  for (let chunk = chunker.next(); chunk; chunk = chunker.next()) {
    await giveWay(app.database);
    // The chunk's own time (not its wait for others), for the next one's size.
    const started = performance.now();
    const keep = batchId !== undefined && errors.size === 0;
    const created: [Planned, Row][] = [];
    const written: number[] = [];
    try {
      await app.database.transaction(async (trx) => {
        const batch = keep ? batchId : await openBatch(trx, app.resources, actor, start);
        if (keep) continueBatch(trx, app.resources, batchId);
        if (!(await createPlaces(app, actor, trx, plan, neededBy(plan, chunk), created, errors))) throw new RollBack(NOTHING);
        const ctx = { trx, actor, app };
        for (const i of chunk) {
          if (errors.has(i)) continue;
          const record = { ...records[i], plotIds: plan.linePlots[i].map((k) => plan.plots.get(k)!.id!) };
          const logged = logCheckpoint(trx);
          await sql`savepoint register_line`.execute(trx);
          try {
            written.push(...(await writeHistory({ ...ctx, db: privileged(trx) }, batch, record)).members);
            await sql`release savepoint register_line`.execute(trx);
          } catch (e) {
            if (!(e instanceof ApiError) || e.httpStatus >= 500) throw e;
            errors.refused(i, e);
            await sql`rollback to savepoint register_line`.execute(trx);
            await sql`release savepoint register_line`.execute(trx);
            rollbackLog(trx, logged);
          }
        }
        if (!keep || errors.size > 0) throw new RollBack(NOTHING);
        await keepChunk(trx);
      });
      ids.push(...written);
    } catch (e) {
      // Rolled back: the places this chunk created are planned again.
      for (const [p, values] of created) {
        p.id = undefined;
        p.values = values;
      }
      if (!(e instanceof RollBack)) {
        if (batchId !== undefined) await removeBatch(app, actor, batchId);
        throw e;
      }
    }
    chunker.done(performance.now() - started);
  }
  if (batchId !== undefined && errors.size > 0) await removeBatch(app, actor, batchId);
  if (batchId === undefined || errors.size > 0) return { ok: false, check: { total, valid: total - errors.size, errors: errors.answer(lang), creates } };
  await finishBatch(app, batchId);
  return { ok: true, done: { created: ids.length, ids, batchId, chunks: chunker.chunks } };
};

const NOTHING: ImportOutcome = { ok: false, check: { total: 0, valid: 0, errors: [], creates: [] } };
