/**
 * The database's table types (src/server/db/tables.ts) are keyed by the config's keys, which
 * stand for the table names: every block of the instance names its table as its key. The types
 * follow the field definitions (checked by the compiler, through expectTypeOf).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Selectable, Insertable } from 'kysely';
import { appConfig } from '../../src/instance';
import type { Tables } from '../../src/server/db/tables';

describe('the table types', () => {
  it('are keyed by table names: each config key is its table', () => {
    const differ = Object.entries(appConfig).filter(([key, resource]) => key !== resource.table);
    expect(differ).toEqual([]);
  });

  it('type each column as its field reads, nullable unless the migration makes it NOT NULL', () => {
    type Check = Selectable<Tables['walk_check']>;
    expectTypeOf<Check['result']>().toEqualTypeOf<'confirmed' | 'flagged'>();
    expectTypeOf<Check['burialslot_id']>().toEqualTypeOf<number>();
    expectTypeOf<Check['note']>().toEqualTypeOf<string | null>();
    expectTypeOf<Check['channel']>().toEqualTypeOf<'inside' | 'outside'>();
    type Member = Selectable<Tables['member']>;
    expectTypeOf<Member['birth_date_precision']>().toEqualTypeOf<string | null>();
    // Left out of an insert: what the database fills (id, defaults) and the channel the door writes.
    expectTypeOf<Insertable<Tables['walk_check']>>().toMatchTypeOf<{ burialslot_id: number; result: 'confirmed' | 'flagged' }>();
    expectTypeOf<{ burialslot_id: number; result: 'flagged' }>().toMatchTypeOf<Insertable<Tables['walk_check']>>();
  });
});
