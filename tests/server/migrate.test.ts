/**
 * The additive migration: a fresh database gets every table with its constraints; a restart
 * changes nothing; a field added to the config becomes a column without touching the rows;
 * changes that are not additive stop the start with a message naming table and column.
 */
import { sql } from 'kysely';
import { resources } from '../../resources.config';
import { L } from '../../src/config/define';
import type { FieldDef, ResourceDef, ResourcesConfig } from '../../src/config/types';
import type { Database } from '../../src/server/db/database';
import { MigrationError, migrate } from '../../src/server/db/migrate';
import { closeTestDatabase, openTestDatabase } from './helpers/database';
import { appConfig } from '../../src/instance';

const withFields = (key: keyof typeof resources, fields: Record<string, FieldDef>, extra: Partial<ResourceDef> = {}): ResourcesConfig => ({
  ...resources,
  [key]: { ...resources[key], ...extra, fields: { ...resources[key].fields, ...fields } },
});

const label = L('x', 'x', 'x', 'x');

const columnsOf = async (database: Database, table: string) => {
  const { rows } = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
    select column_name, data_type, is_nullable from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(database.db);
  return new Map(rows.map((r) => [r.column_name, r]));
};

const indexesOf = async (database: Database, table: string): Promise<string[]> => {
  const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(database.db);
  return rows.map((r) => r.indexname);
};

const refusal = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(MigrationError);
    return (e as Error).message;
  }
  throw new Error('the migration was expected to be refused');
};

