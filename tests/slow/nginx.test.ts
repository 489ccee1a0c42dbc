/**
 * Several instances behind a real proxy, as README promises: Debian's nginx with
 * deploy/nginx/cemetery.conf (the configuration docs/deployment.md shows, with only its
 * addresses, ports and certificate changed) in front of two compiled server processes on one
 * PostgreSQL database. Sessions made through the proxy work on both instances; a plot sold
 * through one cannot be sold through the other, even at the same moment; one instance killed
 * in the middle of a stream of orders loses no acknowledged order, and the proxy's health
 * checks route every later request to the survivor. Needs TEST_DATABASE_URL and nginx
 * (.ci/run installs it).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type RunningServer } from '../../bench/lib/process';
import { postgresWorld, type World } from '../../bench/lib/world';
import { ROOT } from '../../scripts/buildState.mjs';
import { hashPassword } from '../../src/server/auth/password';

const PG = process.env.TEST_DATABASE_URL;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const CONFIG = readFileSync(join(ROOT, 'deploy/nginx/cemetery.conf'), 'utf8');
const PASSWORD = 'behind-nginx-1';
const MOBILE = '13900000401';
const base = 20_000 + (process.pid % 2000) * 4;
const PORTS = { a: base, b: base + 1, http: base + 2, https: base + 3 };

let dir = '';
let world: World;
let nginx: ChildProcess | undefined;
const instances: Record<'a' | 'b', RunningServer | undefined> = { a: undefined, b: undefined };

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The documented configuration with this test's ports and a self-signed certificate; nothing else differs. */
const testConfig = (): string => {
  const swaps: [string, string][] = [
    ['server 127.0.0.1:8081 ', `server 127.0.0.1:${PORTS.a} `],
    ['server 127.0.0.1:8082 ', `server 127.0.0.1:${PORTS.b} `],
    ['listen 80;', `listen 127.0.0.1:${PORTS.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${PORTS.https} ssl http2;`],
    ['/etc/ssl/cemetery/fullchain.pem', join(dir, 'cert.pem')],
    ['/etc/ssl/cemetery/privkey.pem', join(dir, 'key.pem')],
  ];
  let out = CONFIG;
  for (const [from, to] of swaps) {
    expect(out.split(from).length, from).toBe(2);
    out = out.replace(from, to);
  }
  return out;
};

const tls = new Agent({ keepAlive: true, rejectUnauthorized: false });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: () => { status: number | string; msg: string; data: Record<string, unknown> & { id?: number } };
}

/** HTTPS through nginx (self-signed certificate), or plain HTTP to an instance. */
const call = (target: 'proxy' | RunningServer, method: string, path: string, body?: unknown, token?: string): Promise<Answer> => {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { 'accept-language': 'en', ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { 'x-token': token } : {}) };
  if (target !== 'proxy')
    return fetch(`${target.url}${path}`, { method, headers, body: payload, signal: AbortSignal.timeout(30_000) }).then(async (r) => {
      const text = await r.text();
      return { status: r.status, headers: Object.fromEntries(r.headers), body: text, json: () => JSON.parse(text) };
    });
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORTS.https, method, path, headers, agent: tls, timeout: 30_000 }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(payload);
  });
};

const order = (target: 'proxy' | RunningServer, token: string, plot: number, name: string) =>
  call(target, 'POST', '/index/admin.tomb_order/create', { burialslot_id: plot, buyer_name: name, buyer_phone: '13800002222' }, token);

/** How many requests an instance's log shows for a path. */
const served = (server: RunningServer, path: string): number =>
  server
    .stdout()
    .split('\n')
    .filter((l) => l.includes('"request completed"') && l.includes(`"url":"${path}"`)).length;

