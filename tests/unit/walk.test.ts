/**
 * The walk's shared rules (src/rules/walk.ts, src/config/routes.ts): what a scanned label or a
 * typed code names, and who sees the walk in the menu (managers, and clerks of the field crew).
 */
import { describe, expect, it } from 'vitest';
import { FIELD_CREW_ROLE, routeTable } from '../../src/config/routes';
import { isWholeArea, placeName } from '../../src/config/placeName';
import { mayCloseFlag, mayWalk, readPlotLabel } from '../../src/rules/walk';
import { appConfig } from '../../src/instance';

const paths = (level: 1 | 2 | 3 | 4 | 5 | 6, roles: string[]) => routeTable(appConfig).menuForLevel(level, roles).flatMap((g) => g.children.map((r) => r.path));

describe('the walk', () => {
  it("reads the plot label's QR URL as the plot's id, and anything else as a code", () => {
    expect(readPlotLabel('https://cemetery.example/dashboard?area=3&plot=1207')).toEqual({ id: 1207 });
    expect(readPlotLabel('/dashboard?plot=9&area=1')).toEqual({ id: 9 });
    expect(readPlotLabel('  fs-01-02-02 ')).toEqual({ code: 'FS-01-02-02' });
    expect(readPlotLabel('https://x.example/dashboard?plots=4')).toEqual({ code: 'HTTPS://X.EXAMPLE/DASHBOARD?PLOTS=4' });
    expect(readPlotLabel('   ')).toBeNull();
  });

  it('opens to managers and the field crew; only managers close flags', () => {
    expect([1, 2, 3, 4, 5, 6].map((l) => mayWalk(l as 1, false))).toEqual([false, true, false, true, true, true]);
    expect(mayWalk(1, true) && mayWalk(3, true)).toBe(true);
    expect([1, 2, 3, 4, 5, 6].map((l) => mayCloseFlag(l as 1))).toEqual([false, true, false, true, true, true]);
  });

  it('is in the menu of managers, and of clerks only with the field crew role; the report is for managers', () => {
    for (const level of [2, 4, 5, 6] as const) {
      expect(paths(level, ['admin'])).toEqual(expect.arrayContaining(['/work/walk', '/import/reconcile']));
    }
    for (const level of [1, 3] as const) {
      expect(paths(level, ['admin'])).not.toContain('/work/walk');
      expect(paths(level, ['admin', FIELD_CREW_ROLE])).toContain('/work/walk');
      expect(paths(level, ['admin', FIELD_CREW_ROLE])).not.toContain('/import/reconcile');
      expect(routeTable(appConfig).routesForLevel(level).map((r) => r.path)).not.toContain('/work/walk');
      expect(routeTable(appConfig).routesForLevel(level, [FIELD_CREW_ROLE]).map((r) => r.path)).toContain('/work/walk');
    }
  });

  it("names an imported area without rows by the area alone, never “Whole area · Whole area”", () => {
    expect(placeName(['Section 3', 'Whole area', 'Whole area'])).toBe('Section 3');
    expect(placeName(['第3区', '全区', '全区', 'S3-29'])).toBe('第3区 · S3-29');
    // Named in another language by whoever imported it.
    expect(placeName(['Section 3', '全区', 'whole area', 'S3-29'])).toBe('Section 3 · S3-29');
    expect(placeName(['福寿园', '一进', '第1排', null])).toBe('福寿园 · 一进 · 第1排');
    expect(placeName(['A', 'A', ' ', undefined, 'A-03'])).toBe('A · A-03');
    expect([isWholeArea(' 全区 '), isWholeArea('Toda la zona'), isWholeArea('一进')]).toEqual([true, true, false]);
  });
});
