/**
 * The park map's calls (docs/map.md; handlers in src/server/parkmap/routes.ts).
 * Staff: the map as drawn (every level of the staff map), the plan's image, and the editor's
 * writes (managers: levels 2, 4, 5, 6). Public (no session, small bodies, the booking page's
 * abuse limits): the find-a-grave search among the deceased marked findable, and the way there.
 */
import { PARK_MAP_EDITORS, PARK_MAP_LIMITS, type MapGeometry, type MapFeatureKind, type Pt, type RouteStep } from '../../rules/parkmap';
import { answer, anyone, contract, id, levelsOnly, optionalId, pageUsers, signedIn } from '../contract';

/** The plan under the drawing: its size in units, the metres of one unit, whether it has an image. */
export interface PlanInfo {
  id: number;
  name: string;
  width: number;
  height: number;
  meters_per_unit: number;
  has_image: boolean;
}

export interface MapFeature {
  id: number;
  kind: MapFeatureKind;
  name: string | null;
  area_id: number | null;
  shelf_id: number | null;
  burialslot_id: number | null;
  geometry: MapGeometry;
}

/** A plot on the map: [id, x, y, status, area id]; placed from its row's line and column, or moved by hand. */
export type PlacedPlot = [number, number, number, string, number];

export interface ParkMapData {
  plan: PlanInfo | null;
  features: MapFeature[];
  plots: PlacedPlot[];
  /** Plots whose row is not drawn yet (not on the map). */
  unplaced: number;
}

/** What the public page draws: the plan, the areas' outlines, the paths and the points of interest (nothing of the plots' status). */
export interface PublicMap {
  plan: PlanInfo | null;
  features: Pick<MapFeature, 'kind' | 'name' | 'geometry'>[];
}

export interface FoundDeceased {
  id: number;
  name: string;
  born: number | null;
  died: number | null;
  place: string;
}

export interface GraveRoute {
  id: number;
  name: string;
  place: string;
  code: string;
  /** The grave on the plan. */
  at: Pt;
  gate: { id: number; name: string };
  /** The walk, gate to grave: along the paths, then along the row. */
  line: Pt[];
  /** Where the walk leaves the paths for the row. */
  stop: Pt;
  metres: number;
  steps: RouteStep[];
  /** The gates one may start from. */
  gates: { id: number; name: string }[];
}

/** The largest body a public call accepts. */
export const FIND_BODY_BYTES = 1024;
const publicCall = { access: anyone, maxBytes: FIND_BODY_BYTES } as const;
const editors = levelsOnly(...PARK_MAP_EDITORS);
const kind = { type: 'text', required: true, maxLength: 20 } as const;

/** The map as drawn, with every placed plot and its status (the staff map and the editor). */
export const parkMap = contract({ path: 'admin.map_feature/map', access: pageUsers('dashboard'), body: 'none', answer: answer<ParkMapData>() });
/** The plan's image (`?v=` any version tag, for the cache). */
export const planImage = contract({ path: 'admin.park_plan/image', method: 'GET', access: signedIn, body: 'none', answer: answer<Blob>() });
/** A new plan image (raw bytes; a PNG, JPEG or WebP): the plan takes its size. */
export const uploadPlan = contract({ path: 'admin.park_plan/upload', access: editors, body: 'bytes', answer: answer<PlanInfo>() });
/** Draw or redraw a feature; an area, row or plot names its record (one drawing each: drawing again replaces it). */
export const saveFeature = contract({
  path: 'admin.map_feature/save',
  access: editors,
  maxBytes: 256 * 1024,
  body: {
    id: optionalId,
    kind,
    name: { type: 'text', maxLength: 50 },
    area_id: optionalId,
    shelf_id: optionalId,
    burialslot_id: optionalId,
    geometry: { type: 'opaque', required: true },
  },
  answer: answer<MapFeature>(),
});
export const deleteFeature = contract({ path: 'admin.map_feature/delete', access: editors, body: { id }, answer: answer<{ id: number }>() });
/** Everything drawn, as one GeoJSON FeatureCollection. */
export const exportMap = contract({ path: 'admin.map_feature/export', access: pageUsers('dashboard'), body: 'none', answer: answer<GeoJsonCollection>() });
/** A FeatureCollection as exported: each feature names its record by code; `replace` clears the drawing first. */
export const importMap = contract({
  path: 'admin.map_feature/import',
  access: editors,
  maxBytes: PARK_MAP_LIMITS.maxImportBytes,
  body: { collection: { type: 'opaque', required: true }, replace: { type: 'boolean' } },
  answer: answer<{ imported: number }>(),
});

export interface GeoJsonFeature {
  type: 'Feature';
  geometry: MapGeometry;
  properties: { kind: MapFeatureKind; name: string | null; area: string | null; row: string | null; plot: string | null };
}
export interface GeoJsonCollection {
  type: 'FeatureCollection';
  features: GeoJsonFeature[];
  plan?: { width: number; height: number; meters_per_unit: number };
}

/** Public: deceased marked findable, by the start of the name, and the years if given. */
export const findSearch = contract({
  path: 'find/search',
  ...publicCall,
  body: {
    name: { type: 'text', required: true, minLength: 1, maxLength: 40 },
    born: { type: 'integer', min: 1800, max: 2200 },
    died: { type: 'integer', min: 1800, max: 2200 },
  },
  answer: answer<FoundDeceased[]>(),
});
/** Public: the way from a gate (the nearest by walk unless one is named) to a findable deceased's grave. */
export const findRoute = contract({ path: 'find/route', ...publicCall, body: { id, gate_id: optionalId }, answer: answer<GraveRoute>() });
/** Public: what the page draws under the route. */
export const findMap = contract({ path: 'find/map', ...publicCall, body: 'none', answer: answer<PublicMap>() });
/** Public: the plan's image. */
export const findPlan = contract({ path: 'find/plan', method: 'GET', access: anyone, body: 'none', answer: answer<Blob>() });
