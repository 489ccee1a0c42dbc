/**
 * Staff accounts: the rules of the `user` table on every generic write (hooks), the profile
 * call and the user-management calls. It builds on the auth plugin (sessions, `request.actor`,
 * password hashing); auth knows nothing of it.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerHooks } from '../hooks/registry';
import { userAdminRoutes } from './admin';
import { userHooks } from './hooks';
import { loginLockRoutes } from './loginLocks';
import { profileRoute } from './profile';

const users: FastifyPluginAsync = async (app) => {
  registerHooks(app, 'user', userHooks);
  profileRoute(app);
  userAdminRoutes(app);
  loginLockRoutes(app);
};

export const usersPlugin = fp(users, { name: 'users', dependencies: ['auth'] });
