/**
 * A sign-in flood does not freeze the product (issue 12 item 2, docs/auth.md "Password hashing
 * under load"). 100 sign-ins for unknown mobiles from 5 addresses (20 each, each address under
 * its limit of 20 failures) are kept in flight against the compiled server over real HTTP (the
 * thread pools matter, so no inject), on PGlite and on PostgreSQL (TEST_DATABASE_URL). Meanwhile
 * a real user signs in within 5 s (on the reference box; in proportion to a sign-in before the
 * flood on a busier machine) from their known device (issue 26: a browser that signed in
 * before; from a new device they still sign in, after the challenge, more slowly), and the
 * login page's HTML and an API read answer within 1 s,
 * (nine probes in ten; none over 3 s, for a shared CI machine). Before the hashing line, scrypt filled libuv's 4 threads (which
 * also read the static files): the real sign-in took over a minute and the page as long.
 * The addresses come from X-Forwarded-For (TRUST_PROXY=1), as behind the documented proxy.
 *
 * The mixed flood (issue 26 item 1, docs/auth.md "Known devices, lanes and the challenge"):
 * for 60 s, 16 anonymous sign-ins at a time, each client from a fresh address every 20 tries,
 * plus a booking flood on the public visit calls. A staff member whose browser signed in before
 * (its device cookie) signs in again and again: p99 under 2 s; a new device still signs in (it
 * answers the challenge, as the login form does); staff reads answer 200; nothing answers 5xx.
 * The figures are printed and recorded in docs/performance.md.
 */
import { addDays, dayOf, systemClock } from '../../src/server/clock/clock';
import { createHash } from 'node:crypto';
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
  /** The device cookie the answer sets (name=value). */
  cookie?: string;
}

const timed = async (url: string, init: RequestInit = {}): Promise<Timed> => {
  const t0 = performance.now();
  const r = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
  const body = await r.text();
  const cookie = r.headers.get('set-cookie')?.split(';')[0];
  return { ms: Math.round(performance.now() - t0), status: r.status, body, cookie };
};

