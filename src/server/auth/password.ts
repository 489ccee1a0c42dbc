/**
 * Password hashing with scrypt (Node's crypto, no native addon).
 *
 * Stored form, PHC-like so the cost can be raised later without breaking old hashes:
 *   $scrypt$ln=17,r=8,p=1$<salt base64url>$<key base64url>
 * `needsRehash` tells the login code when a stored hash is weaker than today's parameters.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

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
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../config/password';

const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([A-Za-z0-9_-]{16,128})\$([A-Za-z0-9_-]{32,256})$/;

const derive = (password: string, salt: Buffer, params: ScryptParams, keyBytes: number): Promise<Buffer> => {
  const N = 2 ** params.ln;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // Node refuses anything above 32 MiB by default; leave headroom over 128 * N * r * p.
    maxmem: 128 * N * params.r * params.p + 32 * 1024 * 1024,
  };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
};

export const hashPassword = async (password: string, params: ScryptParams = CURRENT_PARAMS): Promise<string> => {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
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

export const verifyPassword = async (password: string, stored: string | null | undefined): Promise<boolean> => {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    // Same work as a real check, so a user without a usable hash is not told apart by timing.
    await burnDummyHash(password);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
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
const burnDummyHash = async (password: string): Promise<void> => {
  await derive(password, DUMMY_SALT, CURRENT_PARAMS, KEY_BYTES);
};
