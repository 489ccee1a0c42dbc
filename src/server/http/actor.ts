/**
 * Who is asking. The auth plugin sets `request.actor` from the session named by the X-Token
 * header (never a cookie: ../auth/tokenOf.ts); everything else reads it through requireActor.
 * Below both the auth routes and the route registrar (../contract/route.ts), which checks the
 * caller before any handler: kept in http, the base they share, so neither folder imports the other back.
 */
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../config/types';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

interface RequestSession {
  /** The hash of the request's valid session token (logout, "keep this session"). */
  tokenHash?: string;
  /** A token was sent but no longer opens a session. */
  expired?: boolean;
  /** The session's user is a demo account still on the published password (./demoAccounts.ts). */
  demo?: boolean;
}

const sessions = new WeakMap<FastifyRequest, RequestSession>();

export const setRequestSession = (request: FastifyRequest, session: RequestSession): void => {
  sessions.set(request, session);
};

export const requestTokenHash = (request: FastifyRequest): string | undefined => sessions.get(request)?.tokenHash;

export const requestIsDemoAccount = (request: FastifyRequest): boolean => sessions.get(request)?.demo === true;

/** The signed-in actor, or a 401: `session_expired` when a token was sent but is no longer valid, else `not_signed_in`. */
export const requireActor = (request: FastifyRequest): Actor => {
  const actor = request.actor;
  if (!actor) throw new ApiError(sessions.get(request)?.expired ? 'session_expired' : 'not_signed_in', 401);
  return actor;
};
