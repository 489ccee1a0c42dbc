/**
 * Online payments on the server (docs/payments.md): the providers (./registry.ts, ./settings.ts),
 * pay links (./links.ts), the exactly-once application of a paid trade (./apply.ts), and the calls
 * (./routes.ts). A job asks the providers about started links whose notification has not come
 * (a notification lost on the way): a paid trade is applied like a notification.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { PayProviderName } from '../../rules/payments';
import { clockOf } from '../clock/clock';
import { privilegedRead } from '../data/door';
import { runEvery } from '../jobs/repeat';
import type { TypedDb } from '../db/tables';
import { ApiError } from '../http/errors';
import type { Actor } from '../../config/types';
import { linkUrl, makeLink } from './links';
import type { PaymentProvider } from './provider';
import { methodsOf } from './registry';
import { settleProcessingRefunds } from './refunds';
import { paymentRoutes, pollLink } from './routes';
import { migrateSandbox, sandboxProvider } from './sandbox';
import { alipayFromEnv, publicUrlFromEnv, wechatFromEnv } from './settings';
import { alipayProvider, makeAlipaySdk } from './alipay';
import { wechatProvider } from './wechat';

/** Started links older than this and not yet paid are asked about. */
const POLL_AFTER_MS = 5 * 60_000;
const POLL_BATCH = 50;

const payments: FastifyPluginAsync = async (app) => {
  if (!app.resources.pay_link) return;
  const times = Number(process.env.PAY_SANDBOX_NOTIFY_TIMES ?? 1);
  const real = new Map<PayProviderName, PaymentProvider>();
  // The real providers from the environment (./settings.ts): a provider named without all it needs stops the start, naming what is missing.
  const wechat = wechatFromEnv(process.env);
  if (wechat) real.set('wechat', wechatProvider(wechat, () => clockOf(app).now()));
  const alipay = alipayFromEnv(process.env);
  if (alipay) real.set('alipay', alipayProvider(alipay, await makeAlipaySdk(alipay)));
  app.decorate('payments', {
    real,
    sandbox: sandboxProvider(app),
    publicUrl: publicUrlFromEnv(process.env),
    sandboxNotifyTimes: Number.isSafeInteger(times) && times >= 1 && times <= 10 ? times : 1,
    methods: (db) => methodsOf(app, db),
  });
  // A due term's reminder carries a pay link (src/server/terms/reminders.ts) when a method can be paid with now.
  app.decorate('reminderPayLink', async (ctx: { db: TypedDb; actor: Actor; app: FastifyInstance }, termId: number) => {
    if ((await methodsOf(app, ctx.db)).length === 0) return undefined;
    try {
      return linkUrl(app, (await makeLink(ctx, { term_id: termId })).code!);
    } catch (e) {
      // A term this caller cannot renew (lapsed, for a clerk): its reminder goes without a link.
      if (e instanceof ApiError) return undefined;
      throw e;
    }
  });
  app.addHook('onReady', async () => {
    await migrateSandbox(privilegedRead(app));
  });
  // Every channel's started links (a job: no caller).
  runEvery(
    app,
    POLL_AFTER_MS,
    async () => {
      const before = new Date(clockOf(app).now().getTime() - POLL_AFTER_MS).toISOString();
      const open = await privilegedRead(app).selectFrom('pay_link').select(['provider', 'out_trade_no']).where('status', '=', 'open').where('provider', 'is not', null).where('updated_at', '<', before).orderBy('id').limit(POLL_BATCH).execute();
      for (const link of open) await pollLink(app, link);
    },
    'payments: asking the providers about unpaid links failed',
    { atStart: false },
  );
  // Refunds a provider answered processing: asked again until it says SUCCESS, CLOSED or ABNORMAL (a job: no caller).
  runEvery(app, POLL_AFTER_MS, () => settleProcessingRefunds(app, POLL_BATCH), 'payments: asking the providers about processing refunds failed', { atStart: false });
  await app.register(paymentRoutes);
};

export const paymentsPlugin = fp(payments, { name: 'payments', dependencies: ['domain', 'terms'] });
