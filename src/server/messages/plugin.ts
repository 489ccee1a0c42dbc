/**
 * The message drawer's own call besides the generic ones: POST /index/admin.message/read_all
 * (docs/protocol.md); and the unread counts held in memory for the bell's poll (./unread.ts),
 * which the generic query route asks first (not encapsulated, so that route sees them); and, after
 * start (in the background), the keys of messages stored before bodies were keyed (./keyOld.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { readAllMessages } from '../../protocol/contracts/messages';
import { route } from '../contract/route';
import { runAfterStart } from '../jobs/startup';
import { keyOldMessages } from './keyOld';
import { markAllRead } from './readAll';
import { installUnreadCounts } from './unread';

const messages: FastifyPluginAsync = async (app) => {
  installUnreadCounts(app);
  // After ready, in the background (../jobs/startup.ts): a large old message table takes a while.
  runAfterStart(
    app,
    'messages: old bodies keyed',
    async () => {
      const { keyed, asStored } = await keyOldMessages(app);
      if (keyed + asStored > 0) app.log.info({ keyed, asStored }, 'messages stored before keyed bodies: keyed by their templates');
    },
    'messages: keying the old bodies failed',
  );
  route(app, readAllMessages, async (_body, actor) => markAllRead(app, actor));
};

export const messagesPlugin = fp(messages, { name: 'messages', dependencies: ['changes'] });
