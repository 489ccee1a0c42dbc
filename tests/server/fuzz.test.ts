/**
 * Hostile generic queries, generated: at least 2,000 payloads per run across every key of
 * the generic query (and the admin _search and update forms, the REST view's filters and the
 * print log), as every level. No answer may be a server error, carry database or stack text,
 * hold a row of another channel or of another level's rows, or a column outside the whitelist.
 * Among the forms: UTC offsets Postgres refuses (beyond ±15:59), ids beyond the integer
 * columns (2^31 and up) and more bound values than one statement holds (65,535).
 */
import fc from 'fast-check';
import { resources } from '../../resources.config';
import { readableColumns, resourceByKey } from '../../src/config/access';
import { LEVELS, type Level, type ResourceDef, type ResourcesConfig } from '../../src/config/types';
import { PRINT_TABLE } from '../../src/protocol/print';
import { startTestServer, type TestServer } from './helpers/actors';
import { addShelf, insertRow } from './helpers/rows';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

let s: TestServer;
/** The channel a row really has, read from the database (rows are added as the fuzz writes the log). */
const channelOfRow = async (table: string, id: number): Promise<string | undefined> =>
  (await s.database.db.selectFrom(table).select('channel').where('id', '=', id).executeTakeFirst())?.channel as string | undefined;

const rowsInChannel = async (table: string, channel: string): Promise<number> =>
  Number((await s.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('channel', '=', channel).executeTakeFirstOrThrow()).n);

const tables = (): Record<string, ResourceDef> => Object.fromEntries(Object.values(s.app.resources).map((r) => [r.table, r]));

const insert = (table: string, values: Record<string, unknown>): Promise<number> => insertRow(s.database.db, table, values);

beforeAll(async () => {
  s = await startTestServer('fuzz');
  const { area, room, shelf } = await addShelf(s.database.db);
  for (const channel of ['inside', 'outside'])
    for (let i = 0; i < 3; i++) {
      const plot = await insert('tomb_burialslot', { area_id: area, room_id: room, shelf_id: shelf, code: `P-${channel}-${i}`, column_no: i + 1, price: 1000 + i, status: 'reserved' });
      const order = await insert('tomb_order', { burialslot_id: plot, buyer_name: `B${i}`, buyer_phone: '13800000000', channel, order_no: `O-${channel}-${i}`, status: 'reserved', salesperson_id: s.actors[channel === 'inside' ? 1 : 3].userId });
      await insert('tomb_payment', { order_id: order, item: 'deposit', method: 'cash', amount: 10 + i, channel, receipt_no: `R-${channel}-${i}`, operator_id: s.actors[5].userId });
      await insert('member', { name: `M-${channel}-${i}`, applicant_name: 'A', applicant_phone: '13800000000', channel, order_id: order, burialslot_id: plot });
      await insert('operation_log', { action: 'create', table_name: 'member', row_id: i, channel, user_id: s.actors[channel === 'inside' ? 5 : 6].userId });
    }
  for (const level of LEVELS) await insert('message', { type: 't', receive_user_id: level, content: `for ${level}`, url: '/', submit_user_id: s.actors[level].userId });
});
afterAll(async () => {
  await s.close();
});

// ---- generators -------------------------------------------------------------------------

const HOSTILE_TEXT = [
  "'; drop table \"user\"; --",
  '1=1',
  "' or '1'='1",
  '(select password_hash from "user")',
  '"id"',
  'id--',
  'id /* c */',
  '$1',
  '\u0000',
  '%',
  '\\',
  '_',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'x'.repeat(5000),
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  '',
  ' ',
];

const TABLE_NAMES = [
  'tomb_area', 'tomb_room', 'tomb_shelf', 'tomb_burialslot', 'tomb_order', 'tomb_payment', 'member', 'user', 'message', 'operation_log', 'setting',
];

const COLUMN_NAMES = [
  'id', 'version', 'created_at', 'updated_at', 'channel', 'name', 'code', 'sort', 'area_id', 'room_id', 'shelf_id', 'status', 'price', 'type',
  'burialslot_id', 'order_id', 'order_no', 'buyer_name', 'salesperson_id', 'amount', 'paid_at', 'level', 'nickname', 'mobile', 'enabled',
  'password_hash', 'receive_user_id', 'content', 'submit_date', 'user_id', 'before', 'after', 'death_date', 'reserved_until', 'total',
];

