/**
 * Known injection forms against the generic query, written out one by one (the fuzz test
 * generates at random; these are the shapes attackers actually send): ThinkPHP-style array
 * conditions, relation filters on hidden columns, prototype keys, JSON paths, quotes, NUL
 * bytes, comments, stacked statements, huge numbers and strings, deep nesting. Each entry is a
 * list-request body without `table` (the test sends it to /index/query and to
 * /index/admin.<table>/_search for several tables).
 */

interface CorpusEntry {
  name: string;
  /** Raw JSON text, so that duplicate keys and __proto__ reach the server as sent. */
  body: string;
}

const j = (value: unknown): string => JSON.stringify(value);
const entry = (name: string, body: Record<string, unknown>): CorpusEntry => ({ name, body: j(body) });
const raw = (name: string, body: string): CorpusEntry => ({ name, body });

/** Deep nesting written as text: building it as objects would overflow JSON.stringify's stack before the server's. */
const nested = (depth: number): string => `{"where":[${'['.repeat(depth)}["id","=",1]${']'.repeat(depth)}]}`;
const nestedOr = (depth: number): string => `{"where":[${'{"or":['.repeat(depth)}["id","=",1]${']}'.repeat(depth)}]}`;
const MB = 'x'.repeat(1_000_000);

const THINKPHP: CorpusEntry[] = [
  entry('exp 1=1', { where: { id: ['exp', '1=1'] } }),
  entry('EXP upper', { where: { id: ['EXP', ') or 1=1 --'] } }),
  entry('exp union', { where: { id: ['exp', 'is not null) union select password_hash from "user" --'] } }),
  entry('in string', { where: { id: ['in', '1) or (1=1'] } }),
  entry('between injected', { where: { id: ['between', ['1', '2) or (1=1']] } }),
  entry('like array', { where: { buyer_name: ['like', '%'] } }),
  entry('notlike keyword', { where: { buyer_name: ['notlike', "%' or '1'='1"] } }),
  entry('object op', { where: { status: { 0: 'exp', 1: '1' } } }),
  entry('_string', { where: { _string: '1=1' } }),
  entry('_complex', { where: { _complex: { id: 1, _logic: 'or' } } }),
  entry('_logic', { where: { id: 1, _logic: 'or 1=1' } }),
  entry('order array injection', { order_by: ['id desc; drop table tomb_order'] }),
  entry('order object', { order_by: { id: 'desc' } }),
  entry('order updatexml', { order_by: 'updatexml(1,concat(0x7e,user()),1)' }),
  entry('order subquery', { order_by: '(select 1)' }),
  entry('order case', { order_by: 'id,(case when 1=1 then id else created_at end)' }),
  entry('order direction injection', { order_by: [['id', 'desc; --']] }),
  entry('order by position', { order_by: '1' }),
  entry('order by function', { order_by: 'random()' }),
  entry('field function', { field: 'count(*)' }),
  entry('field subquery', { field: 'id, (select password_hash from "user" limit 1) as x' }),
  entry('field star', { field: '*' }),
  entry('limit injection', { page: '1; drop table tomb_order', page_size: '10 union select 1' }),
];

const RELATIONS: CorpusEntry[] = [
  entry('t1.password', { where: { 't1.password': 'x' } }),
  entry('user.password_hash where', { where: [['user.password_hash', 'like', '%']] }),
  entry('joined hidden filter', { left_join: [{ ref: 'salesperson_id', as: 'seller' }], where: [['seller.password_hash', 'like', '$scrypt$%']] }),
  entry('joined hidden field', { left_join: [{ ref: 'salesperson_id', as: 'seller' }], field: ['id', 'seller.password_hash'] }),
  entry('joined hidden sort', { left_join: [{ ref: 'salesperson_id', as: 'seller' }], order_by: 'seller.password_hash asc' }),
  entry('joined other channel', { left_join: [{ ref: 'salesperson_id', as: 'seller' }], where: [['seller.channel', '=', 'outside']] }),
  entry('alias shadowing the table', { left_join: [{ ref: 'salesperson_id', as: 'tomb_order' }] }),
  entry('alias with quote', { left_join: [{ ref: 'salesperson_id', as: 'a" on true --' }] }),
  entry('join of a join target', { left_join: ['burialslot_id', { ref: 'burialslot.area_id', as: 'area' }], field: ['id', 'area.name'] }),
  entry('join unknown reference', { left_join: ['session_id'] }),
  entry('schema-qualified', { where: [['public.user.password_hash', '=', 'x']] }),
  entry('pg catalog', { where: [['pg_catalog.pg_user.passwd', '=', 'x']] }),
  entry('channel override', { where: { channel: 'outside' } }),
  entry('channel or', { where: [{ or: [['channel', '=', 'outside'], ['id', '>', 0]] }] }),
];

const PROTOTYPE: CorpusEntry[] = [
  raw('__proto__ body key', '{"__proto__":{"isAdmin":true,"channel":"outside"},"where":{"id":1}}'),
  raw('__proto__ in where', '{"where":{"__proto__":{"id":1}}}'),
  raw('constructor prototype', '{"where":{"constructor":{"prototype":{"x":1}}}}'),
  entry('__proto__ field', { field: ['__proto__', 'constructor'] }),
  entry('constructor sort', { order_by: 'constructor asc' }),
  entry('toString column', { where: [['toString', '=', 1]] }),
  entry('hasOwnProperty column', { where: { hasOwnProperty: 1 } }),
  raw('__proto__ join', '{"left_join":[{"ref":"__proto__","as":"x"}]}'),
  raw('duplicate keys', '{"where":{"id":1},"where":{"id":["exp","1=1"]}}'),
];

