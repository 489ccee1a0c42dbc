/**
 * The demo's drawn park (docs/map.md, "The demo"): every area placed on a generated site plan,
 * its rooms as blocks of rows with a path around each block, main roads between the areas, two
 * gates, an office, toilets, a shuttle stop and a pavilion. Pure: the seed writes what this
 * returns (src/server/seed/parkmap.ts) and renders the plan's SVG to the image.
 *
 * Laid out top down (y down), then turned to the map's coordinates (y up: src/rules/parkmap.ts).
 */
import type { MapFeatureKind, MapGeometry, Pt } from '../../rules/parkmap';

export interface DemoArea {
  id: number;
  name: string;
  rooms: { shelves: { id: number; name: string; columns: number }[] }[];
}

export interface DemoFeature {
  kind: MapFeatureKind;
  name: string | null;
  area_id: number | null;
  shelf_id: number | null;
  geometry: MapGeometry;
}

export interface DemoPark {
  width: number;
  height: number;
  features: DemoFeature[];
  svg: string;
}

/** Plan units between two plots on a row, and between two rows. */
const PLOT_PITCH = 6;
const ROW_PITCH = 7;
/** The walk between two blocks of rows (the path runs in its middle). */
const ALLEY = 16;
const GAP = 70;
const MARGIN = 80;
const MAX_BAND = 1900;

interface Placed {
  area: DemoArea;
  x: number;
  y: number;
  w: number;
  h: number;
  cols: number;
  rowsOfBlocks: number;
  bw: number;
  bh: number;
}

const size = (a: DemoArea): Omit<Placed, 'x' | 'y'> => {
  const n = Math.max(1, a.rooms.length);
  const cols = Math.ceil(Math.sqrt(n * 1.2));
  const rowsOfBlocks = Math.ceil(n / cols);
  const bw = Math.max(1, ...a.rooms.flatMap((r) => r.shelves.map((s) => s.columns))) * PLOT_PITCH;
  const bh = Math.max(1, ...a.rooms.map((r) => r.shelves.length)) * ROW_PITCH;
  return { area: a, cols, rowsOfBlocks, bw, bh, w: cols * bw + (cols + 1) * ALLEY, h: rowsOfBlocks * bh + (rowsOfBlocks + 1) * ALLEY };
};

