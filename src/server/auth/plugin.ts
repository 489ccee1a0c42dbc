/**
 * The auth part: sets `request.actor` on every request from its session, serves the legacy
 * sign-in, user-info, logout, forgot-password, profile and user-management calls, and puts
 * the `user` table's rules into the generic writes. Not encapsulated (fastify-plugin), so
 * the actor hook reaches every route of the app. docs/auth.md describes the behaviour.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { clockOf } from '../clock/clock';
import { installDemoAccountGate } from './demoAccounts';
import { setRequestSession } from '../http/actor';
import { forgotPasswordRoutes } from './forgotPassword';
import { loginRoute } from './login';
import { logoutRoute } from './logout';
import { SESSION_TOPIC, migrateAuth } from './schema';
import { loadSigningSecret } from './secret';
import { lookupSession } from './sessions';
import { defaultAuthState } from './state';
import { tokenOf } from './tokenOf';
import { userInfoRoute } from './userInfo';
import { privilegedRead } from '../data/door';

const auth: FastifyPluginAsync = async (app) => {
  app.decorate('auth', defaultAuthState(app));
  app.decorateRequest('actor', null);
  // A forgot-password code on its way (./state.ts) is recorded before the database closes.
  app.addHook('onClose', async () => app.auth.deliveries.settled());

  // Per request that carries a token (the unread count polls every second): from memory, or one indexed lookup.
  app.addHook('onRequest', async (request) => {
    const token = tokenOf(request);
    if (token === undefined) return;
    const found = await lookupSession(privilegedRead(app), token, clockOf(app).now(), app.auth.sessions);
    if (found.ok) {
      request.actor = found.actor;
      setRequestSession(request, { tokenHash: found.tokenHash, demo: found.demo });
    } else {
      setRequestSession(request, { expired: found.reason === 'session_expired' });
    }
  });

  // After the config migration (main and the test helpers migrate before ready): the tables reference "user".
  app.addHook('onReady', async () => {
    await migrateAuth(privilegedRead(app));
    app.auth.setSecret(await loadSigningSecret(privilegedRead(app)));
  });

  // Sessions ended and users changed by anyone, on any instance (the triggers of ./schema.ts).
  const cache = app.auth.sessions;
  app.changes.on(SESSION_TOPIC, (key) => (key === '' ? cache.clear() : cache.forgetUser(Number(key))));
  app.changes.onReset(() => cache.clear());

  installDemoAccountGate(app);
  loginRoute(app);
  userInfoRoute(app);
  logoutRoute(app);
  forgotPasswordRoutes(app);
};

export const authPlugin = fp(auth, { name: 'auth', dependencies: ['changes'] });