describe('migrate', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase('migrate');
  });
  afterAll(async () => {
    await closeTestDatabase(database);
  });

  it('creates every table of the config on a fresh database, then finds nothing to do', async () => {
    const first = await migrate(database, appConfig);
    expect(first.fresh).toBe(true);
    expect(first.createdTables.sort()).toEqual(Object.values(resources).map((r) => r.table).sort());
    const second = await migrate(database, appConfig);
    expect(second).toEqual({ fresh: false, createdTables: [], addedColumns: [], steps: [] });
  });

  it('sets frequent autovacuum on the tables the config marks updatedOften, and only on them', async () => {
    const { rows } = await sql<{ relname: string; reloptions: string[] | null }>`
      select relname, reloptions from pg_class where relkind = 'r' and relnamespace = (select oid from pg_namespace where nspname = current_schema())`.execute(database.db);
    const tuned = rows.filter((r) => (r.reloptions ?? []).includes('autovacuum_vacuum_scale_factor=0.002')).map((r) => r.relname).sort();
    expect(tuned).toEqual(['ash_deposit', 'ash_niche', 'memorial', 'message', 'mgmt_term', 'pay_link', 'rights_moveout', 'rights_transfer', 'term_reminder', 'tomb_burialslot', 'tomb_order', 'visit_booking', 'visit_departure', 'visit_slot', 'walk_check', 'work_order']);
    const often = rows.find((r) => r.relname === 'tomb_order');
    expect(often?.reloptions).toEqual(expect.arrayContaining(['autovacuum_vacuum_scale_factor=0.002', 'autovacuum_analyze_scale_factor=0.02']));
  });

  it('gives every table the system columns, and channel-scoped ones a checked channel', async () => {
    const order = await columnsOf(database, 'tomb_order');
    for (const c of ['id', 'version', 'created_at', 'updated_at', 'channel']) expect(order.get(c)?.is_nullable).toBe('NO');
    expect(order.get('price')?.data_type).toBe('numeric');
    expect(order.get('signed_at')?.data_type).toBe('date');
    const area = await columnsOf(database, 'tomb_area');
    expect(area.has('channel')).toBe(false);
    expect(area.get('name')?.is_nullable).toBe('NO');
    expect(area.get('image')?.is_nullable).toBe('YES');
    await expect(
      database.db.insertInto('member').values({ name: 'A', applicant_name: 'B', applicant_phone: '13800000000', channel: 'elsewhere' }).execute(),
    ).rejects.toThrow();
  });

  it('enforces unique, enum values and references in the database itself', async () => {
    await database.db.insertInto('tomb_area').values({ name: 'Unique', code: 'U-1' }).execute();
    await expect(database.db.insertInto('tomb_area').values({ name: 'Unique', code: 'U-2' }).execute()).rejects.toThrow();
    await expect(
      database.db.insertInto('message').values({ status: 'maybe' }).execute(),
    ).rejects.toThrow();
    await expect(database.db.insertInto('tomb_room').values({ area_id: 999_999, name: 'R', code: 'R-404' }).execute()).rejects.toThrow();
  });

  it('indexes references, `index: true` fields and the composite indexes of the config', async () => {
    const plots = await indexesOf(database, 'tomb_burialslot');
    expect(plots).toEqual(
      expect.arrayContaining([
        'ix_tomb_burialslot_area_id',
        'ix_tomb_burialslot_status',
        'ix_tomb_burialslot_area_id_status_created_at',
        'ix_tomb_burialslot_shelf_id_column_no',
        'uqn_tomb_burialslot_code',
      ]),
    );
  });

  it('creates the singleton row of settings with its defaults', async () => {
    const rows = await database.db.selectFrom('setting').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 1, reservation_days: 7, maintenance_fee_per_year: 100 });
  });

  it('adds a field added to a copy of the config, keeping the rows', async () => {
    const config = withFields('tomb_area', {
      slogan: { type: 'text', label, maxLength: 80 },
      rank: { type: 'integer', label, required: true, default: 3 },
      surveyed_on: { type: 'date', label },
    });
    const result = await migrate(database, config);
    expect(result.addedColumns.sort()).toEqual(['tomb_area.rank', 'tomb_area.slogan', 'tomb_area.surveyed_on']);
    const row = await database.db.selectFrom('tomb_area').selectAll().where('code', '=', 'U-1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Unique', slogan: null, rank: 3, surveyed_on: null });
    expect((await migrate(database, config)).steps).toEqual([]);
    // Back to the real config: the extra columns stay (never dropped) and do not block inserts.
    expect((await migrate(database, appConfig)).steps).toEqual([]);
    await database.db.insertInto('tomb_area').values({ name: 'After', code: 'AFTER' }).execute();
  });

  it('refuses a type change, naming the table and the column', async () => {
    const message = await refusal(migrate(database, withFields('tomb_area', { sort: { type: 'money', label } })));
    expect(message).toMatch(/tomb_area/);
    expect(message).toMatch(/sort/);
    expect(message).toMatch(/numeric\(14,2\)/);
    expect((await columnsOf(database, 'tomb_area')).get('sort')?.data_type).toBe('integer');
  });

  it('refuses a new required field without a default on a table that has rows', async () => {
    const message = await refusal(migrate(database, withFields('tomb_area', { keeper: { type: 'text', label, required: true } })));
    expect(message).toMatch(/tomb_area.*keeper|keeper.*tomb_area/);
    expect((await columnsOf(database, 'tomb_area')).has('keeper')).toBe(false);
  });

  it('refuses a new unique constraint over duplicate values, and accepts it once they are gone', async () => {
    await database.db.insertInto('tomb_area').values([{ name: 'Dup 1', code: 'D-1', description: 'same' }, { name: 'Dup 2', code: 'D-2', description: 'same' }]).execute();
    const config = withFields('tomb_area', { description: { type: 'longtext', label, unique: true } });
    expect(await refusal(migrate(database, config))).toMatch(/tomb_area, column description/);
    await database.db.updateTable('tomb_area').set({ description: 'other' }).where('code', '=', 'D-2').execute();
    expect((await migrate(database, config)).steps).toEqual(['Making tomb_area.description unique']);
    expect((await migrate(database, appConfig)).steps).toEqual(['Dropping the uniqueness of tomb_area.description']);
  });

  it('widens an enum check when values are added and refuses removing a value still in use', async () => {
    const gender = resources.member.fields.gender;
    if (gender.type !== 'enum') throw new Error('gender is an enum');
    const wider = withFields('member', { gender: { ...gender, values: [...gender.values, { value: 'other', color: '#000', label }] } });
    expect((await migrate(database, wider)).steps.length).toBeGreaterThan(0);
    await database.db.insertInto('member').values({ name: 'N', applicant_name: 'A', applicant_phone: '13800000000', channel: 'inside', gender: 'other' }).execute();
    expect(await refusal(migrate(database, appConfig))).toMatch(/member, column gender.*"other"/);
    await database.db.deleteFrom('member').where('gender', '=', 'other').execute();
    expect((await migrate(database, appConfig)).steps.length).toBeGreaterThan(0);
    expect((await migrate(database, appConfig)).steps).toEqual([]);
  });

  it('makes a field optional again when the config drops `required`', async () => {
    const config = withFields('tomb_area', { code: { ...resources.tomb_area.fields.code, required: false } });
    expect((await migrate(database, config)).steps).toEqual(['Making tomb_area.code optional']);
    expect((await migrate(database, appConfig)).steps).toEqual(['Making tomb_area.code required']);
  });

  it('refuses a config whose composite index names an unknown column', async () => {
    expect(await refusal(migrate(database, withFields('tomb_area', {}, { indexes: [['name', 'nope']] })))).toMatch(/tomb_area.*nope/);
  });
});
