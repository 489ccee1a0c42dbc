/**
 * Demo accounts (user.demo: seeded with the password the README publishes) on a server other
 * machines can reach: such an account does not sign in at all (`demo_account_locked`, told only
 * to whoever typed the published password), and a session it holds from a loopback start opens
 * nothing but sign-out. Not even its own password change: whoever knows the published password
 * would otherwise take the account. An administrator with a real password re-enables it by
 * setting a new password (a reset), which clears the mark; the start line says how when there
 * is none (src/server/runtime/settings.ts). On the loopback (the default with demo data) nothing
 * is restricted: only this computer can sign in. docs/auth.md, "Demo accounts".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { requestIsDemoAccount } from '../http/actor';

const SIGN_OUT = '/index/vue-element-admin/user/logout';
const API = /^\/(index|api)\//i;

/** A demo account may not sign in or act on this server. */
export const demoAccountsLocked = (app: FastifyInstance): boolean => app.reachableFromNetwork;

export const installDemoAccountGate = (app: FastifyInstance): void => {
  // onRequest, after the session lookup: nothing of the request is read for a locked account.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!demoAccountsLocked(app) || !requestIsDemoAccount(request) || !API.test(request.url)) return;
    if (request.url.split('?')[0].toLowerCase() === SIGN_OUT) return;
    throw new ApiError('demo_account_locked', 401);
  });
};
