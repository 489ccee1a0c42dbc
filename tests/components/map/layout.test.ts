import { describe, expect, it } from 'vitest';
import { arrangeArea, countByStatus, decodeAreaMap, findPlotByCode, matchesFilter } from '../../../src/app/map/layout';
import { areaPayload } from './areaFixture';

// Listed out of order: the layout sorts them.
const payload = areaPayload(
  [[2, 'B', 'B', 2], [1, 'A', 'A', 1]],
  [[11, 1, 'A-2', 'A2', 2], [10, 1, 'A-1', 'A1', 1], [20, 2, 'B-1', 'B1', 1]],
  [
    [3, 10, 2, 'A1-02', 'double', 'sold', 20000, 2],
    [1, 10, 1, 'A1-01', 'single', 'available', 10000, 1],
    [5, 20, 1, 'B1-01', 'family', 'buried', 50000, 4],
  ],
);

describe('map layout', () => {
  const map = decodeAreaMap(payload);
  it('orders rooms, shelves and plots and keeps empty rows', () => {
    const blocks = arrangeArea(map);
    expect(blocks.map((b) => b.room.name)).toEqual(['A', 'B']);
    expect(blocks[0].rows.map((r) => r.shelf.name)).toEqual(['A-1', 'A-2']);
    expect(blocks[0].rows[0].plots.map((p) => p.code)).toEqual(['A1-01', 'A1-02']);
    expect(blocks[0].rows[1].plots).toEqual([]);
  });
  it('counts per status', () => {
    expect(countByStatus(map.plots)).toEqual({ sold: 1, available: 1, buried: 1 });
  });
  it('filters by status and type, empty meaning all', () => {
    const [sold] = map.plots;
    expect(matchesFilter(sold, { statuses: [], types: [] })).toBe(true);
    expect(matchesFilter(sold, { statuses: ['sold'], types: ['single'] })).toBe(false);
    expect(matchesFilter(sold, { statuses: ['sold', 'available'], types: ['double'] })).toBe(true);
  });
  it('finds a plot by exact code first, else by prefix', () => {
    expect(findPlotByCode(map.plots, 'a1-01')?.id).toBe(1);
    expect(findPlotByCode(map.plots, 'B1')?.id).toBe(5);
    expect(findPlotByCode(map.plots, '  ')).toBeUndefined();
  });
  it('arranges 5,000 plots quickly', () => {
    const shelves = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, room_id: 1 + (i % 5), name: `S${i}`, code: `S${i}`, sort: i }));
    const plots = Array.from({ length: 5000 }, (_, i) => ({
      id: i + 1,
      shelf_id: 1 + (i % 100),
      column_no: Math.floor(i / 100) + 1,
      code: `P${i}`,
      type: 'single',
      status: 'available',
      price: 1,
      capacity: 1,
    }));
    const rooms = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `R${i}`, code: `R${i}`, sort: i }));
    const blocks = arrangeArea({ rooms, shelves, plots });
    expect(blocks.reduce((n, b) => n + b.rows.reduce((m, r) => m + r.plots.length, 0), 0)).toBe(5000);
  });
});
