/**
 * The known injection forms (tests/server/hostileCorpus.ts) against POST /index/query and the
 * admin.<table> routes, as a staff member of each channel: never a 5xx, never SQL or stack text,
 * never a hidden column or a password hash, never a row of the other channel; and afterwards
 * every table and row is still there, unchanged.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { appConfig } from '../../src/instance';
import type { Level } from '../../src/config/types';
import { startTestServer, type TestServer } from './helpers/actors';
import { addShelf, insertRow } from './helpers/rows';
import { CORPUS } from './hostileCorpus';

let s: TestServer;
const TABLES = ['tomb_order', 'user', 'member', 'message', 'tomb_burialslot'];
const LEVELS: Level[] = [1, 4, 5];

const LEAKS: [string, RegExp][] = [
  ['syntax error', /syntax error/i],
  ['stack frame', /\n\s+at \S+ \(|at Object\.|at async /],
  ['relation', /relation "/i],
  ['missing column', /column "[^"]*" does not exist/i],
  ['invalid input', /invalid input syntax|invalid byte sequence|out of range for type/i],
  ['pg internals', /pg_catalog|pg_[a-z]+\(|SQLSTATE|ERROR:/],
  ['sql text', /\bselect\b[^"]{0,80}\bfrom\b/i],
  ['driver', /pglite|node_modules|kysely|\.ts:\d+/i],
];

const insert = (table: string, values: Record<string, unknown>): Promise<number> => insertRow(s.database.db, table, values);

/** Every row of every config table as text: the corpus must not change a thing. */
const fingerprint = async (): Promise<string> => {
  const parts: string[] = [];
  for (const r of Object.values(appConfig)) {
    const rows = await sql.raw<{ r: string }>(`select (x.*)::text as r from "${r.table}" x order by id`).execute(s.database.db);
    parts.push(`${r.table}:${rows.rows.map((x) => x.r).join('|')}`);
  }
  return parts.join('\n');
};

beforeAll(async () => {
  s = await startTestServer('hostile');
  const { area, room, shelf } = await addShelf(s.database.db);
  for (const channel of ['inside', 'outside'] as const)
    for (let i = 0; i < 3; i++) {
      const plot = await insert('tomb_burialslot', { area_id: area, room_id: room, shelf_id: shelf, code: `P-${channel}-${i}`, column_no: i + 1, price: 100, status: 'reserved' });
      const seller = s.actors[channel === 'inside' ? 1 : 3].userId;
      const order = await insert('tomb_order', { burialslot_id: plot, buyer_name: i === 0 ? "O'Brien" : `B${i}`, buyer_phone: '13800000000', channel, order_no: `O-${channel}-${i}`, status: 'reserved', salesperson_id: seller });
      await insert('member', { name: `M-${channel}-${i}`, applicant_name: 'A', applicant_phone: '13800000000', channel, order_id: order, burialslot_id: plot });
    }
  for (const level of [1, 2, 3, 4, 5, 6]) await insert('message', { type: 't', receive_user_id: level, content: `for ${level}`, url: '/' });
  // A real hash in the table: if any answer carries it, it leaked.
  await sql`update "user" set password_hash = '$scrypt$ln=17,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5'`.execute(s.database.db);
});

afterAll(async () => {
  await s?.close();
});

const channelOf = async (table: string, id: number): Promise<string | undefined> =>
  (await s.database.db.selectFrom(table).select('channel').where('id', '=', id).executeTakeFirst())?.channel as string | undefined;