export const buildDemoPark = (areas: readonly DemoArea[]): DemoPark => {
  // Areas in bands, left to right, largest first; a road under each band.
  const sized = areas.map(size).sort((a, b) => b.w * b.h - a.w * a.h);
  const bands: Placed[][] = [];
  let row: Placed[] = [];
  let x = MARGIN;
  for (const s of sized) {
    if (row.length > 0 && x + s.w > MARGIN + MAX_BAND) {
      bands.push(row);
      row = [];
      x = MARGIN;
    }
    row.push({ ...s, x, y: 0 });
    x += s.w + GAP;
  }
  if (row.length > 0) bands.push(row);
  let y = MARGIN + GAP;
  const roadsY: number[] = [MARGIN + GAP / 2];
  for (const band of bands) {
    const h = Math.max(...band.map((p) => p.h));
    for (const p of band) p.y = y + (h - p.h) / 2;
    y += h + GAP;
    roadsY.push(y - GAP / 2);
  }
  const width = Math.max(...bands.map((b) => Math.max(...b.map((p) => p.x + p.w)))) + MARGIN;
  const height = y - GAP + GAP + MARGIN;
  const left = MARGIN / 2;
  const right = width - MARGIN / 2;
  const flip = (p: Pt): Pt => [Math.round(p[0] * 100) / 100, Math.round((height - p[1]) * 100) / 100];
  const line = (...pts: Pt[]): MapGeometry => ({ type: 'LineString', coordinates: pts.map(flip) });
  const rect = (x0: number, y0: number, x1: number, y1: number): MapGeometry => ({
    type: 'Polygon',
    coordinates: [[flip([x0, y0]), flip([x0, y1]), flip([x1, y1]), flip([x1, y0]), flip([x0, y0])]],
  });
  const point = (p: Pt): MapGeometry => ({ type: 'Point', coordinates: flip(p) });

  const features: DemoFeature[] = [];
  const svgPaths: string[] = [];
  const svgBlocks: string[] = [];
  const svgAreas: string[] = [];
  const path = (...pts: Pt[]): void => {
    features.push({ kind: 'path', name: null, area_id: null, shelf_id: null, geometry: line(...pts) });
    svgPaths.push(pts.map((p) => `${p[0]},${p[1]}`).join(' '));
  };
  // Main roads: one above and one under each band, and one down each side.
  for (const ry of roadsY) path([left, ry], [right, ry]);
  path([left, roadsY[0]], [left, roadsY[roadsY.length - 1]]);
  path([right, roadsY[0]], [right, roadsY[roadsY.length - 1]]);
  for (const band of bands)
    for (const p of band) {
      features.push({ kind: 'area', name: p.area.name, area_id: p.area.id, shelf_id: null, geometry: rect(p.x, p.y, p.x + p.w, p.y + p.h) });
      svgAreas.push(`<rect x="${p.x}" y="${p.y}" width="${p.w}" height="${p.h}" rx="6"/>`);
      // The alleys: a grid around the blocks, in the middle of each alley.
      const top = p.y + ALLEY / 2;
      const bottom = p.y + p.h - ALLEY / 2;
      const west = p.x + ALLEY / 2;
      const east = p.x + p.w - ALLEY / 2;
      for (let c = 0; c <= p.cols; c++) {
        const ax = west + c * (p.bw + ALLEY);
        path([ax, top], [ax, bottom]);
      }
      for (let r = 0; r <= p.rowsOfBlocks; r++) {
        const ay = top + r * (p.bh + ALLEY);
        path([west, ay], [east, ay]);
      }
      // To the roads: from the middle of the area's outer walk, up and down.
      const mid = west + Math.floor(p.cols / 2) * (p.bw + ALLEY);
      const roadAbove = Math.max(...roadsY.filter((ry) => ry < p.y));
      const roadBelow = Math.min(...roadsY.filter((ry) => ry > p.y + p.h));
      path([mid, top], [mid, roadAbove]);
      path([mid, bottom], [mid, roadBelow]);
      p.area.rooms.forEach((room, k) => {
        const bx = p.x + ALLEY + (k % p.cols) * (p.bw + ALLEY);
        const by = p.y + ALLEY + Math.floor(k / p.cols) * (p.bh + ALLEY);
        svgBlocks.push(`<rect x="${bx - 2}" y="${by - 2}" width="${p.bw + 4}" height="${room.shelves.length * ROW_PITCH + 4}" rx="2"/>`);
        room.shelves.forEach((s, i) => {
          const ry = by + (i + 0.5) * ROW_PITCH;
          features.push({ kind: 'row', name: s.name, area_id: p.area.id, shelf_id: s.id, geometry: line([bx, ry], [bx + s.columns * PLOT_PITCH, ry]) });
        });
      });
    }
  // Two gates (the visit gates' names), on the outer roads; the rest near them.
  const bottomRoad = roadsY[roadsY.length - 1];
  const gateMain: Pt = [width / 2, height - MARGIN / 4];
  path([width / 2, bottomRoad], gateMain);
  const gateNorth: Pt = [right, MARGIN / 4];
  path([right, roadsY[0]], gateNorth);
  const poi = (kind: MapFeatureKind, name: string, p: Pt): void => {
    features.push({ kind, name, area_id: null, shelf_id: null, geometry: point(p) });
  };
  poi('gate', '正门', gateMain);
  poi('gate', '北门', gateNorth);
  poi('office', '服务中心', [width / 2 + 30, bottomRoad + 18]);
  poi('shuttle', '接驳车站', [width / 2 - 30, bottomRoad + 18]);
  poi('toilet', '卫生间', [left + 12, (roadsY[0] + bottomRoad) / 2]);
  const firstRoadBelow = roadsY[1] ?? bottomRoad;
  poi('landmark', '纪念亭', [right - 12, firstRoadBelow]);

  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#e4efd9"/>`,
    `<ellipse cx="${width * 0.15}" cy="${height - MARGIN * 0.55}" rx="${width * 0.09}" ry="${MARGIN * 0.35}" fill="#b5d3e7"/>`,
    `<g fill="#d3e6c3" stroke="#9fbf88" stroke-width="2">${svgAreas.join('')}</g>`,
    `<g fill="#c6dcb3">${svgBlocks.join('')}</g>`,
    `<g fill="none" stroke="#f7f3ea" stroke-width="9" stroke-linecap="round">${svgPaths.map((p) => `<polyline points="${p}"/>`).join('')}</g>`,
    `<rect x="${width / 2 - 40}" y="${height - MARGIN / 2}" width="80" height="${MARGIN / 2}" fill="#b9a88f"/>`,
    `</svg>`,
  ].join('');
  return { width, height, features, svg };
};
