/**
 * Issue 12, item 2: a sign-in flood must not freeze the product. 100 concurrent sign-ins for
 * unknown mobiles from 5 addresses (20 each, within the per-address limit) hit the server over
 * real HTTP; meanwhile a real user signs in within 5 s, and the login page's HTML and an API
 * read answer within 1 s. The flood itself gets the usual refusal after a hash, or a fast
 * 429/503 with Retry-After when the hashing queue is full. And new passwords are hashed before
 * the write's transaction opens, never inside it (on PGlite it holds the only connection).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { hashQueueState } from '../../src/server/auth/hashQueue';
import { hashPassword } from '../../src/server/auth/password';
import { createSession } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { closeTestDatabase, onPostgres, openTestDatabase } from './helpers/database';
import { appConfig } from '../../src/instance';

const PASSWORD = 'the-real-password';
const LOGIN_HTML = '<!doctype html><html><head><title>Sign in</title></head><body><div id="root"></div></body></html>';

let database: Database;
let app: FastifyInstance;
let base: string;
let staticDir: string;
let managerToken: string;
let readerToken: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'login-flood-'));
  writeFileSync(join(staticDir, 'index.html'), LOGIN_HTML);
  database = await openTestDatabase('login_flood');
  await migrate(database, appConfig);
  const hash = await hashPassword(PASSWORD);
  const users = await database.db
    .insertInto('user')
    .values([
      { mobile: '13900000301', nickname: 'Real clerk', level: 1, channel: 'inside', password_hash: hash },
      { mobile: '13900000302', nickname: 'Reader', level: 2, channel: 'inside', password_hash: hash },
      { mobile: '13900000305', nickname: 'Manager', level: 5, channel: 'inside', password_hash: hash },
    ])
    .returning('id')
    .execute();
  // Behind a trusted proxy, so the flood can come from several addresses over one loopback.
  app = await buildApp({ database, staticDir, trustProxy: true });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  readerToken = await createSession(database.db, Number(users[1].id), new Date());
  managerToken = await createSession(database.db, Number(users[2].id), new Date());
});

afterAll(async () => {
  await app?.close();
  if (database) await closeTestDatabase(database);
  rmSync(staticDir, { recursive: true, force: true });
});

interface Timed {
  status: number;
  ms: number;
  body: string;
  retryAfter: string | null;
}

const timed = async (path: string, init: RequestInit = {}): Promise<Timed> => {
  const start = performance.now();
  const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(180_000) });
  const body = await res.text();
  return { status: res.status, ms: performance.now() - start, body, retryAfter: res.headers.get('retry-after') };
};

const signIn = (mobile: string, pwd: string, ip: string): Promise<Timed> =>
  timed('/index/User_Reg/pwd_login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ mobile, pwd, type: 'pc' }),
  });

const post = (path: string, token: string, body: unknown): Promise<Timed> =>
  timed(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-token': token }, body: JSON.stringify(body) });

/**
 * The flood comes from another process, as an attacker's would: its 100 connections cost this
 * process (the server) nothing but the requests themselves.
 */
const FLOOD_SCRIPT = `
const one = async (i) => {
  const start = performance.now();
  const res = await fetch(process.env.BASE + '/index/User_Reg/pwd_login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.' + (1 + (i % 5)) },
    body: JSON.stringify({ mobile: '1370001' + String(i).padStart(4, '0'), pwd: 'guess-guess', type: 'pc' }),
  });
  return { status: res.status, ms: performance.now() - start, body: await res.text(), retryAfter: res.headers.get('retry-after') };
};
Promise.all(Array.from({ length: 100 }, (_, i) => one(i))).then((answers) => process.stdout.write(JSON.stringify(answers)));
`;

