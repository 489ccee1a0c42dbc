/**
 * Mixed traffic for a while against a running server: every browser's unread poll at a steady
 * rate, and a few staff working (the orders list with its count, the plots list, edits, new
 * orders on free plots), with a short pause between their clicks. Counts every answer that is
 * not a success as an error, and samples the server's memory all along.
 */
import type { RunningServer } from './process';
import { rssMb } from './process';
import { LIST_ARGS, COUNT_ARGS } from './scenarios';
import type { World } from './world';

export interface SoakOptions {
  seconds: number;
  /** Unread polls per second across all browsers (each browser polls once a second in the app). */
  pollRate: number;
  staff: number;
  /** Ms between one staff member's requests. */
  thinkMs: number;
}

type Kind = 'poll' | 'orders' | 'plots' | 'edit' | 'order';

export interface SoakResult {
  seconds: number;
  requests: Record<Kind, number>;
  errors: number;
  /** The first few failures, to diagnose. */
  samples: string[];
  latencyMs: Record<Kind, { p50: number; p99: number }>;
  rssMb: { start: number; peak: number; end: number; series: number[] };
  ordersCreated: number;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Number(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)].toFixed(1)) : 0;
};

export const soak = async (server: RunningServer, world: World, opts: SoakOptions): Promise<SoakResult> => {
  const deadline = Date.now() + opts.seconds * 1000;
  const kinds: Kind[] = ['poll', 'orders', 'plots', 'edit', 'order'];
  const times = Object.fromEntries(kinds.map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
  const samples: string[] = [];
  let errors = 0;
  let nextPlot = 0;
  let ordersCreated = 0;
  const myOrders: number[] = [];

  const call = async (kind: Kind, token: string, path: string, body: unknown): Promise<Record<string, unknown> | undefined> => {
    const start = performance.now();
    try {
      const r = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': token },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await r.text();
      times[kind].push(performance.now() - start);
      if (r.status === 200 && text.startsWith('{"status":200')) return JSON.parse(text) as Record<string, unknown>;
      errors++;
      if (samples.length < 10) samples.push(`${kind} ${r.status} ${text.slice(0, 200)}`);
    } catch (e) {
      errors++;
      if (samples.length < 10) samples.push(`${kind} ${(e as Error).message}`);
    }
    return undefined;
  };

  const polls = async (): Promise<void> => {
    const pending: Promise<unknown>[] = [];
    let i = 0;
    const perTick = opts.pollRate / 10;
    let owed = 0;
    while (Date.now() < deadline) {
      owed += perTick;
      for (; owed >= 1; owed--) {
        const b = world.browsers[i++ % world.browsers.length];
        pending.push(call('poll', b.token, '/index/query', { table: 'message', where: { receive_user_id: b.level, status: '未读' }, is_count: 1 }));
      }
      await sleep(100);
    }
    await Promise.all(pending);
  };

  const worker = async (n: number): Promise<void> => {
    let step = n;
    while (Date.now() < deadline) {
      const action = step++ % 10;
      if (action < 4) {
        await call('orders', world.seller, '/index/query', { table: 'tomb_order', ...LIST_ARGS, where: [['channel', '=', 'inside']] });
        await call('orders', world.seller, '/index/query', { table: 'tomb_order', ...COUNT_ARGS, where: [['channel', '=', 'inside']] });
      } else if (action < 6) {
        await call('plots', world.manager, '/index/query', { table: 'tomb_burialslot', where: [['status', '=', 'available']], order_by: 'code asc', page: 1 + (step % 5), page_size: 50 });
      } else if (action < 8) {
        const plot = world.plots[step % world.plots.length];
        await call('edit', world.manager, '/index/admin.tomb_burialslot/update', { id: plot, remark: `soak ${step}` });
        if (myOrders.length > 0) await call('edit', world.seller, '/index/admin.tomb_order/update', { id: myOrders[step % myOrders.length], remark: `soak ${step}` });
      } else if (nextPlot < world.plots.length) {
        const created = await call('order', world.seller, '/index/admin.tomb_order/create', { burialslot_id: world.plots[nextPlot++], buyer_name: `Soak ${step}`, buyer_phone: '13800003333' });
        const id = (created?.data as { id?: number } | undefined)?.id;
        if (id) {
          ordersCreated++;
          myOrders.push(id);
        }
      }
      await sleep(opts.thinkMs);
    }
  };

  const series: number[] = [];
  const sampler = setInterval(() => series.push(rssMb(server.pid)), 2000);
  series.push(rssMb(server.pid));
  try {
    await Promise.all([polls(), ...Array.from({ length: opts.staff }, (_, n) => worker(n))]);
  } finally {
    clearInterval(sampler);
  }
  series.push(rssMb(server.pid));
  // Start after the first tenth: the first requests load code and fill caches; that is growth, not a leak.
  const warm = series[Math.floor(series.length / 10)] ?? series[0];
  return {
    seconds: opts.seconds,
    requests: Object.fromEntries(kinds.map((k) => [k, times[k].length])) as Record<Kind, number>,
    errors,
    samples,
    latencyMs: Object.fromEntries(kinds.map((k) => [k, { p50: pct(times[k], 50), p99: pct(times[k], 99) }])) as SoakResult['latencyMs'],
    rssMb: { start: warm, peak: Math.max(...series), end: series[series.length - 1], series },
    ordersCreated,
  };
};
