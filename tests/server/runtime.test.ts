/**
 * The production runtime in the app (issue 19): /healthz and /readyz answer JSON (not the
 * app's HTML) and /readyz follows the database; the built files go out pre-compressed (brotli
 * or gzip as the browser accepts, Vary: Accept-Encoding), hashed assets cached for good and
 * index.html revalidated; the request log writes one line per request and keeps the unread
 * polls and health checks out of the info level.
 */
import { Writable } from 'node:stream';
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createSession } from '../../src/server/auth/sessions';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { precompressDir } from '../../scripts/precompress';
import { closeTestDatabase, openTestDatabase } from './helpers/database';
import { appConfig } from '../../src/instance';
import { privileged } from '../../src/server/data/door';

const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${' '.repeat(600)}</body></html>`;
const SCRIPT = `export const app = ${JSON.stringify('react-admin '.repeat(5000))};\n`;

let dir = '';
let database: Database;
let app: FastifyInstance;
let token = '';
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'runtime-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(join(dir, 'assets', 'tiny-1.js'), 'export {};\n');
  // What the build does after Vite wrote its files.
  precompressDir(dir);
  database = await openTestDatabase('runtime');
  await migrate(database, appConfig);
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({ database, staticDir: dir, logger: true, logLevel: 'info', logStream });
  await app.ready();
  const user = await database.db.insertInto('user').values({ mobile: '13900000305', nickname: 'Admin', level: 5, channel: 'inside' }).returning('id').executeTakeFirstOrThrow();
  token = await createSession(privileged(database.db), Number(user.id), app.clock.now());
});

afterAll(async () => {
  await app.close();
  await closeTestDatabase(database);
  await rm(dir, { recursive: true, force: true });
});

describe('health and readiness', () => {
  it('/healthz says the process is alive, as JSON that is never cached', async () => {
    const r = await app.inject({ method: 'GET', url: '/healthz' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.json()).toMatchObject({ status: 'ok' });
  });

  it('/readyz says the database answers and the migrations are done', async () => {
    const r = await app.inject({ method: 'GET', url: '/readyz' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ready', migrations: 'ok', database: 'ok' });
  });

  it('/readyz answers 503 when the database does not answer, while /healthz stays 200', async () => {
    const broken = await openDatabase({});
    await migrate(broken, appConfig);
    const other = await buildApp({ database: broken, staticDir: dir });
    await other.ready();
    try {
      expect((await other.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await broken.close();
      const r = await other.inject({ method: 'GET', url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({ status: 'unavailable', migrations: 'ok', database: 'failed' });
      expect((await other.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('pre-compressed static files', () => {
  it('sends the main script brotli-compressed to a browser that accepts brotli, with Vary and immutable caching', async () => {
    const r = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves index.html compressed and revalidated, for / and for a history-mode route such as /login', async () => {
    for (const url of ['/', '/login', '/order/tombOrderList/12']) {
      const r = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-encoding'], url).toBe('br');
      expect(r.headers['cache-control'], url).toBe('no-cache');
      expect(r.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(r.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('leaves files too small to gain uncompressed', async () => {
    const r = await app.inject({ method: 'GET', url: '/assets/tiny-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
  });

  it('pre-compresses at the build every text file worth it, and leaves build metadata and small files alone', async () => {
    const build = await mkdtemp(join(tmpdir(), 'precompress-'));
    try {
      await mkdir(join(build, 'assets'));
      await mkdir(join(build, '.vite'));
      await writeFile(join(build, 'assets', 'big.js'), SCRIPT);
      await writeFile(join(build, 'assets', 'style.css'), `body{color:red}${'.a{margin:0}'.repeat(100)}`);
      await writeFile(join(build, 'assets', 'logo.png'), Buffer.alloc(4096, 1));
      await writeFile(join(build, 'assets', 'small.js'), 'export {};');
      await writeFile(join(build, '.vite', 'manifest.json'), JSON.stringify({ x: 'y'.repeat(4000) }));
      const r = precompressDir(build);
      expect(r.files).toBe(2);
      expect((await readdir(join(build, 'assets'))).sort()).toEqual(
        ['big.js', 'big.js.br', 'big.js.gz', 'logo.png', 'small.js', 'style.css', 'style.css.br', 'style.css.gz'].sort(),
      );
      expect(await readdir(join(build, '.vite'))).toEqual(['manifest.json']);
      expect(brotliDecompressSync(await readFile(join(build, 'assets', 'big.js.br'))).toString()).toBe(SCRIPT);
      expect(gunzipSync(await readFile(join(build, 'assets', 'big.js.gz'))).toString()).toBe(SCRIPT);
    } finally {
      await rm(build, { recursive: true, force: true });
    }
  });
});

describe('request log', () => {
  const POLL = { table: 'message', where: { receive_user_id: 5, status: '未读' }, is_count: 1 };

  it('writes one line per request at info, with method, path, status and time', async () => {
    lines.length = 0;
    const r = await app.inject({ method: 'POST', url: '/index/query', headers: { 'x-token': token }, payload: { table: 'tomb_area' } });
    expect(r.statusCode).toBe(200);
    const info = lines.filter((l) => l.level === 30);
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({ msg: 'request completed', req: { method: 'POST', url: '/index/query' }, res: { statusCode: 200 } });
    expect(typeof info[0].responseTime).toBe('number');
  });

  it('keeps the unread polls and the health checks out of the info level', async () => {
    lines.length = 0;
    for (let i = 0; i < 5; i++) {
      const r = await app.inject({ method: 'POST', url: '/index/query', headers: { 'x-token': token }, payload: POLL });
      expect(r.statusCode, r.body).toBe(200);
    }
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/readyz' });
    expect(lines.filter((l) => Number(l.level) >= 30)).toEqual([]);
  });

  it('logs them at debug when LOG_LEVEL=debug', async () => {
    const debugLines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) debugLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const verbose = await buildApp({ database, logger: true, logLevel: 'debug', logStream: stream });
    await verbose.ready();
    try {
      await verbose.inject({ method: 'POST', url: '/index/query', headers: { 'x-token': token }, payload: POLL });
      expect(debugLines.filter((l) => l.level === 20 && l.msg === 'request completed')).toHaveLength(1);
    } finally {
      await verbose.close();
    }
  });
});