const ALIASES = ['tomb_area', 'tomb_room', 'tomb_order', 'user', 'area', 'ord', 'plot', 'seller', 'x'];

/** Datetimes with a UTC offset, Postgres's range (±15:59) and beyond it. */
const offsetDatetime = fc
  .tuple(fc.constantFrom('2024-06-01T10:00:00', '2024-06-01 10:00', '9999-12-31T23:59:59', '0001-01-01T00:00:00'), fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 99 }), fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }), fc.constantFrom(':', ''))
  .map(([t, sign, h, m, sep]) => `${t}${sign}${String(h).padStart(2, '0')}${m === undefined ? '' : `${sep}${String(m).padStart(2, '0')}`}`);
/** Ids around the end of the integer columns. */
const edgeId = fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, 9_999_999_999, -(2 ** 31) - 1);
const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 10 }));
const identifier = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...COLUMN_NAMES) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...ALIASES, ...TABLE_NAMES), fc.constantFrom(...COLUMN_NAMES, '*')).map(([a, c]) => `${a}.${c}`) },
  { weight: 1, arbitrary: fc.constantFrom('*', 'password_hash', 'user.password_hash', 'seller.password_hash') },
  { weight: 2, arbitrary: hostileText },
);
const scalar = fc.oneof(
  fc.integer(),
  fc.integer({ min: -3, max: 8 }),
  fc.double({ noNaN: true }),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -0, 0.001),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('2024-02-29', '2024-02-30', '0000-01-01', '99999-01-01', '2024-01-01T25:00:00Z', '2024-06-01T10:00:00+08:00', 'inside', 'outside', '未读', 'sold', '12.50', '-1', '1e5'),
  offsetDatetime,
  hostileText,
);
const anyJson = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(hostileText, scalar, { maxKeys: 3 }));
const op = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('=', '<>', '>', '>=', '<', '<=', 'like', 'not like', 'in', 'not in', 'between', 'is null', 'not null', 'LIKE', 'Not In') },
  { weight: 1, arbitrary: fc.constantFrom('regexp', '~', '!=', '= 1 or 1 =', 'similar to', ';', 'is not null', '') },
  { weight: 1, arbitrary: hostileText },
);
const { condition } = fc.letrec((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(identifier, op, fc.oneof(scalar, fc.array(scalar, { maxLength: 5 }))),
    fc.tuple(identifier, op),
    fc.array(anyJson, { maxLength: 5 }),
    fc.record({ or: fc.array(tie('condition'), { maxLength: 3 }) }),
    fc.record({ and: fc.array(tie('condition'), { maxLength: 3 }) }),
    fc.dictionary(identifier, fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })), { maxKeys: 3 }),
    anyJson,
  ),
}));
const where = fc.oneof(fc.array(condition, { maxLength: 4 }), fc.dictionary(identifier, fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })), { maxKeys: 4 }), anyJson);
const orderBy = fc.oneof(
  fc.array(fc.tuple(identifier, fc.constantFrom('asc', 'desc', 'DESC', 'sideways', '; drop')), { maxLength: 3 }).map((t) => t.map(([c, d]) => `${c} ${d}`).join(', ')),
  fc.array(fc.oneof(fc.tuple(identifier, fc.constantFrom('asc', 'desc')), fc.tuple(identifier), identifier), { maxLength: 3 }),
  anyJson,
);
const field = fc.oneof(fc.array(identifier, { maxLength: 6 }), fc.array(identifier, { maxLength: 6 }).map((a) => a.join(',')), anyJson);
const refName = fc.constantFrom('area_id', 'room_id', 'shelf_id', 'burialslot_id', 'order_id', 'salesperson_id', 'user_id', 'submit_user_id', 'operator_id', 'plot.area_id', 'name');
const leftJoin = fc.oneof(
  fc.array(fc.oneof(refName, fc.record({ ref: refName, as: fc.oneof(fc.constantFrom(...ALIASES), hostileText) }, { requiredKeys: ['ref'] }), hostileText), { maxLength: 3 }),
  anyJson,
);
const pageNumber = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom(1000, 1001, 100000, 2 ** 31, 2 ** 53, 1.5, '2', 'x'), scalar);

