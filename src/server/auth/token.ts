/**
 * Session tokens: 32 random bytes given to the client once, base64url. The database keeps only
 * their SHA-256, so a leaked session table cannot be replayed. No salt is needed: the token
 * already has 256 bits of entropy, and an unsalted hash keeps the lookup a single index probe.
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Anything else is not worth a database round trip. */
export const isWellFormedToken = (token: unknown): token is string => typeof token === 'string' && TOKEN_RE.test(token);
