/**
 * The development provider (docs/messaging.md): nothing leaves the server. Each message is
 * written to the server log with its full text (a one-time code included, so a developer or a
 * demo can type it) at the `warn` level, which the demo's terminal shows, and the last ones are
 * kept in memory for the tests (`outbox`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SMS_TEMPLATES, smsText } from '../../rules/messaging';
import type { SmsProvider, SmsSendRequest, SmsSent } from './provider';

export interface LoggedSms extends SmsSendRequest {
  id: string;
  text: string;
}

/** Messages kept in memory (the newest last). */
const KEPT = 100;

export interface DevelopmentProvider extends SmsProvider {
  readonly outbox: LoggedSms[];
}

export const developmentProvider = (log: FastifyBaseLogger): DevelopmentProvider => {
  const outbox: LoggedSms[] = [];
  return {
    name: 'development',
    outbox,
    send: async (request): Promise<SmsSent> => {
      const id = `dev-${randomBytes(6).toString('hex')}`;
      const text = smsText(SMS_TEMPLATES[request.kind], request.lang, request.params);
      outbox.push({ ...request, id, text });
      if (outbox.length > KEPT) outbox.splice(0, outbox.length - KEPT);
      log.warn({ sms: { id, to: request.mobile, kind: request.kind } }, `SMS not sent (development provider) to ${request.mobile}: ${text}`);
      return { id };
    },
    // The development provider's "carrier" delivers every message it took at once.
    receipts: async (pending) => pending.map((p) => ({ id: p.id, delivered: true, code: 'DELIVERED', at: p.sentAt })),
  };
};
