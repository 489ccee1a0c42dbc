/**
 * The reminders' notifier (docs/terms.md): pluggable. The default writes each reminder to the
 * server log (the outbox table keeps it too), no gateway needed. An SMS/WeChat gateway is
 * configured by REMINDER_GATEWAY_URL and REMINDER_GATEWAY_KEY: each reminder is POSTed as JSON
 * {id, to, channel, text} with `Authorization: Bearer <key>` and `Idempotency-Key: reminder-<id>`
 * (a gateway that honours it never delivers one reminder twice, even if an answer was lost).
 * A 2xx answer is sent; a 4xx is a failure not worth retrying; a 5xx, a timeout or a network
 * error is retried (RETRIES attempts in all), then recorded as failed.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface ReminderMessage {
  id: number;
  to: string;
  via: string;
  text: string;
}

/** Why a delivery failed, and whether trying again may help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface Notifier {
  /** 'outbox' (the log) or 'gateway'. */
  readonly name: string;
  /** Resolves when delivered; throws DeliveryError otherwise. */
  send(message: ReminderMessage): Promise<void>;
}

export const logNotifier = (log: FastifyBaseLogger): Notifier => ({
  name: 'outbox',
  send: async (m) => {
    log.info({ reminder: m.id, to: m.to, via: m.via, text: m.text }, 'reminder written to the outbox');
  },
});

const TIMEOUT_MS = 10_000;

export const gatewayNotifier = (url: string, key: string): Notifier => ({
  name: 'gateway',
  send: async (m) => {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'idempotency-key': `reminder-${m.id}` },
        body: JSON.stringify({ id: m.id, to: m.to, channel: m.via, text: m.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new DeliveryError(`gateway unreachable: ${(e as Error).message}`.slice(0, 300), true);
    }
    const body = (await res.text().catch(() => '')).slice(0, 200);
    if (res.ok) return;
    throw new DeliveryError(`gateway answered ${res.status}${body ? `: ${body}` : ''}`, res.status >= 500 || res.status === 429);
  },
});

/** The notifier the environment configures: the gateway when both URL and key are set, else the log. */
export const notifierFromEnv = (env: NodeJS.ProcessEnv, log: FastifyBaseLogger): Notifier => {
  const url = env.REMINDER_GATEWAY_URL?.trim();
  const key = env.REMINDER_GATEWAY_KEY?.trim();
  return url && key ? gatewayNotifier(url, key) : logNotifier(log);
};
