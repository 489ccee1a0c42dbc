/**
 * The line in front of password hashing (issue 12 item 2, docs/auth.md "Password hashing under
 * load"): a cap on hashes running at once, a share per address, a bounded wait with a fast
 * refusal carrying Retry-After, FIFO within an address and the address served longest ago
 * first, so a real user is not stuck behind a flood. The work here is a promise the test
 * settles by hand: no timing.
 */
import { describe, expect, it } from 'vitest';
import { HashQueue, type HashQueueLimits, type Lane } from '../../src/server/auth/hashQueue';
import { ApiError } from '../../src/server/http/errors';
import { HashPool, sharedWorkerLower } from '../../src/server/auth/hashPool';
import { hashPassword, verifyPassword, type ScryptParams } from '../../src/server/auth/password';
import { scryptSync } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Job {
  label: string;
  finish: () => void;
}

/** A queue whose work items wait for the test; `started` lists them in the order they began. */
const harness = (limits: HashQueueLimits) => {
  const queue = new HashQueue(limits);
  const started: Job[] = [];
  const outcomes = new Map<string, string>();
  const submit = (address: string | undefined, label: string, lane: Lane = 'open'): Promise<void> => {
    const p = queue.run(address, () => new Promise<void>((resolve) => started.push({ label, finish: resolve })), lane);
    p.then(
      () => outcomes.set(label, 'done'),
      (e: unknown) => outcomes.set(label, e instanceof ApiError ? `${e.httpStatus} ${e.code}` : 'error'),
    );
    return p.catch(() => undefined);
  };
  const settle = () => new Promise<void>((r) => setImmediate(r));
  const labels = () => started.map((j) => j.label);
  const finish = async (label: string) => {
    started.find((j) => j.label === label)!.finish();
    await settle();
  };
  return { queue, submit, started, labels, finish, outcomes, settle };
};