/** Valid pieces for one table, so that many requests get past the parser and reach the database. */
const validFor = (table: string) => {
  const resource = Object.values(resources as ResourcesConfig).find((r) => r.table === table);
  if (!resource) return undefined;
  const columns = readableColumns(resource);
  const refs = Object.entries(resource.fields).filter(([, f]) => f.type === 'reference').map(([n]) => n);
  const valueOf = (column: string): fc.Arbitrary<unknown> => {
    const f = Object.hasOwn(resource.fields, column) ? resource.fields[column] : undefined;
    if (column === 'id' || column === 'version' || f?.type === 'integer' || f?.type === 'reference')
      return fc.oneof({ weight: 8, arbitrary: fc.integer({ min: -1, max: 12 }) }, { weight: 1, arbitrary: edgeId });
    if (f?.type === 'money' || f?.type === 'decimal') return fc.oneof(fc.integer({ min: 0, max: 2000 }), fc.constant('10.5'));
    if (f?.type === 'boolean') return fc.boolean();
    if (f?.type === 'date') return fc.constantFrom('2024-01-01', '2030-12-31');
    if (column.endsWith('_at') || f?.type === 'datetime')
      return fc.oneof({ weight: 3, arbitrary: fc.constantFrom('2024-01-01', '2024-01-01T00:00:00Z', '2100-01-01 10:00') }, { weight: 1, arbitrary: offsetDatetime });
    if (column === 'channel') return fc.constantFrom('inside', 'outside');
    if (f?.type === 'enum') return fc.constantFrom(...f.values.map((v) => v.value));
    return fc.constantFrom('A', 'M-inside-0', 'O-outside-1', '%', 'x');
  };
  const column = fc.constantFrom(...columns);
  const condition = column.chain((c) =>
    fc.oneof(
      valueOf(c).map((v) => [c, '=', v]),
      fc.tuple(fc.constantFrom('<>', '>', '>=', '<', '<='), valueOf(c)).map(([o, v]) => [c, o, v]),
      fc.array(valueOf(c), { maxLength: 3 }).map((vs) => [c, 'in', vs]),
      fc.tuple(valueOf(c), valueOf(c)).map((vs) => [c, 'between', vs]),
      fc.constantFrom('%a%', 'M%', '_').map((v) => [c, 'like', v]),
      fc.constantFrom('is null', 'not null').map((o) => [c, o]),
    ),
  );
  return {
    field: fc.subarray(columns, { minLength: 1 }),
    where: fc.oneof(
      fc.array(fc.oneof(condition, fc.array(condition, { maxLength: 2 }).map((items) => ({ or: items }))), { maxLength: 3 }),
      column.chain((c) => valueOf(c).map((v) => ({ [c]: v }))),
    ),
    order_by: fc.tuple(column, fc.constantFrom('asc', 'desc')).map(([c, d]) => `${c} ${d}`),
    left_join: fc.subarray(refs),
  };
};

const pick = <T>(valid: fc.Arbitrary<T> | undefined, hostile: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  valid ? fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile }) : hostile;

const listKeys = (table: string) => {
  const v = validFor(table);
  return fc.record(
    {
      field: pick(v?.field, field),
      left_join: pick(v?.left_join, leftJoin),
      where: pick(v?.where, where),
      order_by: pick(v?.order_by, orderBy),
      page: pick(fc.integer({ min: 1, max: 3 }), pageNumber),
      page_size: pick(fc.integer({ min: 1, max: 50 }), pageNumber),
      is_count: pick(fc.constantFrom(0, 1), scalar),
    },
    { requiredKeys: [] },
  );
};
const extraKeys = fc.dictionary(fc.oneof(fc.constantFrom('sql', 'raw', 'join', 'having', 'group_by', 'limit'), hostileText), anyJson, { maxKeys: 2 });
const tableName = fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...TABLE_NAMES) }, { weight: 1, arbitrary: fc.constantFrom('session', 'pg_user', 'information_schema.tables', 'admin') }, { weight: 1, arbitrary: hostileText });

/** More values than one statement may bind: lists of up to 1,000 (the per-list maximum), 60,000 to 70,000 in all. */
const manyValues = fc.tuple(fc.integer({ min: 60, max: 70 }), fc.constantFrom('id', 'tomb_order.id', 'salesperson_id'), fc.boolean()).map(([lists, column, nested]) => {
  const items = Array.from({ length: lists }, (_, i) => [column, 'in', Array.from({ length: 1000 }, (__, j) => i * 1000 + j)]);
  return nested ? [{ or: items }] : items;
});