const floodFromAnotherProcess = (): { started: Promise<void>; answers: Promise<Timed[]> } => {
  const child = spawn(process.execPath, ['-e', FLOOD_SCRIPT], { env: { ...process.env, BASE: base }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const answers = once(child, 'exit').then(() => JSON.parse(out) as Timed[]);
  // Started when the server is hashing for it.
  const started = (async () => {
    while (hashQueueState().running === 0) await new Promise((r) => setTimeout(r, 10));
  })();
  return { started, answers };
};

describe(`a sign-in flood (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('100 sign-ins for unknown mobiles from 5 addresses: a real user signs in within 5 s, the login page and an API read answer within 1 s', async () => {
    const quiet = await Promise.all([timed('/login'), post('/index/query', readerToken, { table: 'tomb_area' })]);
    const flood = floodFromAnotherProcess();
    await flood.started;
    const [real, page, read] = await Promise.all([
      signIn('13900000301', PASSWORD, '198.51.100.7'),
      timed('/login'),
      post('/index/query', readerToken, { table: 'tomb_area' }),
    ]);
    const answers = await flood.answers;
    const codes = answers.map((x) => `${x.status}:${(JSON.parse(x.body) as { data?: { code?: string } }).data?.code ?? 'ok'}`);
    console.info(
      `before the flood: /login ${Math.round(quiet[0].ms)} ms, read ${Math.round(quiet[1].ms)} ms; during it: real sign-in ${Math.round(real.ms)} ms, ` +
        `/login ${Math.round(page.ms)} ms, read ${Math.round(read.ms)} ms; flood: ${Object.entries(codes.reduce<Record<string, number>>((m, k) => ({ ...m, [k]: (m[k] ?? 0) + 1 }), {}))
          .map(([k, n]) => `${n} x ${k}`)
          .join(', ')}, slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms`,
    );

    expect(JSON.parse(real.body)).toMatchObject({ status: 1, data: { token_info: { token: expect.any(String) } } });
    expect(real.ms).toBeLessThan(5000);
    expect(page.status).toBe(200);
    expect(page.body).toBe(LOGIN_HTML);
    expect(page.ms).toBeLessThan(1000);
    expect(read.status).toBe(200);
    expect(read.ms).toBeLessThan(1000);

    // The flood: the same refusal as any wrong sign-in after a hash, or a "come back later" that did not wait for one.
    let hashed = 0;
    for (const a of answers) {
      const body = JSON.parse(a.body) as { status: number; data: { code: string } };
      if (a.status === 200) {
        expect(body).toMatchObject({ status: 0, data: { code: 'login_failed' } });
        hashed++;
      } else {
        expect([429, 503]).toContain(a.status);
        expect(body.data.code).toBe(a.status === 429 ? 'too_many_requests' : 'server_busy');
        expect(Number(a.retryAfter)).toBeGreaterThan(0);
      }
    }
    expect(hashed).toBeGreaterThanOrEqual(5);
    expect(hashed).toBeLessThan(100);
  });
});

describe('hashing and transactions', () => {
  /** Watch the database while `work` runs: was a hash ever running while a transaction was open? */
  const overlapWhile = async (work: () => Promise<Timed>): Promise<{ answer: Timed; overlap: boolean; hashSeen: boolean }> => {
    let open = 0;
    const transaction = database.transaction.bind(database);
    database.transaction = async (fn) => {
      open++;
      try {
        return await transaction(fn);
      } finally {
        open--;
      }
    };
    let overlap = false;
    let hashSeen = false;
    const watch = setInterval(() => {
      const hashing = hashQueueState().running > 0;
      hashSeen ||= hashing;
      overlap ||= hashing && open > 0;
    }, 2);
    try {
      return { answer: await work(), overlap, hashSeen };
    } finally {
      clearInterval(watch);
      database.transaction = transaction;
    }
  };

  it('hashes a new account password before the write transaction', async () => {
    const { answer, overlap, hashSeen } = await overlapWhile(() =>
      post('/index/admin.user/create_user', managerToken, { mobile: '13900000399', nickname: 'New clerk', level: 1, password: 'a-new-password' }),
    );
    expect(answer.status).toBe(200);
    expect(hashSeen).toBe(true);
    expect(overlap).toBe(false);
    expect((await signIn('13900000399', 'a-new-password', '198.51.100.9')).body).toContain('"status":1');
  });

  it("hashes a manager's reset of another user's password before the write transaction", async () => {
    const user = await database.db.selectFrom('user').select('id').where('mobile', '=', '13900000301').executeTakeFirstOrThrow();
    const { answer, overlap, hashSeen } = await overlapWhile(() => post('/index/admin.user/update_password', managerToken, { id: user.id, password: 'reset-by-manager' }));
    expect(answer.status).toBe(200);
    expect(hashSeen).toBe(true);
    expect(overlap).toBe(false);
    expect((await signIn('13900000301', 'reset-by-manager', '198.51.100.10')).body).toContain('"status":1');
  });
});
