/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; docs/auth.md
 * "Known devices, lanes and the challenge"). Each successful sign-in gives the browser a signed,
 * long-lived, HttpOnly cookie naming the account it signed in to. A later sign-in to that
 * account presenting it is from a *known device*: it hashes in the device lane, which a flood
 * cannot fill (./hashQueue.ts), and its wrong passwords count against that device alone
 * (./loginThrottle.ts), so neither a flood nor a lockout of the account by strangers keeps the
 * owner out.
 *
 * A token: `<user id>.<device id>.<issued, unix seconds>.<mac>`, where the mac is
 * HMAC-SHA256(secret, "device|<user id>|<mobile>|<device id>|<issued>") in base64url. The
 * mobile is signed but not written, so the cookie tells no one the account's number, and a
 * token only opens the lane for the mobile it was given for. The secret is the database's
 * (./secret.ts), shared by every instance, never logged. One cookie keeps the tokens of the last
 * few accounts signed in on that browser (a shared office computer).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookieTokens } from '../http/cookieValue';

export const DEVICE_COOKIE = 'cemetery_device';
/** The cookie is sent to the sign-in call only. */
export const DEVICE_COOKIE_PATH = '/index/User_Reg';
/** A year: a known device stays known while it signs in at least once a year. */
export const DEVICE_TTL_S = 365 * 24 * 3600;
/** Accounts remembered per browser. */
export const DEVICE_TOKENS_PER_COOKIE = 4;

const TOKEN_RE = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface Device {
  userId: number;
  /** Random, 16 bytes base64url: the throttle's key for this device. */
  deviceId: string;
  issuedAt: number;
}

const mac = (secret: Buffer, userId: number, mobile: string, deviceId: string, issuedAt: number): Buffer =>
  createHmac('sha256', secret).update(`device|${userId}|${mobile}|${deviceId}|${issuedAt}`).digest();

/** A new token for this account, issued now (`nowS`, unix seconds). */
export const signDevice = (secret: Buffer, userId: number, mobile: string, nowS: number, deviceId = randomBytes(16).toString('base64url')): string =>
  `${userId}.${deviceId}.${nowS}.${mac(secret, userId, mobile, deviceId, nowS).toString('base64url')}`;

/** The device a token proves for `mobile`, or undefined (malformed, forged, another mobile's, expired). */
export const verifyDevice = (secret: Buffer, token: string, mobile: string, nowS: number): Device | undefined => {
  const m = TOKEN_RE.exec(token);
  if (!m) return undefined;
  const userId = Number(m[1]);
  const deviceId = m[2];
  const issuedAt = Number(m[3]);
  if (issuedAt > nowS + 300 || nowS - issuedAt > DEVICE_TTL_S) return undefined;
  const expected = mac(secret, userId, mobile, deviceId, issuedAt);
  const given = Buffer.from(m[4], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, deviceId, issuedAt };
};

/** The tokens a cookie header carries (at most a few, each checked for its shape later). */
export const deviceTokens = (cookieHeader: string | undefined): string[] =>
  cookieTokens(cookieHeader, DEVICE_COOKIE, DEVICE_TOKENS_PER_COOKIE, (t) => t.length > 0 && t.length <= 120);

/** The first token of the cookie that proves a device for `mobile`. */
export const knownDevice = (secret: Buffer, cookieHeader: string | undefined, mobile: string, nowS: number): Device | undefined => {
  for (const token of deviceTokens(cookieHeader)) {
    const device = verifyDevice(secret, token, mobile, nowS);
    if (device) return device;
  }
  return undefined;
};

/**
 * The Set-Cookie value after a sign-in to `userId`: its new token first, the other accounts'
 * tokens kept (those of this account dropped), at most DEVICE_TOKENS_PER_COOKIE.
 */
export const deviceSetCookie = (cookieHeader: string | undefined, token: string, userId: number, secure: boolean): string => {
  const others = deviceTokens(cookieHeader).filter((t) => TOKEN_RE.test(t) && Number(t.split('.')[0]) !== userId);
  const value = [token, ...others].slice(0, DEVICE_TOKENS_PER_COOKIE).join('~');
  return `${DEVICE_COOKIE}=${value}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_TTL_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
};
