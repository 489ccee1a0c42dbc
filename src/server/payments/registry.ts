/**
 * Which providers this server has (docs/payments.md): WeChat Pay and Alipay when their keys are
 * in the environment (./settings.ts), the sandbox when the settings turn it on (a level-5 or 6
 * administrator, Settings → Online payments). A method (WeChat, Alipay) is paid through its real
 * provider when configured, else through the sandbox when it is on, else not at all.
 */
import type { FastifyInstance } from 'fastify';
import type { PayMethod, PayProviderName } from '../../rules/payments';
import type { TypedDb } from '../db/tables';
import { ApiError } from '../http/errors';
import { readSettingRow } from '../kernel/settings';
import type { PaymentProvider } from './provider';
import type { SandboxProvider } from './sandbox';

export interface Payments {
  /** The real providers configured in the environment. */
  real: ReadonlyMap<PayProviderName, PaymentProvider>;
  sandbox: SandboxProvider;
  /** The server's public address, without a trailing slash ('' when unset: links are paths). */
  publicUrl: string;
  /** How many times the sandbox notifies a payment (a provider retrying): PAY_SANDBOX_NOTIFY_TIMES, 1 by default. */
  sandboxNotifyTimes: number;
  /** The methods a family can pay with now. */
  methods(db: TypedDb): Promise<PayMethod[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export const sandboxOn = async (db: TypedDb): Promise<boolean> => (await readSettingRow(db, ['pay_sandbox'])).pay_sandbox === true;

const realFor = (app: FastifyInstance, method: PayMethod): PaymentProvider | undefined => [...app.payments.real.values()].find((p) => p.methods.includes(method));

/** The provider a method is paid through now; refused when none. */
export const providerFor = async (app: FastifyInstance, db: TypedDb, method: PayMethod): Promise<PaymentProvider> => {
  const real = realFor(app, method);
  if (real) return real;
  if (await sandboxOn(db)) return app.payments.sandbox;
  throw new ApiError('pay_provider_off', 409);
};

/** A provider by its name (a notification's path, a refund's payment). */
export const providerNamed = (app: FastifyInstance, name: PayProviderName): PaymentProvider | undefined => (name === 'sandbox' ? app.payments.sandbox : app.payments.real.get(name));

export const methodsOf = async (app: FastifyInstance, db: TypedDb): Promise<PayMethod[]> => {
  const sandbox = await sandboxOn(db);
  return (['wechat', 'alipay'] as const).filter((m) => sandbox || realFor(app, m) !== undefined);
};
