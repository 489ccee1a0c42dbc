/**
 * Demo accounts (user.demo: seeded with the password the README publishes) on a server other
 * machines can reach: until its password is changed, such a session may only say who it is,
 * change its own password and sign out; every other API call answers 403
 * `password_change_required`, and the user info says `must_change_password` so the browser
 * shows the change-password form. On the loopback (the default with demo data) nothing is
 * restricted: only this computer can sign in. docs/auth.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { requestIsDemoAccount } from './actor';

/** Route paths (lower case: the router matches case-insensitively). */
const WHILE_RESTRICTED = new Set(['/index/user_reg/get_user_info', '/index/admin.user/update_password', '/index/vue-element-admin/user/logout']);
const API = /^\/(index|api)\//i;

export const mustChangePassword = (app: FastifyInstance, request: FastifyRequest): boolean =>
  app.reachableFromNetwork && requestIsDemoAccount(request);

const allowedWhileRestricted = (request: FastifyRequest): boolean => {
  const route = request.routeOptions.url?.toLowerCase();
  if (!route || !WHILE_RESTRICTED.has(route)) return false;
  // update_password with an id is a manager resetting someone else's password, not one's own change.
  const body = request.body as Record<string, unknown> | undefined;
  return !(route === '/index/admin.user/update_password' && body && typeof body === 'object' && 'id' in body);
};

export const installDemoAccountGate = (app: FastifyInstance): void => {
  // preHandler: after the session lookup (onRequest) and the body parsing.
  app.addHook('preHandler', async (request) => {
    if (!mustChangePassword(app, request) || !API.test(request.url) || allowedWhileRestricted(request)) return;
    throw new ApiError('password_change_required', 403);
  });
};
