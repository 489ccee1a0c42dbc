/**
 * A sign-in flood does not freeze the product (issue 12 item 2, docs/auth.md "Password hashing
 * under load"). 100 sign-ins for unknown mobiles from 5 addresses (20 each, each address under
 * its limit of 20 failures) are kept in flight against the compiled server over real HTTP (the
 * thread pools matter, so no inject), on PGlite and on PostgreSQL (TEST_DATABASE_URL). Meanwhile
 * a real user signs in within 5 s, and the login page's HTML and an API read answer within 1 s,
 * (nine probes in ten; none over 3 s, for a shared CI machine). Before the hashing line, scrypt filled libuv's 4 threads (which
 * also read the static files): the real sign-in took over a minute and the page as long.
 * The addresses come from X-Forwarded-For (TRUST_PROXY=1), as behind the documented proxy.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type RunningServer } from '../../bench/lib/process';
import { pgliteWorld, postgresWorld, type World } from '../../bench/lib/world';
import { ensureBuilt } from '../../scripts/buildState.mjs';
import { hashPassword } from '../../src/server/auth/password';

const FLOOD_ADDRESSES = 5;
const FLOOD_PER_ADDRESS = 20;
const REAL_MOBILE = '13900000201';
const REAL_PASSWORD = 'the real user 201';
/** How long the probes run while the flood is in flight. */
const PROBE_MS = 10_000;
let port = 18900 + (process.pid % 300);

/** The time under which this share of the answers came. */
const percentile = (answers: Timed[], share: number): number => {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Timed {
  ms: number;
  status: number;
  body: string;
}

const timed = async (url: string, init: RequestInit = {}): Promise<Timed> => {
  const t0 = performance.now();
  const r = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
  const body = await r.text();
  return { ms: Math.round(performance.now() - t0), status: r.status, body };
};

const signIn = (server: RunningServer, mobile: string, pwd: string, address: string) =>
  timed(`${server.url}/index/User_Reg/pwd_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ mobile, pwd, type: 'pc' }),
  });

/** Keep FLOOD_ADDRESSES x FLOOD_PER_ADDRESS unknown-mobile sign-ins in flight until `stop`; count the answers. */
const flood = (server: RunningServer) => {
  let stopped = false;
  const answers = new Map<string, number>();
  const client = async (address: string, i: number) => {
    for (let round = 0; !stopped; round++) {
      const a = await signIn(server, `1398${String(i).padStart(3, '0')}${String(round).padStart(4, '0')}`, `guess ${i} ${round}`, address).catch(() => ({ ms: 0, status: 0, body: '' }));
      let code = `HTTP ${a.status}`;
      try {
        const env = JSON.parse(a.body) as { status: number; data?: { code?: string } };
        code = `${a.status} ${env.data?.code ?? env.status}`;
      } catch {
        // not JSON: counted by status
      }
      answers.set(code, (answers.get(code) ?? 0) + 1);
      // The attacker ignores Retry-After and comes back after a second: about 100 refused
      // sign-ins a second on top of the hashing, not an HTTP flood of cheap requests (which is the
      // reverse proxy's to rate-limit).
      if (!code.endsWith('login_failed')) await sleep(1000);
    }
  };
  const clients = Array.from({ length: FLOOD_ADDRESSES * FLOOD_PER_ADDRESS }, (_, i) => client(`198.51.100.${1 + (i % FLOOD_ADDRESSES)}`, i));
  return {
    answers,
    stop: async () => {
      stopped = true;
      await Promise.all(clients);
    },
  };
};

const floodAndProbe = async (world: World): Promise<void> => {
  const server = await spawnServer({ port: port++, env: { ...world.env, TRUST_PROXY: '1', LOG: 'off' } });
  try {
    // Warm: the page and a read answer before the flood.
    expect((await timed(`${server.url}/login`)).status).toBe(200);
    const attack = flood(server);
    const signIns: Timed[] = [];
    const pages: Timed[] = [];
    const reads: Timed[] = [];
    try {
      await sleep(500);
      const deadline = Date.now() + PROBE_MS;
      const user = (async () => {
        // Twice: at the start of the flood and in its middle, each from an address of its own.
        signIns.push(await signIn(server, REAL_MOBILE, REAL_PASSWORD, '203.0.113.50'));
        await sleep(2000);
        signIns.push(await signIn(server, REAL_MOBILE, REAL_PASSWORD, '203.0.113.51'));
      })();
      while (Date.now() < deadline) {
        const [page, read] = await Promise.all([
          timed(`${server.url}/login`),
          timed(`${server.url}/index/admin.tomb_burialslot/_search`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-token': world.manager }, body: '{}' }),
        ]);
        pages.push(page);
        reads.push(read);
        await sleep(250);
      }
      await user;
    } finally {
      await attack.stop();
    }
    const summary = `sign-ins ${signIns.map((s) => s.ms).join(', ')} ms; page p90 ${percentile(pages, 0.9)} max ${Math.max(...pages.map((p) => p.ms))} ms, read p90 ${percentile(reads, 0.9)} max ${Math.max(...reads.map((r) => r.ms))} ms over ${pages.length} probes (load average ${loadavg()[0].toFixed(1)}); flood answers ${JSON.stringify(Object.fromEntries(attack.answers))}`;
    console.info(`${world.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${summary}`);
    for (const s of signIns) {
      expect(JSON.parse(s.body).status, s.body).toBe(1);
      expect(s.ms, summary).toBeLessThan(5000);
    }
    for (const p of pages) {
      expect(p.status).toBe(200);
      expect(p.body).toContain('<div id="root">');
    }
    for (const r of reads) expect(r.status, r.body).toBe(200);
    // Within 1 s. The CI machine is shared (2 cores, other jobs): one probe in ten may be caught
    // by a neighbour's burst, never by seconds. Before the hashing line they took a minute.
    expect(percentile(pages, 0.9), summary).toBeLessThan(1000);
    expect(percentile(reads, 0.9), summary).toBeLessThan(1000);
    expect(Math.max(...pages.map((p) => p.ms), ...reads.map((r) => r.ms)), summary).toBeLessThan(3000);
    // The flood was answered, not dropped: failures, and fast refusals while the line was full; never a fault.
    const codes = [...attack.answers.keys()];
    expect(codes.some((c) => c.endsWith('login_failed'))).toBe(true);
    expect(codes.filter((c) => !/^(200 login_failed|200 too_many_attempts|429 too_many_attempts|503 server_busy)$/.test(c)), summary).toEqual([]);
  } finally {
    await server.stop();
  }
};

/** The world's seller gets a real password (the world has none). */
const withRealUser = async (world: World): Promise<World> => {
  const database = await world.open();
  try {
    await database.db.updateTable('user').set({ password_hash: await hashPassword(REAL_PASSWORD) }).where('mobile', '=', REAL_MOBILE).execute();
  } finally {
    await database.close();
  }
  return world;
};

const cleanups: (() => Promise<void>)[] = [];
beforeAll(() => {
  ensureBuilt('app');
  ensureBuilt('server');
});
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe('a sign-in flood of 100 unknown mobiles from 5 addresses', () => {
  it('on PGlite: a real user signs in within 5 s; the login page and an API read answer within 1 s', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'login-flood-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await floodAndProbe(await withRealUser(await pgliteWorld(join(dir, 'data'), 50)));
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL: the same', async () => {
    const world = await postgresWorld(process.env.TEST_DATABASE_URL ?? '', 50);
    cleanups.push(() => world.drop());
    await floodAndProbe(await withRealUser(world));
  });
});
