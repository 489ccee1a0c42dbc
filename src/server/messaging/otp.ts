/**
 * One-time codes sent by SMS (docs/messaging.md "One-time codes"; the public booking page's
 * verification, docs/visits.md). A code is 6 random digits, valid 5 minutes; the server keeps
 * only its HMAC (with the database's signing secret), under a **challenge**: 16 random bytes
 * given only to the browser that asked for the code. Only that browser can try the code (5 wrong
 * tries kill it), so a stranger who types wrong codes for a family's mobile never kills the
 * family's code nor blocks the mobile: their misses count against their own address
 * (the caller's limits). A right code gives a **proof**: the mobile and an expiry signed with
 * the same secret, good for an hour on that browser, which the public calls check without a
 * database read. A proof is for one purpose (`visit`); nothing else accepts it.
 *
 * The codes' table is the server's own (not in resources.config.ts: nothing here may be
 * reachable through the generic query) and keeps a day of rows. The codes are the public's, asked
 * with no session: they reach the table through the privileged handle (src/server/data/door.ts).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ONE_TIME_CODE } from '../../rules/messaging';
import type { Lang } from '../../config/types';
import { privilegedRead, privilegedTransaction, type TypedDb } from '../data/door';
import { clockOf } from '../clock/clock';
import { ApiError } from '../http/errors';
import { later, minutesUntil } from './sender';
import { networkOf } from './otpDevice';
import type { SendOptions } from './sender';

export type OtpPurpose = 'visit' | 'family';

const DAY_MS = 24 * 3_600_000;

declare module '../db/tables' {
  interface ServerTables {
    otp_code: {
      challenge: string;
      purpose: string;
      mobile: string;
      address: string | null;
      network: string | null;
      device: string | null;
      code_hash: string;
      tries: number;
      created_at: Date | string;
      expires_at: Date | string;
      used_at: Date | string | null;
    };
  }
}

export const migrateOtp = async (db: TypedDb): Promise<void> => {
  await sql`CREATE TABLE IF NOT EXISTS otp_code (
    challenge text PRIMARY KEY,
    purpose text NOT NULL,
    mobile text NOT NULL,
    address text,
    code_hash text NOT NULL,
    tries integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`.execute(db);
  // Who asked (./otpDevice.ts): the network of the address, and the browser's id when it proved the mobile before.
  await sql`ALTER TABLE otp_code ADD COLUMN IF NOT EXISTS network text`.execute(db);
  await sql`ALTER TABLE otp_code ADD COLUMN IF NOT EXISTS device text`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS otp_code_mobile_idx ON otp_code (mobile, created_at)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS otp_code_created_idx ON otp_code (created_at)`.execute(db);
};

/** Rows older than a day go (the job of ./plugin.ts). */
export const sweepOtp = async (app: FastifyInstance): Promise<void> => {
  const before = new Date(clockOf(app).now().getTime() - 24 * 3_600_000);
  await privilegedRead(app).deleteFrom('otp_code').where('created_at', '<', before).execute();
};

const key = (app: FastifyInstance, use: string): Buffer => createHmac('sha256', app.auth.secret()).update(use).digest();
const codeHash = (app: FastifyInstance, challenge: string, code: string): string => createHmac('sha256', key(app, 'otp-code')).update(`${challenge}:${code}`).digest('base64url');

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface CodeSent {
  challenge: string;
  expires_in: number;
  resend_after: number;
}

/** A fresh code of ONE_TIME_CODE.digits digits (tests replace `app.otpCode` to know it without reading the SMS). */
export const newOneTimeCode = (): string => String(randomInt(0, 10 ** ONE_TIME_CODE.digits)).padStart(ONE_TIME_CODE.digits, '0');

/**
 * Send a code to `mobile`, under the SMS layer's bounds and these, counted under the mobile's
 * lock (./sender.ts `inLock`) from this table: 429 otp_resend_wait when this address asked for
 * one for this mobile less than a minute ago; from a browser that proved the mobile before
 * (`device`, ./otpDevice.ts), at most perDeviceDay a day, and the mobile's own bounds do not
 * apply (strangers may have used them up); from anyone else, at most perMobileNetworkDay a day
 * from one network (429 sms_address_limit), so no one network uses up the mobile's day. The
 * code's row is written with the message's record; a message the provider did not take removes it.
 */