const signIn = (server: RunningServer, mobile: string, pwd: string, address: string, extra: { cookie?: string; challenge?: string; nonce?: string } = {}) =>
  timed(`${server.url}/index/User_Reg/pwd_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    body: JSON.stringify({ mobile, pwd, type: 'pc', ...(extra.challenge ? { challenge: extra.challenge, nonce: extra.nonce } : {}) }),
  });

/** What the login form does with the server's challenge, with node's SHA-256 (a slice at a time, so the probes keep their timing). */
const solve = async (challenge: string, bits: number): Promise<string> => {
  for (let nonce = 0; ; ) {
    for (const end = nonce + 4000; nonce < end; nonce++) {
      const d = createHash('sha256').update(`${challenge}:${nonce}`).digest();
      let zeros = 0;
      for (const byte of d) {
        if (byte === 0) {
          zeros += 8;
          continue;
        }
        zeros += Math.clz32(byte) - 24;
        break;
      }
      if (zeros >= bits) return String(nonce);
    }
    await new Promise((r) => setImmediate(r));
  }
};

/** A browser's sign-in: answers the challenge when asked, sends its device cookie if it has one; the time includes the solving. */
const browserSignIn = async (server: RunningServer, mobile: string, pwd: string, address: string, cookie?: string): Promise<Timed & { cookie?: string; challenged: boolean }> => {
  const t0 = performance.now();
  let answer = await signIn(server, mobile, pwd, address, { cookie });
  let challenged = false;
  for (let round = 0; round < 3; round++) {
    const env = JSON.parse(answer.body) as { data?: { code?: string; challenge?: string; difficulty?: number } };
    if (env.data?.code !== 'challenge_required') break;
    challenged = true;
    const nonce = await solve(String(env.data.challenge), Number(env.data.difficulty));
    answer = await signIn(server, mobile, pwd, address, { cookie, challenge: env.data.challenge, nonce });
  }
  return { ...answer, ms: Math.round(performance.now() - t0), cookie: answer.cookie, challenged };
};

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
    // Warm: the page and a read answer before the flood; the user's browser signed in before.
    expect((await timed(`${server.url}/login`)).status).toBe(200);
    const before = await browserSignIn(server, REAL_MOBILE, REAL_PASSWORD, '203.0.113.50');
    expect(JSON.parse(before.body).status, before.body).toBe(1);
    // 5 s on the reference box, where that sign-in (one scrypt) takes about 1.2 s; in proportion on a busier machine.
    const limitMs = Math.round(5000 * Math.max(1, before.ms / REFERENCE_QUIET_MS));
    const attack = flood(server);
    const signIns: Timed[] = [];
    let fresh: Timed | undefined;
    const pages: Timed[] = [];
    const reads: Timed[] = [];
    try {
      await sleep(500);
      const deadline = performance.now() + PROBE_MS;
      const user = (async () => {
        // Twice: at the start of the flood and in its middle, each from an address of its own.
        signIns.push(await browserSignIn(server, REAL_MOBILE, REAL_PASSWORD, '203.0.113.50', before.cookie));
        await sleep(2000);
        signIns.push(await browserSignIn(server, REAL_MOBILE, REAL_PASSWORD, '203.0.113.51', before.cookie));
        // A browser that never signed in here.
        fresh = await browserSignIn(server, REAL_MOBILE, REAL_PASSWORD, '203.0.113.52');
      })();
      while (performance.now() < deadline) {
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
    const summary = `before the flood ${before.ms} ms (limit ${limitMs} ms); known-device sign-ins ${signIns.map((s) => s.ms).join(', ')} ms, new device ${fresh?.ms} ms; page p90 ${percentile(pages, 0.9)} max ${Math.max(...pages.map((p) => p.ms))} ms, read p90 ${percentile(reads, 0.9)} max ${Math.max(...reads.map((r) => r.ms))} ms over ${pages.length} probes (load average ${loadavg()[0].toFixed(1)}); flood answers ${JSON.stringify(Object.fromEntries(attack.answers))}`;
    console.info(`${world.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${summary}`);
    for (const s of signIns) {
      expect(JSON.parse(s.body).status, s.body).toBe(1);
      expect(s.ms, summary).toBeLessThan(limitMs);
    }
    expect(JSON.parse(fresh?.body ?? '{}').status, fresh?.body).toBe(1);
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
    expect(codes.filter((c) => !/^(200 login_failed|200 too_many_attempts|200 challenge_required|429 too_many_attempts|503 server_busy)$/.test(c)), summary).toEqual([]);
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

/** The mixed flood's sizes (issue 26). */
/**
 * The issue's measure is 60 s of flood (`MIXED_FLOOD_S=60 npm run test:slow`: the figures in
 * docs/performance.md); CI runs 30 s on each database to stay inside its 30-minute budget.
 */
const MIXED_S = Number(process.env.MIXED_FLOOD_S ?? 30);
const MIXED_MS = MIXED_S * 1000;
const ANONYMOUS_AT_ONCE = 16;
const TRIES_PER_ADDRESS = 20;
const BOOKERS_AT_ONCE = 8;
/**
 * The goal: a known device signs in with p99 under 2 s during the flood, on the reference box
 * (2 cores, where a sign-in, one scrypt, takes about 1.2 s beside the booking flood). On a
 * slower or busier machine the limit grows in proportion to the sign-in measured in the same run
 * beside the booking flood, just before the sign-in flood starts: a hash of 6 s (a machine
 * shared by other test suites) cannot give 2 s, but the sign-in flood must still not make a
 * known device wait for its line.
 */
const KNOWN_DEVICE_P99_MS = 2000;
const REFERENCE_QUIET_MS = 1200;

/** A day counted from the servers' today: they run on the system clock (systemClock). */
const localDay = (offset: number): string => addDays(dayOf(systemClock.now()), offset);

/** A gate and a large slot tomorrow, for the booking flood. */
const withVisitSlot = async (world: World): Promise<{ world: World; slotId: number }> => {
  const database = await world.open();
  try {
    const gate = await database.db.insertInto('visit_gate').values({ name: 'Flood gate', sort: 0 }).returning('id').executeTakeFirstOrThrow();
    const slot = await database.db
      .insertInto('visit_slot')
      .values({ gate_id: gate.id, day: localDay(1), starts: '09:00', ends: '17:00', quota: 1_000_000, booked: 0, checked_in: 0, closed: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { world, slotId: Number(slot.id) };
  } finally {
    await database.close();
  }
};

/** Why a request got no answer (the connection's error code), for the tally: 'HTTP 0 ECONNRESET'. */
const transportError = (e: unknown): string => {
  const cause = (e as { cause?: { code?: string; name?: string } }).cause;
  return cause?.code ?? cause?.name ?? (e as Error).name ?? 'error';
};

const codeOf = (a: Timed): string => {
  if (a.status === 0) return `HTTP 0 ${a.body}`;
  try {
    const env = JSON.parse(a.body) as { status: number; data?: { code?: string } };
    return `${a.status} ${env.data?.code ?? env.status}`;
  } catch {
    return `HTTP ${a.status}`;
  }
};

const tally = (into: Map<string, number>, key: string) => into.set(key, (into.get(key) ?? 0) + 1);

/** 16 anonymous sign-ins at a time, each client from a fresh address every 20 tries; they do not answer challenges. */
const anonymousFlood = (server: RunningServer) => {
  let stopped = false;
  const answers = new Map<string, number>();
  const client = async (i: number) => {
    for (let round = 0; !stopped; round++) {
      const block = Math.floor(round / TRIES_PER_ADDRESS);
      const address = `10.${i + 1}.${(block >> 8) & 255}.${block & 255}`;
      const a = await signIn(server, `1397${String(i).padStart(3, '0')}${String(round).padStart(4, '0')}`, `guess ${i} ${round}`, address).catch((e: unknown) => ({ ms: 0, status: 0, body: transportError(e) }));
      const code = codeOf(a);
      tally(answers, code);
      // Refused at once: back after a second, not a busy loop of cheap requests (a proxy's job).
      if (!code.endsWith('login_failed')) await sleep(1000);
    }
  };
  const clients = Array.from({ length: ANONYMOUS_AT_ONCE }, (_, i) => client(i));
  return {
    answers,
    stop: async () => {
      stopped = true;
      await Promise.all(clients);
    },
  };
};

/** 8 families at a time booking (and reading the slots), each request from its own address and mobile. */
const bookingFlood = (server: RunningServer, slotId: number) => {
  let stopped = false;
  const answers = new Map<string, number>();
  let n = 0;
  const client = async () => {
    while (!stopped) {
      n++;
      const address = `172.${16 + (n % 16)}.${(n >> 8) & 255}.${n & 255}`;
      const read = n % 4 === 0;
      const a = await timed(`${server.url}/index/visit/${read ? 'slots' : 'book'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(read ? {} : { slot_id: slotId, name: '访客', mobile: `137${String(n).padStart(8, '0')}`, people: 1 }),
      }).catch((e: unknown) => ({ ms: 0, status: 0, body: transportError(e) }));
      tally(answers, `${read ? 'slots' : 'book'} ${a.status}${a.status === 0 ? ` ${a.body}` : ''}`);
    }
  };
  const clients = Array.from({ length: BOOKERS_AT_ONCE }, () => client());
  return {
    answers,
    stop: async () => {
      stopped = true;
      await Promise.all(clients);
    },
  };
};

