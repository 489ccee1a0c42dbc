/**
 * What the auth part keeps per app. `deliverCode` sends a forgot-password code: there is no
 * SMS gateway, so by default the code goes to the server log (docs/auth.md); tests replace it.
 */
import type { FastifyInstance } from 'fastify';

interface AuthState {
  deliverCode(user: { id: number; mobile: string }, code: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthState;
  }
}

export const defaultAuthState = (app: FastifyInstance): AuthState => ({
  deliverCode: (user, code) => {
    // Warn level so it shows with the default log level; the operator relays it to the user.
    app.log.warn({ userId: user.id, mobile: user.mobile }, `password reset code for ${user.mobile}: ${code} (valid 10 minutes)`);
  },
});
