/**
 * The park map (docs/map.md): what may be drawn on the cemetery's site plan, where a plot stands
 * on its row, and the walking directions' words in the four languages. Pure functions of the
 * config's vocabulary, run by the server (every save, every route) and the browser (the editor,
 * the public find-a-grave page) alike.
 *
 * Coordinates are plan units: x to the right, y up, (0, 0) the plan's lower left corner, the
 * plan `width` x `height` units (its image's pixels). Leaflet's CRS.Simple takes them as
 * [y, x] directly. A plan's `meters_per_unit` turns lengths into metres for the directions.
 */
import { MANAGERS } from '../config/define';
import type { Lang, Level } from '../config/types';

// The kinds themselves are ./parkmapKinds.ts (the config's): only their type here, so a page that words the way does not carry them.
import type { MapFeatureKind } from './parkmapKinds';
export type { MapFeatureKind };

/** Points of interest: drawn as a point, named in the directions when the walk passes them. */
export const POI_KINDS: readonly MapFeatureKind[] = ['gate', 'office', 'toilet', 'shuttle', 'landmark'];

/** Who draws the map (the issue: levels 2, 4, 5, 6). */
export const PARK_MAP_EDITORS: readonly Level[] = MANAGERS;
export const mayEditParkMap = (level: Level): boolean => PARK_MAP_EDITORS.includes(level);

/** The limits of one drawing: coordinates within ±MAX_COORD, at most MAX_VERTICES points. */
export const PARK_MAP_LIMITS = { maxCoord: 100_000, maxVertices: 2_000, maxFeatures: 5_000, maxImportBytes: 4 * 1024 * 1024 } as const;

export type Pt = readonly [number, number];
export type MapGeometry =
  | { type: 'Point'; coordinates: Pt }
  | { type: 'LineString'; coordinates: Pt[] }
  | { type: 'Polygon'; coordinates: Pt[][] };

/** The geometry each kind takes: a row is a line (or a rectangle, read by its long middle line). */
export const geometryTypesOf = (kind: MapFeatureKind): readonly MapGeometry['type'][] => {
  switch (kind) {
    case 'area':
      return ['Polygon'];
    case 'row':
      return ['LineString', 'Polygon'];
    case 'path':
      return ['LineString'];
    case 'plot':
    case 'gate':
    case 'office':
    case 'toilet':
    case 'shuttle':
    case 'landmark':
      return ['Point'];
    default: {
      const never: never = kind;
      throw new Error(`unknown kind ${String(never)}`);
    }
  }
};

const isPt = (v: unknown): v is Pt =>
  Array.isArray(v) && v.length >= 2 && v.slice(0, 2).every((n) => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= PARK_MAP_LIMITS.maxCoord);
const pt = (v: Pt): Pt => [Math.round(v[0] * 100) / 100, Math.round(v[1] * 100) / 100];
const ptList = (v: unknown, min: number): Pt[] | null =>
  Array.isArray(v) && v.length >= min && v.length <= PARK_MAP_LIMITS.maxVertices && v.every(isPt) ? v.map((p: Pt) => pt(p)) : null;

/**
 * A drawn geometry checked for its kind: the right type, finite coordinates in range, enough
 * points (a line two, a ring four, closed). Null when it is not one (the save's refusal).
 */
export const readGeometry = (kind: MapFeatureKind, value: unknown): MapGeometry | null => {
  if (typeof value !== 'object' || value === null) return null;
  const g = value as { type?: unknown; coordinates?: unknown };
  if (typeof g.type !== 'string' || !(geometryTypesOf(kind) as readonly string[]).includes(g.type)) return null;
  if (g.type === 'Point') return isPt(g.coordinates) ? { type: 'Point', coordinates: pt(g.coordinates) } : null;
  if (g.type === 'LineString') {
    const line = ptList(g.coordinates, 2);
    return line && lineLength(line) > 0 ? { type: 'LineString', coordinates: line } : null;
  }
  if (!Array.isArray(g.coordinates) || g.coordinates.length !== 1) return null;
  const ring = ptList(g.coordinates[0], 4);
  if (!ring) return null;
  const [a, z] = [ring[0], ring[ring.length - 1]];
  if (a[0] !== z[0] || a[1] !== z[1]) return null;
  return ringArea(ring) > 0 ? { type: 'Polygon', coordinates: [ring] } : null;
};

export const dist = (a: Pt, b: Pt): number => Math.hypot(a[0] - b[0], a[1] - b[1]);
export const lineLength = (line: readonly Pt[]): number => line.slice(1).reduce((s, p, i) => s + dist(line[i], p), 0);
const ringArea = (ring: readonly Pt[]): number => Math.abs(ring.slice(1).reduce((s, p, i) => s + ring[i][0] * p[1] - p[0] * ring[i][1], 0)) / 2;

/** The label point of an area: the mean of its ring's corners. */
export const centreOf = (g: MapGeometry): Pt => {
  if (g.type === 'Point') return g.coordinates;
  const pts = g.type === 'LineString' ? g.coordinates : g.coordinates[0].slice(0, -1);
  return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
};

/**
 * The line a row's plots stand on: a drawn line as it is; a rectangle by the middle line of its
 * long sides, from the middle of its first short side to the middle of the other.
 */
