/** One soak on one database: a fresh small world, the server as a process, the traffic, the figures. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from './process';
import { soak, type SoakOptions, type SoakResult } from './soak';
import { pgliteWorld, postgresWorld, type World } from './world';

interface SoakRun extends SoakResult {
  database: 'pglite' | 'postgres';
}

export const soakOn = async (
  database: 'pglite' | 'postgres',
  opts: SoakOptions & { plots: number; browsers: number; port: number; postgresUrl?: string },
): Promise<SoakRun> => {
  const dir = await mkdtemp(join(tmpdir(), 'soak-'));
  let world: World | undefined;
  try {
    world =
      database === 'pglite'
        ? await pgliteWorld(join(dir, 'data'), opts.plots, opts.browsers)
        : await postgresWorld(opts.postgresUrl ?? '', opts.plots, opts.browsers);
    const server = await spawnServer({ port: opts.port, env: world.env });
    try {
      return { database, ...(await soak(server, world, opts)) };
    } finally {
      await server.stop();
    }
  } finally {
    await world?.drop();
    await rm(dir, { recursive: true, force: true });
  }
};

export const describeSoak = (r: SoakRun): string =>
  `${r.database}: ${r.seconds} s, ${Object.entries(r.requests).map(([k, n]) => `${n} ${k}`).join(', ')}; ${r.errors} errors; ` +
  `orders created ${r.ordersCreated}; p99 ${Object.entries(r.latencyMs).map(([k, l]) => `${k} ${l.p99} ms`).join(', ')}; ` +
  `server RSS ${r.rssMb.start} MB after warm-up -> ${r.rssMb.end} MB at the end (peak ${r.rssMb.peak} MB)`;
