/**
 * Password hashing with scrypt (Node's crypto, no native addon), computed by the hashing
 * workers (./hashPool.ts) in turn (./hashQueue.ts): a request's hash names the caller's address,
 * and a full line refuses it at once rather than letting it wait behind a flood.
 *
 * Stored form, PHC-like so the cost can be raised later without breaking old hashes:
 *   $scrypt$ln=17,r=8,p=1$<salt base64url>$<key base64url>
 * `needsRehash` tells the login code when a stored hash is weaker than today's parameters.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { HashPool, hashWorkerCount, settingInRange } from './hashPool';
import { HashQueue, type Place } from './hashQueue';

export interface ScryptParams {
  /** log2 of N, the CPU/memory cost. */
  ln: number;
  r: number;
  p: number;
}

/** 2^17 x 8 x 128 bytes = 128 MiB per hash: the OWASP minimum for scrypt. */
const CURRENT_PARAMS: ScryptParams = { ln: 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Characters; checked by callers before hashing (weak_password); the browser checks the same rule. */
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../rules/password';

const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([A-Za-z0-9_-]{16,128})\$([A-Za-z0-9_-]{32,256})$/;

/** Places one address may hold in the hashing line, running and waiting. */
export const HASH_PER_ADDRESS = 3;
/**
 * Hashes that may wait, per worker. Each address is served in turn, so this is how many
 * addresses the line serves fairly at once: a real user's place starts after the hashes already
 * running, however many of a flood's wait (the wait of one place is bounded by the number of
 * addresses ahead, not by this).
 */
export const HASH_WAITING_PER_WORKER = 16;
/**
 * Hashing workers kept for the device lane (sign-ins from a known device, ./deviceCookie.ts):
 * HASH_DEVICE_WORKERS (0-4), else 1. A flood never runs there, so a known device waits for its
 * own hash only, not for the flood's one already running.
 */
export const deviceWorkerCount = (env: NodeJS.ProcessEnv = process.env): number => settingInRange(env.HASH_DEVICE_WORKERS, 0, 4) ?? 1;

let shared: { pool: HashPool; queue: HashQueue } | undefined;

/** The process's hashing workers and their line, made at the first hash. */
export const hashing = (): { pool: HashPool; queue: HashQueue } => {
  if (!shared) {
    const workers = hashWorkerCount();
    const reserved = deviceWorkerCount();
    shared = {
      pool: new HashPool(workers, reserved),
      queue: new HashQueue({
        concurrency: workers,
        reserved,
        perAddress: HASH_PER_ADDRESS,
        maxWaiting: HASH_WAITING_PER_WORKER * workers,
        deviceWaiting: HASH_WAITING_PER_WORKER * workers,
      }),
    };
  }
  return shared;
};

/**
 * Who asks for a hash: a request's place in the line (taken first, ./hashQueue.ts), or its
 * address (a place is taken now), or nobody (the command line, the seed: never refused).
 */
export interface HashCaller {
  address?: string;
  place?: Place;
  /**
   * The account's owner, proven another way (signed in, or holding a valid reset code): the hash
   * goes to the device lane, keyed by the account like a known device's sign-in, on the workers
   * that run at the process's priority. A flood cannot get there (it proves nothing), and a
   * changed password does not wait behind a flood's hashes on the lowered shared workers.
   */
  account?: number;
}

const derive = (password: string, salt: Buffer, params: ScryptParams, keyBytes: number, caller: HashCaller = {}): Promise<Buffer> => {
  const N = 2 ** params.ln;
  // Node refuses anything above 32 MiB by default; leave headroom over 128 * N * r * p.
  const maxmem = 128 * N * params.r * params.p + 32 * 1024 * 1024;
  const { pool, queue } = hashing();
  const device = caller.place?.lane === 'device' || caller.account !== undefined;
  const work = () => pool.scrypt({ password: password.normalize('NFC'), salt, keyBytes, N, r: params.r, p: params.p, maxmem }, device);
  if (caller.place) return caller.place.run(work);
  return caller.account !== undefined ? queue.run(`account:${caller.account}`, work, 'device') : queue.run(caller.address, work);
};

export const hashPassword = async (password: string, params: ScryptParams = CURRENT_PARAMS, caller: HashCaller = {}): Promise<string> => {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES, caller);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
};

interface Parsed {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

/** Bounds keep a corrupted row from asking for gigabytes of memory. */
const parse = (stored: string): Parsed | null => {
  const m = FORMAT.exec(stored);
  if (!m) return null;
  const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 4) return null;
  return { params, salt: Buffer.from(m[4], 'base64url'), key: Buffer.from(m[5], 'base64url') };
};

export const verifyPassword = async (password: string, stored: string | null | undefined, caller: HashCaller = {}): Promise<boolean> => {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    // Same work as a real check, in the same line, so a user without a usable hash is not told
    // apart by timing, and costs the server no more than one whose hash is checked.
    await burnDummyHash(password, caller);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length, caller);
  return timingSafeEqual(key, parsed.key);
};

export const needsRehash = (stored: string): boolean => {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { ln, r, p } = parsed.params;
  return ln < CURRENT_PARAMS.ln || r < CURRENT_PARAMS.r || p < CURRENT_PARAMS.p;
};

const DUMMY_SALT = randomBytes(SALT_BYTES);

/** Spend the time of one verification: used when the account is unknown or disabled. */
const burnDummyHash = async (password: string, caller: HashCaller = {}): Promise<void> => {
  await derive(password, DUMMY_SALT, CURRENT_PARAMS, KEY_BYTES, caller);
};
