/**
 * The messaging part (docs/messaging.md): `app.sms`, the bounded and recorded SMS sender on the
 * provider the environment names (./settings.ts), and the one-time codes' table (./otp.ts),
 * swept of rows older than a day every hour, and the delivery receipts' collection (./receipts.ts). Not encapsulated: the visit calls use both.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { privilegedRead } from '../data/door';
import { runEvery } from '../jobs/repeat';
import { aliyunProvider } from './aliyun';
import { developmentProvider } from './development';
import { migrateOtp, newOneTimeCode, sweepOtp } from './otp';
import type { SmsProvider } from './provider';
import { SmsSender } from './sender';
import { smsSettingsFromEnv, type SmsSettings } from './settings';
import { tencentProvider } from './tencent';
import { collectReceipts, onSmsReceipt, type ReceiptListener } from './receipts';
import { positiveInt } from '../runtime/settings';
import { unreachable } from '../../config/exhaustive';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends text messages (./sender.ts); tests put a sender on another provider here. */
    sms: SmsSender;
    /** Makes a one-time code (./otp.ts newOneTimeCode; tests give a known one). */
    otpCode: () => string;
    /** Runs `fn` in the transaction that applies each delivery receipt (./receipts.ts): what a message belongs to (a reminder) follows it. */
    onSmsReceipt: (fn: ReceiptListener) => void;
  }
}

const providerOf = (settings: SmsSettings, app: Parameters<FastifyPluginAsync>[0]): SmsProvider => {
  switch (settings.provider) {
    case 'development':
      return developmentProvider(app.log);
    case 'aliyun':
      if (!settings.aliyun) throw new Error('aliyun settings missing');
      return aliyunProvider(settings.aliyun);
    case 'tencent':
      if (!settings.tencent) throw new Error('tencent settings missing');
      return tencentProvider(settings.tencent);
    default:
      return unreachable(settings.provider);
  }
};

const messaging: FastifyPluginAsync = async (app) => {
  const settings = smsSettingsFromEnv(process.env);
  app.decorate('sms', new SmsSender(app, providerOf(settings, app), settings.limits));
  app.decorate('otpCode', newOneTimeCode);
  app.decorate('onSmsReceipt', (fn: ReceiptListener) => onSmsReceipt(app, fn));
  app.addHook('onReady', async () => {
    await migrateOtp(privilegedRead(app));
    if (app.sms.provider.name === 'development' && app.reachableFromNetwork)
      app.log.warn('SMS: the development provider writes one-time codes to this log and sends nothing: set SMS_PROVIDER (docs/messaging.md)');
  });
  runEvery(app, 3_600_000, () => sweepOtp(app), 'one-time codes: the hourly sweep failed', { atStart: false });
  // The delivery receipts (./receipts.ts), every SMS_RECEIPTS_EVERY_MS (5 minutes; 0: never, e.g. a test's server).
  const receiptsEvery = positiveInt('SMS_RECEIPTS_EVERY_MS', process.env.SMS_RECEIPTS_EVERY_MS, 300_000, 86_400_000);
  if (receiptsEvery > 0) runEvery(app, Math.max(10_000, receiptsEvery), () => collectReceipts(app), 'SMS: collecting the delivery receipts failed', { atStart: false });
};

export const messagingPlugin = fp(messaging, { name: 'messaging', dependencies: ['auth'] });
