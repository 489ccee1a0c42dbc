/**
 * The park map's reads and writes (docs/map.md): the plan, the drawn features (GeoJSON kept as
 * text with the records they draw), where each plot stands (from its row's line and its column,
 * or where a manager moved it), and the editor's saves, each checked by src/rules/parkmap.ts and
 * logged in the operation log, in the caller's transaction.
 */
import type { Actor } from '../../config/types';
import { MAP_FEATURE_KINDS } from '../../rules/parkmapKinds';
import {
  PARK_MAP_LIMITS,
  plotPosition,
  readGeometry,
  rowLineOf,
  type MapFeatureKind,
  type MapGeometry,
  type Pt,
} from '../../rules/parkmap';
import type { GeoJsonCollection, MapFeature, PlacedPlot, PlanInfo } from '../../protocol/contracts/parkmap';
import { insertRow, lockRow, updateRow, type WriteContext } from '../data/logged';
import type { RowOf, TypedDb } from '../data/door';
import { ApiError } from '../http/errors';
import { recordOperation } from '../oplog/record';

export type PlanRow = RowOf<'park_plan'>;

const planInfo = (r: PlanRow): PlanInfo => ({
  id: r.id,
  name: r.name ?? '',
  width: Number(r.width),
  height: Number(r.height),
  meters_per_unit: Number(r.meters_per_unit ?? 0.25),
  has_image: r.file_id != null || (r.svg ?? '') !== '',
});

/** The plan (the first: one park per database), with what its image is. */
export const readPlan = async (db: TypedDb): Promise<{ info: PlanInfo; row: PlanRow } | null> => {
  const row = await db.selectFrom('park_plan').selectAll().orderBy('id').limit(1).executeTakeFirst();
  return row ? { info: planInfo(row), row } : null;
};

const isKind = (v: unknown): v is MapFeatureKind => (MAP_FEATURE_KINDS as readonly unknown[]).includes(v);

const featureOf = (r: RowOf<'map_feature'>): MapFeature | null => {
  if (!isKind(r.kind)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(r.geometry ?? 'null');
  } catch {
    return null;
  }
  const geometry = readGeometry(r.kind, parsed);
  return geometry ? { id: r.id, kind: r.kind, name: r.name ?? null, area_id: r.area_id ?? null, shelf_id: r.shelf_id ?? null, burialslot_id: r.burialslot_id ?? null, geometry } : null;
};

/** Every drawn feature (of `kinds`, if given), oldest first; a stored drawing that no longer reads is left out. */
export const readFeatures = async (db: TypedDb, kinds?: readonly MapFeatureKind[]): Promise<MapFeature[]> => {
  let q = db.selectFrom('map_feature').selectAll().orderBy('id').limit(PARK_MAP_LIMITS.maxFeatures * 4);
  if (kinds) q = q.where('kind', 'in', [...kinds]);
  return (await q.execute()).map(featureOf).filter((f): f is MapFeature => f !== null);
};

/** Each drawn row's line, by its row (tomb_shelf) id. */
export const rowLines = (features: readonly MapFeature[]): Map<number, Pt[]> => {
  const lines = new Map<number, Pt[]>();
  for (const f of features) {
    if (f.kind !== 'row' || f.shelf_id == null) continue;
    const line = rowLineOf(f.geometry);
    if (line) lines.set(f.shelf_id, line);
  }
  return lines;
};

/** Plots moved by hand: their point, by plot id. */
export const movedPlots = (features: readonly MapFeature[]): Map<number, Pt> => {
  const moved = new Map<number, Pt>();
  for (const f of features) if (f.kind === 'plot' && f.burialslot_id != null && f.geometry.type === 'Point') moved.set(f.burialslot_id, f.geometry.coordinates);
  return moved;
};

/** Every plot with a place on the map, and how many have none (their row not drawn). */
export const placePlots = async (db: TypedDb, features: readonly MapFeature[]): Promise<{ plots: PlacedPlot[]; unplaced: number }> => {
  const rows = await db.selectFrom('tomb_burialslot').select(['id', 'shelf_id', 'column_no', 'status', 'area_id']).orderBy('id').execute();
  const lines = rowLines(features);
  const moved = movedPlots(features);
  const columns = new Map<number, number>();
  for (const r of rows) if (r.shelf_id != null) columns.set(r.shelf_id, Math.max(columns.get(r.shelf_id) ?? 0, Number(r.column_no ?? 0)));
  const plots: PlacedPlot[] = [];
  let unplaced = 0;
  for (const r of rows) {
    const line = r.shelf_id != null ? lines.get(r.shelf_id) : undefined;
    const at = moved.get(r.id) ?? (line ? plotPosition(line, Number(r.column_no ?? 1), columns.get(r.shelf_id ?? 0) ?? 1) : undefined);
    if (at) plots.push([r.id, at[0], at[1], String(r.status), Number(r.area_id)]);
    else unplaced += 1;
  }
  return { plots, unplaced };
};

