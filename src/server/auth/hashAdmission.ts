/**
 * Requests that may hash a password (sign-in, reset, password change) are admitted to the
 * hashing queue (./hashQueue.ts) as they arrive, before their body is read or the database is
 * asked anything: a flood from one address is refused at once (429 `too_many_requests`, or 503
 * `server_busy` when the line is full) and costs the server next to nothing. The place is held
 * until the answer is sent or the connection closes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { admitHashing } from './hashQueue';

/** Paths of the calls that hash, in lower case (the router matches paths case-insensitively). */
const HASHING_PATHS = new Set(['/index/user_reg/pwd_login', '/index/user_reg/reset_password', '/index/admin.user/update_password']);

export const installHashAdmission = (app: FastifyInstance): void => {
  const admitted = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || !HASHING_PATHS.has((request.routeOptions.url ?? '').toLowerCase())) return;
    const { done } = admitHashing(request.ip);
    admitted.set(request, done);
    // Whichever comes first: the answer sent, or the connection gone.
    reply.raw.once('close', done);
  });
  app.addHook('onResponse', async (request) => {
    admitted.get(request)?.();
  });
};