export const rowLineOf = (g: MapGeometry): Pt[] | null => {
  if (g.type === 'LineString') return g.coordinates;
  if (g.type !== 'Polygon') return null;
  const r = g.coordinates[0];
  if (r.length !== 5) return null;
  const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  return dist(r[0], r[1]) >= dist(r[1], r[2]) ? [mid(r[0], r[3]), mid(r[1], r[2])] : [mid(r[0], r[1]), mid(r[3], r[2])];
};

/** The point `at` units along a line (clamped to its ends). */
export const pointAlong = (line: readonly Pt[], at: number): Pt => {
  let left = Math.max(0, at);
  for (let i = 1; i < line.length; i++) {
    const d = dist(line[i - 1], line[i]);
    if (left <= d || i === line.length - 1) {
      const t = d === 0 ? 0 : Math.min(1, left / d);
      return [line[i - 1][0] + (line[i][0] - line[i - 1][0]) * t, line[i - 1][1] + (line[i][1] - line[i - 1][1]) * t];
    }
    left -= d;
  }
  return line[0];
};

/**
 * Where column `column` of a row of `columns` plots stands: the row's line cut into `columns`
 * equal places, column 1 in the first (at the line's start), each plot in the middle of its place.
 */
export const plotPosition = (line: readonly Pt[], column: number, columns: number): Pt => {
  const n = Math.max(columns, column, 1);
  const p = pointAlong(line, (lineLength(line) * (column - 0.5)) / n);
  return pt(p);
};

// ---- The directions ------------------------------------------------------------------------

/** One step of a walk (computed by the server, src/server/parkmap/route.ts; worded by stepText). */
export type RouteStep =
  | { kind: 'start'; gate: string; metres: number }
  | { kind: 'turn'; side: 'left' | 'right'; nth: number; metres: number; near: string | null }
  | { kind: 'pass'; near: string }
  | { kind: 'row'; area: string; row: string; nth: number; of: number; metres: number }
  | { kind: 'arrive'; code: string };

type Words = readonly [string, string, string, string];
const W = (zh: string, en: string, es: string, ja: string): Words => [zh, en, es, ja];
const WORDS = {
  start: W('从{gate}进入，沿道路前行 {m} 米', 'Enter by {gate} and follow the path for {m} m', 'Entre por {gate} y siga el camino {m} m', '{gate}から入り、道なりに {m} m 進みます'),
  turnLeft: W('在第 {nth} 个路口左转{near}，再走 {m} 米', 'Take the {nth} path on the left{near}, then walk {m} m', 'Tome el {nth} camino a la izquierda{near} y camine {m} m', '{nth} 番目の道を左へ{near}、{m} m 進みます'),
  turnRight: W('在第 {nth} 个路口右转{near}，再走 {m} 米', 'Take the {nth} path on the right{near}, then walk {m} m', 'Tome el {nth} camino a la derecha{near} y camine {m} m', '{nth} 番目の道を右へ{near}、{m} m 進みます'),
  near: W('（{name}处）', ' (at the {name})', ' (junto a {name})', '（{name}のところ）'),
  pass: W('经过{name}', 'Pass the {name}', 'Pase junto a {name}', '{name}の前を通ります'),
  row: W('进入{area} {row}，沿排走 {m} 米：第 {nth} 个墓位（共 {of} 个）', 'Turn into {area}, {row}, and walk along the row {m} m: the {nth} grave (of {of})', 'Entre en {area}, {row}, y camine {m} m por la fila: la {nth}.ª tumba (de {of})', '{area} {row} に入り、列に沿って {m} m：{nth} 番目の墓所（全 {of} 基）'),
  arrive: W('到达墓位 {code}', 'You have arrived: plot {code}', 'Ha llegado: parcela {code}', '墓所 {code} に到着です'),
} as const;

const LANG_INDEX: Record<Lang, number> = { zh: 0, en: 1, es: 2, ja: 3 };

/** An English ordinal (1st, 2nd, 3rd, 4th); other languages say the number. */
const ordinal = (n: number, lang: Lang): string => {
  if (lang !== 'en') return String(n);
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${s}`;
};

const fill = (w: Words, lang: Lang, params: Record<string, string | number>): string =>
  w[LANG_INDEX[lang]].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

/** A step in words, in the reader's language. */
export const stepText = (step: RouteStep, lang: Lang): string => {
  switch (step.kind) {
    case 'start':
      return fill(WORDS.start, lang, { gate: step.gate, m: step.metres });
    case 'turn':
      return fill(step.side === 'left' ? WORDS.turnLeft : WORDS.turnRight, lang, {
        nth: ordinal(step.nth, lang),
        m: step.metres,
        near: step.near ? fill(WORDS.near, lang, { name: step.near }) : '',
      });
    case 'pass':
      return fill(WORDS.pass, lang, { name: step.near });
    case 'row':
      return fill(WORDS.row, lang, { area: step.area, row: step.row, m: step.metres, nth: ordinal(step.nth, lang), of: step.of });
    case 'arrive':
      return fill(WORDS.arrive, lang, { code: step.code });
    default: {
      const never: never = step;
      return String(never);
    }
  }
};
