/**
 * The one decoding layer on every moved route, generated from the registry
 * (src/protocol/contracts/index.ts): for each contract the real server registers, an unknown
 * key, a NUL character and a number out of range are refused before the handler with a
 * translated `{status, msg, data}` (400 for the body's shape, 422 with the field's error for a
 * field's rule), and the data is the same after as before. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { INT4_MAX } from '../../src/config/validators';
import { appConfig } from '../../src/instance';
import { accessLevels, type AnyContract, type BodyField, type BodySpec } from '../../src/protocol/contract';
import { CONTRACTS } from '../../src/protocol/contracts';
import { urlOf } from '../../src/server/contract/route';
import { startTestServer, type TestServer } from './helpers/actors';
import { onPostgres } from './helpers/database';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer('contractDecoding');
});
afterAll(() => s?.close());

const CJK = /[\u4e00-\u9fff]/;

/** Every configured table's rows, as text: what "no change to the data" compares. */
const snapshot = async (): Promise<string[]> => {
  const out: string[] = [];
  for (const table of [...new Set(Object.values(appConfig).map((r) => r.table))].sort()) {
    const { rows } = await sql<{ n: number; digest: string | null }>`SELECT count(*)::integer AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${sql.table(table)} t`.execute(s.database.db);
    out.push(`${table} ${rows[0]?.n} ${rows[0]?.digest ?? ''}`);
  }
  return out;
};

/** A level the contract admits (any signed-in level when it names none); none for a public call. */
const levelFor = (c: AnyContract): Level | undefined => {
  if (c.access.kind === 'public') return undefined;
  return accessLevels(c.access, appConfig)?.[0] ?? 5;
};

const send = async (c: AnyContract, payload: string) => {
  const level = levelFor(c);
  const res = await s.app.inject({
    method: c.method,
    url: urlOf(c),
    headers: { 'content-type': 'application/json', 'accept-language': 'zh', ...(level ? { 'x-token': s.tokens[level] } : {}) },
    payload,
  });
  const body = res.json() as { status: number; msg: string; data: { code?: string; fields?: Record<string, string> } };
  return { http: res.statusCode, status: body.status, msg: body.msg, code: body.data?.code, fields: Object.keys(body.data?.fields ?? {}) };
};

const POSTED = CONTRACTS.filter((c) => c.method === 'POST' && c.body !== 'bytes');
const DECLARED = POSTED.filter((c): c is AnyContract & { body: BodySpec | 'none' } => c.body !== 'own');

/** A number out of range for one of the body's own fields: an id past the int4 maximum (400), else an integer past its field's maximum (422 on the field). */
const outOfRange = (spec: BodySpec): { key: string; value: number; refusal: 400 | 422 } | undefined => {
  const entries = Object.entries(spec) as [string, BodyField][];
  const idKey = entries.find(([, f]) => f.type === 'id')?.[0];
  if (idKey) return { key: idKey, value: INT4_MAX + 1, refusal: 400 };
  const intKey = entries.find(([, f]) => f.type === 'integer' || (f.type === 'config' && appConfig[f.resource]?.fields[f.field]?.type === 'integer'))?.[0];
  return intKey ? { key: intKey, value: 1e15, refusal: 422 } : undefined;
};

describe(`every contract's decoding on the real server (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('registers a route for every contract of the registry', () => {
    const missing = CONTRACTS.filter((c) => !s.app.hasRoute({ method: c.method, url: urlOf(c) })).map((c) => c.path);
    expect(missing).toEqual([]);
  });

  it.each(DECLARED.map((c) => [c.path, c] as const))('%s: an unknown key is a translated 400 and changes nothing', async (_path, c) => {
    const before = await snapshot();
    const r = await send(c, JSON.stringify({ zz_not_declared: 1 }));
    expect([r.http, r.status, r.code]).toEqual([400, 400, 'unknown_key']);
    expect(r.msg).toMatch(CJK);
    expect(await snapshot()).toEqual(before);
  });

  it.each(POSTED.map((c) => [c.path, c] as const))('%s: a NUL character is a translated 400 and changes nothing', async (_path, c) => {
    const before = await snapshot();
    const key = typeof c.body === 'object' ? (Object.keys(c.body)[0] ?? 'x') : 'x';
    const r = await send(c, `{"${key}":"a\\u0000b"}`);
    expect([r.http, r.code]).toEqual([400, 'text_nul']);
    expect(r.msg).toMatch(CJK);
    expect(await snapshot()).toEqual(before);
  });

  const ranged = DECLARED.flatMap((c) => {
    const bad = typeof c.body === 'object' ? outOfRange(c.body) : undefined;
    return bad ? [[c.path, c, bad] as const] : [];
  });
  it.each(ranged)('%s: a number out of range is refused, translated, and changes nothing', async (_path, c, bad) => {
    const before = await snapshot();
    const r = await send(c, JSON.stringify({ [bad.key]: bad.value }));
    expect(r.http).toBe(bad.refusal);
    expect(r.msg).toMatch(CJK);
    if (bad.refusal === 422) expect(r.fields).toContain(bad.key);
    expect(await snapshot()).toEqual(before);
  });
});
