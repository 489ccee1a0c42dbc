/**
 * What the auth part keeps per app. `deliverCode` sends a forgot-password code: there is no
 * SMS gateway, so by default the code goes to the server log (docs/auth.md); tests replace it.
 * `sessions`: the validated sessions held in memory (./sessionCache.ts), trusted only while
 * the change feed is live.
 */
import type { FastifyInstance } from 'fastify';
import { ChallengeBook } from './loginChallenge';
import { SessionCache } from './sessionCache';

interface AuthState {
  deliverCode(user: { id: number; mobile: string }, code: string): void;
  sessions: SessionCache;
  /** The database's signing secret (./secret.ts), read when the server is ready. */
  secret(): Buffer;
  setSecret(secret: Buffer): void;
  /** The sign-in challenges handed out and redeemed (./loginChallenge.ts). */
  challenges: ChallengeBook;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthState;
  }
}

export const defaultAuthState = (app: FastifyInstance): AuthState => {
  let secret: Buffer | undefined;
  const read = (): Buffer => {
    if (!secret) throw new Error('the signing secret is read when the server is ready');
    return secret;
  };
  return {
  secret: read,
  setSecret: (s) => {
    secret = s;
  },
  challenges: new ChallengeBook(read),
  sessions: new SessionCache(() => app.changes.live),
  deliverCode: (user, code) => {
    // Warn level so it shows with the default log level; the operator relays it to the user.
    app.log.warn({ userId: user.id, mobile: user.mobile }, `password reset code for ${user.mobile}: ${code} (valid 10 minutes)`);
  },
  };
};
