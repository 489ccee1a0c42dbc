/**
 * npx tsx bench/runtime.ts: the production runtime's figures for docs/performance.md.
 * - Warm start: the server process started on an already seeded embedded database (demo data),
 *   its CPU time (user + system, from /proc) and resident memory when it first answers, the
 *   median of RUNTIME_STARTS (default 3) starts.
 * - Bytes on the wire: headless Chromium with a cold cache loads /login, and (signed in) the
 *   first list page (the inside orders); the sum of every response's encoded length (headers
 *   and body as received, i.e. after compression), split into the app's files and API answers.
 * The server command defaults to the compiled server (node dist/server/main.js); the figures
 * of the TypeScript server run through tsx are taken with RUNTIME_SERVER="tsx".
 * RUNTIME_DATABASE_URL=postgres://... measures the starts on that (existing, empty or migrated)
 * PostgreSQL database instead, without the browser part.
 * Writes bench/results/runtime[-tsx][-postgres].json.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_PASSWORD, demoMobile } from '../src/server/seed/users';

const STARTS = Number(process.env.RUNTIME_STARTS ?? 3);
const PORT = Number(process.env.RUNTIME_PORT ?? 18700 + (process.pid % 200));
const SERVER = process.env.RUNTIME_SERVER === 'tsx' ? ['--import', 'tsx', 'src/server/main.ts'] : ['dist/server/main.js'];
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const url = `http://127.0.0.1:${PORT}`;
const PG = process.env.RUNTIME_DATABASE_URL;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** utime + stime of a process, in seconds (Linux clock ticks are 100 per second). */
const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMb = (pid: number): number => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const startServer = async (dataDir: string) => {
  const child = spawn(process.execPath, SERVER, {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG: 'off', DATABASE_URL: PG ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/login`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('the server did not answer');
      await sleep(50);
    }
  }
  const figures = { cpuS: cpuSeconds(child.pid ?? 0), rssMb: rssMb(child.pid ?? 0) };
  return {
    figures,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
};

interface Wire {
  total: number;
  app: number;
  api: number;
  requests: number;
}

/** Every response's encodedDataLength (what arrived on the socket) while `load` runs. */
const measure = async (context: BrowserContext, load: (page: Page) => Promise<void>): Promise<Wire> => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const wire: Wire = { total: 0, app: 0, api: 0, requests: 0 };
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => {
    const path = new URL(urls.get(e.requestId) ?? url).pathname;
    wire.total += e.encodedDataLength;
    wire.requests++;
    if (path.startsWith('/index/') || path.startsWith('/api/')) wire.api += e.encodedDataLength;
    else wire.app += e.encodedDataLength;
  });
  await load(page);
  await page.close();
  return wire;
};

const main = async (): Promise<void> => {
  const dir = mkdtempSync(join(tmpdir(), 'runtime-'));
  const dataDir = join(dir, 'data');
  try {
    // The first start writes the demo data; the measured starts are the warm ones.
    await (await startServer(dataDir)).stop();
    const starts: { cpuS: number; rssMb: number }[] = [];
    for (let i = 0; i < STARTS; i++) {
      const s = await startServer(dataDir);
      starts.push(s.figures);
      await s.stop();
    }
    const start = { cpuS: median(starts.map((s) => s.cpuS)), rssMb: Math.round(median(starts.map((s) => s.rssMb))), runs: starts };
    const file = `bench/results/runtime${process.env.RUNTIME_SERVER === 'tsx' ? '-tsx' : ''}${PG ? '-postgres' : ''}.json`;
    mkdirSync('bench/results', { recursive: true });
    if (PG) {
      const result = { measuredAt: new Date().toISOString(), node: process.version, server: SERVER.join(' '), database: 'postgres', start };
      console.log(JSON.stringify(result, null, 2));
      writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
      return;
    }
    const server = await startServer(dataDir);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
    let login: Wire;
    let list: Wire;
    try {
      const fresh = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
      login = await measure(fresh, async (page) => {
        await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
        await page.locator('input[name="mobile"]').waitFor();
      });
      // Sign in (not measured), then the list page in a context with the session and a cold cache.
      const page = await fresh.newPage();
      await page.goto(`${url}/login`);
      await page.locator('input[name="mobile"]').fill(demoMobile(1));
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await page.locator('[data-testid="hamburger"]').waitFor({ timeout: 60_000 });
      const state = await fresh.storageState();
      await fresh.close();
      const signedIn = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', storageState: state });
      list = await measure(signedIn, async (p) => {
        await p.goto(`${url}/order/tombOrderList`);
        await p.locator('tbody tr').first().waitFor({ timeout: 60_000 });
        await p.waitForLoadState('networkidle');
      });
      await signedIn.close();
    } finally {
      await browser.close();
      await server.stop();
    }
    const result = {
      measuredAt: new Date().toISOString(),
      node: process.version,
      server: SERVER.join(' '),
      database: 'pglite',
      start,
      wire: { login, list },
    };
    console.log(JSON.stringify(result, null, 2));
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