describe('the hashing line', () => {
  it('runs no more than its cap at once and starts the next when one ends', async () => {
    const h = harness({ concurrency: 2, perAddress: 10, maxWaiting: 10 });
    for (const label of ['a', 'b', 'c', 'd']) void h.submit(`10.0.0.${label.charCodeAt(0)}`, label);
    await h.settle();
    expect(h.labels()).toEqual(['a', 'b']);
    expect(h.queue.stats()).toMatchObject({ running: 2, waiting: 2 });
    await h.finish('a');
    expect(h.labels()).toEqual(['a', 'b', 'c']);
    await h.finish('b');
    await h.finish('c');
    await h.finish('d');
    expect(h.queue.stats()).toEqual({ running: 0, waiting: 0, addresses: 0 });
    expect([...h.outcomes.values()]).toEqual(['done', 'done', 'done', 'done']);
  });

  it('refuses an address over its share at once with 429 and a Retry-After, and lets other addresses in', async () => {
    const h = harness({ concurrency: 1, perAddress: 3, maxWaiting: 10 });
    for (let i = 1; i <= 3; i++) void h.submit('198.51.100.1', `flood ${i}`);
    await h.submit('198.51.100.1', 'flood 4');
    expect(h.outcomes.get('flood 4')).toBe('429 too_many_attempts');
    void h.submit('203.0.113.9', 'user');
    await h.settle();
    expect(h.outcomes.has('user')).toBe(false);
    expect(h.queue.stats()).toMatchObject({ running: 1, waiting: 3 });
    // The refusal says when to come back: everything ahead spread over the workers, at least a second.
    const refused = await h.queue.run('198.51.100.1', async () => undefined).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).retryAfter).toBeGreaterThanOrEqual(1);
  });

  it('when the whole line is full, a newcomer (no place yet) takes the busiest address\'s newest place; anyone else is refused with 503', async () => {
    const h = harness({ concurrency: 1, perAddress: 4, maxWaiting: 4 });
    // One running, four waiting: the line is full.
    for (let i = 1; i <= 3; i++) void h.submit('198.51.100.1', `a${i}`);
    for (let i = 1; i <= 2; i++) void h.submit('198.51.100.2', `b${i}`);
    await h.settle();
    expect(h.queue.stats()).toMatchObject({ running: 1, waiting: 4 });
    // a holds 3 places, b 2, the newcomer none: a's newest place goes.
    void h.submit('203.0.113.7', 'user');
    await h.settle();
    expect(h.outcomes.get('a3')).toBe('503 server_busy');
    expect(h.outcomes.has('user')).toBe(false);
    // Now a and b hold 2 each, the user 1: another newcomer is let in at a's or b's cost...
    void h.submit('203.0.113.8', 'user 2');
    await h.settle();
    expect([h.outcomes.get('a2'), h.outcomes.get('b2')]).toContain('503 server_busy');
    // ...but an address that already holds a place does not take another's: b is refused itself,
    // though a holds more (flooding addresses would otherwise take each other's places in turn).
    await h.submit('198.51.100.2', 'b3');
    expect(h.outcomes.get('b3')).toBe('503 server_busy');
    // And an address that holds as many places as the busiest is refused too.
    const c = harness({ concurrency: 1, perAddress: 4, maxWaiting: 2 });
    void c.submit('198.51.100.1', 'x1');
    void c.submit('198.51.100.2', 'y1');
    void c.submit('198.51.100.3', 'z1');
    await c.settle();
    expect(c.queue.stats()).toMatchObject({ running: 1, waiting: 2 });
    await c.submit('198.51.100.2', 'y2');
    expect(c.outcomes.get('y2')).toBe('503 server_busy');
    expect(c.outcomes.has('y1')).toBe(false);
    expect(c.outcomes.has('z1')).toBe(false);
  });

  it('serves each address in order, and the address served longest ago first: a newcomer does not wait behind a flood', async () => {
    const h = harness({ concurrency: 1, perAddress: 4, maxWaiting: 20 });
    for (let i = 1; i <= 4; i++) void h.submit('198.51.100.1', `a${i}`);
    for (let i = 1; i <= 4; i++) void h.submit('198.51.100.2', `b${i}`);
    await h.settle();
    void h.submit('203.0.113.5', 'user');
    await h.settle();
    expect(h.labels()).toEqual(['a1']);
    await h.finish('a1');
    // Neither b nor the user was served yet: the user, holding one place against b's four, goes
    // first; then b; a comes back after both.
    expect(h.labels()).toEqual(['a1', 'user']);
    await h.finish('user');
    expect(h.labels()).toEqual(['a1', 'user', 'b1']);
    for (const label of ['b1', 'a2', 'b2', 'a3', 'b3', 'a4']) await h.finish(label);
    expect(h.labels()).toEqual(['a1', 'user', 'b1', 'a2', 'b2', 'a3', 'b3', 'a4', 'b4']);
  });

  it('never refuses work without an address (the command line, the seed)', async () => {
    const h = harness({ concurrency: 1, perAddress: 1, maxWaiting: 1 });
    for (let i = 1; i <= 5; i++) void h.submit(undefined, `cli${i}`);
    void h.submit('198.51.100.1', 'a1');
    await h.settle();
    // The line is full of internal work: the address is refused, the internal work is not evicted.
    expect(h.outcomes.get('a1')).toBe('503 server_busy');
    for (let i = 1; i <= 5; i++) await h.finish(`cli${i}`);
    expect(h.labels()).toEqual(['cli1', 'cli2', 'cli3', 'cli4', 'cli5']);
  });
});

