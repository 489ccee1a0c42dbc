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
import * as auth from '../../src/protocol/contracts/auth';
import * as users from '../../src/protocol/contracts/users';
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

// The routes whose bodies keep their legacy grammar ('own': the sign-in family and user
// management, src/protocol/contracts/auth.ts and users.ts) answer as before through their contracts.
describe(`the sign-in family and user management keep their legacy wire (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  const post = (c: AnyContract, payload: unknown, level?: Level) =>
    s.app.inject({
      method: 'POST',
      url: urlOf(c),
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(level ? { 'x-token': s.tokens[level] } : {}) },
      payload: JSON.stringify(payload),
    });

  it('pwd_login refuses an unknown account with HTTP 200 and status 0, as the legacy client expects', async () => {
    const r = await post(auth.pwdLogin, { mobile: '19999999999', pwd: 'not a password of anyone', type: 'pc' });
    expect([r.statusCode, r.json().status, r.json().data.code]).toEqual([200, 0, 'login_failed']);
  });

  it('get_user_info answers status 1 with the caller, and 401 without a session', async () => {
    const r = await post(auth.getUserInfo, {}, 5);
    expect([r.statusCode, r.json().status, r.json().data.level]).toEqual([200, 1, 5]);
    expect((await post(auth.getUserInfo, {})).statusCode).toBe(401);
  });

  it('logout without the X-Token header is a 401 and ends nothing', async () => {
    const r = await post(auth.logout, {});
    expect([r.statusCode, r.json().data?.code]).toEqual([401, 'not_signed_in']);
    expect((await post(auth.getUserInfo, {}, 5)).statusCode).toBe(200);
  });

  it('forget_code gives the same neutral answer for an unknown mobile', async () => {
    const r = await post(auth.forgetCode, { mobile: '19999999998' });
    expect([r.statusCode, r.json().status, r.json().data]).toEqual([200, 200, null]);
  });

  it('user management: an unknown key in a profile is a 400, login_locks a list for a manager and a 403 below, login_lock a 400 for a bad id', async () => {
    const unknown = await post(users.updateUserInfo, { zz_not_declared: 1 }, 5);
    expect([unknown.statusCode, unknown.json().data?.code]).toEqual([400, 'unknown_key']);
    const locks = await post(users.loginLocks, {}, 5);
    expect([locks.statusCode, Array.isArray(locks.json().data)]).toEqual([200, true]);
    expect((await post(users.loginLocks, {}, 1)).statusCode).toBe(403);
    expect((await post(users.loginLock, { id: 'x' }, 5)).statusCode).toBe(400);
  });
});