export interface FeatureInput {
  id?: number;
  kind: string;
  name?: string;
  area_id?: number;
  shelf_id?: number;
  burialslot_id?: number;
  geometry: unknown;
}

const badGeometry = (): ApiError => new ApiError('parkmap_bad_geometry', 422, undefined, { geometry: { code: 'parkmap_bad_geometry' } });
const needsPlace = (field: string): ApiError => new ApiError('parkmap_needs_place', 422, undefined, { [field]: { code: 'parkmap_needs_place' } });

/** The record a feature draws, checked: its area, row or plot (and the area they are in); none for the rest. */
const placeOf = async (db: TypedDb, kind: MapFeatureKind, input: FeatureInput): Promise<{ area_id: number | null; shelf_id: number | null; burialslot_id: number | null }> => {
  switch (kind) {
    case 'area': {
      const a = input.area_id === undefined ? undefined : await db.selectFrom('tomb_area').select('id').where('id', '=', input.area_id).executeTakeFirst();
      if (!a) throw needsPlace('area_id');
      return { area_id: a.id, shelf_id: null, burialslot_id: null };
    }
    case 'row': {
      const s = input.shelf_id === undefined ? undefined : await db.selectFrom('tomb_shelf').select(['id', 'area_id']).where('id', '=', input.shelf_id).executeTakeFirst();
      if (!s) throw needsPlace('shelf_id');
      return { area_id: s.area_id ?? null, shelf_id: s.id, burialslot_id: null };
    }
    case 'plot': {
      const p = input.burialslot_id === undefined ? undefined : await db.selectFrom('tomb_burialslot').select(['id', 'area_id']).where('id', '=', input.burialslot_id).executeTakeFirst();
      if (!p) throw needsPlace('burialslot_id');
      return { area_id: p.area_id ?? null, shelf_id: null, burialslot_id: p.id };
    }
    case 'path':
    case 'gate':
    case 'office':
    case 'toilet':
    case 'shuttle':
    case 'landmark':
      return { area_id: null, shelf_id: null, burialslot_id: null };
    default: {
      const never: never = kind;
      throw new Error(String(never));
    }
  }
};

/** The feature already drawn for the same record (an area, a row or a plot is drawn once). */
const drawnFor = async (db: TypedDb, kind: MapFeatureKind, place: { area_id: number | null; shelf_id: number | null; burialslot_id: number | null }): Promise<number | undefined> => {
  if (kind === 'area' && place.area_id != null) return (await db.selectFrom('map_feature').select('id').where('kind', '=', 'area').where('area_id', '=', place.area_id).executeTakeFirst())?.id;
  if (kind === 'row' && place.shelf_id != null) return (await db.selectFrom('map_feature').select('id').where('shelf_id', '=', place.shelf_id).executeTakeFirst())?.id;
  if (kind === 'plot' && place.burialslot_id != null) return (await db.selectFrom('map_feature').select('id').where('burialslot_id', '=', place.burialslot_id).executeTakeFirst())?.id;
  return undefined;
};

/** Draw (or redraw) one feature, checked; in the caller's transaction (`ctx.db`, their door). */
export const saveFeature = async (ctx: WriteContext, input: FeatureInput): Promise<MapFeature> => {
  if (!isKind(input.kind)) throw new ApiError('validation', 422, undefined, { kind: { code: 'parkmap_bad_geometry' } });
  const kind = input.kind;
  const geometry = readGeometry(kind, input.geometry);
  if (!geometry) throw badGeometry();
  const place = await placeOf(ctx.db, kind, input);
  const values = { kind, name: input.name ?? null, ...place, geometry: JSON.stringify(geometry) };
  const id = input.id ?? (await drawnFor(ctx.db, kind, place));
  let row: RowOf<'map_feature'>;
  if (id !== undefined) {
    const before = await lockRow(ctx.db, 'map_feature', id);
    if (!before) throw new ApiError('not_found', 404);
    if (before.kind !== kind) throw new ApiError('validation', 422, undefined, { kind: { code: 'parkmap_bad_geometry' } });
    const other = await drawnFor(ctx.db, kind, place);
    if (other !== undefined && other !== id) throw needsPlace(kind === 'area' ? 'area_id' : kind === 'row' ? 'shelf_id' : 'burialslot_id');
    row = await updateRow(ctx, 'map_feature', before, values);
  } else {
    const count = await ctx.db.selectFrom('map_feature').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(count.n) >= PARK_MAP_LIMITS.maxFeatures) throw badGeometry();
    row = await insertRow(ctx, 'map_feature', values);
  }
  const out = featureOf(row);
  if (!out) throw badGeometry();
  return out;
};

