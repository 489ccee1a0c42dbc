/**
 * How the compiled server starts, as a process (issue 19 "safe by default", issue 12 item 3):
 * on the embedded database without HOST it listens on 127.0.0.1 only and its one start line
 * says so; with HOST=0.0.0.0 on a fresh data folder it writes no demo data and creates the
 * first administrator from ADMIN_MOBILE / ADMIN_PASSWORD, who can then sign in.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../bench/lib/process';
import { pgliteWorld } from '../../bench/lib/world';
import { openDatabase } from '../../src/server/db/database';

let dir = '';
let port = 19800 + (process.pid % 150);

/** The local addresses the port listens on, from the kernel's table (hex, as /proc/net/tcp writes them). */
const listeningOn = (p: number): string[] => {
  const hexPort = p.toString(16).toUpperCase().padStart(4, '0');
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f.length > 3 && f[3] === '0A' && f[1].endsWith(`:${hexPort}`))
    .map((f) => f[1].split(':')[0]);
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'start-modes-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('starting the compiled server', () => {
  it('listens on 127.0.0.1 only on the embedded database when HOST is not set, and says so in one line', async () => {
    const world = await pgliteWorld(join(dir, 'demo'), 1);
    const p = port++;
    const server = await spawnServer({ port: p, env: { ...world.env, HOST: undefined, LOG: '', LOG_LEVEL: 'warn' } });
    try {
      expect(listeningOn(p)).toEqual(['0100007F']);
      const lines = server.stdout().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Cemetery back office on http:\/\/localhost:\d+ \(embedded database in .*\)\. Only this computer can reach it: set HOST=0\.0\.0\.0/);
    } finally {
      await server.stop();
    }
  });

  it('with HOST=0.0.0.0 on a fresh data folder writes no demo data and creates the first administrator from ADMIN_MOBILE and ADMIN_PASSWORD', async () => {
    const data = join(dir, 'production');
    const p = port++;
    const server = await spawnServer({
      port: p,
      env: { DATA_DIR: data, DATABASE_URL: '', HOST: '0.0.0.0', LOG: '', LOG_LEVEL: 'warn', ADMIN_MOBILE: '13900000931', ADMIN_PASSWORD: 'first-admin-931', ADMIN_NICKNAME: 'Chief' },
    });
    try {
      expect(listeningOn(p)).toEqual(['00000000']);
      expect(server.stdout()).toMatch(/^Created the first administrator Chief \(level 5, mobile 13900000931, id \d+\)\.$/m);
      expect(server.stdout()).toMatch(/^Cemetery back office on http:\/\/localhost:\d+ \(embedded database in .*, every interface\)\.$/m);
      expect(server.stdout()).not.toMatch(/Demo data written|demo accounts/);
      const signIn = await fetch(`${server.url}/index/User_Reg/pwd_login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '13900000931', pwd: 'first-admin-931', type: 'pc' }),
      });
      expect(((await signIn.json()) as { status: number }).status).toBe(1);
    } finally {
      await server.stop();
    }
    const database = await openDatabase({ dataDir: data });
    try {
      expect(await database.db.selectFrom('user').select(['mobile', 'level', 'demo']).execute()).toEqual([{ mobile: '13900000931', level: 5, demo: false }]);
      expect(await database.db.selectFrom('tomb_area').select('id').execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
