/**
 * The generic query's parser and compiler, without a database: every grammar form, every
 * refusal, and the SQL it produces (identifiers quoted from the whitelist, values bound).
 */
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { resources } from '../../resources.config';
import { MAX_PAGE_SIZE } from '../../src/protocol/wire';
import type { Actor, Level } from '../../src/config/types';
import { accessScope } from '../../src/server/data/scope';
import type { Db } from '../../src/server/db/database';
import { ApiError } from '../../src/server/http/errors';
import type { ListQuery } from '../../src/server/query/ast';
import { compileCount, compileList } from '../../src/server/query/compile';
import { parseListRequest } from '../../src/server/query/parse';
import { MAX_WHERE_DEPTH } from '../../src/server/query/parseWhere';

const db: Db = new Kysely({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const parse = (table: keyof typeof resources, body: unknown, level: Level = 5): ListQuery =>
  parseListRequest({ config: resources, level, table: resources[table].table, resource: resources[table] }, body);

const refusal = (table: keyof typeof resources, body: unknown, level: Level = 5): { code: string; status: number; params?: unknown } => {
  try {
    parse(table, body, level);
  } catch (e) {
    if (e instanceof ApiError) return { code: e.code, status: e.httpStatus, params: e.params };
    throw e;
  }
  throw new Error(`accepted: ${JSON.stringify(body)}`);
};

const actor = (level: Level): Actor => ({ userId: 42, level, channel: level === 3 || level === 4 || level === 6 ? 'outside' : 'inside' });

const listSql = (table: keyof typeof resources, body: unknown, level: Level = 5) => {
  const q = parse(table, body, level);
  return compileList(db, q, accessScope(q.table, q.resource, actor(level))).compile();
};

describe('parsing the list request', () => {
  it('defaults: every readable column, the default sort, page 1 of 20', () => {
    const q = parse('user', {});
    expect(q.select.map((s) => s.as)).not.toContain('password_hash');
    expect(q.select.map((s) => s.as)).toEqual(expect.arrayContaining(['id', 'version', 'created_at', 'updated_at', 'channel', 'mobile', 'level']));
    expect(q.orderBy).toEqual([{ col: { alias: 'user', column: 'id', kind: 'integer' }, dir: 'asc' }]);
    expect([q.page, q.pageSize, q.isCount]).toEqual([1, 20, false]);
  });

  it('field as a comma string, a list, `*`, `table.col` and `alias.*`', () => {
    expect(parse('tomb_area', { field: 'id, name' }).select.map((s) => s.as)).toEqual(['id', 'name']);
    expect(parse('tomb_area', { field: ['tomb_area.code', 'id', 'id'] }).select.map((s) => s.as)).toEqual(['code', 'id']);
    const joined = parse('tomb_room', { left_join: ['area_id'], field: ['id', 'tomb_area.*'] }).select.map((s) => s.as);
    expect(joined).toEqual(expect.arrayContaining(['id', 'tomb_area.id', 'tomb_area.name', 'tomb_area.code']));
    expect(parse('tomb_room', { left_join: [{ ref: 'area_id', as: 'area' }] }).select.map((s) => s.as)).toContain('area.name');
  });

  it('left_join along declared references only, chained through an earlier join', () => {
    const q = parse('tomb_order', { left_join: [{ ref: 'burialslot_id', as: 'plot' }, { ref: 'plot.area_id', as: 'area' }], field: 'id, area.name' });
    expect(q.joins.map((j) => [j.alias, j.from, j.field, j.table])).toEqual([
      ['plot', 'tomb_order', 'burialslot_id', 'tomb_burialslot'],
      ['area', 'plot', 'area_id', 'tomb_area'],
    ]);
    expect(refusal('tomb_order', { left_join: ['buyer_name'] }).code).toBe('unknown_join');
    expect(refusal('tomb_order', { left_join: ['nope_id'] }).code).toBe('unknown_join');
    expect(refusal('tomb_order', { left_join: [{ ref: 'burialslot_id', as: 'x"; drop' }] }).code).toBe('unknown_join');
    expect(refusal('tomb_order', { left_join: [{ ref: 'burialslot_id', as: 'tomb_order' }] }).code).toBe('unknown_join');
    expect(refusal('tomb_order', { left_join: ['burialslot_id', 'burialslot_id'] }).code).toBe('unknown_join');
    expect(refusal('tomb_order', { left_join: [{ ref: 'burialslot_id', on: 'true' }] }).code).toBe('unknown_key');
    // Level 1 may not read the operation log: joining it from elsewhere is refused too.
    expect(refusal('operation_log', { left_join: ['user_id'] }, 1).code).toBe('forbidden');
  });

  it('where as an equality object: scalar, list (IN) and null (IS NULL)', () => {
    const q = parse('message', { where: { receive_user_id: '5', status: ['未读', '已读'], url: null } });
    expect(q.where).toMatchObject({
      kind: 'and',
      items: [
        { kind: 'cmp', op: '=', value: 5 },
        { kind: 'in', values: ['未读', '已读'], negate: false },
        { kind: 'null', negate: false },
      ],
    });
  });

  it('where as a condition list with every operator, case-insensitive', () => {
    const ops: unknown[] = [
      ['price', '=', 10],
      ['price', '<>', '10.5'],
      ['price', '>', 1],
      ['price', '>=', 1],
      ['price', '<', 1],
      ['price', '<=', 1],
      ['code', 'LIKE', 'A%'],
      ['code', 'not like', '%\\_%'],
      ['status', 'in', ['sold', 'buried']],
      ['status', 'NOT IN', []],
      ['created_at', 'between', ['2024-01-01', '2024-12-31T23:59:59Z']],
      ['remark', 'is null'],
      ['remark', 'not null'],
      { or: [['status', '=', 'sold'], { and: [['capacity', '>', 1], { type: 'double' }] }] },
    ];
    const q = parse('tomb_burialslot', { where: ops });
    expect(q.where?.kind).toBe('and');
    expect(q.where && 'items' in q.where ? q.where.items : []).toHaveLength(ops.length + 0);
  });

  it('order_by as a string or as pairs; default direction asc', () => {
    const a = parse('message', { order_by: 'message.submit_date desc, id' }).orderBy.map((t) => [t.col.column, t.dir]);
    expect(a).toEqual([['submit_date', 'desc'], ['id', 'asc']]);
    const b = parse('tomb_room', { left_join: ['area_id'], order_by: [['tomb_area.sort', 'DESC'], ['name']] }).orderBy;
    expect(b.map((t) => [t.col.alias, t.col.column, t.dir])).toEqual([['tomb_area', 'sort', 'desc'], ['tomb_room', 'name', 'asc']]);
  });

  it('page, page_size and is_count', () => {
    expect(parse('tomb_area', { page: 3, page_size: MAX_PAGE_SIZE, is_count: 1 })).toMatchObject({ page: 3, pageSize: MAX_PAGE_SIZE, isCount: true });
    expect(parse('tomb_area', { page: '2', page_size: '50', is_count: 0 })).toMatchObject({ page: 2, pageSize: 50, isCount: false });
  });
});

describe('refusals', () => {
  it.each([
    [{ sql: 'select 1' }, 'unknown_key'],
    [{ table: 'tomb_area' }, 'unknown_key'],
    [{ field: 'nope' }, 'unknown_column'],
    [{ field: 'password_hash' }, 'unknown_column'],
    [{ field: ['id', 'user.password_hash'] }, 'unknown_column'],
    [{ field: 'id; drop table "user"' }, 'unknown_column'],
    [{ field: 42 }, 'bad_request'],
    [{ where: { password_hash: 'x' } }, 'unknown_column'],
    [{ where: [['password_hash', 'like', '$scrypt%']] }, 'unknown_column'],
    [{ where: [['id', '=', 1, 2]] }, 'bad_request'],
    [{ where: [['id']] }, 'bad_request'],
    [{ where: [['id', 'regexp', '.*']] }, 'bad_operator'],
    [{ where: [['id', '= 1 or 1 =', 1]] }, 'bad_operator'],
    [{ where: [['level', '=', 'abc']] }, 'bad_value'],
    [{ where: [['level', '=', 2 ** 40]] }, 'bad_value'],
    [{ where: [['level', '=', null]] }, 'bad_value'],
    [{ where: [['level', '=', [1, 2]]] }, 'bad_value'],
    [{ where: [['level', 'in', 'abc']] }, 'bad_value'],
    [{ where: [['level', 'between', [1]]] }, 'bad_value'],
    [{ where: [['level', 'is null', 1]] }, 'bad_value'],
    [{ where: [['enabled', '=', 'yes']] }, 'bad_value'],
    [{ where: [['last_login_at', '>', '2024-02-30']] }, 'bad_value'],
    [{ where: [['nickname', '=', 'a\u0000b']] }, 'bad_value'],
    [{ where: [['nickname', 'like', 'ends with escape\\']] }, 'bad_value'],
    [{ where: [['nickname', '=', { $ne: 1 }]] }, 'bad_value'],
    [{ where: 'id = 1' }, 'bad_request'],
    [{ where: [42] }, 'bad_request'],
    [{ where: JSON.parse('{"__proto__": {"level": 1}, "constructor": 1}') }, 'unknown_column'],
    [{ where: [JSON.parse('{"constructor": {"prototype": {"x": 1}}}')] }, 'unknown_column'],
    [{ where: Object.create({ level: 1 }) }, 'bad_request'],
    [{ order_by: 'id; drop table "user"' }, 'bad_order_by'],
    [{ order_by: '(select 1)' }, 'bad_order_by'],
    [{ order_by: 'password_hash' }, 'unknown_column'],
    [{ order_by: 'id sideways' }, 'bad_order_by'],
    [{ order_by: [['id', 'desc', 'nulls first']] }, 'bad_order_by'],
    [{ order_by: { id: 'desc' } }, 'bad_order_by'],
    [{ page: 0 }, 'bad_value'],
    [{ page: 1.5 }, 'bad_value'],
    [{ page_size: 0 }, 'bad_value'],
    [{ page_size: 100000 }, 'page_size_too_large'],
    [{ page_size: MAX_PAGE_SIZE + 1 }, 'page_size_too_large'],
    [{ is_count: 2 }, 'bad_value'],
    [{ left_join: 'tomb_order' }, 'unknown_join'],
  ])('%j -> %s', (body, code) => {
    expect(refusal('user', body).code).toBe(code);
  });

  it('limits the nesting of condition groups', () => {
    let where: unknown = [['id', '=', 1]];
    for (let i = 0; i <= MAX_WHERE_DEPTH; i++) where = [{ or: where }];
    expect(refusal('user', { where }).code).toBe('bad_request');
  });

  it('limits the number of conditions and of IN values', () => {
    expect(refusal('user', { where: Array.from({ length: 500 }, () => ['id', '=', 1]) }).code).toBe('bad_request');
    // A list past the limit is told as the limit, with its figure.
    expect(refusal('user', { where: [['id', 'in', Array.from({ length: 1001 }, (_, i) => i)]] })).toMatchObject({ code: 'too_many_values', params: { max: 1000 } });
  });

  it('refuses a table the level may not read', () => {
    expect(refusal('operation_log', {}, 1)).toMatchObject({ code: 'forbidden', status: 403 });
  });

  it('never repeats free text in a message, only identifier-like names', () => {
    expect(refusal('user', { field: 'x" or 1=1 --' }).params).toEqual({ column: '?' });
    expect(refusal('user', { field: 'nope' }).params).toEqual({ column: 'nope' });
  });
});

describe('compiling', () => {
  it('binds every value and quotes whitelisted identifiers', () => {
    const c = listSql('user', { where: [['nickname', 'like', "%'; drop table x; --"], ['level', 'in', [1, 2]]], order_by: 'nickname desc', page: 3, page_size: 10 });
    expect(c.sql).not.toContain('drop table');
    expect(c.sql).toContain('"user"."nickname" ilike $');
    expect(c.sql).toMatch(/order by "user"\."nickname" desc, "user"\."id" asc limit \$\d+ offset \$\d+$/);
    expect(c.parameters).toEqual(expect.arrayContaining(["%'; drop table x; --", 1, 2, 10, 20]));
  });

  it('scopes channel-scoped tables to the caller and applies the row filter', () => {
    const c = listSql('user', {}, 3);
    expect(c.sql).toContain('"user"."channel" = $1');
    expect(c.sql).toContain('"user"."id" = $2');
    expect(c.parameters.slice(0, 2)).toEqual(['outside', 42]);
    const m = listSql('message', {}, 4);
    expect(m.sql).toContain('"message"."receive_user_id" = $1');
    expect(m.parameters[0]).toBe(4);
  });

  it('filters joined channel-scoped rows in the join condition, and names joined columns alias.col', () => {
    const c = listSql('member', { left_join: [{ ref: 'order_id', as: 'ord' }], field: 'id, ord.order_no' }, 6);
    expect(c.sql).toContain('left join "tomb_order" as "ord" on "ord"."id" = "member"."order_id" and "ord"."channel" = $');
    expect(c.sql).toContain('"ord"."order_no" as "ord.order_no"');
  });

  it('compares non-text columns through their text form with LIKE', () => {
    expect(listSql('tomb_burialslot', { where: [['price', 'like', '12%']] }).sql).toContain('cast("tomb_burialslot"."price" as text) ilike');
  });

  it('turns empty IN lists and empty groups into constants', () => {
    const c = listSql('tomb_area', { where: [['id', 'in', []], ['id', 'not in', []], { or: [] }, { and: [] }] });
    expect(c.sql).toContain('(false and true and false and true)');
  });

  it('counts with only the joins the conditions need', () => {
    const q = parse('tomb_room', { left_join: ['area_id'], is_count: 1 });
    const plain = compileCount(db, q, accessScope(q.table, q.resource, actor(5))).compile();
    expect(plain.sql).toBe('select count(*) as "count" from "tomb_room"');
    const q2 = parse('tomb_room', { left_join: ['area_id'], where: [['tomb_area.name', '=', 'North']], is_count: 1 });
    expect(compileCount(db, q2, accessScope(q2.table, q2.resource, actor(5))).compile().sql).toContain('left join "tomb_area"');
  });
});

describe('the parser’s framing cache (joins, columns and order parsed once per exact framing)', () => {
  const framing = { field: ['id', 'order_no', 'burialslot.code'], left_join: [{ ref: 'burialslot_id', as: 'burialslot' }], order_by: [['created_at', 'desc']] };

  it('shares the parsed columns between requests that sent the same framing, each with its own conditions and page', () => {
    const a = parse('tomb_order', { ...framing, where: [['id', '=', 1]], page: 1, page_size: 1 });
    const b = parse('tomb_order', { ...framing, where: [['id', '=', 2]], page: 3, page_size: 10 });
    expect(b.select).toBe(a.select);
    expect(Object.isFrozen(a.select)).toBe(true);
    expect(a.where).toEqual({ kind: 'cmp', col: { alias: 'tomb_order', column: 'id', kind: 'integer' }, op: '=', value: 1 });
    expect(b.where).toEqual({ kind: 'cmp', col: { alias: 'tomb_order', column: 'id', kind: 'integer' }, op: '=', value: 2 });
    expect([b.page, b.pageSize]).toEqual([3, 10]);
    expect(a.select.map((s) => s.as)).toEqual(['id', 'order_no', 'burialslot.code']);
  });

  it('never shares one between levels', () => {
    expect(parse('tomb_order', framing, 1).select).not.toBe(parse('tomb_order', framing, 5).select);
  });

  it('still refuses a bad condition, page or size with a stored framing', () => {
    parse('tomb_order', framing);
    expect(refusal('tomb_order', { ...framing, where: [['id', '=', 'x']] }).code).toBe('bad_value');
    expect(refusal('tomb_order', { ...framing, where: [['mobile', '=', 1]] }).code).toBe('unknown_column');
    expect(refusal('tomb_order', { ...framing, page: 0 }).code).toBe('bad_value');
    expect(refusal('tomb_order', { ...framing, page_size: MAX_PAGE_SIZE + 1 }).code).toBe('page_size_too_large');
  });

  it('stores nothing for a refused framing: the same one is refused again', () => {
    const bad = { field: ['id', 'no_such_column'] };
    expect(refusal('tomb_order', bad).code).toBe('unknown_column');
    expect(refusal('tomb_order', bad).code).toBe('unknown_column');
  });
});