export const deleteFeature = async (ctx: WriteContext, id: number): Promise<{ id: number }> => {
  const before = await lockRow(ctx.db, 'map_feature', id);
  if (!before) throw new ApiError('not_found', 404);
  await ctx.db.deleteFrom('map_feature').where('id', '=', id).execute();
  await recordOperation(ctx.db, ctx.actor, { action: 'delete', table: 'map_feature', rowId: id, before });
  return { id };
};

/** Everything drawn as a FeatureCollection; each feature names its record by code (areas, rows and plots keep their codes across databases). */
export const exportCollection = async (db: TypedDb): Promise<GeoJsonCollection> => {
  const features = await readFeatures(db);
  const plan = await readPlan(db);
  const codes = async (table: 'tomb_area' | 'tomb_shelf' | 'tomb_burialslot', ids: number[]): Promise<Map<number, string>> =>
    ids.length === 0 ? new Map() : new Map((await db.selectFrom(table).select(['id', 'code']).where('id', 'in', ids).execute()).map((r) => [r.id, String(r.code)]));
  const ids = (pick: (f: MapFeature) => number | null): number[] => [...new Set(features.map(pick).filter((v): v is number => v != null))];
  const areas = await codes('tomb_area', ids((f) => (f.kind === 'area' ? f.area_id : null)));
  const rows = await codes('tomb_shelf', ids((f) => f.shelf_id));
  const plots = await codes('tomb_burialslot', ids((f) => f.burialslot_id));
  return {
    type: 'FeatureCollection',
    ...(plan ? { plan: { width: plan.info.width, height: plan.info.height, meters_per_unit: plan.info.meters_per_unit } } : {}),
    features: features.map((f) => ({
      type: 'Feature',
      geometry: f.geometry,
      properties: {
        kind: f.kind,
        name: f.name,
        area: f.kind === 'area' && f.area_id != null ? (areas.get(f.area_id) ?? null) : null,
        row: f.shelf_id != null ? (rows.get(f.shelf_id) ?? null) : null,
        plot: f.burialslot_id != null ? (plots.get(f.burialslot_id) ?? null) : null,
      },
    })),
  };
};

const importRefusal = (reason: string): ApiError => new ApiError('parkmap_bad_import', 422, { reason });

/**
 * A FeatureCollection read back: every feature checked before anything is written (one bad
 * feature refuses the whole file, naming it); `replace` clears the drawing first. Features name
 * their area, row or plot by code.
 */
export const importCollection = async (ctx: WriteContext, collection: unknown, replace: boolean): Promise<{ imported: number }> => {
  const c = collection as { type?: unknown; features?: unknown };
  if (typeof c !== 'object' || c === null || c.type !== 'FeatureCollection' || !Array.isArray(c.features)) throw importRefusal('FeatureCollection');
  if (c.features.length > PARK_MAP_LIMITS.maxFeatures) throw importRefusal(`> ${PARK_MAP_LIMITS.maxFeatures}`);
  const byCode = async (table: 'tomb_area' | 'tomb_shelf' | 'tomb_burialslot', code: unknown, n: number): Promise<number> => {
    const row = typeof code === 'string' ? await ctx.db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirst() : undefined;
    if (!row) throw importRefusal(`#${n + 1}: ${String(code)}`);
    return row.id;
  };
  const inputs: FeatureInput[] = [];
  for (const [n, raw] of (c.features as unknown[]).entries()) {
    const f = raw as { type?: unknown; geometry?: unknown; properties?: Record<string, unknown> };
    const props = f?.properties ?? {};
    if (f?.type !== 'Feature' || !isKind(props.kind)) throw importRefusal(`#${n + 1}`);
    const kind = props.kind;
    if (!readGeometry(kind, f.geometry as MapGeometry)) throw importRefusal(`#${n + 1}`);
    const name = typeof props.name === 'string' ? props.name.slice(0, 50) : undefined;
    inputs.push({
      kind,
      name,
      geometry: f.geometry,
      area_id: kind === 'area' ? await byCode('tomb_area', props.area, n) : undefined,
      shelf_id: kind === 'row' ? await byCode('tomb_shelf', props.row, n) : undefined,
      burialslot_id: kind === 'plot' ? await byCode('tomb_burialslot', props.plot, n) : undefined,
    });
  }
  if (replace) {
    const n = await ctx.db.deleteFrom('map_feature').executeTakeFirst();
    await recordOperation(ctx.db, ctx.actor, { action: 'delete', table: 'map_feature', rowId: 0, before: { cleared: Number(n.numDeletedRows) } });
  }
  for (const input of inputs) await saveFeature(ctx, input);
  return { imported: inputs.length };
};

/** A write's context for the caller. */
export const writeContext = (db: TypedDb, actor: Actor): WriteContext => ({ db, actor });
