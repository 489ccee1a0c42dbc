/**
 * The order of lists and pickers from the config (src/protocol/sorting.ts): by parent (in the
 * parent's own order), then sort order, then code, `id` last; a chosen column first with that
 * order for ties.
 */
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { orderFor } from '../../src/protocol/sorting';
import { buildOrderBy } from '../../src/protocol/legacyQuery';
import { appConfig } from '../../src/instance';

const joined = (field: string) => ({ area_id: 'area', room_id: 'room', shelf_id: 'shelf' })[field];
const noJoins = () => undefined;

describe('the order of records', () => {
  it('areas by sort order, then code', () => {
    expect(orderFor(resources.tomb_area, resources, noJoins)).toEqual([['sort', 'asc'], ['code', 'asc'], ['id', 'asc']]);
  });

  it('rooms by their area (its sort order and code), then their own sort order and code', () => {
    expect(orderFor(resources.tomb_room, resources, joined)).toEqual([
      ['area.sort', 'asc'],
      ['area.code', 'asc'],
      ['sort', 'asc'],
      ['code', 'asc'],
      ['id', 'asc'],
    ]);
  });

  it('rows by area, room, sort order, code; plots by area, room, row, column, code', () => {
    expect(orderFor(resources.tomb_shelf, resources, joined).map(([c]) => c)).toEqual(['area.sort', 'area.code', 'room.sort', 'room.code', 'sort', 'code', 'id']);
    expect(orderFor(resources.tomb_burialslot, resources, joined).map(([c]) => c)).toEqual([
      'area.sort',
      'area.code',
      'room.sort',
      'room.code',
      'shelf.sort',
      'shelf.code',
      'column_no',
      'code',
      'id',
    ]);
  });

  it('groups by the parent column when the request has no join', () => {
    expect(orderFor(resources.tomb_room, resources, noJoins).map(([c]) => c)).toEqual(['area_id', 'sort', 'code', 'id']);
  });

  it('a chosen column comes first, the natural order breaks its ties', () => {
    expect(orderFor(resources.tomb_room, resources, joined, { field: 'name', order: 'DESC' })).toEqual([
      ['name', 'desc'],
      ['area.sort', 'asc'],
      ['area.code', 'asc'],
      ['sort', 'asc'],
      ['code', 'asc'],
      ['id', 'desc'],
    ]);
    expect(orderFor(resources.tomb_room, resources, joined, { field: 'id', order: 'DESC' })).toEqual([['id', 'desc']]);
  });

  it('sorting on the parent column (by its name, as the list shows it) is the natural order in that direction', () => {
    expect(orderFor(resources.tomb_room, resources, joined, { field: 'area.name', order: 'DESC' }).map(([c, d]) => `${c} ${d}`)).toEqual([
      'area.sort desc',
      'area.code desc',
      'sort asc',
      'code asc',
      'id desc',
    ]);
  });

  it('keeps the orders of the other resources as they were', () => {
    expect(orderFor(resources.tomb_order, resources, noJoins)).toEqual([['created_at', 'desc'], ['id', 'desc']]);
    expect(orderFor(resources.tomb_order, resources, noJoins, { field: 'total', order: 'ASC' })).toEqual([['total', 'asc'], ['created_at', 'desc'], ['id', 'asc']]);
  });

  it('is what the browser asks for, through the joins of its list requests', () => {
    expect(buildOrderBy({ field: 'area_id', order: 'ASC' }, resources.tomb_shelf, appConfig)).toEqual([
      ['area.sort', 'asc'],
      ['area.code', 'asc'],
      ['room.sort', 'asc'],
      ['room.code', 'asc'],
      ['sort', 'asc'],
      ['code', 'asc'],
      ['id', 'asc'],
    ]);
  });
});
