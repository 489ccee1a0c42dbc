/**
 * What the auth part keeps per app. `deliverCode` sends a forgot-password code through the
 * messaging layer (`app.sms`, docs/messaging.md: the provider the environment names; the
 * development provider writes the text to the server log and keeps it in its outbox), after
 * the answer and never awaited by it, so neither the answer nor its timing says whether the
 * mobile has an account; a send the layer refuses or the provider fails is logged. Tests replace
 * it. `deliveries`: the sends under way (the app's close waits for them; tests too).
 * `sessions`: the validated sessions held in memory (./sessionCache.ts), trusted only while
 * the change feed is live.
 */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../config/types';
import { ChallengeBook } from './loginChallenge';
import { SessionCache } from './sessionCache';

/** The forgot-password code's life, in minutes (./forgotPassword.ts; said in its message). */
export const RESET_CODE_MINUTES = 10;

interface AuthState {
  deliverCode(user: { id: number; mobile: string }, code: string, context: { lang: Lang; address: string }): void;
  /** Sends under way: `settled()` resolves when every one begun so far has ended. */
  deliveries: { settled(): Promise<void> };
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
  const pending = new Set<Promise<void>>();
  return {
  secret: read,
  setSecret: (s) => {
    secret = s;
  },
  challenges: new ChallengeBook(read),
  sessions: new SessionCache(() => app.changes.live),
  deliveries: { settled: async () => void (await Promise.allSettled([...pending])) },
  deliverCode: (user, code, { lang, address }) => {
    // After the answer is written (the next turn of the event loop), whatever the send meets.
    const sending = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => app.sms.send({ kind: 'otp', mobile: user.mobile, lang, params: { code, minutes: String(RESET_CODE_MINUTES) } }, { address }))
      .then(
        (sent) => app.log.info({ userId: user.id, sms: sent.record }, 'password reset code sent'),
        (err: unknown) => app.log.warn({ err, userId: user.id }, 'password reset code: the text message was not sent'),
      )
      .finally(() => pending.delete(sending));
    pending.add(sending);
  },
  };
};
