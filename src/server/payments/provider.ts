/**
 * The payment-provider layer (docs/payments.md): what the server asks of WeChat Pay, Alipay and
 * the sandbox that behaves like them. A provider starts a payment for a merchant trade number
 * (ours: the pay link's `out_trade_no`), verifies its own notifications (signature, then the
 * figures are compared with the link by ./apply.ts), answers them the way it expects, is asked
 * for a trade's state when a notification never came, refunds, and gives its daily statement
 * for the reconciliation. Amounts are integer cents (分) everywhere; the currency is CNY.
 */
import type { PayMethod, PayProviderName } from '../../rules/payments';

/** A payment to start: our trade number, what and how much, where the provider notifies and where it sends the family back. */
export interface PayOrder {
  outTradeNo: string;
  amountCents: number;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  method: PayMethod;
  /** WeChat's H5 payment wants the payer's address. */
  clientIp?: string;
  /** A phone's browser (H5 / wap pay) or a desk screen (QR / page pay). */
  mobile: boolean;
  expiresAt: Date;
}

/** How the family goes on: to the provider's page, a QR code to scan with the provider's app, or the sandbox's own confirmation. */
export type PayStart = { kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string } | { kind: 'sandbox' };

/** A paid trade as the provider states it (a verified notification or a query's answer). */
export interface PaidTrade {
  outTradeNo: string;
  /** The provider's own transaction id. */
  tradeNo: string;
  amountCents: number;
  currency: string;
  /** ISO time of the payment by the provider's clock. */
  paidAt: string;
  method: PayMethod;
}

/** A notification as it arrived: the raw body (signatures cover it byte for byte) and the headers. */
export interface RawNotification {
  body: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** What the provider expects back: it retries until it gets its success answer. */
export interface Ack {
  status: number;
  contentType: string;
  body: string;
}

/** A verified notification: a paid trade, or one of another state (closed, refunded: nothing to apply). */
export type Verified = { paid: PaidTrade } | { other: string };

export interface RefundRequest {
  outTradeNo: string;
  /** Our refund number (unique per refund): a retried refund is the same refund. */
  refundNo: string;
  amountCents: number;
  totalCents: number;
  reason: string;
}

export interface RefundAnswer {
  /** success: the money is on its way back; processing: the provider will finish it. */
  status: 'success' | 'processing';
  refundId: string;
}

/** A refund's final state as the provider states it when asked: taken (success), still on its way, or ended without the money going back (WeChat Pay's CLOSED, ABNORMAL). */
export interface RefundState {
  status: 'success' | 'processing' | 'failed';
  /** The provider's word, kept on the refund (e.g. "ABNORMAL"). */
  answer: string;
}

/** A line of the provider's daily statement (对账单): one trade or one refund. */
export interface StatementLine {
  outTradeNo: string;
  tradeNo: string;
  kind: 'charge' | 'refund';
  amountCents: number;
  at: string;
  method: PayMethod;
}

/** A refusal by the provider or of its message: `config` for what the administrator must fix. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'signature' | 'config' | 'unavailable' | 'refused',
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface PaymentProvider {
  readonly name: PayProviderName;
  /** The methods it takes (the sandbox pretends to be both). */
  readonly methods: readonly PayMethod[];
  start(order: PayOrder): Promise<PayStart>;
  /** Throws ProviderError('signature') for a message it did not sign. */
  verify(n: RawNotification): Promise<Verified>;
  ack(ok: boolean, message?: string): Ack;
  /** The trade's state at the provider: paid, or null (not paid, unknown). */
  query(outTradeNo: string): Promise<PaidTrade | null>;
  refund(r: RefundRequest): Promise<RefundAnswer>;
  /** A refund answered processing, asked again by its number (WeChat Pay's refund query). */
  refundState(r: { outTradeNo: string; refundNo: string }): Promise<RefundState>;
  /** The statement of one day (the cemetery's local day, YYYY-MM-DD). */
  statement(day: string): Promise<StatementLine[]>;
  /** A harmless signed call: do the keys work? */
  test(): Promise<string>;
}

/** Yuan as the providers write them ("12.30") from cents, and back. */
export const yuanText = (cents: number): string => (cents / 100).toFixed(2);
export const centsOfYuan = (yuan: string | number): number => Math.round(Number(yuan) * 100);
