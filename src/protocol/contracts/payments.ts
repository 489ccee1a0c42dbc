/**
 * The payment calls (docs/payments.md; handlers in src/server/payments/routes.ts). Staff make a
 * pay link from an order or a term (the levels that may record payments, in their channel), ask
 * the provider about a link whose notification never came, and administrators see the providers
 * and test them. The family's calls are public and small; the providers' notifications are
 * public too, read raw (their signatures cover the bytes) and answered in each provider's way.
 */
import { MAX_RENEWAL_PERIODS } from '../../rules/terms';
import { PAY_DIFFERENCE, PAY_METHOD, PAY_PROVIDER } from '../../rules/payments';
import { allOf, answer, anyone, canOn, contract, id, levelsOnly, optionalId, pageUsers } from '../contract';
import type { PayLinkMade, PayRefundRow, PayStartAnswer, ProviderState, PublicPayLink, StatementReport } from '../payments';

const PUBLIC_BODY_BYTES = 1024;
const publicCall = { access: anyone, maxBytes: PUBLIC_BODY_BYTES } as const;
const code = { type: 'text', required: true, maxLength: 20 } as const;
const method = { type: 'enum', required: true, values: PAY_METHOD } as const;
const staff = allOf(canOn('pay_link', 'read'), canOn('tomb_payment', 'create'));

/** A link for an order's balance (`order_id`) or a term's renewal (`term_id`, for `years`: the fewest that reach today by default). */
export const createPayLink = contract({
  path: 'admin.pay_link/create',
  access: staff,
  body: { order_id: optionalId, term_id: optionalId, years: { type: 'integer', min: 1, max: MAX_RENEWAL_PERIODS } },
  answer: answer<PayLinkMade>(),
});

/** Ask the link's provider now (a notification that never came): a paid trade is applied, once. */
export const queryPayLink = contract({
  path: 'admin.pay_link/query',
  access: staff,
  body: { id },
  answer: answer<{ outcome: string; status: string }>(),
});

/** The providers and whether each is configured (administrators). */
export const payProviders = contract({ path: 'admin.payments/providers', access: levelsOnly(5, 6), body: 'none', answer: answer<ProviderState[]>() });

/** A harmless signed call to a provider: do its keys work? */
export const testPayProvider = contract({
  path: 'admin.payments/test',
  access: levelsOnly(5, 6),
  body: { provider: { type: 'enum', required: true, values: PAY_PROVIDER } },
  answer: answer<{ ok: boolean; detail: string }>(),
});

/** What a link pays, for whom, how much, and its receipt once paid. */
export const payLinkView = contract({ path: 'pay/link', ...publicCall, body: { code }, answer: answer<PublicPayLink>() });

/** Start paying a link with a method. */
export const payStart = contract({ path: 'pay/start', ...publicCall, body: { code, method }, answer: answer<PayStartAnswer>() });

/** The sandbox's confirmation: pays the started trade at the sandbox, which then notifies like a provider. */
export const paySandbox = contract({ path: 'pay/sandbox_pay', ...publicCall, body: { code, method }, answer: answer<{ notified: number }>() });

/** A provider's notification (`:provider` is sandbox, wechat or alipay): read raw, verified by its provider, answered its way. */
export const payNotify = contract({ path: 'pay/notify/:provider', access: anyone, maxBytes: 64 * 1024, body: 'own', answer: answer<unknown>() });

/** Who may refund online: whoever may read the refunds and record a payment; the level rule (managers, or clerks when the settings allow) is checked inside, as for the desk's refunds. */
const refunder = allOf(canOn('pay_refund', 'read'), canOn('tomb_payment', 'create'));

/** Refund (part of) an online payment back through its provider: the refund recorded, the provider asked, its answer kept. */
export const refundOnline = contract({
  path: 'admin.pay_refund/create',
  access: refunder,
  body: { payment_id: id, amount: { type: 'money', required: true, min: 0.01, max: 99999999 }, reason: { type: 'longtext', required: true, maxLength: 500 } },
  answer: answer<PayRefundRow>(),
});

/** Send a refund the provider did not answer again, with the same refund number (one refund at the provider); a processing one: ask the provider about it and settle it. */
export const sendPayRefund = contract({ path: 'admin.pay_refund/send', access: refunder, body: { id }, answer: answer<PayRefundRow>() });

/** The reconciliation (对账) of a day: each provider's statement against the payments recorded, in the caller's channel. */
export const statementReport = contract({
  path: 'admin.pay_statement/report',
  access: pageUsers('payReconcile'),
  body: { day: { type: 'date', required: true } },
  answer: answer<StatementReport>(),
});

/** Mark a difference checked, with finance's note (a difference the provider's query cannot settle). */
export const resolveDifference = contract({
  path: 'admin.pay_statement/resolve',
  access: pageUsers('payReconcile'),
  body: {
    day: { type: 'date', required: true },
    provider: { type: 'enum', required: true, values: PAY_PROVIDER },
    method: { type: 'enum', required: true, values: PAY_METHOD },
    kind: { type: 'enum', required: true, values: PAY_DIFFERENCE },
    out_trade_no: { type: 'text', required: true, maxLength: 64 },
    trade_no: { type: 'text', maxLength: 64 },
    note: { type: 'text', required: true, maxLength: 300 },
  },
  answer: answer<{ id: number }>(),
});
