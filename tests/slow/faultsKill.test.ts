/**
 * SIGKILL in the middle of a stream of writes, then a restart on the same data: every write
 * the server acknowledged is there, and nothing is half-written (each order has its plot
 * reserved, its number and its operation-log entry; no plot is reserved without an order).
 * On a PGlite data folder and on PostgreSQL (TEST_DATABASE_URL).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type RunningServer } from '../../bench/lib/process';
import { pgliteWorld, postgresWorld, type World } from '../../bench/lib/world';

const PLOTS = 400;
const WRITERS = 6;
const KILL_AFTER_ACKS = 40;
let port = 18200 + (process.pid % 500);

interface Ack {
  id: number;
  plot: number;
  orderNo: string;
}

const post = (server: RunningServer, token: string, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });

/** Writers create orders on fresh plots until the process dies; returns what was acknowledged. */
const writeUntilKilled = async (server: RunningServer, world: World): Promise<Ack[]> => {
  const acks: Ack[] = [];
  let next = 0;
  let killing: Promise<void> | undefined;
  const writer = async (): Promise<void> => {
    while (next < world.plots.length) {
      const plot = world.plots[next++];
      try {
        const r = await post(server, world.seller, '/index/admin.tomb_order/create', { burialslot_id: plot, buyer_name: `Crash ${plot}`, buyer_phone: '13800002222' });
        if (r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
        const row = ((await r.json()) as { data: { id: number; order_no: string } }).data;
        acks.push({ id: row.id, plot, orderNo: row.order_no });
        if (acks.length >= KILL_AFTER_ACKS) killing ??= server.kill();
      } catch (e) {
        // Connection refused or reset: the process is gone. Anything else is a real failure.
        if (server.child.exitCode === null && server.child.signalCode === null && !killing) throw e;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await (killing ?? server.kill());
  expect(server.child.signalCode).toBe('SIGKILL');
  return acks;
};

/** Read the database through the restarted server (PGlite allows no second process). */
const readAll = async (server: RunningServer, token: string, table: string): Promise<Record<string, unknown>[]> => {
  const r = await post(server, token, '/index/query', { table, page_size: 1000 });
  expect(r.status).toBe(200);
  return ((await r.json()) as { data: Record<string, unknown>[] }).data;
};

const crashAndCheck = async (world: World): Promise<void> => {
  const first = await spawnServer({ port: port++, env: world.env });
  const acks = await writeUntilKilled(first, world);
  expect(acks.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

  const second = await spawnServer({ port: port++, env: world.env });
  try {
    const orders = await readAll(second, world.manager, 'tomb_order');
    const plots = await readAll(second, world.manager, 'tomb_burialslot');
    const log = await readAll(second, world.manager, 'operation_log');
    const byId = new Map(orders.map((o) => [Number(o.id), o]));
    // Every acknowledged write survived, as acknowledged.
    for (const ack of acks) {
      const order = byId.get(ack.id);
      expect(order, `acknowledged order ${ack.id}`).toBeDefined();
      expect(order?.order_no).toBe(ack.orderNo);
      expect(Number(order?.burialslot_id)).toBe(ack.plot);
    }
    // Nothing half-written: an order and its effects are all there or none is.
    const plotStatus = new Map(plots.map((p) => [Number(p.id), p.status]));
    const logged = new Set(log.filter((l) => l.table_name === 'tomb_order' && l.action === 'create').map((l) => Number(l.row_id)));
    for (const order of orders) {
      expect(plotStatus.get(Number(order.burialslot_id)), `plot of order ${String(order.id)}`).toBe('reserved');
      expect(order.order_no).toMatch(/\S/);
      expect(logged.has(Number(order.id)), `log of order ${String(order.id)}`).toBe(true);
    }
    const ordered = new Set(orders.map((o) => Number(o.burialslot_id)));
    for (const [id, status] of plotStatus) if (status !== 'available') expect(ordered.has(id), `plot ${id} is ${String(status)} without an order`).toBe(true);
    expect(new Set(orders.map((o) => o.order_no)).size).toBe(orders.length);
    // And the restarted server takes writes again.
    const free = [...plotStatus].find(([, s]) => s === 'available')?.[0];
    const again = await post(second, world.seller, '/index/admin.tomb_order/create', { burialslot_id: free, buyer_name: 'After', buyer_phone: '13800002222' });
    expect(again.status, await again.clone().text()).toBe(200);
    console.info(`${world.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: killed after ${acks.length} acknowledged orders; ${orders.length} orders found after the restart`);
  } finally {
    await second.stop();
  }
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

// Side by side: each database's crash is its own world (data folder or database, ports).
describe.concurrent('SIGKILL during writes', () => {
  it('loses no acknowledged write and half-writes nothing on a PGlite data folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'faults-kill-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await crashAndCheck(await pgliteWorld(join(dir, 'data'), PLOTS));
  });

  it.runIf(process.env.TEST_DATABASE_URL)('loses no acknowledged write and half-writes nothing on PostgreSQL', async () => {
    const world = await postgresWorld(process.env.TEST_DATABASE_URL ?? '', PLOTS);
    cleanups.push(world.drop);
    await crashAndCheck(world);
  });
});
