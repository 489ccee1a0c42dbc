/**
 * The places of a register (docs/import.md, "The register"): each line's place, read from one
 * column (parsePlace) or from the area, room, row and plot columns, found among the records,
 * or planned for creation when the request says createMissing. Lookups are batched (one query
 * per level of the hierarchy and 500 texts); nothing is written here: the plan says what will
 * be created (the check's `creates`) and ./register.ts writes it.
 *
 * How a part is found: an area by its code or name; a room by its code or name in the area; a
 * row by its code, its area's code and the text ("A" + "03" = "A-03") or its name, in the
 * area (and room); a plot by its code, or the code made of the parts ("A-03-12"), in the area,
 * or by its number in the row. What is created takes the file's text as its name and a code
 * made of the parts (letters, digits and dashes; a name such as 福寿园 gets a numbered code).
 * A plot needs a row and a row a room: a line without them uses the area's only one, else
 * the area's default room and row (code "<area>-0", named "Whole area" in the importer's
 * language: WHOLE_AREA), created once.
 */
import { sql } from 'kysely';
import { parsePlace, type RegisterPlace } from '../../rules/register';
import type { Db } from '../db/database';
import type { Row } from '../hooks/registry';
import type { RowErrors } from './rowErrors';

const CHUNK = 500;
const EXAMPLES = 5;
/** Longest text repeated in a message. */
const ECHO_MAX = 60;
const shown = (text: string): string => (text.length > ECHO_MAX ? `${text.slice(0, ECHO_MAX)}…` : text);

/** A place part that exists (id) or will be created (planned, with the values it gets). */
export interface Planned {
  key: string;
  id?: number;
  values: Row;
  /** The planned parent parts, by key. */
  parents: Record<string, string>;
  /** The file lines (indexes) that name it. */
  lines: number[];
}

export interface PlacePlan {
  areas: Map<string, Planned>;
  rooms: Map<string, Planned>;
  rows: Map<string, Planned>;
  plots: Map<string, Planned>;
  /** Per line: the keys of its plots (in `plots`). */
  linePlots: string[][];
}

const lower = (s: string): string => s.trim().toLowerCase();
const codeOf = (s: string): string =>
  s
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toUpperCase();

/** Records of `table` whose given text columns match any of `texts` (lower case), within `where`. */
const fetchByText = async (trx: Db, table: string, columns: string[], texts: string[], areaIds?: number[], pace?: () => Promise<void>): Promise<Row[]> => {
  const out: Row[] = [];
  const unique = [...new Set(texts)];
  for (let i = 0; i < unique.length; i += CHUNK) {
    await pace?.();
    const chunk = unique.slice(i, i + CHUNK);
    let q = trx.selectFrom(table).selectAll().where((eb) => eb.or(columns.map((c) => eb(sql`lower(${sql.ref(c)})`, 'in', chunk))));
    if (areaIds) q = q.where('area_id', 'in', areaIds.length > 0 ? areaIds : [0]);
    out.push(...(await q.execute()));
  }
  return out;
};

/** The place of each line: its place column read, else its columns; undefined when the line names none. */
export const linePlace = (values: Row): RegisterPlace | 'unreadable' | undefined => {
  const text = typeof values.place === 'string' ? values.place : '';
  if (text !== '') return parsePlace(text) ?? 'unreadable';
  const plot = typeof values.plot === 'string' ? values.plot : '';
  if (plot === '') return values.area || values.row ? 'unreadable' : undefined;
  const plots = plot.split(/\s*(?:&|\+|、|\band\b|和)\s*/i).filter(Boolean);
  const part = (k: string) => (typeof values[k] === 'string' && values[k] !== '' ? (values[k] as string) : undefined);
  return { area: part('area'), room: part('room'), row: part('row'), plots };
};

interface PlanOptions {
  /** Called between statements and every few lines: the import gives way to other requests there (./lane.ts, pacer). */
  pace?: () => Promise<void>;
  createMissing: boolean;
  /** The name of an area's room and row created when the register gives none (WHOLE_AREA in the importer's language). */
  wholeArea: string;
  /** Per line: the plot's type and capacity from the file, when given. */
  plotType: (i: number) => { type?: string; capacity?: number };
}

/**
 * Find or plan every line's plots. A line whose place cannot be found (and is not to be
 * created) gets its error on the place column (or the area/row/plot column it came from).
 */