const restTables = TABLE_NAMES.filter((t) => t !== 'setting');
/** The REST view's list filters (ra-data-simple-rest): the same conditions through another door. */
const restRequest = fc
  .tuple(
    fc.constantFrom(...restTables),
    fc.dictionary(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom('id', 'created_at', 'updated_at', 'created_at_gte', 'created_at_lte', 'q', 'status', 'level') }, { weight: 1, arbitrary: identifier }),
      fc.oneof({ weight: 3, arbitrary: offsetDatetime }, { weight: 1, arbitrary: edgeId }, { weight: 2, arbitrary: scalar }, { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) }),
      { maxKeys: 3 },
    ),
    fc.option(edgeId, { nil: undefined }),
  )
  .map(([table, filter, id]) => ({ method: 'GET' as const, url: id === undefined ? `/api/${table}?filter=${encodeURIComponent(JSON.stringify(filter))}` : `/api/${table}/${id}` }));

/** The print pages' log call: every document with its table, and ids up to and past the columns' end. */
const printLog = fc
  .tuple(fc.constantFrom(...Object.entries(PRINT_TABLE)), fc.oneof(fc.integer({ min: -2, max: 12 }), edgeId, scalar))
  .map(([[document, tables], id]) => {
    const table = String(Array.isArray(tables) ? tables[0] : tables);
    return { path: '/index/admin.print/log', table, body: { document, table, id } as Record<string, unknown> };
  });

const request = fc.oneof(
  { weight: 1, arbitrary: tableName.chain((table) => manyValues.map((where) => ({ path: '/index/query', table, body: { table, where, ...(where.length % 2 ? { is_count: 1 } : {}) } as Record<string, unknown> }))) },
  { weight: 1, arbitrary: printLog },
  {
    weight: 6,
    arbitrary: tableName.chain((table) =>
      fc.tuple(listKeys(table), fc.option(extraKeys, { nil: undefined, freq: 8 })).map(([keys, extra]) => ({ path: '/index/query', table, body: { table, ...keys, ...(extra ?? {}) } })),
    ),
  },
  { weight: 2, arbitrary: tableName.chain((table) => listKeys(table).map((keys) => ({ path: `/index/admin.${table}/_search`, table, body: keys as Record<string, unknown> }))) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(tableName, fc.oneof(fc.integer({ min: 1, max: 40 }), scalar), fc.dictionary(fc.oneof(fc.constantFrom('remark', 'status', 'content', 'name', 'level', 'channel'), identifier), anyJson, { maxKeys: 3 }), fc.option(scalar, { nil: undefined }))
      .map(([table, id, data, version]) => ({ path: '/index/query', table, body: { table, id, data, ...(version === undefined ? {} : { version }) } })),
  },
);

// ---- checks -----------------------------------------------------------------------------