export const issueCode = async (
  app: FastifyInstance,
  purpose: OtpPurpose,
  mobile: string,
  lang: Lang,
  options: SendOptions & { address: string; device?: string },
): Promise<CodeSent> => {
  const { limits } = app.sms;
  const network = networkOf(options.address);
  const code = app.otpCode();
  const challenge = randomBytes(16).toString('base64url');
  const inLock = async (trx: TypedDb, now: Date): Promise<void> => {
    const resendFrom = new Date(now.getTime() - ONE_TIME_CODE.resendSeconds * 1000);
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const { rows } = await sql<{ recent: Date | null; day: number; first: Date | null }>`
      SELECT (SELECT max(created_at) FROM otp_code WHERE mobile = ${mobile} AND purpose = ${purpose} AND address = ${options.address} AND created_at > ${resendFrom}) AS recent,
        count(*)::integer AS day, min(created_at) AS first
      FROM otp_code WHERE mobile = ${mobile} AND purpose = ${purpose} AND created_at > ${dayAgo}
        AND ${options.device ? sql`device = ${options.device}` : sql`device IS NULL AND network = ${network}`}`.execute(trx);
    const c = rows[0];
    if (c?.recent) {
      const wait = Math.max(1, Math.ceil((new Date(c.recent).getTime() + ONE_TIME_CODE.resendSeconds * 1000 - now.getTime()) / 1000));
      throw later(new ApiError('otp_resend_wait', 429, { seconds: wait }), wait);
    }
    if (Number(c?.day ?? 0) >= (options.device ? limits.perDeviceDay : limits.perMobileNetworkDay)) {
      const minutes = minutesUntil(c?.first ?? null, DAY_MS, now);
      throw later(new ApiError(options.device ? 'sms_mobile_limit' : 'sms_address_limit', 429, { minutes }), minutes * 60);
    }
    await trx
      .insertInto('otp_code')
      .values({
        challenge,
        purpose,
        mobile,
        address: options.address,
        network,
        device: options.device ?? null,
        code_hash: codeHash(app, challenge, code),
        tries: 0,
        created_at: now,
        expires_at: new Date(now.getTime() + ONE_TIME_CODE.ttlSeconds * 1000),
      })
      .execute();
  };
  const gate = options.gate ?? (<T>(w: () => Promise<T>) => w());
  try {
    await app.sms.send({ kind: 'otp', mobile, lang, params: { code, minutes: String(ONE_TIME_CODE.ttlSeconds / 60) } }, { ...options, owner: options.device !== undefined, inLock });
  } catch (e) {
    // Not taken by the provider: the code was never sent, and does not count against this network or browser.
    await gate(() => privilegedRead(app).deleteFrom('otp_code').where('challenge', '=', challenge).execute());
    throw e;
  }
  return { challenge, expires_in: ONE_TIME_CODE.ttlSeconds, resend_after: ONE_TIME_CODE.resendSeconds };
};

type Check = { ok: true } | { ok: false; error: ApiError };

/** A refusal about the code: its message on top and under the code's input. */
const codeField = (code: 'otp_wrong' | 'otp_expired' | 'otp_attempts', params?: Record<string, number>): ApiError => new ApiError(code, 422, params, { code: { code, params } });

/**
 * Check a code under its challenge: the row is locked, a wrong try counted on it (committed
 * even though the answer is a refusal). Any mismatch of challenge, mobile or purpose is
 * "expired" (no hint which). Throws the refusal; resolves when the code is right (then used).
 */
export const checkCode = async (app: FastifyInstance, purpose: OtpPurpose, mobile: string, challenge: string, code: string, gate: SendOptions['gate'] = (w) => w()): Promise<void> => {
  const now = clockOf(app).now();
  const result = await gate(() =>
    privilegedTransaction(app, async (trx): Promise<Check> => {
      const row = await trx.selectFrom('otp_code').selectAll().where('challenge', '=', challenge).forUpdate().executeTakeFirst();
      if (!row || row.mobile !== mobile || row.purpose !== purpose || row.used_at !== null || new Date(row.expires_at as Date) <= now) return { ok: false, error: codeField('otp_expired') };
      if (Number(row.tries) >= ONE_TIME_CODE.attempts) return { ok: false, error: codeField('otp_attempts') };
      if (sameText(String(row.code_hash), codeHash(app, challenge, code))) {
        await trx.updateTable('otp_code').set({ used_at: now }).where('challenge', '=', challenge).execute();
        return { ok: true };
      }
      const tries = Number(row.tries) + 1;
      await trx.updateTable('otp_code').set({ tries }).where('challenge', '=', challenge).execute();
      const left = ONE_TIME_CODE.attempts - tries;
      return { ok: false, error: left > 0 ? codeField('otp_wrong', { left }) : codeField('otp_attempts') };
    }),
  );
  if (!result.ok) throw result.error;
};

/**
 * A proof that `mobile` was verified for `purpose`, until `expires` (seconds since the epoch),
 * signed with a key derived from the database's signing secret (`auth_secret`). Pure, so the
 * booking benchmark (bench/visitRush.ts) makes the proofs its families would hold.
 */
export const signProof = (secret: Buffer, purpose: OtpPurpose, mobile: string, expires: number): string => {
  const body = Buffer.from(`${purpose}|${mobile}|${expires}`).toString('base64url');
  return `${body}.${proofMac(secret, body)}`;
};
const proofMac = (secret: Buffer, body: string): string => createHmac('sha256', createHmac('sha256', secret).update('otp-proof').digest()).update(body).digest('base64url');

export interface Proof {
  proof: string;
  mobile: string;
  expires_at: string;
}

export const makeProof = (app: FastifyInstance, purpose: OtpPurpose, mobile: string): Proof => {
  const expires = Math.floor(clockOf(app).now().getTime() / 1000) + ONE_TIME_CODE.proofMinutes * 60;
  return { proof: signProof(app.auth.secret(), purpose, mobile, expires), mobile, expires_at: new Date(expires * 1000).toISOString() };
};

/** The mobile a proof was made for, or the refusal: none or forged (otp_required), out of date (otp_proof_expired). */
export const mobileOfProof = (app: FastifyInstance, purpose: OtpPurpose, proof: unknown): string => {
  const required = () => new ApiError('otp_required', 401, undefined, { mobile: { code: 'otp_required' } });
  if (typeof proof !== 'string' || proof.length > 300) throw required();
  const [body, mac, extra] = proof.split('.');
  if (!body || !mac || extra !== undefined || !sameText(mac, proofMac(app.auth.secret(), body))) throw required();
  const [p, mobile, expires] = Buffer.from(body, 'base64url').toString().split('|');
  if (p !== purpose || !mobile) throw required();
  if (Number(expires) * 1000 <= clockOf(app).now().getTime()) throw new ApiError('otp_proof_expired', 401, undefined, { mobile: { code: 'otp_proof_expired' } });
  return mobile;
};
