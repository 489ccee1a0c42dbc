/**
 * A way to a grave checked against the drawn paths (docs/map.md, "The way"), for the server test
 * and the end-to-end one: each hop from the gate to where the walk leaves the paths lies on one
 * drawn path segment (so the walk never crosses a row of graves), and its length is the shortest
 * by the test's own Dijkstra (a plain scan, no library) over the path graph, from any gate to
 * either end of the grave's row.
 */
import { dist, type MapGeometry, type Pt } from '../../src/rules/parkmap';
import { attach, buildPathGraph, type PathGraph } from '../../src/server/parkmap/graph';

export interface DrawnFeature {
  id?: number;
  kind: string;
  geometry: MapGeometry;
}
export interface CheckedWay {
  line: Pt[];
  stop: Pt;
  at: Pt;
}

const segments = (features: readonly DrawnFeature[], kind: string): [Pt, Pt][] =>
  features.flatMap((f) => (f.kind === kind && f.geometry.type === 'LineString' ? f.geometry.coordinates.slice(1).map((p, i): [Pt, Pt] => [(f.geometry as { coordinates: Pt[] }).coordinates[i], p]) : []));
const onSegment = (p: Pt, [a, b]: [Pt, Pt], tol = 2.5): boolean => {
  const l2 = (b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2;
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / l2));
  return dist(p, [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]) <= tol;
};
const crosses = ([p, p2]: [Pt, Pt], [q, q2]: [Pt, Pt]): boolean => {
  const c = (a: Pt, b: Pt, x: Pt) => (b[0] - a[0]) * (x[1] - a[1]) - (b[1] - a[1]) * (x[0] - a[0]);
  return c(p, p2, q) * c(p, p2, q2) < 0 && c(q, q2, p) * c(q, q2, p2) < 0;
};

/** Whether any drawn path crosses any drawn row of graves. */
export const pathsCrossRows = (features: readonly DrawnFeature[]): boolean => {
  const rows = segments(features, 'row');
  return segments(features, 'path').some((p) => rows.some((r) => crosses(p, r)));
};

const shortest = (g: PathGraph, from: string, to: string): number => {
  const d = new Map<string, number>(g.nodes().map((n) => [n, Infinity]));
  const done = new Set<string>();
  d.set(from, 0);
  for (;;) {
    let u: string | undefined;
    for (const [n, v] of d) if (!done.has(n) && v < Infinity && (u === undefined || v < (d.get(u) ?? Infinity))) u = n;
    if (u === undefined) return Infinity;
    if (u === to) return d.get(u) ?? Infinity;
    const here = u;
    done.add(here);
    g.forEachEdge(here, (_e, a, s, t) => {
      const v = s === here ? t : s;
      if ((d.get(here) ?? 0) + a.weight < (d.get(v) ?? Infinity)) d.set(v, (d.get(here) ?? 0) + a.weight);
    });
  }
};

/** The hops that leave the drawn paths (none for a good way), the length walked, and the shortest possible. */
export const checkWay = (features: readonly DrawnFeature[], way: CheckedWay): { offPath: number[]; walked: number; shortest: number } => {
  const paths = segments(features, 'path');
  const stopIndex = way.line.findIndex((p) => dist(p, way.stop) < 0.01);
  const offPath: number[] = [];
  if (stopIndex < 1) offPath.push(0);
  for (let i = 1; i <= stopIndex; i++) if (!paths.some((s) => onSegment(way.line[i - 1], s) && onSegment(way.line[i], s))) offPath.push(i);
  const graph = buildPathGraph(features.filter((f) => f.kind === 'path').map((f) => (f.geometry as { coordinates: Pt[] }).coordinates)) as PathGraph;
  const rowEnd = way.line[stopIndex + 1] ?? way.at;
  const row = features.find((f) => f.kind === 'row' && f.geometry.type === 'LineString' && f.geometry.coordinates.some((p) => dist(p, rowEnd) < 0.01));
  const ends = row ? (row.geometry as { coordinates: Pt[] }).coordinates : [way.at];
  const rowLen = dist(ends[0], ends[ends.length - 1]);
  const stops = [ends[0], ends[ends.length - 1]].map((e, k) => ({ j: attach(graph, e, `s${k}`), along: row ? (k === 0 ? dist(e, way.at) : rowLen - dist(ends[0], way.at)) : 0 }));
  let best = Infinity;
  for (const gate of features.filter((f) => f.kind === 'gate'))
    if (gate.geometry.type === 'Point') {
      const j = attach(graph, gate.geometry.coordinates, `g${dist(gate.geometry.coordinates, [0, 0])}`);
      for (const s of stops) if (j && s.j) best = Math.min(best, j.off + shortest(graph, j.node, s.j.node) + s.j.off + s.along);
    }
  const walked = way.line.slice(1).reduce((sum, p, i) => sum + dist(way.line[i], p), 0);
  return { offPath, walked, shortest: best };
};