/** The checks every answer must pass; `sent` is what the client sent (a refusal may repeat a name from it). */
const inspect = async (level: Level, table: string, sent: string, r: LightMyRequestResponse): Promise<void> => {
  const where = `${table} as level ${level}: ${sent.slice(0, 200)} -> ${r.body.slice(0, 300)}`;
  expect(r.statusCode, where).toBeLessThan(500);
  expect(r.body, where).not.toContain('$scrypt$');
  for (const [name, re] of LEAKS) if (!re.test(sent)) expect(re.test(r.body), `${name} leaked: ${where}`).toBe(false);
  const answer = JSON.parse(r.body) as { status: number; msg: string; data: unknown };
  expect(answer.status, where).toBe(r.statusCode);
  if (r.statusCode !== 200) return;
  const resource = Object.values(appConfig).find((x) => x.table === table);
  const rows = Array.isArray(answer.data) ? (answer.data as Record<string, unknown>[]) : [];
  const actor = s.actors[level];
  for (const row of rows) {
    for (const key of Object.keys(row)) expect(key, where).not.toMatch(/password/);
    if (resource?.channelScoped && typeof row.id === 'number') expect(await channelOf(table, row.id), where).toBe(actor.channel);
    if ('channel' in row) expect(row.channel, where).toBe(actor.channel);
    for (const [key, value] of Object.entries(row))
      if (key.endsWith('.channel') && value !== null) expect(value, where).toBe(actor.channel);
    if (table === 'user' && level < 5) expect(row.id, where).toBe(actor.userId);
    if (table === 'message') expect(row.receive_user_id ?? level, where).toBe(level);
  }
};

/** The corpus body with `table` added as the first key (raw text, so odd keys survive). */
const withTable = (body: string, table: string): string =>
  body.trimStart().startsWith('{') ? body.replace('{', `{"table":${JSON.stringify(table)}${body.trim() === '{}' ? '' : ','}`) : body;

describe('known injection forms', () => {
  let before = '';
  beforeAll(async () => {
    before = await fingerprint();
  });

  it.each(TABLES)('POST /index/query on %s: no 5xx, no leak, nothing out of scope', async (table) => {
    for (const level of LEVELS)
      for (const { body } of CORPUS) {
        const sent = withTable(body, table);
        await inspect(level, table, sent, await s.post(level, '/index/query', sent));
      }
  });

  it.each(TABLES)('POST /index/admin.%s/_search: no 5xx, no leak, nothing out of scope', async (table) => {
    for (const level of LEVELS)
      for (const { body } of CORPUS) await inspect(level, table, body, await s.post(level, `/index/admin.${table}/_search`, body));
  });

  it('still answers the legitimate forms among them (the refusals are not blanket)', async () => {
    const quoted = await s.post(1, '/index/query', JSON.stringify({ table: 'tomb_order', where: [['buyer_name', '=', "O'Brien"]] }));
    expect(JSON.parse(quoted.body).data).toEqual([expect.objectContaining({ buyer_name: "O'Brien", channel: 'inside' })]);
    const like = await s.post(4, '/index/query', JSON.stringify({ table: 'tomb_order', where: [['buyer_name', 'like', "%'%"]] }));
    expect(JSON.parse(like.body).data).toEqual([expect.objectContaining({ buyer_name: "O'Brien", channel: 'outside' })]);
  });

  it('changes nothing in the database', async () => {
    expect(await fingerprint()).toBe(before);
  });
});

