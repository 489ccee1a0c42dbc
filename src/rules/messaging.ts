/**
 * Text messages (SMS) and one-time codes (docs/messaging.md), the facts both sides share: the
 * kinds of message and their templates (the providers' approved-template model: the provider
 * holds the approved text, the product sends the template's id and its variables), the
 * statuses of a sent message, the providers, and the one-time code's rules (the public booking
 * page's verification, docs/visits.md). Pure: no import of the app or the server.
 */
import { L, enumValue } from '../config/define';
import type { Labels } from '../config/types';

/** A template: its variables in the order the provider numbers them (Tencent's {1}, {2}), the ones never stored in clear, and its text. */
export interface SmsTemplate {
  params: readonly string[];
  /** Variables masked in the record of sent messages (a one-time code). */
  secret: readonly string[];
  /** The text to have approved by the provider, in each language (`{name}` placeholders). */
  text: Labels;
}

/** The kinds of message the product sends; each is one template per provider (SMS_TEMPLATE_<KIND> in docs/messaging.md). */
export const SMS_KIND = [enumValue('otp', '#409eff', L('验证码', 'Verification code', 'Código de verificación', '認証コード'))] as const;
export type SmsKind = (typeof SMS_KIND)[number]['value'];

export const SMS_TEMPLATES: Record<SmsKind, SmsTemplate> = {
  otp: {
    params: ['code', 'minutes'],
    secret: ['code'],
    text: L(
      '您的验证码为 {code}，{minutes} 分钟内有效。请勿告诉他人。',
      'Your verification code is {code}, valid for {minutes} minutes. Do not share it.',
      'Su código de verificación es {code}, válido durante {minutes} minutos. No lo comparta.',
      '認証コードは {code} です（{minutes} 分間有効）。他人に教えないでください。',
    ),
  },
};

/** A message's text with its variables filled, the secret ones masked when `mask` (the record shows no code). */
export const smsText = (template: SmsTemplate, lang: keyof Labels, params: Record<string, string>, mask = false): string =>
  template.text[lang].replace(/\{(\w+)\}/g, (_, k: string) => (mask && template.secret.includes(k) ? '•'.repeat(Math.max(4, (params[k] ?? '').length)) : (params[k] ?? '')));

export const SMS_STATUS = [
  enumValue('sending', '#e6a23c', L('发送中', 'Sending', 'Enviando', '送信中')),
  enumValue('sent', '#67c23a', L('已发送', 'Sent', 'Enviado', '送信済')),
  enumValue('failed', '#f5222d', L('失败', 'Failed', 'Fallido', '失敗')),
] as const;


export const SMS_PROVIDER = [
  enumValue('development', '#909399', L('开发（仅写日志）', 'Development (server log only)', 'Desarrollo (solo registro)', '開発用（ログのみ）')),
  enumValue('aliyun', '#ff6a00', L('阿里云短信', 'Aliyun SMS', 'Aliyun SMS', 'Aliyun SMS')),
  enumValue('tencent', '#0052d9', L('腾讯云短信', 'Tencent Cloud SMS', 'Tencent Cloud SMS', 'Tencent Cloud SMS')),
] as const;
export type SmsProviderName = (typeof SMS_PROVIDER)[number]['value'];
export const isSmsProviderName = (v: string): v is SmsProviderName => SMS_PROVIDER.some((p) => p.value === v);

/** The one-time code's rules (src/server/messaging/otp.ts; the booking page shows the countdown and the lengths). */
export const ONE_TIME_CODE = {
  /** Digits of a code. */
  digits: 6,
  /** A code is valid this long after it was sent. */
  ttlSeconds: 5 * 60,
  /** Wrong tries of one code before it is dead (only the browser that asked for it can try it). */
  attempts: 5,
  /** A new code for the same mobile from the same address after this long. */
  resendSeconds: 60,
  /** A verified mobile stays verified this long on that browser (its proof). */
  proofMinutes: 60,
} as const;

const CODE_RE = new RegExp(`^\\d{${ONE_TIME_CODE.digits}}$`);
/** A typed code as checked: digits only (spaces and dashes dropped). */
export const normaliseOneTimeCode = (raw: string): string => raw.replace(/[\s-]/g, '').slice(0, 20);
export const isOneTimeCode = (code: string): boolean => CODE_RE.test(code);
