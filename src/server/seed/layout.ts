/**
 * Areas, rooms (fen-jin blocks), rows and plots. One large area (12 x 14 x 30 = 5,040 plots)
 * exercises the plot map; five smaller ones give variety in price, type and size.
 * Plots are all `available` here; orders.ts then sets the status that their orders imply.
 */
import type { Rng } from './prng';
import type { AreaSeed, PlotSeed, RoomSeed, ShelfSeed } from './rows';

interface AreaPlan {
  code: string;
  name: string;
  description: string;
  rooms: number;
  shelves: number;
  columns: number;
  /** Weights of single / double / family plots. */
  types: readonly [number, number, number];
  /** Base price of a single plot in yuan. */
  basePrice: number;
}

const AREAS: readonly AreaPlan[] = [
  { code: 'FS', name: '福寿园', description: '园区主墓区，坐北朝南，背山面水，以单穴和双穴为主。', rooms: 12, shelves: 14, columns: 30, types: [6, 4, 0], basePrice: 38_000 },
  { code: 'SH', name: '松鹤园', description: '松柏环绕的艺术墓区，墓型多样。', rooms: 4, shelves: 6, columns: 20, types: [4, 5, 1], basePrice: 58_000 },
  { code: 'CQ', name: '长青园', description: '草坪生态葬区，价格亲民。', rooms: 4, shelves: 8, columns: 16, types: [8, 2, 0], basePrice: 26_000 },
  { code: 'SY', name: '思源园', description: '临湖景观墓区，视野开阔。', rooms: 3, shelves: 6, columns: 18, types: [3, 6, 1], basePrice: 72_000 },
  { code: 'FZ', name: '福泽园', description: '家族墓区，可容纳多位家族成员。', rooms: 3, shelves: 5, columns: 12, types: [0, 4, 6], basePrice: 96_000 },
  { code: 'AN', name: '安宁园', description: '新开发墓区，部分墓位尚在建设中。', rooms: 4, shelves: 6, columns: 15, types: [5, 4, 1], basePrice: 45_000 },
];

const ROOM_NAMES = ['一进', '二进', '三进', '四进', '五进', '六进', '七进', '八进', '九进', '十进', '十一进', '十二进'];

const TYPE_SPECS = {
  single: { capacity: 1, size: '1.0m×0.8m', factor: 1 },
  double: { capacity: 2, size: '1.2m×1.0m', factor: 1.8 },
  family: { capacity: 4, size: '2.0m×1.6m', factor: 3.6 },
} as const;

const two = (n: number): string => String(n).padStart(2, '0');

interface Layout {
  areas: AreaSeed[];
  rooms: RoomSeed[];
  shelves: ShelfSeed[];
  plots: PlotSeed[];
}

export const buildLayout = (rng: Rng): Layout => {
  const layout: Layout = { areas: [], rooms: [], shelves: [], plots: [] };
  AREAS.forEach((a, ai) => {
    layout.areas.push({ code: a.code, name: a.name, sort: ai + 1, description: a.description });
    for (let r = 1; r <= a.rooms; r++) {
      const roomCode = `${a.code}-${two(r)}`;
      layout.rooms.push({ area_code: a.code, code: roomCode, name: ROOM_NAMES[r - 1], sort: r });
      for (let s = 1; s <= a.shelves; s++) {
        const shelfCode = `${roomCode}-${two(s)}`;
        layout.shelves.push({ area_code: a.code, room_code: roomCode, code: shelfCode, name: `第${s}排`, sort: s });
        // Front rows cost more: the view and the walk are better.
        const rowFactor = 1 + (a.shelves - s) * 0.03;
        for (let c = 1; c <= a.columns; c++) {
          const type = rng.weighted([
            ['single', a.types[0]],
            ['double', a.types[1]],
            ['family', a.types[2]],
          ] as const);
          const spec = TYPE_SPECS[type];
          layout.plots.push({
            area_code: a.code,
            room_code: roomCode,
            shelf_code: shelfCode,
            code: `${shelfCode}-${two(c)}`,
            column_no: c,
            type,
            capacity: spec.capacity,
            size: spec.size,
            // Whole hundreds of yuan, in cents.
            price: Math.round((a.basePrice * spec.factor * rowFactor) / 100) * 100 * 100,
            status: 'available',
            remark: null,
          });
        }
      }
    }
  });
  return layout;
};