const JSON_PATHS: CorpusEntry[] = [
  entry('->> in where', { where: [["remark->>'x'", '=', '1']] }),
  entry('-> in field', { field: ["remark->'a'"] }),
  entry('#>> in sort', { order_by: "remark#>>'{a}' asc" }),
  entry('cast in where', { where: [['id::text', '=', '1']] }),
  entry('cast function', { where: [['cast(id as text)', '=', '1']] }),
  entry('jsonb_path', { where: [["jsonb_path_query(remark::jsonb, '$')", '=', '1']] }),
];

const QUOTES_AND_BYTES: CorpusEntry[] = [
  entry('quote value (valid)', { where: [['buyer_name', '=', "O'Brien"]] }),
  entry('quote like (valid)', { where: [['buyer_name', 'like', "%'%"]] }),
  entry('double quote identifier', { where: [['buyer_name"', '=', 'x']] }),
  entry('escaped quote identifier', { where: [['buyer_name"" or 1=1 --', '=', 'x']] }),
  entry('backslash value', { where: [['buyer_name', '=', '\\\'; select 1; --']] }),
  entry('NUL in value', { where: [['buyer_name', '=', 'a\u0000b']] }),
  entry('NUL in like', { where: [['buyer_name', 'like', '%\u0000%']] }),
  entry('NUL in column', { where: [['id\u0000', '=', 1]] }),
  entry('NUL in field', { field: ['id\u0000; drop table x'] }),
  entry('NUL in sort', { order_by: 'id\u0000 desc' }),
  entry('lone surrogate', { where: [['buyer_name', '=', '\ud800']] }),
  entry('comment column', { where: [['id -- ', '=', 1]] }),
  entry('block comment column', { where: [['id/**/', '=', 1]] }),
  entry('comment value', { where: [['id', '=', '1 /* */ or 1=1']] }),
  entry('comment sort', { order_by: 'id /* x */ desc' }),
];

const STACKED: CorpusEntry[] = [
  entry('stacked in sort', { order_by: 'id; DROP TABLE tomb_order' }),
  entry('stacked in value', { where: [['id', '=', '1; DROP TABLE tomb_order']] }),
  entry('stacked in column', { where: [['id; DROP TABLE tomb_order; --', '=', 1]] }),
  entry('stacked in field', { field: 'id; DROP TABLE "user"' }),
  entry('stacked in join', { left_join: ['salesperson_id; DROP TABLE "user"'] }),
  entry('stacked op', { where: [['id', '= 1; DROP TABLE tomb_order; --', 1]] }),
  entry('op keyword', { where: [['id', 'regexp', '.*']] }),
  entry('op tilde', { where: [['buyer_name', '~', '.*']] }),
];

const NUMBERS: CorpusEntry[] = [
  entry('page 1e308', { page: 1e308 }),
  entry('page_size 1e20', { page_size: 1e20 }),
  entry('page negative', { page: -1, page_size: -50 }),
  entry('page fraction', { page: 1.5 }),
  entry('page 2^53+2', { page: 2 ** 53 + 2 }),
  raw('page 1e400 (Infinity)', '{"page":1e400}'),
  raw('id bigint literal', '{"where":[["id","=",9223372036854775808]]}'),
  entry('id 1e308', { where: [['id', '=', 1e308]] }),
  entry('id -0', { where: [['id', '=', -0]] }),
  entry('id string huge', { where: [['id', '=', '99999999999999999999999']] }),
  entry('price huge', { where: [['price', '>', 1e300]] }),
  raw('price 1e400', '{"where":[["price",">",1e400]]}'),
  entry('date nonsense', { where: [['created_at', '>', '99999-99-99']] }),
  entry('date infinity', { where: [['created_at', '<', 'infinity']] }),
  entry('between reversed types', { where: [['id', 'between', ['a', 1e308]]] }),
  entry('in huge list', { where: [['id', 'in', Array.from({ length: 5000 }, (_, i) => i)]] }),
];

const SIZES: CorpusEntry[] = [
  entry('1 MB value', { where: [['buyer_name', '=', MB]] }),
  entry('1 MB like', { where: [['buyer_name', 'like', `%${MB}%`]] }),
  entry('1 MB column', { where: [[MB, '=', 1]] }),
  entry('1 MB sort', { order_by: MB }),
  entry('1 MB alias', { left_join: [{ ref: 'salesperson_id', as: MB }] }),
  raw('deep arrays 1,000', nested(1_000)),
  raw('deep arrays 50,000', nested(50_000)),
  raw('deep or 1,000', nestedOr(1_000)),
  raw('deep or 20,000', nestedOr(20_000)),
  entry('wide or', { where: [{ or: Array.from({ length: 20_000 }, (_, i) => ['id', '=', i]) }] }),
  entry('many conditions', { where: Array.from({ length: 20_000 }, (_, i) => ['id', '<>', i]) }),
  entry('many fields', { field: Array.from({ length: 50_000 }, () => 'id') }),
];

const NOT_OBJECTS: CorpusEntry[] = [
  raw('array body', '[]'),
  raw('string body', '"tomb_order"'),
  raw('null body', 'null'),
  raw('number body', '1e400'),
  raw('broken json', '{"where":'),
  raw('trailing garbage', '{"where":{}} ; drop table x'),
];

export const CORPUS: CorpusEntry[] = [...THINKPHP, ...RELATIONS, ...PROTOTYPE, ...JSON_PATHS, ...QUOTES_AND_BYTES, ...STACKED, ...NUMBERS, ...SIZES, ...NOT_OBJECTS];