describe('the hashing workers', () => {
  it('compute the same scrypt as node:crypto, and the stored hash verifies', async () => {
    const pool = new HashPool(2);
    try {
      const salt = Buffer.from('0123456789abcdef');
      const job = { password: 'correct horse', salt, keyBytes: 32, N: 2 ** 10, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
      const [a, b] = await Promise.all([pool.scrypt(job), pool.scrypt({ ...job, password: 'other' })]);
      expect(a.equals(scryptSync('correct horse', salt, 32, { N: 2 ** 10, r: 8, p: 1 }))).toBe(true);
      expect(b.equals(scryptSync('other', salt, 32, { N: 2 ** 10, r: 8, p: 1 }))).toBe(true);
    } finally {
      await pool.close();
    }
    const cheap: ScryptParams = { ln: 10, r: 8, p: 1 };
    const stored = await hashPassword('a long password', cheap, { address: '192.0.2.1' });
    expect(await verifyPassword('a long password', stored)).toBe(true);
    expect(await verifyPassword('another password', stored, { address: '192.0.2.1' })).toBe(false);
  });
});

/**
 * What a process started at nice 5 sees of its own threads after one shared and one device-lane
 * hash: the nice value of every thread (Linux keeps one per thread, in /proc/self/task).
 */
const CHILD = `
import { readdirSync, readFileSync } from 'node:fs';
import { HashPool } from '${join(process.cwd(), 'src/server/auth/hashPool.ts')}';
const pool = new HashPool(1, 1);
const job = { password: 'p', salt: Buffer.from('0123456789abcdef'), keyBytes: 32, N: 2 ** 10, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
await Promise.all([pool.scrypt(job, false), pool.scrypt(job, true)]);
const nice = readdirSync('/proc/self/task').map((t) => Number(readFileSync('/proc/self/task/' + t + '/stat', 'utf8').split(') ')[1].split(' ')[16]));
console.log(JSON.stringify({ own: (await import('node:os')).getPriority(0), threads: [...new Set(nice)].sort((a, b) => a - b) }));
await pool.close();
`;

describe('the hashing workers\' priorities', () => {
  // /proc and per-thread nice values are Linux's; CI and the servers run on Linux.
  it.runIf(process.platform === 'linux')('put the shared workers 10 steps below the process and leave the known devices\' worker at the process\'s own', () => {
    // A file, not \`-e\`: the workers inherit the process's flags, and --input-type=module would make their code a module.
    const dir = mkdtempSync(join(tmpdir(), 'hash-nice-'));
    const script = join(dir, 'child.mts');
    writeFileSync(script, CHILD);
    let out: string;
    try {
      const env = { ...process.env };
      delete env.HASH_SHARED_LOWER;
      out = execFileSync('nice', ['-n', '5', process.execPath, '--import', 'tsx', script], { cwd: process.cwd(), encoding: 'utf8', env });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Every thread at the process's own nice (5 above this test's), the shared worker 10 lower
    // still (19 at most); none above the process's (the known devices' worker had an absolute 0).
    const { own, threads } = JSON.parse(out.trim().split('\n').at(-1) ?? '') as { own: number; threads: number[] };
    expect(own).toBeGreaterThanOrEqual(5);
    expect(threads).toEqual(own >= 19 ? [19] : [own, Math.min(19, own + 10)]);
  });
});

describe('how far below the shared workers run', () => {
  it('is 10 steps unless HASH_SHARED_LOWER says 0 to 19', () => {
    expect(sharedWorkerLower({})).toBe(10);
    expect(sharedWorkerLower({ HASH_SHARED_LOWER: '0' })).toBe(0);
    expect(sharedWorkerLower({ HASH_SHARED_LOWER: '19' })).toBe(19);
    for (const bad of ['', '-1', '20', '2.5', 'low']) expect(sharedWorkerLower({ HASH_SHARED_LOWER: bad })).toBe(10);
  });
});

describe('a place taken first', () => {
  it('reserve takes a place before the work is known: it counts toward the limits, is released unused, or is taken back', async () => {
    const h = harness({ concurrency: 1, perAddress: 2, maxWaiting: 2 });
    void h.submit('198.51.100.1', 'a1');
    await h.settle();
    // A held place without work: it waits, and nothing runs in it.
    const held = h.queue.reserve('198.51.100.1');
    expect(h.queue.stats()).toMatchObject({ running: 1, waiting: 1 });
    expect(() => h.queue.reserve('198.51.100.1')).toThrow(expect.objectContaining({ code: 'too_many_attempts', httpStatus: 429 }));
    held.release();
    expect(h.queue.stats()).toMatchObject({ running: 1, waiting: 0 });
    // Released: the address may take another; work handed over later runs in its turn.
    const second = h.queue.reserve('198.51.100.1');
    const ran = second.run(async () => 'ran');
    await h.finish('a1');
    await expect(ran).resolves.toBe('ran');
    // Taken back by a newcomer while it waits: its work never runs and its holder learns why.
    const c = harness({ concurrency: 1, perAddress: 4, maxWaiting: 2 });
    void c.submit('198.51.100.1', 'x1');
    const x2 = c.queue.reserve('198.51.100.1');
    const x3 = c.queue.reserve('198.51.100.1');
    expect(() => c.queue.reserve('198.51.100.1')).toThrow(expect.objectContaining({ code: 'server_busy', httpStatus: 503 }));
    const user = c.queue.reserve('203.0.113.1');
    let ranX3 = false;
    await expect(
      x3.run(async () => {
        ranX3 = true;
      }),
    ).rejects.toMatchObject({ code: 'server_busy', httpStatus: 503 });
    expect(ranX3).toBe(false);
    // The newcomer is served before x2, whose address was just served.
    const order: string[] = [];
    const done = Promise.all([x2.run(async () => void order.push('x2')), user.run(async () => void order.push('user'))]);
    await c.finish('x1');
    await done;
    expect(order).toEqual(['user', 'x2']);
    expect(c.queue.stats()).toEqual({ running: 0, waiting: 0, addresses: 0 });
  });
});

describe('lanes (issue 26: known devices, proven and open sign-ins)', () => {
  it('a known device hashes in its reserved slot while a flood fills the shared one; the flood never takes the reserved slot', async () => {
    const h = harness({ concurrency: 1, reserved: 1, perAddress: 3, maxWaiting: 8 });
    for (let i = 1; i <= 6; i++) void h.submit(`198.51.100.${i}`, `flood ${i}`);
    await h.settle();
    // One flood hash runs; the reserved slot stays free for the device lane.
    expect(h.labels()).toEqual(['flood 1']);
    void h.submit('account:7', 'staff', 'device');
    await h.settle();
    expect(h.labels()).toEqual(['flood 1', 'staff']);
    await h.finish('staff');
    // The reserved slot is free again; the next flood hash waits for the shared one.
    expect(h.labels()).toEqual(['flood 1', 'staff']);
    await h.finish('flood 1');
    expect(h.labels()).toEqual(['flood 1', 'staff', 'flood 2']);
  });

  it('the device lane starts first, then proven sign-ins, then open ones', async () => {
    const h = harness({ concurrency: 1, reserved: 0, perAddress: 3, maxWaiting: 8 });
    void h.submit('198.51.100.1', 'open 1');
    await h.settle();
    void h.submit('198.51.100.2', 'open 2');
    void h.submit('203.0.113.2', 'proven', 'proven');
    void h.submit('account:7', 'device', 'device');
    await h.settle();
    for (const label of ['open 1', 'device', 'proven']) await h.finish(label);
    expect(h.labels()).toEqual(['open 1', 'device', 'proven', 'open 2']);
  });

  it('the device lane is shared per account: a fourth place of one account is refused, another account is served in turn', async () => {
    const h = harness({ concurrency: 1, reserved: 1, perAddress: 3, maxWaiting: 8 });
    for (let i = 1; i <= 3; i++) void h.submit('account:7', `seven ${i}`, 'device');
    await h.submit('account:7', 'seven 4', 'device');
    expect(h.outcomes.get('seven 4')).toBe('429 too_many_attempts');
    void h.submit('account:8', 'eight', 'device');
    await h.settle();
    expect(h.labels()).toEqual(['seven 1', 'seven 2']);
    await h.finish('seven 1');
    // Account 8, not served yet, goes before account 7's third.
    expect(h.labels()).toEqual(['seven 1', 'seven 2', 'eight']);
  });

  it('a full line refuses neither the device lane nor a proven sign-in: the newest open place is taken back instead', async () => {
    const h = harness({ concurrency: 1, reserved: 1, perAddress: 3, maxWaiting: 3, deviceWaiting: 2 });
    for (let i = 1; i <= 2; i++) void h.submit('198.51.100.1', `a${i}`);
    for (let i = 1; i <= 2; i++) void h.submit('198.51.100.2', `b${i}`);
    await h.settle();
    expect(h.queue.load()).toMatchObject({ openWaiting: 3, waiting: 3, maxWaiting: 3 });
    // A flood address already holding places is refused at once...
    await h.submit('198.51.100.2', 'b3');
    expect(h.outcomes.get('b3')).toBe('503 server_busy');
    // ...a proven sign-in from an address already in line takes an open place back...
    void h.submit('198.51.100.1', 'a proven', 'proven');
    await h.settle();
    expect([h.outcomes.get('a2'), h.outcomes.get('b2')]).toContain('503 server_busy');
    expect(h.queue.load()).toMatchObject({ openWaiting: 2, waiting: 3 });
    // ...and the device lane has a bound of its own.
    void h.submit('account:1', 'd1', 'device');
    void h.submit('account:2', 'd2', 'device');
    void h.submit('account:3', 'd3', 'device');
    await h.submit('account:4', 'd4', 'device');
    expect(h.outcomes.get('d4')).toBe('503 server_busy');
    expect(h.labels()).toEqual(['a1', 'd1']);
  });
});
