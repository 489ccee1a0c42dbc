/**
 * The SMS provider interface (docs/messaging.md): one templated message with its variables to
 * one mobile, answered by the provider's id for it, or an SmsError saying what kind of failure
 * it was (the sender, ./sender.ts, turns each kind into a translated refusal and records it).
 * Adapters: ./development.ts (the server log), ./aliyun.ts, ./tencent.ts.
 */
import type { SmsKind, SmsProviderName } from '../../rules/messaging';
import type { Lang } from '../../config/types';

export interface SmsSendRequest {
  /** As stored: 11 digits (mainland) or + and the country code. */
  mobile: string;
  kind: SmsKind;
  /** The template's variables (SMS_TEMPLATES[kind].params). */
  params: Record<string, string>;
  /** The language of the template when the provider has one per language. */
  lang: Lang;
}

export interface SmsSent {
  /** The provider's id of the message (Aliyun BizId, Tencent SerialNo, the development provider's own). */
  id: string;
}

/**
 * What went wrong, as the family and the administrator need it:
 * `mobile`: the provider refuses this number; `limit`: the provider holds back messages to it
 * (its own frequency control); `config`: the account, keys, signature or template are wrong
 * (the administrator must act); `unavailable`: the provider did not answer or failed (try later).
 */
export type SmsFailure = 'mobile' | 'limit' | 'config' | 'unavailable';

export class SmsError extends Error {
  constructor(
    readonly failure: SmsFailure,
    /** The provider's own code (isv.MOBILE_NUMBER_ILLEGAL, LimitExceeded.PhoneNumberDailyLimit, ECONNREFUSED...). */
    readonly providerCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

/** A message the provider accepted and whose delivery receipt has not come yet. */
export interface SmsPending {
  /** The provider's id (BizId, SerialNo). */
  id: string;
  mobile: string;
  sentAt: Date;
}

/** The carrier's final word on a message: delivered to the handset or not, with its status code (DELIVERED, DELIVRD, MK:0001...). */
export interface SmsReceipt {
  id: string;
  delivered: boolean;
  code: string;
  at: Date | null;
}

export interface SmsProvider {
  readonly name: SmsProviderName;
  /** Resolves when the provider accepted the message; throws SmsError otherwise. */
  send(request: SmsSendRequest): Promise<SmsSent>;
  /**
   * The delivery receipts the provider has for these messages (those still waiting for the
   * carrier are left out); throws SmsError when the provider cannot be asked. Absent when the
   * provider gives none.
   */
  receipts?(pending: readonly SmsPending[]): Promise<SmsReceipt[]>;
}

/** A kind's template the cemetery never configured (SMS_TEMPLATE_<KIND>): the administrator must act. */
export const noTemplate = (kind: string): SmsError =>
  new SmsError('config', 'template_missing', `no approved template for ${kind}: set SMS_TEMPLATE_${kind.toUpperCase()} (docs/messaging.md)`);

/** A thrown value as an SmsError: the SDKs throw errors with a `code` (the provider's) or network errors. */
export const asSmsError = (e: unknown, classify: (code: string) => SmsFailure): SmsError => {
  if (e instanceof SmsError) return e;
  const err = e as { code?: unknown; message?: unknown; data?: { Code?: unknown } };
  const code = typeof err?.code === 'string' && err.code ? err.code : typeof err?.data?.Code === 'string' ? err.data.Code : 'network';
  const message = typeof err?.message === 'string' ? err.message : String(e);
  return new SmsError(classify(code), code, message.slice(0, 300));
};
