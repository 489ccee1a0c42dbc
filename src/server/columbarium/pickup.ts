/**
 * Pick-up codes (取件码): six random digits given once, on the deposit certificate. Only a
 * salted SHA-256 of the code is kept ("salt:hash"), and a code is checked with a constant-time
 * comparison, so neither the database nor the timing of a refusal tells the code.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const newPickupCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const digest = (salt: string, code: string): Buffer => createHash('sha256').update(`${salt}:${code}`).digest();

export const hashPickupCode = (code: string): string => {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${digest(salt, code).toString('hex')}`;
};

export const pickupCodeMatches = (stored: unknown, code: string): boolean => {
  if (typeof stored !== 'string') return false;
  const [salt, hex] = stored.split(':');
  if (!salt || !hex || hex.length !== 64) return false;
  return timingSafeEqual(Buffer.from(hex, 'hex'), digest(salt, code));
};