describe('hostile writes', () => {
  const order = async (channel: string): Promise<{ id: number; version: number }> => {
    const row = await s.database.db.selectFrom('tomb_order').select(['id', 'version']).where('channel', '=', channel).orderBy('id').executeTakeFirstOrThrow();
    return { id: Number(row.id), version: Number(row.version) };
  };

  it('refuses or neutralises injected updates and creates, and never moves a row to another channel', async () => {
    const mine = await order('inside');
    const theirs = await order('outside');
    const attempts: [string, string][] = [
      ['/index/admin.tomb_order/update', JSON.stringify({ id: mine.id, channel: 'outside' })],
      ['/index/admin.tomb_order/update', JSON.stringify({ id: theirs.id, remark: 'cross-channel' })],
      ['/index/admin.tomb_order/update', JSON.stringify({ id: `${mine.id} or 1=1`, remark: 'x' })],
      ['/index/admin.tomb_order/update', JSON.stringify({ id: [mine.id, theirs.id], remark: 'x' })],
      ['/index/admin.tomb_order/update', JSON.stringify({ id: mine.id, version: ['exp', '1=1'], remark: 'x' })],
      ['/index/admin.tomb_order/update', `{"id":${mine.id},"__proto__":{"channel":"outside"},"remark":"proto"}`],
      ['/index/admin.tomb_order/update', JSON.stringify({ id: mine.id, 'remark = remark, channel': 'outside' })],
      ['/index/admin.tomb_order/update', JSON.stringify({ id: mine.id, remark: 'a\u0000b' })],
      ['/index/admin.tomb_order/update', JSON.stringify({ id: mine.id, remark: 'x'.repeat(1_000_000) })],
      ['/index/admin.tomb_order/update', JSON.stringify({ id: mine.id, discount: 1e308 })],
      ['/index/query', JSON.stringify({ table: 'tomb_order', id: mine.id, data: { channel: 'outside' } })],
      ['/index/query', JSON.stringify({ table: 'tomb_order', id: mine.id, data: ['exp', '1=1'] })],
      ['/index/query', JSON.stringify({ table: 'tomb_order', id: { '>': 0 }, data: { remark: 'all' } })],
      ['/index/admin.user/update', JSON.stringify({ id: s.actors[5].userId, password_hash: 'x' })],
      ['/index/admin.user/update', JSON.stringify({ id: s.actors[5].userId, level: 6 })],
      ['/index/admin.user/create', `{"mobile":"13911112222","nickname":"n","level":1,"__proto__":{"level":6}}`],
      ['/index/admin.tomb_order/table_delete', JSON.stringify({ id: '1 or 1=1' })],
      ['/index/admin.tomb_order/table_delete', JSON.stringify({ ids: ['exp', '1=1'] })],
      ['/index/admin.session/_search', '{}'],
      ['/index/admin.pg_user/_search', '{}'],
      ['/index/admin.tomb_order;drop/_search', '{}'],
      ['/index/admin.tomb_order/_search/extra', '{}'],
      ['/index/admin.tomb_order/../admin.user/_search', '{}'],
    ];
    for (const [path, body] of attempts)
      for (const level of [1, 5] as Level[]) {
        const r = await s.post(level, path, body);
        // The table whose rows may come back: the one the router resolved the path to, or the body's.
        const table = /\/admin\.(\w+)\/[^/.]+$/.exec(new URL(path, 'http://x').pathname)?.[1] ?? 'tomb_order';
        await inspect(level, table === 'admin' ? 'user' : table, `${path} ${body}`, r);
      }
    const channels = await s.database.db.selectFrom('tomb_order').select(['channel', (eb) => eb.fn.countAll().as('n')]).groupBy('channel').orderBy('channel').execute();
    expect(channels.map((c) => [c.channel, Number(c.n)])).toEqual([
      ['inside', 3],
      ['outside', 3],
    ]);
    const outsideRemarks = await s.database.db.selectFrom('tomb_order').select('remark').where('channel', '=', 'outside').execute();
    expect(outsideRemarks.every((r) => r.remark === null)).toBe(true);
    const hashes = await s.database.db.selectFrom('user').select('password_hash').distinct().execute();
    expect(hashes).toHaveLength(1);
    const admins = await s.database.db.selectFrom('user').select('id').where('level', '=', 6).execute();
    expect(admins).toHaveLength(1);
  });

  it('answers a body over the size limit with 413 and a non-JSON body with 400, in the envelope', async () => {
    const big = await s.post(1, '/index/query', JSON.stringify({ table: 'tomb_order', where: [['buyer_name', '=', 'x'.repeat(2_000_000)]] }));
    expect(big.statusCode).toBe(413);
    expect(JSON.parse(big.body)).toMatchObject({ status: 413, data: { code: 'payload_too_large' } });
    const text = await s.post(1, '/index/query', 'table=tomb_order', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });
});
