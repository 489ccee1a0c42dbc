import { describe, expect, it } from 'vitest';
import { fitRows } from '../../src/app/visits/screen/fit';

const slots = Array.from({ length: 20 }, (_, i) => ({ ends: `${String(8 + i).padStart(2, '0')}:00` }));
const past = (now: string) => (s: { ends: string }) => s.ends <= now;

describe('a wall panel with more rows than fit', () => {
  it('shows every row when they fit', () => {
    expect(fitRows(slots.slice(0, 5), 14, past('12:00'))).toEqual({ shown: slots.slice(0, 5), before: 0, after: 0 });
  });
  it('starts one finished row before the current one and counts what it leaves out', () => {
    const f = fitRows(slots, 14, past('10:30'));
    expect(f.shown[0].ends).toBe('10:00');
    expect(f.shown[1].ends).toBe('11:00');
    expect([f.before, f.shown.length, f.after]).toEqual([2, 14, 4]);
  });
  it('shows the first rows before the day starts and the last rows after it ends', () => {
    expect(fitRows(slots, 14, past('07:00'))).toMatchObject({ before: 0, after: 6 });
    const late = fitRows(slots, 14, past('23:59'));
    expect([late.before, late.after, late.shown.at(-1)?.ends]).toEqual([6, 0, '27:00']);
  });
});
