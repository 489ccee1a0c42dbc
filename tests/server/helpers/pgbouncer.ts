/**
 * PgBouncer in transaction mode in front of the test PostgreSQL (Debian's `pgbouncer` package;
 * CI installs it): a database of its own, a pooler on a free port, its URL through the pooler and
 * its direct URL. PostgreSQL only. The pooler runs as the `postgres` user when the tests run as
 * root (PgBouncer refuses to run as root).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const BINARY = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => existsSync(p));

export interface Pooler {
  /** The database through PgBouncer (transaction mode). */
  url: string;
  /** The same database, straight to PostgreSQL. */
  directUrl: string;
  stop: () => Promise<void>;
}

const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  server.close();
  await once(server, 'close');
  return port;
};

const withClient = async <T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

export const startPooler = async (testUrl: string, database: string): Promise<Pooler> => {
  if (!BINARY) throw new Error('PgBouncer is not installed: apt-get install pgbouncer (the pooler tests need it, as CI does)');
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`database name: ${database}`);
  const server = new URL(testUrl);
  await withClient(testUrl, (c) => c.query(`create database "${database}"`));
  const direct = new URL(testUrl);
  direct.pathname = `/${database}`;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'));
  chmodSync(dir, 0o755);
  const user = decodeURIComponent(server.username || 'postgres');
  writeFileSync(join(dir, 'userlist.txt'), `"${user}" ""\n`, { mode: 0o644 });
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = host=${server.hostname} port=${server.port || 5432} dbname=${database} user=${user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 200',
      'default_pool_size = 6',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child = spawn(BINARY, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`;
  for (let i = 0; ; i++) {
    try {
      await withClient(url, (c) => c.query('select 1'));
      break;
    } catch (e) {
      if (child.exitCode !== null || i >= 100) throw new Error(`PgBouncer did not start: ${log || String(e)}`);
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }
  return {
    url,
    directUrl: direct.toString(),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
      await withClient(testUrl, (c) => c.query(`drop database if exists "${database}" with (force)`));
    },
  };
};