const LEAKS: [string, RegExp][] = [
  ['syntax error', /syntax error/i],
  ['at Object', /at Object\./],
  ['stack frame', /\n\s+at \S+ \(/],
  ['relation', /relation "/i],
  ['missing column', /column "[^"]*" does not exist/i],
  ['pg_', /pg_[a-z]/i],
  ['sql text', /\bselect \S+ from\b/i],
  ['driver', /pglite|node_modules|kysely/i],
];

const allowedKeys = (table: string, body: Record<string, unknown>): Set<string> => {
  const resource = tables()[table];
  const keys = new Set(readableColumns(resource));
  // Joined columns: whatever alias the request gave, the joined table is one the main table (or a join) references.
  const joins = Array.isArray(body.left_join) ? body.left_join : [];
  for (const j of joins) {
    const ref = typeof j === 'string' ? j : typeof j === 'object' && j ? (j as { ref?: unknown }).ref : undefined;
    if (typeof ref !== 'string') continue;
    const fieldName = ref.split('.').pop() ?? '';
    for (const r of Object.values(tables())) {
      const f = Object.hasOwn(r.fields, fieldName) ? r.fields[fieldName] : undefined;
      const target = f?.type === 'reference' ? resourceByKey(f.resource, s.app.resources) : undefined;
      if (!target) continue;
      const alias = typeof j === 'object' && j && typeof (j as { as?: unknown }).as === 'string' ? (j as { as: string }).as : target.table;
      for (const c of readableColumns(target)) keys.add(`${alias}.${c}`);
    }
  }
  return keys;
};

const tableOfAliasColumn = (body: Record<string, unknown>, key: string): string | undefined => {
  const alias = key.slice(0, key.indexOf('.'));
  for (const j of Array.isArray(body.left_join) ? body.left_join : []) {
    const ref = typeof j === 'string' ? j : (j as { ref?: string })?.ref;
    const as = typeof j === 'object' && j ? (j as { as?: string }).as : undefined;
    const fieldName = typeof ref === 'string' ? ref.split('.').pop() : undefined;
    for (const r of Object.values(tables())) {
      const f = fieldName && Object.hasOwn(r.fields, fieldName) ? r.fields[fieldName] : undefined;
      const target = f?.type === 'reference' ? resourceByKey(f.resource, s.app.resources) : undefined;
      if (target && (as ?? target.table) === alias) return target.table;
    }
  }
  return undefined;
};

const checkRow = async (level: Level, table: string, body: Record<string, unknown>, row: Record<string, unknown>): Promise<void> => {
  const channel = s.actors[level].channel;
  const allowed = allowedKeys(table, body);
  for (const key of Object.keys(row)) {
    expect(allowed.has(key), `column ${key} of ${table}`).toBe(true);
    expect(key.endsWith('password_hash')).toBe(false);
  }
  const resource = tables()[table];
  if (resource.channelScoped && typeof row.id === 'number') expect(await channelOfRow(table, row.id)).toBe(channel);
  if (resource.channelScoped && 'channel' in row) expect(row.channel).toBe(channel);
  if (table === 'user' && level < 5 && 'id' in row) expect(row.id).toBe(s.actors[level].userId);
  if (table === 'message' && 'receive_user_id' in row) expect(row.receive_user_id).toBe(level);
  for (const key of Object.keys(row).filter((k) => k.endsWith('.channel') || k.endsWith('.id'))) {
    const joined = tableOfAliasColumn(body, key);
    if (!joined || !tables()[joined].channelScoped || row[key] === null) continue;
    if (key.endsWith('.channel')) expect(row[key]).toBe(channel);
    else expect(await channelOfRow(joined, row[key] as number)).toBe(channel);
  }
};

const checkLeaks = (sent: string, answer: string): void => {
  // A name the client sent may be repeated in a refusal; anything else matching is a leak.
  for (const [name, re] of LEAKS) if (!re.test(sent)) expect(re.test(answer), `${name} in ${answer}`).toBe(false);
};

it(`answers ${RUNS / 10} hostile REST view reads without a server error or a leak`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...LEVELS), restRequest, async (level, req) => {
      const r = await s.app.inject({ method: req.method, url: req.url, headers: { 'x-token': s.tokens[level] } });
      expect(r.statusCode, `${req.url} ${r.body}`).toBeLessThan(500);
      checkLeaks(decodeURIComponent(req.url), r.body);
      if (r.statusCode !== 200) expect(JSON.parse(r.body)).toMatchObject({ status: r.statusCode, data: { code: expect.any(String) } });
    }),
    { numRuns: Math.ceil(RUNS / 10) },
  );
}, 600_000);

it(`answers ${RUNS} hostile generic queries without a server error, a leak or a row out of scope`, async () => {
  const seenStatuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...LEVELS), request, async (level, req) => {
      const payload = JSON.stringify(req.body);
      const r = await s.post(level, req.path, payload);
      seenStatuses.set(r.statusCode, (seenStatuses.get(r.statusCode) ?? 0) + 1);
      expect(r.statusCode, r.body).toBeLessThan(500);
      const answer = JSON.parse(r.body) as { status: number; msg: string; data: unknown };
      expect(answer.status).toBe(r.statusCode);
      expect(typeof answer.msg).toBe('string');
      checkLeaks(`${req.path} ${payload}`, r.body);
      if (r.statusCode !== 200 || req.path === '/index/admin.print/log') return;
      const table = req.path === '/index/query' ? String(req.body.table) : req.table;
      const resource = tables()[table === 'admin' ? 'user' : table];
      if (!resource) return;
      const main = resource.table;
      if (typeof answer.data === 'number' && resource.channelScoped) expect(answer.data).toBeLessThanOrEqual(await rowsInChannel(main, s.actors[level].channel));
      const rows = Array.isArray(answer.data) ? answer.data : answer.data && typeof answer.data === 'object' ? [answer.data] : [];
      for (const row of rows) await checkRow(level, main, req.body as Record<string, unknown>, row as Record<string, unknown>);
    }),
    { numRuns: RUNS },
  );
  // The generator must reach the database as well as the parser's refusals.
  expect(seenStatuses.get(200) ?? 0).toBeGreaterThan(RUNS / 20);
  if (process.env.FUZZ_REPORT) console.log(Object.fromEntries(seenStatuses));
}, 600_000);
