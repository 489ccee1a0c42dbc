import { describe, expect, it } from 'vitest';
import type { StatsBundle } from '../../../src/app/stats/model/api';
import { trendOf } from '../../../src/app/stats/model/compare';
import { csvCell, toCsv } from '../../../src/app/format/csv';
import { legendOrder } from '../../../src/app/stats/model/legend';
import { isValidRange, presetRange } from '../../../src/app/stats/model/presets';
import { methodsTable, monthlyTable, plotsTable, sellersTable, statusTable, summaryTable } from '../../../src/app/stats/model/tables';
import { missingRecord, stateLabel } from '../../../src/app/stats/model/state';
import { bundle, noPreviousRecord, noRecord } from './fixtures';

describe('presetRange', () => {
  // Wednesday 2024-02-14, local time.
  const now = new Date(2024, 1, 14, 15, 30);
  it('gives today, the Monday-to-Sunday week, the calendar month and year', () => {
    expect(presetRange('today', now)).toEqual({ from: '2024-02-14', to: '2024-02-14' });
    expect(presetRange('week', now)).toEqual({ from: '2024-02-12', to: '2024-02-18' });
    expect(presetRange('month', now)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('year', now)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
  });
  it('puts a Sunday at the end of its week, and weeks may cross a month', () => {
    expect(presetRange('week', new Date(2024, 2, 3))).toEqual({ from: '2024-02-26', to: '2024-03-03' });
  });
  it('accepts only ordered, complete custom ranges', () => {
    expect(isValidRange({ from: '2024-01-02', to: '2024-01-02' })).toBe(true);
    expect(isValidRange({ from: '2024-01-03', to: '2024-01-02' })).toBe(false);
    expect(isValidRange({ from: '', to: '2024-01-02' })).toBe(false);
  });
});

describe('trendOf', () => {
  it('gives direction and percentage, rounded to one decimal', () => {
    expect(trendOf(150, 100)).toEqual({ kind: 'up', percent: 50 });
    expect(trendOf(2, 3)).toEqual({ kind: 'down', percent: 33.3 });
    expect(trendOf(5, 0)).toEqual({ kind: 'new' });
    expect(trendOf(0, 0)).toEqual({ kind: 'flat' });
    expect(trendOf(-50, -100)).toEqual({ kind: 'up', percent: 50 });
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.50')).toBe("'-12.50");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(null)).toBe('');
  });
  it('starts with a UTF-8 BOM and ends rows with CRLF', () => {
    expect(toCsv({ header: ['墓区', 'n'], rows: [['A区', 1]] })).toBe('\uFEFF墓区,n\r\nA区,1\r\n');
  });
});

describe('tables behind the charts', () => {
  const text = { t: (k: string) => k, label: (l: { en: string }) => l.en };
  const b: StatsBundle = bundle;
  it('has one row per month, area, status, seller and method, with config labels', () => {
    expect(monthlyTable(b, text).rows).toEqual([
      ['2024-01', 3, 30000, 12000],
      ['2024-02', 0, 0, -500],
    ]);
    expect(plotsTable(b, text).header).toEqual(['stats.table.area', 'Available', 'Reserved', 'Sold', 'Buried', 'Unavailable', 'stats.table.total']);
    expect(plotsTable(b, text).rows[0]).toEqual(['A区', 5, 1, 2, 3, 0, 11]);
    expect(statusTable(b, text).rows[0]).toEqual(['Reserved', 2, 20000]);
    expect(sellersTable(b, text).rows).toEqual([
      ['周敏', 2, 20000, 8000],
      ['stats.none', 1, 10000, 0],
    ]);
    expect(methodsTable(b, text).rows[0]).toEqual(['Cash', 2, 12000, 500, 11500]);
    expect(summaryTable(b, text).rows[0]).toEqual(['stats.kpi.orders', 3, 1]);
  });

  it('gives the state figures of both periods’ ends in the figures, a missing record as an empty cell', () => {
    const rows = summaryTable(b, text).rows;
    expect(rows.find((r) => r[0] === 'stats.kpi.outstanding')).toEqual(['stats.kpi.outstanding', 18000, 12000]);
    expect(rows.find((r) => r[0] === 'stats.kpi.open_orders')).toEqual(['stats.kpi.open_orders', 2, 1]);
    expect(rows.find((r) => r[0] === 'stats.kpi.plots: Sold')).toEqual(['stats.kpi.plots: Sold', 2, 1]);
    expect(rows.filter((r) => String(r[0]).startsWith('stats.kpi.plots: '))).toHaveLength(5);
    const missing = summaryTable(noPreviousRecord, text);
    expect(missing.rows.find((r) => r[0] === 'stats.kpi.outstanding')).toEqual(['stats.kpi.outstanding', 18000, null]);
    expect(toCsv(missing)).toContain('\r\nstats.kpi.outstanding,18000,\r\n');
    expect(summaryTable(noRecord, text).rows.find((r) => r[0] === 'stats.kpi.plots: Buried')).toEqual(['stats.kpi.plots: Buried', null, null]);
  });
});

describe('state figures', () => {
  it('name the day they describe: now, or the end of a past day', () => {
    expect(stateLabel(bundle.summary.outstanding)).toEqual({ key: 'stats.kpi.end_of', day: '2024-02-29' });
    expect(stateLabel(noPreviousRecord.summary.plots)).toEqual({ key: 'stats.kpi.now', day: '2024-03-05' });
  });
  it('say which day has no record, the figure’s own first', () => {
    expect(missingRecord(bundle.summary.outstanding)).toBeNull();
    expect(missingRecord(noPreviousRecord.summary.outstanding)).toEqual({ key: 'stats.kpi.no_previous', day: '2023-12-31' });
    expect(missingRecord(noRecord.summary.plots)).toEqual({ key: 'stats.kpi.no_record', day: '2024-02-29' });
  });
});

describe('legendOrder', () => {
  it('keeps the series order (the config order) instead of the alphabetical one, unknown items last', () => {
    const items = [{ value: 'Sold', dataKey: 'sold' }, { value: 'Available', dataKey: 'available' }, { value: 'X', dataKey: 'x' }, { value: 'Reserved', dataKey: 'reserved' }];
    const byKey = legendOrder(['available', 'reserved', 'sold']);
    expect([...items].sort((a, b) => byKey(a) - byKey(b)).map((i) => i.dataKey)).toEqual(['available', 'reserved', 'sold', 'x']);
    const byLabel = legendOrder(['Reserved', 'Sold'], 'value');
    expect(byLabel({ value: 'Sold' })).toBe(1);
    expect(byLabel({ value: 'Other' })).toBe(2);
  });
});