const startNginx = async (): Promise<void> => {
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=cemetery.example.org', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  writeFileSync(join(dir, 'cemetery.conf'), testConfig());
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      ...(asRoot ? ['user root;'] : []),
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '    access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${join(dir, t)};`),
      `    include ${join(dir, 'cemetery.conf')};`,
      '}',
    ].join('\n'),
  );
  chmodSync(dir, 0o755);
  nginx = spawn(NGINX ?? 'nginx', ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const deadline = performance.now() + 30_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr} ${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`);
    try {
      if ((await call('proxy', 'GET', '/healthz')).status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) throw new Error('nginx did not answer');
    await sleep(200);
  }
};

describe.runIf(PG && NGINX)('two instances behind nginx on one PostgreSQL', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nginx-'));
    world = await postgresWorld(PG ?? '', 200);
    const database = await world.open();
    try {
      await database.db.insertInto('user').values({ mobile: MOBILE, nickname: 'Behind nginx', level: 1, channel: 'inside', password_hash: await hashPassword(PASSWORD) }).execute();
    } finally {
      await database.close();
    }
    const env = { ...world.env, TRUST_PROXY: '1', LOG: '', LOG_LEVEL: 'info' };
    [instances.a, instances.b] = await Promise.all([spawnServer({ port: PORTS.a, env }), spawnServer({ port: PORTS.b, env })]);
    await startNginx();
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const done = once(nginx, 'exit');
      nginx.kill('SIGQUIT');
      await done;
    }
    tls.destroy();
    for (const s of Object.values(instances)) await s?.stop();
    await world?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is the configuration docs/deployment.md shows', () => {
    const docs = readFileSync(join(ROOT, 'docs/deployment.md'), 'utf8');
    expect(docs).toContain(`\`\`\`nginx\n${CONFIG}\`\`\``);
  });

  it('keeps a session made through the proxy on both instances, and answers the app over https with HSTS', async () => {
    const app = await call('proxy', 'GET', '/login');
    expect(app.status).toBe(200);
    expect(app.body).toMatch(/<div id="root">/);
    // TRUST_PROXY=1 believes nginx's X-Forwarded-Proto: https.
    expect(app.headers['strict-transport-security']).toMatch(/max-age=/);

    const signIn = await call('proxy', 'POST', '/index/User_Reg/pwd_login', { mobile: MOBILE, pwd: PASSWORD, type: 'pc' });
    expect(signIn.json().status, signIn.body).toBe(1);
    const token = String((signIn.json().data.token_info as { token: string }).token);
    const a = instances.a as RunningServer;
    const b = instances.b as RunningServer;
    const before = { a: served(a, '/index/query'), b: served(b, '/index/query') };
    for (let i = 0; i < 12; i++) {
      const r = await call('proxy', 'POST', '/index/query', { table: 'tomb_area' }, token);
      expect(r.status, r.body).toBe(200);
    }
    await sleep(200);
    // Round robin: both instances answered with the one session.
    expect(served(a, '/index/query') - before.a).toBeGreaterThan(0);
    expect(served(b, '/index/query') - before.b).toBeGreaterThan(0);
    // And directly, on each.
    expect((await call(a, 'POST', '/index/query', { table: 'tomb_area' }, token)).status).toBe(200);
    expect((await call(b, 'POST', '/index/query', { table: 'tomb_area' }, token)).status).toBe(200);
    const out = await call('proxy', 'POST', '/index/vue-element-admin/user/logout', {}, token);
    expect(out.status).toBeLessThan(400);
    expect((await call(a, 'POST', '/index/query', { table: 'tomb_area' }, token)).status).toBe(401);
    expect((await call(b, 'POST', '/index/query', { table: 'tomb_area' }, token)).status).toBe(401);
  });

  it('lets an import of a few MiB through to the server, where the other calls stop at 2 MiB; over 41 MiB its own 413 page', async () => {
    const signIn = await call('proxy', 'POST', '/index/User_Reg/pwd_login', { mobile: MOBILE, pwd: PASSWORD, type: 'pc' });
    const token = String((signIn.json().data.token_info as { token: string }).token);
    // 3 MiB of rows; a column a registration has not: the server's own refusal, in its envelope.
    const rows = Array.from({ length: 3000 }, (_, i) => ({ name: `${'register line '.repeat(70)}${i}`, not_a_field: 'x' }));
    const through = await call('proxy', 'POST', '/index/import/check', { table: 'member', rows }, token);
    expect(through.status, through.body.slice(0, 300)).toBe(400);
    expect(through.json().data.code).toBe('unknown_column');
    // Any other call of that size is nginx's 413 page, not the server's answer.
    const other = await call('proxy', 'POST', '/index/query', { table: 'member', rows }, token);
    expect(other.status).toBe(413);
    expect(other.body).toMatch(/413 Request Entity Too Large/);
    // Over the import's 41 MiB: nginx's page (the import screen tells it in words: tests/components/import).
    const huge = await call('proxy', 'POST', '/index/import/check', { table: 'member', rows: Array.from({ length: 15 }, () => rows) }, token);
    expect(huge.status).toBe(413);
    expect(huge.body).toMatch(/nginx/);
  });

  it('sells a plot once: through one instance, then the other refuses it, also when both try at once', async () => {
    const a = instances.a as RunningServer;
    const b = instances.b as RunningServer;
    const [first, second] = world.plots.slice(0, 2);
    expect((await order(a, world.seller, first, 'Sold on A')).status).toBe(200);
    const again = await order(b, world.seller, first, 'Sold again on B');
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const race = await Promise.all([order(a, world.seller, second, 'Race A'), order(b, world.seller, second, 'Race B')]);
    expect(race.filter((r) => r.status === 200), race.map((r) => r.body).join('\n')).toHaveLength(1);
    expect(race.filter((r) => r.status >= 400 && r.status < 500)).toHaveLength(1);
  });

  it('loses no acknowledged order when an instance is killed mid-traffic, and routes around it', async () => {
    const a = instances.a as RunningServer;
    const b = instances.b as RunningServer;
    const plots = world.plots.slice(10);
    const acks: { id: number; plot: number }[] = [];
    const failed: number[] = [];
    let next = 0;
    let killedAt = -1;
    let afterKill = 0;
    const writer = async (): Promise<void> => {
      while (next < plots.length && afterKill < 40) {
        const plot = plots[next++];
        const r = await order('proxy', world.seller, plot, `Stream ${plot}`).catch((): Answer => ({ status: 0, headers: {}, body: '', json: () => ({ status: 0, msg: '', data: {} }) }));
        if (r.status === 200) {
          acks.push({ id: Number(r.json().data.id), plot });
          if (killedAt >= 0) afterKill++;
        } else failed.push(r.status);
        if (acks.length === 20 && killedAt < 0) {
          killedAt = acks.length;
          void a.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, writer));
    expect(a.child.signalCode).toBe('SIGKILL');
    // Only requests caught inside the dying instance may fail (at most one per writer); every later one was routed to B.
    expect(failed.length, `failed: ${failed.join(',')}`).toBeLessThanOrEqual(4);
    expect(afterKill).toBeGreaterThanOrEqual(40);
    for (let i = 0; i < 10; i++) expect((await call('proxy', 'GET', '/readyz')).status).toBe(200);

    const rows = (await call(b, 'POST', '/index/query', { table: 'tomb_order', page_size: 1000 }, world.manager)).json().data as unknown as {
      id: number;
      burialslot_id: number;
    }[];
    const byId = new Map(rows.map((o) => [Number(o.id), Number(o.burialslot_id)]));
    for (const ack of acks) expect(byId.get(ack.id), `acknowledged order ${ack.id}`).toBe(ack.plot);
    const perPlot = new Map<number, number>();
    for (const plot of byId.values()) perPlot.set(plot, (perPlot.get(plot) ?? 0) + 1);
    expect([...perPlot.values()].every((n) => n === 1)).toBe(true);
  });
});
