/**
 * How the server starts, from its environment and command line (docs/deployment.md,
 * "Configuration"). Safe by default: the embedded database with demo data (whose password is
 * published in the README) listens on 127.0.0.1 unless HOST is set; a HOST other than the
 * loopback makes the start a production one (no demo accounts, a first administrator instead),
 * unless DEMO=1 says otherwise; with DATABASE_URL the server listens where it is told.
 */
import { isAbsolute, join, relative, resolve } from 'node:path';

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface RuntimeSettings {
  port: number;
  host: string;
  /** HOST was given (else the default was chosen for the database and the demo). */
  hostGiven: boolean;
  /** Reachable from other machines: any interface but the loopback. */
  reachable: boolean;
  /** postgres://...; undefined: PGlite in dataDir. */
  databaseUrl?: string;
  /** DATABASE_DIRECT_URL: DATABASE_URL goes through a pooler in transaction mode; this one reaches PostgreSQL itself. */
  databaseDirectUrl?: string;
  dataDir: string;
  /** Work order photos: PHOTO_DIR, else the embedded database's data folder; undefined (PostgreSQL without PHOTO_DIR): in the database. */
  photoDir?: string;
  /** Write the demo data into a fresh embedded database. */
  demo: boolean;
  staticDir: string;
  /**
   * Proxies in front of the server whose X-Forwarded-* are believed (0: none). TRUST_PROXY=1
   * (or yes) is one, the documented nginx: the client address is the one that proxy appended
   * to X-Forwarded-For, never an address the client wrote there itself.
   */
  trustProxy: number;
  /** false: no log at all (LOG=off). */
  logLevel: LogLevel | false;
  /** How long a shutdown waits for requests in flight before cutting their connections. */
  shutdownTimeoutMs: number;
  /** How long the start-up work (schema checks, backfills: the onReady hooks) may take before the start fails. */
  startTimeoutMs: number;
}

export class SettingsError extends Error {}

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost|::ffff:127(\.\d{1,3}){3})$/i;
export const isLoopback = (host: string): boolean => LOOPBACK.test(host.replace(/^\[|\]$/g, ''));

const flag = (value: string | undefined): boolean | undefined => {
  if (value === undefined || value === '') return undefined;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new SettingsError(`"${value}" is not a yes/no value (use 1 or 0)`);
};

export const positiveInt = (name: string, value: string | undefined, fallback: number, max: number): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new SettingsError(`${name}: "${value}" is not a whole number from 0 to ${max}`);
  return n;
};

const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * The start-up work's limit (Fastify's pluginTimeout, which also bounds the onReady hooks):
 * Fastify's 10 s default was exceeded on a loaded machine (load 17 to 25) by work that takes
 * under a second on an idle one. Five minutes fits a large database's checks on a busy host.
 */
export const DEFAULT_START_TIMEOUT_MS = 5 * 60_000;

/** TRUST_PROXY: yes/no, or how many proxies are in front (a CDN before nginx: 2). */
const proxyHops = (value: string | undefined): number => {
  if (value !== undefined && /^\d+$/.test(value)) return positiveInt('TRUST_PROXY', value, 0, 10);
  return flag(value) ? 1 : 0;
};

export const runtimeSettings = (env: NodeJS.ProcessEnv, argv: readonly string[] = []): RuntimeSettings => {
  const databaseUrl = env.DATABASE_URL || undefined;
  const databaseDirectUrl = env.DATABASE_DIRECT_URL || undefined;
  if (databaseDirectUrl && !databaseUrl) throw new SettingsError('DATABASE_DIRECT_URL is set without DATABASE_URL: it is the direct link beside a pooled DATABASE_URL (docs/deployment.md)');
  const hostGiven = Boolean(env.HOST);
  const noDemo = argv.includes('--no-demo');
  const demoWanted = noDemo ? false : flag(env.DEMO);
  // Demo data only ever goes into the embedded database by itself (npm run seed writes it anywhere, on purpose).
  const demo = !databaseUrl && (demoWanted ?? (!hostGiven || isLoopback(env.HOST ?? '')));
  const host = env.HOST || (demo ? '127.0.0.1' : '0.0.0.0');
  // The demo's terminal shows its start message and warnings; a server on a network logs every request (LOG_LEVEL says otherwise).
  const level = env.LOG === 'off' ? false : ((env.LOG_LEVEL || (demo ? 'warn' : 'info')).toLowerCase() as LogLevel);
  if (level !== false && !LOG_LEVELS.includes(level)) throw new SettingsError(`LOG_LEVEL: "${env.LOG_LEVEL}" is not one of ${LOG_LEVELS.join(', ')}`);
  return {
    port: positiveInt('PORT', env.PORT, 8080, 65_535),
    host,
    hostGiven,
    reachable: !isLoopback(host),
    databaseUrl,
    databaseDirectUrl,
    dataDir: resolve(env.DATA_DIR || 'data'),
    photoDir: photoDirOf(env),
    demo,
    staticDir: resolve(env.STATIC_DIR || 'dist/public'),
    trustProxy: proxyHops(env.TRUST_PROXY),
    logLevel: level,
    shutdownTimeoutMs: positiveInt('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS, 600_000),
    startTimeoutMs: positiveInt('START_TIMEOUT_MS', env.START_TIMEOUT_MS, DEFAULT_START_TIMEOUT_MS, 3_600_000),
  };
};

/**
 * The folder of the work order photos: PHOTO_DIR, else the embedded database's data folder;
 * undefined on PostgreSQL without PHOTO_DIR (the photos are in the database). The server and
 * `npm run backup` read it here.
 */
export const photoDirOf = (env: NodeJS.ProcessEnv): string | undefined =>
  env.PHOTO_DIR ? resolve(env.PHOTO_DIR) : env.DATABASE_URL ? undefined : join(resolve(env.DATA_DIR || 'data'), 'work-photos');

/** Where a person on this machine opens the app. */
const browserUrl = (s: RuntimeSettings): string => {
  const host = s.host === '0.0.0.0' || s.host === '::' || s.host === '127.0.0.1' ? 'localhost' : s.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${s.port}`;
};

/** ./data rather than a long absolute path when the folder is under the working directory. */
const shortPath = (path: string): string => {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? `./${rel}` : path;
};

/** The one human line at start. */
export const startLine = (s: RuntimeSettings, opts: { demoAccounts: number }): string => {
  const database = s.databaseUrl ? 'PostgreSQL' : `embedded database in ${shortPath(s.dataDir)}`;
  const accounts = opts.demoAccounts > 0 && !s.reachable ? '; demo accounts in README' : '';
  const listening = s.host === '0.0.0.0' || s.host === '::' ? ', every interface' : isLoopback(s.host) ? '' : `, listening on ${s.host}`;
  const where =
    s.host === '127.0.0.1' && !s.hostGiven
      ? ' Only this computer can reach it: set HOST=0.0.0.0 to open it to the network (demo accounts then cannot sign in).'
      : '';
  const locked =
    opts.demoAccounts > 0 && s.reachable
      ? ` ${opts.demoAccounts} demo account${opts.demoAccounts === 1 ? '' : 's'} (the README's password) cannot sign in on this address until an administrator with a password of their own sets a new one (Users, Reset password); ` +
        `to make that administrator, ${s.databaseUrl ? '' : 'stop the server and '}run \`npm run create-admin -- --mobile <mobile> --level 5 --nickname <name>\`. See docs/deployment.md.`
      : '';
  return `Cemetery back office on ${browserUrl(s)} (${database}${accounts}${listening}).${where}${locked}`;
};
