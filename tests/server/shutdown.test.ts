/**
 * Graceful shutdown of the compiled server as production runs it (node dist/server/main.js on
 * a PGlite data folder): on SIGTERM it stops taking connections, finishes the request in
 * flight (here an order whose body is still arriving when the signal comes), stops its jobs,
 * closes the database, writes one line and exits 0; every write it acknowledged, before or
 * after the signal, is there after a restart. A request that never ends is cut at
 * SHUTDOWN_TIMEOUT_MS (SIGINT this time) and the exit is still clean. And `npm run serve`
 * stops the same way when npm gets the signal.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type RunningServer } from '../../bench/lib/process';
import { pgliteWorld, type World } from '../../bench/lib/world';
import { ROOT } from '../../scripts/buildState.mjs';

let dir = '';
let world: World;
let port = 19300 + (process.pid % 400);

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

const orderBody = (plot: number, name: string): string => JSON.stringify({ burialslot_id: plot, buyer_name: name, buyer_phone: '13800002222' });

const createOrder = async (server: RunningServer, plot: number, name: string): Promise<number> => {
  const r = await fetch(`${server.url}/index/admin.tomb_order/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': world.seller },
    body: orderBody(plot, name),
  });
  expect(r.status, await r.clone().text()).toBe(200);
  return ((await r.json()) as { data: { id: number } }).data.id;
};

/** A POST whose body arrives in two parts: the request is in flight between them. */
const slowPost = (server: RunningServer, path: string, body: string): { req: ClientRequest; finish: () => void; response: Promise<IncomingMessage & { text: string }> } => {
  const url = new URL(path, server.url);
  const req = httpRequest(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-token': world.seller },
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  req.flushHeaders();
  const response = new Promise<IncomingMessage & { text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve(Object.assign(res, { text })));
    });
    req.on('error', reject);
  });
  return { req, finish: () => req.end(body.slice(half)), response };
};

const exited = async (server: RunningServer): Promise<{ code: number | null; signal: string | null }> => {
  if (server.child.exitCode === null && server.child.signalCode === null) await once(server.child, 'exit');
  return { code: server.child.exitCode, signal: server.child.signalCode };
};

const ordersOf = async (server: RunningServer): Promise<{ id: number; buyer_name: string }[]> => {
  const r = await fetch(`${server.url}/index/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': world.manager },
    body: JSON.stringify({ table: 'tomb_order', page_size: 1000 }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { data: { id: number; buyer_name: string }[] }).data;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shutdown-'));
  world = await pgliteWorld(join(dir, 'data'), 10);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('graceful shutdown of the compiled server', () => {
  it('on SIGTERM finishes the request in flight, refuses new connections, closes the database, says so once, exits 0, and loses nothing', async () => {
    const server = await spawnServer({ port: port++, env: { ...world.env, LOG_LEVEL: 'warn', LOG: '', SHUTDOWN_TIMEOUT_MS: '30000' } });
    const before = await createOrder(server, world.plots[0], 'Before the signal');
    const slow = slowPost(server, '/index/admin.tomb_order/create', orderBody(world.plots[1], 'In flight at the signal'));
    await sleep(500);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await sleep(500);
    // No new connections once the signal is taken.
    await expect(fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5000) })).rejects.toThrow();
    expect(server.child.exitCode, 'still waiting for the request in flight').toBeNull();
    slow.finish();
    const answer = await slow.response;
    expect(answer.statusCode, answer.text).toBe(200);
    const during = (JSON.parse(answer.text) as { data: { id: number } }).data.id;
    expect(await exited(server)).toEqual({ code: 0, signal: null });
    expect(performance.now() - signalled).toBeLessThan(30_000);
    const lines = server.stdout().trim().split('\n');
    expect(lines.filter((l) => l.startsWith('SIGTERM'))).toEqual([expect.stringMatching(/^SIGTERM: stopped in \d+\.\d s \(1 request in flight finished; jobs stopped; database closed\)\.$/)]);
    expect(server.stderr()).toBe('');

    const again = await spawnServer({ port: port++, env: world.env });
    try {
      const orders = await ordersOf(again);
      expect(orders.map((o) => o.id).sort((a, b) => a - b)).toEqual([before, during].sort((a, b) => a - b));
      expect(orders.map((o) => o.buyer_name).sort()).toEqual(['Before the signal', 'In flight at the signal']);
    } finally {
      await again.stop();
    }
  });

  it('on SIGINT cuts a request that never ends at SHUTDOWN_TIMEOUT_MS and still closes cleanly', async () => {
    const server = await spawnServer({ port: port++, env: { ...world.env, LOG_LEVEL: 'warn', LOG: '', SHUTDOWN_TIMEOUT_MS: '1500' } });
    const acked = await createOrder(server, world.plots[2], 'Acknowledged');
    const stuck = slowPost(server, '/index/admin.tomb_order/create', orderBody(world.plots[3], 'Never finished'));
    stuck.response.catch(() => undefined);
    await sleep(500);
    const signalled = performance.now();
    server.child.kill('SIGINT');
    expect(await exited(server)).toEqual({ code: 0, signal: null });
    const took = performance.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(server.stdout()).toMatch(/^SIGINT: stopped in \d+\.\d s \(1 request in flight cut at the timeout; jobs stopped; database closed\)\.$/m);
    stuck.req.destroy();

    const again = await spawnServer({ port: port++, env: world.env });
    try {
      const names = (await ordersOf(again)).map((o) => o.buyer_name);
      expect(names).toContain('Acknowledged');
      expect(names).not.toContain('Never finished');
      expect((await ordersOf(again)).some((o) => o.id === acked)).toBe(true);
    } finally {
      await again.stop();
    }
  });

  it('stops the same way when `npm run serve` gets the signal (npm forwards it; the script execs node)', async () => {
    const p = port++;
    const child = spawn('npm', ['run', '--silent', 'serve'], { cwd: ROOT, env: { ...process.env, ...world.env, PORT: String(p), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    try {
      const deadline = performance.now() + 120_000;
      while (!/Cemetery back office on/.test(out)) {
        if (performance.now() > deadline || child.exitCode !== null) throw new Error(`npm run serve did not start: ${out}`);
        await sleep(200);
      }
      expect((await fetch(`http://127.0.0.1:${p}/healthz`)).status).toBe(200);
      const ended = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = (await ended) as [number | null];
      expect(code).toBe(0);
      expect(out).toMatch(/^SIGTERM: stopped in .*database closed\)\.$/m);
      await expect(fetch(`http://127.0.0.1:${p}/healthz`, { signal: AbortSignal.timeout(3000) })).rejects.toThrow();
    } finally {
      // Whatever happened, leave no server behind (with a wrapper in between, it would outlive npm).
      let pids: number[] = [];
      try {
        pids = execFileSync('pgrep', ['-f', 'dist/server/main.js'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
      } catch {
        // pgrep found none.
      }
      for (const pid of pids) {
        try {
          if (readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`\0PORT=${p}\0`)) process.kill(pid, 'SIGKILL');
        } catch {
          // Gone meanwhile.
        }
      }
    }
  });
});
