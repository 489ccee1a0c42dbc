/**
 * The way to a grave (docs/map.md, "The way"): the shortest walk along the paths from a gate
 * to where the grave's row meets the paths, then along the row to the grave; and that walk as
 * steps ("from the east gate, take the 2nd path on the left at the office, ..., row 3, the 12th
 * grave"), worded in the reader's language by stepText (src/rules/parkmap.ts).
 */
import { dist, lineLength, type Pt, type RouteStep } from '../../rules/parkmap';
import { attach, nodePoint, walkLength, walksFrom, type PathGraph } from './graph';

export interface Gate {
  id: number;
  name: string;
  at: Pt;
}
export interface Poi {
  name: string;
  at: Pt;
}
export interface Grave {
  code: string;
  area: string;
  row: string;
  /** The grave's place on the plan. */
  at: Pt;
  /** Its row's line (its plots stand along it) and its column on it, if the row is drawn. */
  rowLine: readonly Pt[] | null;
  column: number;
  columns: number;
}

export interface Walk {
  gate: Gate;
  line: Pt[];
  stop: Pt;
  units: number;
  steps: RouteStep[];
  /** The path nodes walked, gate to stop (the tests check each hop is a path's edge). */
  nodes: string[];
}

/** A turn sharper than this (degrees) is a step of its own. */
const TURN_DEGREES = 35;
/** A point of interest within this many units of the walk is named. */
const NEAR_UNITS = 40;

const heading = (a: Pt, b: Pt): Pt => {
  const d = dist(a, b) || 1;
  return [(b[0] - a[0]) / d, (b[1] - a[1]) / d];
};
const cross = (a: Pt, b: Pt): number => a[0] * b[1] - a[1] * b[0];
const dot = (a: Pt, b: Pt): number => a[0] * b[0] + a[1] * b[1];

const segDist = (p: Pt, a: Pt, b: Pt): number => {
  const r: Pt = [b[0] - a[0], b[1] - a[1]];
  const l2 = dot(r, r);
  const t = l2 === 0 ? 0 : Math.min(1, Math.max(0, dot([p[0] - a[0], p[1] - a[1]], r) / l2));
  return dist(p, [a[0] + r[0] * t, a[1] + r[1] * t]);
};

const metresOf = (units: number, metresPerUnit: number): number => Math.max(1, Math.round(units * metresPerUnit));

/**
 * The walk's steps: the start, each turn (which path on that side since the last step, and a
 * point of interest at it), the points of interest passed, the row and the arrival.
 */
const stepsOf = (graph: PathGraph, nodes: string[], gate: Gate, pois: readonly Poi[], rowStep: RouteStep | null, code: string, mpu: number): RouteStep[] => {
  const pts = nodes.map((n) => nodePoint(graph, n));
  const steps: RouteStep[] = [{ kind: 'start', gate: gate.name, metres: 0 }];
  const named = new Set<string>([gate.name]);
  let legStart = 0;
  let branches = { left: 0, right: 0 };
  const legPois = (from: number, to: number): RouteStep[] => {
    const out: RouteStep[] = [];
    for (const poi of pois) {
      if (named.has(poi.name)) continue;
      for (let k = from + 1; k <= to; k++)
        if (segDist(poi.at, pts[k - 1], pts[k]) <= NEAR_UNITS) {
          named.add(poi.name);
          out.push({ kind: 'pass', near: poi.name });
          break;
        }
    }
    return out;
  };
  const closeLeg = (to: number): void => {
    const last = [...steps].reverse().find((s) => s.kind === 'start' || s.kind === 'turn');
    const metres = metresOf(walkLength(graph, nodes.slice(legStart, to + 1)), mpu);
    if (last && (last.kind === 'start' || last.kind === 'turn')) last.metres = metres;
    steps.push(...legPois(legStart, to));
  };
  for (let i = 1; i < pts.length - 1; i++) {
    const hin = heading(pts[i - 1], pts[i]);
    const hout = heading(pts[i], pts[i + 1]);
    const angle = (Math.atan2(cross(hin, hout), dot(hin, hout)) * 180) / Math.PI;
    const turning = Math.abs(angle) > TURN_DEGREES;
    const side = angle > 0 ? 'left' : 'right';
    // The paths that leave this node, other than the way in and the way on: counted by side.
    const sides = { left: 0, right: 0 };
    graph.forEachNeighbor(nodes[i], (nb: string) => {
      if (nb === nodes[i - 1] || nb === nodes[i + 1]) return;
      const h = heading(pts[i], nodePoint(graph, nb));
      if (dot(h, hin) < -0.9) return;
      if (cross(hin, h) > 0) sides.left += 1;
      else sides.right += 1;
    });
    if (!turning) {
      if (sides.left > 0) branches.left += 1;
      if (sides.right > 0) branches.right += 1;
      continue;
    }
    closeLeg(i);
    const poi = pois.find((p) => !named.has(p.name) && dist(p.at, pts[i]) <= NEAR_UNITS);
    if (poi) named.add(poi.name);
    steps.push({ kind: 'turn', side, nth: branches[side] + 1, metres: 0, near: poi?.name ?? null });
    branches = { left: 0, right: 0 };
    legStart = i;
  }
  closeLeg(pts.length - 1);
  if (rowStep) steps.push(rowStep);
  steps.push({ kind: 'arrive', code });
  return steps;
};