export const planPlaces = async (trx: Db, places: (RegisterPlace | undefined)[], column: (i: number, part: 'area' | 'room' | 'row' | 'plot') => string, errors: RowErrors, opts: PlanOptions): Promise<PlacePlan> => {
  const plan: PlacePlan = { areas: new Map(), rooms: new Map(), rows: new Map(), plots: new Map(), linePlots: places.map(() => []) };
  const missing = (i: number, part: 'area' | 'room' | 'row' | 'plot', value: string): void =>
    errors.field(i, column(i, part), { code: 'import_place_missing', params: { value: shown(value) } });

  // Areas.
  const areaTexts = places.flatMap((p) => (p?.area ? [lower(p.area)] : []));
  const areas = await fetchByText(trx, 'tomb_area', ['code', 'name'], areaTexts, undefined, opts.pace);
  const takenAreaCodes = new Set(areas.map((a) => lower(String(a.code))));
  const areaOf = new Map<string, Planned>();
  const needArea = (i: number, text: string): Planned | undefined => {
    const t = lower(text);
    const known = areaOf.get(t);
    if (known) {
      known.lines.push(i);
      return known;
    }
    const found = areas.filter((a) => lower(String(a.code)) === t);
    const byName = found.length > 0 ? found : areas.filter((a) => lower(String(a.name)) === t);
    let p: Planned | undefined;
    if (byName.length === 1) p = { key: `a:${byName[0].id}`, id: Number(byName[0].id), values: byName[0], parents: {}, lines: [i] };
    else if (opts.createMissing) {
      let code = codeOf(text) || `A${plan.areas.size + 1}`;
      for (let k = 2; takenAreaCodes.has(lower(code)); k++) code = `${codeOf(text) || 'A'}-${k}`;
      takenAreaCodes.add(lower(code));
      p = { key: `a+${t}`, values: { code, name: text.trim() }, parents: {}, lines: [i] };
    } else return undefined;
    areaOf.set(t, p);
    plan.areas.set(p.key, p);
    return p;
  };

  // Rooms and rows of the areas that exist.
  const areaIds = areas.map((a) => Number(a.id));
  const rooms = areaIds.length > 0 ? await trx.selectFrom('tomb_room').selectAll().where('area_id', 'in', areaIds).execute() : [];
  const rowTexts = places.flatMap((p) => (p?.row ? [lower(p.row), ...areas.map((a) => lower(`${String(a.code)}-${p.row}`))] : []));
  const shelves = rowTexts.length > 0 ? await fetchByText(trx, 'tomb_shelf', ['code', 'name'], rowTexts, areaIds, opts.pace) : [];
  const defaultShelves = areaIds.length > 0 ? await trx.selectFrom('tomb_shelf').selectAll().where('area_id', 'in', areaIds).execute() : [];

  const takenCodes = new Set<string>();
  const uniqueCode = (base: string): string => {
    let code = base;
    for (let k = 2; takenCodes.has(lower(code)); k++) code = `${base}-${k}`;
    takenCodes.add(lower(code));
    return code;
  };

  const needRoom = (i: number, area: Planned, text: string | undefined): Planned | undefined => {
    const t = text ? lower(text) : '';
    const key = `${area.key}/r:${t}`;
    const known = plan.rooms.get(key);
    if (known) {
      known.lines.push(i);
      return known;
    }
    const own = area.id === undefined ? [] : rooms.filter((r) => Number(r.area_id) === area.id);
    const found = text ? own.filter((r) => lower(String(r.code)) === t || lower(String(r.name)) === t) : own.length === 1 ? own : [];
    let p: Planned | undefined;
    if (found.length === 1) p = { key, id: Number(found[0].id), values: found[0], parents: { area: area.key }, lines: [i] };
    else if (opts.createMissing && (text || own.length === 0 || area.id === undefined)) {
      const name = text?.trim() || opts.wholeArea;
      p = { key, values: { code: uniqueCode(`${String(area.values.code)}-${text?.trim() ? codeOf(name) || 'R' : '0'}`), name }, parents: { area: area.key }, lines: [i] };
    } else return undefined;
    plan.rooms.set(key, p);
    return p;
  };

  const needRow = (i: number, area: Planned, room: string | undefined, text: string | undefined): Planned | undefined => {
    const t = text ? lower(text) : '';
    const key = `${area.key}/s:${room ? lower(room) : ''}/${t}`;
    const known = plan.rows.get(key);
    if (known) {
      known.lines.push(i);
      return known;
    }
    let found: Row[] = [];
    if (area.id !== undefined) {
      const own = (text ? shelves : defaultShelves).filter((s) => Number(s.area_id) === area.id);
      const prefixed = lower(`${String(area.values.code)}-${text ?? ''}`);
      found = text ? own.filter((s) => [t, prefixed].includes(lower(String(s.code))) || lower(String(s.name)) === t) : own.length === 1 ? own : [];
      if (found.length > 1 && room) found = found.filter((s) => rooms.some((r) => Number(r.id) === Number(s.room_id) && [lower(String(r.code)), lower(String(r.name))].includes(lower(room))));
    }
    let p: Planned | undefined;
    if (found.length === 1) p = { key, id: Number(found[0].id), values: found[0], parents: { area: area.key }, lines: [i] };
    else if (opts.createMissing) {
      const r = needRoom(i, area, room);
      if (!r) return undefined;
      const name = text?.trim() || opts.wholeArea;
      p = { key, values: { code: uniqueCode(`${String(area.values.code)}-${text?.trim() ? codeOf(name) || 'S' : '0'}`), name }, parents: { area: area.key, room: r.key }, lines: [i] };
    } else return undefined;
    plan.rows.set(key, p);
    return p;
  };

  // Plots: by code (as written, or made of the parts) in the area, or by number in the row.
  const canonical = (p: RegisterPlace, areaCode: string | undefined, plot: string): string =>
    [areaCode, p.room, p.row, plot].filter((x): x is string => !!x).map(codeOf).join('-');
  const plotTexts = places.flatMap((p) => (p ? p.plots.flatMap((n) => [lower(n), ...areas.map((a) => lower(canonical(p, String(a.code), n))), lower(canonical(p, p.area, n))]) : []));
  const plots = await fetchByText(trx, 'tomb_burialslot', ['code'], plotTexts, undefined, opts.pace);
  const takenPlotCodes = new Set(plots.map((p) => lower(String(p.code))));

  const planLine = (i: number, place: RegisterPlace | undefined): void => {
    if (!place) return;
    const area = place.area ? needArea(i, place.area) : undefined;
    if (place.area && !area) return missing(i, 'area', place.area);
    for (const number of place.plots) {
      const code = canonical(place, area ? String(area.values.code) : undefined, number);
      const key = `p:${lower(code)}`;
      const known = plan.plots.get(key);
      if (known) {
        known.lines.push(i);
        plan.linePlots[i].push(key);
        continue;
      }
      const inArea = (p: Row) => !area || (area.id !== undefined && Number(p.area_id) === area.id);
      let found = plots.filter((p) => inArea(p) && lower(String(p.code)) === lower(code));
      if (found.length === 0) found = plots.filter((p) => inArea(p) && lower(String(p.code)) === lower(number));
      let planned: Planned | undefined;
      if (found.length === 1) planned = { key, id: Number(found[0].id), values: found[0], parents: {}, lines: [i] };
      else if (opts.createMissing && area && !takenPlotCodes.has(lower(code))) {
        const row = needRow(i, area, place.room, place.row);
        if (!row) return missing(i, 'row', place.row ?? '');
        const { type, capacity } = opts.plotType(i);
        const digits = /\d+/.exec(number)?.[0];
        takenPlotCodes.add(lower(code));
        planned = {
          key,
          values: { code, column_no: digits ? Math.min(9999, Math.max(1, Number(digits))) : 1, price: 0, ...(type ? { type } : {}), ...(capacity ? { capacity } : {}) },
          parents: { area: area.key, row: row.key },
          lines: [i],
        };
      } else return missing(i, 'plot', place.plots.join(' & '));
      plan.plots.set(key, planned);
      plan.linePlots[i].push(key);
    }
  };
  for (const [i, place] of places.entries()) {
    await opts.pace?.();
    planLine(i, place);
  }
  return plan;
};

/** What the plan creates, per table: how many and a few codes (the check's `creates`). */
export const plannedCreates = (plan: PlacePlan): { table: string; count: number; examples: string[] }[] =>
  (
    [
      ['tomb_area', plan.areas],
      ['tomb_room', plan.rooms],
      ['tomb_shelf', plan.rows],
      ['tomb_burialslot', plan.plots],
    ] as const
  )
    .map(([table, parts]) => {
      const created = [...parts.values()].filter((p) => p.id === undefined);
      return { table, count: created.length, examples: created.slice(0, EXAMPLES).map((p) => String(p.values.name ?? p.values.code)) };
    })
    .filter((c) => c.count > 0);