const mixedFlood = async (world: World, slotId: number): Promise<void> => {
  const server = await spawnServer({ port: port++, env: { ...world.env, TRUST_PROXY: '1', LOG: 'off' } });
  const name = world.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  try {
    // The staff member's browser signed in before: it holds its device cookie.
    const first = await browserSignIn(server, REAL_MOBILE, REAL_PASSWORD, '203.0.113.60');
    expect(JSON.parse(first.body).status, first.body).toBe(1);
    let cookie = first.cookie;
    expect(cookie).toMatch(/^cemetery_device=/);
    const load1 = loadavg()[0];
    const bookings = bookingFlood(server, slotId);
    // What a sign-in costs on this machine now, beside the booking flood: the yardstick of the limit.
    const quiet: Timed[] = [];
    for (let i = 0; i < 3; i++) {
      const a = await browserSignIn(server, REAL_MOBILE, REAL_PASSWORD, '203.0.113.60', cookie);
      quiet.push(a);
      cookie = a.cookie ?? cookie;
    }
    const quietMs = percentile(quiet, 0.5);
    const limitMs = Math.round(KNOWN_DEVICE_P99_MS * Math.max(1, quietMs / REFERENCE_QUIET_MS));
    const anonymous = anonymousFlood(server);
    const known: Timed[] = [];
    const fresh: (Timed & { challenged: boolean })[] = [];
    const reads: Timed[] = [];
    try {
      await sleep(3000);
      const deadline = performance.now() + MIXED_MS;
      const staff = (async () => {
        while (performance.now() < deadline) {
          const a = await browserSignIn(server, REAL_MOBILE, REAL_PASSWORD, '203.0.113.60', cookie);
          known.push(a);
          cookie = a.cookie ?? cookie;
          await sleep(500);
        }
      })();
      const newDevices = (async () => {
        for (let i = 0; performance.now() < deadline - 8000; i++) {
          // A browser that never signed in here, from an address of its own.
          fresh.push(await browserSignIn(server, REAL_MOBILE, REAL_PASSWORD, `203.0.113.${70 + i}`));
          await sleep(8000);
        }
      })();
      while (performance.now() < deadline) {
        reads.push(await timed(`${server.url}/index/admin.tomb_burialslot/_search`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-token': world.manager }, body: '{}' }));
        await sleep(500);
      }
      await Promise.all([staff, newDevices]);
    } finally {
      await Promise.all([anonymous.stop(), bookings.stop()]);
    }
    const p = (xs: Timed[], share: number) => percentile(xs, share);
    const summary =
      `${name}: beside the bookings alone, sign-in ${quiet.map((q) => `${q.ms}${(q as {challenged?: boolean}).challenged ? 'C' : ''}`).join(', ')} ms; known ${known.map((q) => `${q.ms}${(q as {challenged?: boolean}).challenged ? 'C' : ''}`).join(',')} (limit ${limitMs} ms); known device ${known.length} sign-ins p50 ${p(known, 0.5)} p99 ${p(known, 0.99)} max ${Math.max(...known.map((k) => k.ms))} ms; ` +
      `new devices ${fresh.map((f) => `${f.ms} ms${f.challenged ? ' (challenged)' : ''}`).join(', ')}; ` +
      `staff reads ${reads.length} p50 ${p(reads, 0.5)} p99 ${p(reads, 0.99)} ms; load average ${load1.toFixed(1)} → ${loadavg()[0].toFixed(1)}; ` +
      `anonymous ${JSON.stringify(Object.fromEntries(anonymous.answers))}; bookings ${JSON.stringify(Object.fromEntries(bookings.answers))}`;
    console.info(summary);
    for (const k of known) expect(JSON.parse(k.body).status, k.body).toBe(1);
    expect(fresh.length).toBeGreaterThan(0);
    for (const f of fresh) expect(JSON.parse(f.body).status, f.body).toBe(1);
    for (const r of reads) expect(r.status, r.body).toBe(200);
    expect(p(known, 0.99), summary).toBeLessThan(limitMs);
    // No 5xx anywhere: not the flood's, not the bookings'.
    const fives = [...anonymous.answers.keys(), ...bookings.answers.keys()].filter((c) => /(^| )5\d\d/.test(c) || /(^| )0( |$)|^HTTP 0/.test(c));
    expect(fives, summary).toEqual([]);
    expect(anonymous.answers.get('200 login_failed') ?? 0, summary).toBeGreaterThan(0);
    // The flood's bookings carry no verified mobile (issue 26 item 4): each is answered, and refused 401.
    expect(bookings.answers.get('book 401') ?? 0, summary).toBeGreaterThan(0);
    expect(bookings.answers.get('book 200') ?? 0, summary).toBe(0);
  } finally {
    await server.stop();
  }
};

describe(`the mixed flood: 16 anonymous sign-ins at a time from fresh addresses, and a booking flood, for ${MIXED_S} s`, () => {
  it('on PGlite: a known device signs in with p99 under 2 s (scaled on a slower machine); a new device still signs in; no 5xx', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'login-mixed-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const { world, slotId } = await withVisitSlot(await withRealUser(await pgliteWorld(join(dir, 'data'), 50)));
    await mixedFlood(world, slotId);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL: the same', async () => {
    const world = await postgresWorld(process.env.TEST_DATABASE_URL ?? '', 50);
    cleanups.push(() => world.drop());
    const { slotId } = await withVisitSlot(await withRealUser(world));
    await mixedFlood(world, slotId);
  });
});
