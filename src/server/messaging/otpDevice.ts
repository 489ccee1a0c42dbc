/**
 * The browsers that proved a mobile (docs/messaging.md "One-time codes", docs/visits.md
 * "Verifying the mobile"), after the sign-in's device cookies (src/server/auth/deviceCookie.ts):
 * a right code gives its browser, beside the proof, a signed, long-lived, HttpOnly cookie naming
 * the mobile it proved. A later code asked for that mobile from that browser is its *owner's*: it
 * has its own bound (SmsLimits.perDeviceDay) and is not held back by the mobile's hour and day
 * bounds, which a stranger who knows the number can use up. A code asked from anywhere else is
 * counted per *network* (the address's /24, or /64 for IPv6) against the mobile's day
 * (SmsLimits.perMobileNetworkDay), so one stranger's network cannot use up the mobile's day either.
 *
 * A token: `<device id>.<issued, unix seconds>.<mac>`, the mac HMAC-SHA256 of
 * "otp-device|<purpose>|<mobile>|<device id>|<issued>" with the database's signing secret: the
 * mobile is signed, not written (the cookie tells no one the number). One cookie keeps the tokens
 * of the last few mobiles proved on that browser; it is sent to the public visit calls only.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { cookieTokens } from '../http/cookieValue';

export const OTP_DEVICE_COOKIE = 'cemetery_visit_device';
const COOKIE_PATH = '/index/visit';
/** A year: a family's phone stays known while it verifies once a year. */
const TTL_S = 365 * 24 * 3600;
const TOKENS_PER_COOKIE = 4;
const TOKEN_RE = /^([A-Za-z0-9_-]{22})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: Buffer, purpose: string, mobile: string, deviceId: string, issuedAt: number): Buffer =>
  createHmac('sha256', secret).update(`otp-device|${purpose}|${mobile}|${deviceId}|${issuedAt}`).digest();

const tokensOf = (cookieHeader: string | undefined): string[] =>
  cookieTokens(cookieHeader, OTP_DEVICE_COOKIE, TOKENS_PER_COOKIE, (t) => TOKEN_RE.test(t));

/** The id of the browser that proved `mobile` before, from its cookie; undefined for anyone else. */
export const provenDevice = (secret: Buffer, cookieHeader: string | undefined, purpose: string, mobile: string, nowS: number): string | undefined => {
  for (const token of tokensOf(cookieHeader)) {
    const [, deviceId, issued, given] = TOKEN_RE.exec(token) ?? [];
    const issuedAt = Number(issued);
    if (issuedAt > nowS + 300 || nowS - issuedAt > TTL_S) continue;
    const expected = mac(secret, purpose, mobile, deviceId, issuedAt);
    const g = Buffer.from(given, 'base64url');
    if (g.length === expected.length && timingSafeEqual(g, expected)) return deviceId;
  }
  return undefined;
};

/**
 * The Set-Cookie after a right code for `mobile`: a token for it first (the browser's device id
 * kept when it proved this mobile before), the browser's other tokens after, at most a few.
 */
export const deviceCookieAfterProof = (secret: Buffer, cookieHeader: string | undefined, purpose: string, mobile: string, nowS: number, secure: boolean): string => {
  const known = provenDevice(secret, cookieHeader, purpose, mobile, nowS);
  const deviceId = known ?? randomBytes(16).toString('base64url');
  const token = `${deviceId}.${nowS}.${mac(secret, purpose, mobile, deviceId, nowS).toString('base64url')}`;
  const others = tokensOf(cookieHeader).filter((t) => provenDevice(secret, `${OTP_DEVICE_COOKIE}=${t}`, purpose, mobile, nowS) === undefined);
  const value = [token, ...others].slice(0, TOKENS_PER_COOKIE).join('~');
  return `${OTP_DEVICE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${TTL_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
};

/**
 * The network an address belongs to, as one holder usually has it: an IPv4 address's /24, an
 * IPv6 address's /64 (one customer's prefix); an IPv4 address written as IPv6 (::ffff:a.b.c.d)
 * is the IPv4 one. Anything else (a socket path in tests) is itself.
 */
export const networkOf = (address: string): string => {
  const v4 = address.replace(/^::ffff:/i, '');
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return address;
  const plain = address.split('%')[0].toLowerCase();
  const [head, tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = plain.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = plain.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};
