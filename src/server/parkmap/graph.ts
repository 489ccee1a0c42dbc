/**
 * The paths as a graph (docs/map.md, "The way"): every drawn path is cut where it meets another
 * (a crossing, a T, a shared corner: ends within SNAP units are one node), each piece an edge
 * weighted by its length. Only path pieces are edges: a walk on this graph never crosses a row
 * of graves. A point off the paths (a gate, the end of a row) joins the graph at the nearest
 * point of the nearest path, which cuts that path's edge in two (`attach`).
 */
import Graph from 'graphology';
import { dijkstra } from 'graphology-shortest-path';
import { dist, type Pt } from '../../rules/parkmap';

/** Points closer than this (plan units) are the same node. */
export const SNAP = 2;

export interface NodeAttrs {
  x: number;
  y: number;
}
export interface EdgeAttrs {
  weight: number;
}
export type PathGraph = Graph<NodeAttrs, EdgeAttrs>;

type Seg = readonly [Pt, Pt];

/** Where two segments meet, as the fraction along the first, if they do (touching within SNAP counts). */
const meets = (a: Seg, b: Seg): number[] => {
  const [p, p2] = a;
  const [q, q2] = b;
  const r: Pt = [p2[0] - p[0], p2[1] - p[1]];
  const s: Pt = [q2[0] - q[0], q2[1] - q[1]];
  const len = Math.hypot(r[0], r[1]);
  if (len === 0) return [];
  const out: number[] = [];
  const denom = r[0] * s[1] - r[1] * s[0];
  if (Math.abs(denom) > 1e-9) {
    const qp: Pt = [q[0] - p[0], q[1] - p[1]];
    const t = (qp[0] * s[1] - qp[1] * s[0]) / denom;
    const u = (qp[0] * r[1] - qp[1] * r[0]) / denom;
    const tolT = SNAP / len;
    const tolU = SNAP / Math.max(Math.hypot(s[0], s[1]), 1e-9);
    if (t >= -tolT && t <= 1 + tolT && u >= -tolU && u <= 1 + tolU) out.push(Math.min(1, Math.max(0, t)));
  }
  // Ends of the other segment lying on this one (parallel overlaps, and T-junctions within SNAP).
  for (const e of [q, q2]) {
    const t = ((e[0] - p[0]) * r[0] + (e[1] - p[1]) * r[1]) / (len * len);
    if (t < 0 || t > 1) continue;
    const foot: Pt = [p[0] + r[0] * t, p[1] + r[1] * t];
    if (dist(foot, e) <= SNAP) out.push(t);
  }
  return out;
};

/** The graph of the drawn paths (each a list of points). */
export const buildPathGraph = (paths: readonly (readonly Pt[])[]): PathGraph => {
  const graph: PathGraph = new Graph<NodeAttrs, EdgeAttrs>({ type: 'undirected', multi: false, allowSelfLoops: false });
  const segs: Seg[] = [];
  for (const line of paths) for (let i = 1; i < line.length; i++) if (dist(line[i - 1], line[i]) > 0) segs.push([line[i - 1], line[i]]);
  // Nodes on a grid of SNAP cells: a point joins the node within SNAP of it, if any.
  const cells = new Map<string, string[]>();
  let next = 0;
  const nodeAt = (p: Pt): string => {
    const cx = Math.floor(p[0] / SNAP);
    const cy = Math.floor(p[1] / SNAP);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const n of cells.get(`${cx + dx},${cy + dy}`) ?? []) {
          const a = graph.getNodeAttributes(n);
          if (Math.hypot(a.x - p[0], a.y - p[1]) <= SNAP) return n;
        }
    const key = `n${next++}`;
    graph.addNode(key, { x: p[0], y: p[1] });
    const cell = `${cx},${cy}`;
    cells.set(cell, [...(cells.get(cell) ?? []), key]);
    return key;
  };
  segs.forEach((a, i) => {
    const cuts = new Set<number>([0, 1]);
    segs.forEach((b, j) => {
      if (i !== j) for (const t of meets(a, b)) cuts.add(t);
    });
    const ts = [...cuts].sort((x, y) => x - y);
    const nodes = ts.map((t) => nodeAt([a[0][0] + (a[1][0] - a[0][0]) * t, a[0][1] + (a[1][1] - a[0][1]) * t]));
    for (let k = 1; k < nodes.length; k++) link(graph, nodes[k - 1], nodes[k]);
  });
  return graph;
};

const pos = (graph: PathGraph, n: string): Pt => {
  const a = graph.getNodeAttributes(n);
  return [a.x, a.y];
};

const link = (graph: PathGraph, u: string, v: string): void => {
  if (u === v || graph.hasEdge(u, v)) return;
  graph.addEdge(u, v, { weight: dist(pos(graph, u), pos(graph, v)) });
};

/** The nearest point of the graph's edges to `p`: the edge and the point on it. */
const nearestOnEdges = (graph: PathGraph, p: Pt): { u: string; v: string; at: Pt; d: number } | null => {
  let best: { u: string; v: string; at: Pt; d: number } | null = null;
  graph.forEachEdge((_e, _attrs, u, v) => {
    const a = pos(graph, u);
    const b = pos(graph, v);
    const r: Pt = [b[0] - a[0], b[1] - a[1]];
    const l2 = r[0] * r[0] + r[1] * r[1];
    const t = l2 === 0 ? 0 : Math.min(1, Math.max(0, ((p[0] - a[0]) * r[0] + (p[1] - a[1]) * r[1]) / l2));
    const at: Pt = [a[0] + r[0] * t, a[1] + r[1] * t];
    const d = dist(at, p);
    if (!best || d < best.d) best = { u, v, at, d };
  });
  return best;
};

/**
 * Join `p` to the paths at their nearest point: that point becomes a node (cutting its edge in
 * two; an end within SNAP is the end itself). Returns the node and how far `p` is from it.
 */
export const attach = (graph: PathGraph, p: Pt, key: string): { node: string; off: number } | null => {
  const near = nearestOnEdges(graph, p);
  if (!near) return null;
  for (const end of [near.u, near.v]) if (dist(pos(graph, end), near.at) <= SNAP) return { node: end, off: near.d };
  graph.addNode(key, { x: near.at[0], y: near.at[1] });
  graph.dropEdge(near.u, near.v);
  link(graph, near.u, key);
  link(graph, key, near.v);
  return { node: key, off: near.d };
};

export const nodePoint = pos;

/** The length of a walk along nodes. */
export const walkLength = (graph: PathGraph, nodes: readonly string[]): number =>
  nodes.slice(1).reduce((s, n, i) => s + graph.getEdgeAttribute(nodes[i], n, 'weight'), 0);

/** The shortest walks from `source` to every node it reaches (graphology-shortest-path's Dijkstra on the lengths). */
export const walksFrom = (graph: PathGraph, source: string): Record<string, string[]> => dijkstra.singleSource(graph, source, 'weight');
