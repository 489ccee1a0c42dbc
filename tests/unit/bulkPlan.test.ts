/**
 * Bulk plot creation checks each value by the plot's own field definitions
 * (src/server/domain/bulkPlan.ts): what the config says of a plot's code, column, type,
 * capacity and price is what the bulk call refuses, with the forms' messages' keys.
 */
import { describe, expect, it } from 'vitest';
import type { IntegerField, ResourceDef } from '../../src/config/types';
import { appConfig } from '../../src/instance';
import { checkBulkInput, planPlots } from '../../src/server/domain/bulkPlan';

const plots: ResourceDef = appConfig.tomb_burialslot;
const valid = { shelf_id: 3, code_prefix: 'N1-2-', from: 1, to: 12, type: 'double', price: 66000, pad: 2 };

describe('bulk plot creation, by the plot’s field definitions', () => {
  it('accepts a valid range and plans its plots', () => {
    expect(checkBulkInput(valid, plots)).toEqual({});
    expect(planPlots(valid, plots).map((p) => p.code)).toEqual(Array.from({ length: 12 }, (_, i) => `N1-2-${String(i + 1).padStart(2, '0')}`));
  });

  it('refuses what the plot’s fields refuse: the code’s pattern and length, the column’s range, the type’s values, the price’s range', () => {
    expect(checkBulkInput({ ...valid, code_prefix: 'N 1' }, plots).code_prefix?.key).toBe('pattern');
    expect(checkBulkInput({ ...valid, code_prefix: 'X'.repeat(29) }, plots).code_prefix?.key).toBe('max_length');
    expect(checkBulkInput({ ...valid, to: 10_000 }, plots).to?.key).toBe('max_value');
    expect(checkBulkInput({ ...valid, type: 'tower' }, plots).type?.key).toBe('enum');
    expect(checkBulkInput({ ...valid, price: -1 }, plots).price?.key).toBe('min_value');
    expect(checkBulkInput({ ...valid, capacity: 21 }, plots).capacity?.key).toBe('max_value');
    expect(checkBulkInput({ ...valid, from: 5, to: 2 }, plots).to?.key).toBe('min_value');
  });

  it('gives each plot the capacity of its type, by the plot’s own rule and the capacity field’s default', () => {
    expect(planPlots({ ...valid, type: 'single' }, plots)[0].capacity).toBe(1);
    expect(planPlots(valid, plots)[0].capacity).toBe(2);
    expect(planPlots({ ...valid, type: 'family', capacity: 6 }, plots)[0].capacity).toBe(6);
    const fieldDefault = Number((plots.fields.capacity as IntegerField).default);
    expect(planPlots({ ...valid, type: 'family' }, plots)[0].capacity).toBe(fieldDefault);
    const bigFamilies: ResourceDef = { ...plots, fields: { ...plots.fields, capacity: { ...plots.fields.capacity, default: 8 } as ResourceDef['fields'][string] } };
    expect(planPlots({ ...valid, type: 'family' }, bigFamilies)[0].capacity).toBe(8);
  });

  it('follows a config whose plots say otherwise', () => {
    const shortCodes: ResourceDef = { ...plots, fields: { ...plots.fields, code: { ...plots.fields.code, maxLength: 6 } as ResourceDef['fields'][string] } };
    expect(checkBulkInput(valid, plots).code_prefix).toBeUndefined();
    expect(checkBulkInput(valid, shortCodes).code_prefix?.key).toBe('max_length');
  });
});
