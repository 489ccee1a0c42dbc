/** The shapes of the payment calls (docs/payments.md; contracts in ./contracts/payments.ts). */
import type { PayDifferenceKind, PayLinkStatus, PayMethod, PayProviderName, PayPurpose, PayRefundStatus } from '../rules/payments';

/** A pay link as the public page shows it to whoever holds its code: nothing more than the payment needs. */
export interface PublicPayLink {
  code: string;
  purpose: PayPurpose;
  status: PayLinkStatus;
  cemetery: string;
  /** The cemetery's phone, for a link that can no longer be paid. */
  phone: string | null;
  /** The payer's name, masked after its first character. */
  payer: string;
  plot: string;
  order_no: string | null;
  /** A renewal's years. */
  periods: number | null;
  /** A term's end as it stands (after a renewal is paid: the new end). */
  paid_until: string | null;
  amount: number;
  expires_at: string;
  /** The methods it can be paid with now (none once paid, expired or closed). */
  methods: PayMethod[];
  receipt: { receipt_no: string; paid_at: string; method: string; amount: number } | null;
}

/** How the family goes on after choosing a method. */
export type PayStartAnswer = { provider: PayProviderName } & ({ kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string } | { kind: 'sandbox' });

/** A link made by staff: its row and the address to send or show as a QR code. */
export interface PayLinkMade {
  link: Record<string, unknown> & { id: number; code: string; amount: number; expires_at: string; status: string };
  url: string;
}

/** A provider as the settings page shows it: configured or not, and how (never a key). */
export interface ProviderState {
  name: PayProviderName;
  configured: boolean;
  /** What is set (the merchant id, the app id), masked; or what is missing. */
  detail: string;
}

/** A refund through a provider as recorded: its status and the provider's answer. */
export interface PayRefundRow {
  id: number;
  refund_no: string;
  payment_id: number;
  amount: number;
  status: PayRefundStatus;
  provider_refund_id: string | null;
  answer: string | null;
  refund_payment_id: number | null;
}

/** One line of the reconciliation: a trade or a refund as the provider's statement and the books have it. */
export interface StatementDifference {
  kind: PayDifferenceKind;
  provider: PayProviderName;
  method: PayMethod;
  /** charge or refund */
  entry: 'charge' | 'refund';
  out_trade_no: string;
  trade_no: string;
  /** Yuan at the provider and in the books (null where absent). */
  provider_amount: number | null;
  recorded_amount: number | null;
  /** The pay link of the trade, when one has it (missing_here: ask the provider about it to apply it). */
  link_id: number | null;
  link_status: string | null;
  /** Finance's note once resolved. */
  resolved: { note: string; by: string | null; at: string } | null;
}

/** The reconciliation of one day: per provider and method the counts and sums on both sides, and the differences. */
export interface StatementReport {
  day: string;
  totals: {
    provider: PayProviderName;
    method: PayMethod;
    charges: { provider: number; recorded: number; provider_count: number; recorded_count: number };
    refunds: { provider: number; recorded: number; provider_count: number; recorded_count: number };
  }[];
  /** A provider whose statement could not be read (not configured to give one, no answer). */
  unread: { provider: PayProviderName; why: string }[];
  differences: StatementDifference[];
}