/**
 * The shortest way to `grave` from `gates` (the one asked, else the nearest by walk), along the
 * paths of `graph` (changed: the gates and the row's ends join it). Null when no path leads there.
 */
export const wayTo = (graph: PathGraph, gates: readonly Gate[], pois: readonly Poi[], grave: Grave, mpu: number): Walk | null => {
  // Where the walk may leave the paths: either end of the grave's row (then along the row), or, without a drawn row, the grave itself.
  const rowLen = grave.rowLine ? lineLength(grave.rowLine) : 0;
  const fromStart = grave.rowLine ? (rowLen * (grave.column - 0.5)) / Math.max(grave.columns, grave.column, 1) : 0;
  const ends: { end: Pt; along: number; nth: number }[] = grave.rowLine
    ? [
        { end: grave.rowLine[0], along: fromStart, nth: grave.column },
        { end: grave.rowLine[grave.rowLine.length - 1], along: rowLen - fromStart, nth: Math.max(grave.columns, grave.column) - grave.column + 1 },
      ]
    : [{ end: grave.at, along: 0, nth: 0 }];
  const stops = ends.map((e, k) => ({ ...e, joined: attach(graph, e.end, `stop${k}`) }));
  const starts = gates.map((g) => ({ gate: g, joined: attach(graph, g.at, `gate${g.id}`) }));
  let best: { gate: Gate; nodes: string[]; total: number; stop: (typeof stops)[number] } | null = null;
  for (const s of starts) {
    if (!s.joined) continue;
    const walks = walksFrom(graph, s.joined.node);
    for (const stop of stops) {
      if (!stop.joined) continue;
      const nodes = walks[stop.joined.node];
      if (!nodes) continue;
      const total = s.joined.off + walkLength(graph, nodes) + stop.joined.off + stop.along;
      if (!best || total < best.total - 1e-9) best = { gate: s.gate, nodes, total, stop };
    }
  }
  if (!best) return null;
  const { gate, nodes, stop } = best;
  const stopAt = nodePoint(graph, nodes[nodes.length - 1]);
  const pathPts = nodes.map((n) => nodePoint(graph, n));
  const line: Pt[] = [gate.at, ...pathPts];
  const rowStep: RouteStep | null = grave.rowLine
    ? { kind: 'row', area: grave.area, row: grave.row, nth: stop.nth, of: Math.max(grave.columns, grave.column), metres: metresOf((stop.joined?.off ?? 0) + stop.along, mpu) }
    : null;
  if (grave.rowLine) line.push(stop.end);
  line.push(grave.at);
  const round = (p: Pt): Pt => [Math.round(p[0] * 100) / 100, Math.round(p[1] * 100) / 100];
  return {
    gate,
    line: line.filter((p, i) => i === 0 || dist(p, line[i - 1]) > 1e-6).map(round),
    stop: round(stopAt),
    units: best.total,
    steps: stepsOf(graph, nodes, gate, pois, rowStep, grave.code, mpu),
    nodes,
  };
};
