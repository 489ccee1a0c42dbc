/**
 * The config's naming and list choices: every resource has a singular name in the four
 * languages, its phone card names fields it has, the order list's default columns leave the
 * wide ones to the column chooser, and every level has a role name.
 */
import { describe, expect, it } from 'vitest';
import { LANGS, LEVELS, type ResourcesConfig } from '../../src/config/types';
import { appConfig } from '../../src/instance';
import { cardFields } from '../../src/app/builders/list/ConfigCards';
import { listFields } from '../../src/app/builders/model/fieldSets';
import { recordWords } from '../../src/app/i18n/recordNaming';

/** The config through its declared type: a block with only the required keys is read like any other. */
const resources: ResourcesConfig = appConfig;

describe('the config names one record', () => {
  it.each(Object.entries(resources))('%s has a singular in every language', (_, resource) => {
    for (const lang of LANGS) expect(resource.singular?.[lang]).toBeTruthy();
  });

  it('lowers it inside an English or Spanish sentence only', () => {
    expect(recordWords(resources.tomb_area, 'en')).toEqual({ Name: 'Area', name: 'area', names: 'tomb areas' });
    expect(recordWords(resources.tomb_order, 'es')).toMatchObject({ Name: 'Pedido', name: 'pedido' });
    expect(recordWords(resources.tomb_order, 'zh')).toMatchObject({ Name: '订单', name: '订单', names: '墓位订单' });
  });
});

describe('lists', () => {
  it.each(Object.entries(resources))('%s: the phone card shows fields the resource has', (_, resource) => {
    const { primary, secondary, tertiary } = cardFields(resource);
    for (const name of [primary, ...secondary.map(([n]) => n), ...tertiary.map(([n]) => n)]) {
      expect(name === 'id' || Object.hasOwn(resource.fields, name), name).toBe(true);
    }
  });

  it('orders show the key amounts by default and leave the rest to the column chooser', () => {
    const shown = listFields(resources.tomb_order).map(([n]) => n);
    expect(shown).toEqual(expect.arrayContaining(['order_no', 'burialslot_id', 'status', 'buyer_name', 'total', 'paid', 'balance']));
    expect(shown).not.toContain('contract_no');
    expect(shown.length).toBeLessThanOrEqual(9);
  });

  it('every level has a role name', () => {
    const level = resources.user.fields.level;
    expect(level.type).toBe('integer');
    for (const l of LEVELS) for (const lang of LANGS) expect(level.type === 'integer' && level.valueLabels?.[l]?.[lang]).toBeTruthy();
  });
});
