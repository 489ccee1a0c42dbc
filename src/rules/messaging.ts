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

/** The kinds of message the product sends; each is one template per provider and, when the cemetery has them, per language (SMS_TEMPLATE_<KIND>[_<LANG>] in docs/messaging.md). */
export const SMS_KIND = [
  enumValue('otp', '#409eff', L('验证码', 'Verification code', 'Código de verificación', '認証コード')),
  enumValue('reminder_plot', '#e6a23c', L('管理费提醒', 'Maintenance fee reminder', 'Aviso de cuota de mantenimiento', '管理費のお知らせ')),
  enumValue('reminder_plot_pay', '#d48806', L('管理费提醒（含缴费链接）', 'Maintenance fee reminder with pay link', 'Aviso de cuota con enlace de pago', '管理費のお知らせ（支払いリンク付き）')),
  enumValue('reminder_storage', '#11a983', L('寄存费提醒', 'Storage fee reminder', 'Aviso de tarifa de depósito', '保管料のお知らせ')),
  enumValue('reminder_storage_pay', '#08979c', L('寄存费提醒（含缴费链接）', 'Storage fee reminder with pay link', 'Aviso de depósito con enlace de pago', '保管料のお知らせ（支払いリンク付き）')),
] as const;
export type SmsKind = (typeof SMS_KIND)[number]['value'];

/**
 * The templates. The cemetery's name is not a variable: it is the approved signature (签名) the
 * provider puts before every text (【青山陵园】). The texts are what the cemetery has approved,
 * one template per kind and language it sends in.
 */
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
  reminder_plot: {
    params: ['holder', 'place', 'until'],
    secret: [],
    text: L(
      '{holder}您好：您在本园 {place} 墓位的管理费缴至 {until}，请及时办理续费。如已办理请忽略。',
      'Dear {holder}, the maintenance fee of plot {place} is paid until {until}. Please renew it; if you already have, please ignore this message.',
      'Estimado/a {holder}: la cuota de mantenimiento de la parcela {place} está pagada hasta el {until}. Le rogamos que la renueve; si ya lo hizo, ignore este mensaje.',
      '{holder} 様：当園 {place} 墓所の管理費は {until} までお支払い済みです。更新のお手続きをお願いいたします。お手続き済みの場合は破棄してください。',
    ),
  },
  reminder_plot_pay: {
    params: ['holder', 'place', 'until', 'url'],
    secret: [],
    text: L(
      '{holder}您好：您在本园 {place} 墓位的管理费缴至 {until}，请及时办理续费。在线缴费：{url}',
      'Dear {holder}, the maintenance fee of plot {place} is paid until {until}. Please renew it. Pay online: {url}',
      'Estimado/a {holder}: la cuota de mantenimiento de la parcela {place} está pagada hasta el {until}. Le rogamos que la renueve. Pague en línea: {url}',
      '{holder} 様：当園 {place} 墓所の管理費は {until} までお支払い済みです。更新のお手続きをお願いいたします。オンライン支払い：{url}',
    ),
  },
  reminder_storage: {
    params: ['holder', 'place', 'until'],
    secret: [],
    text: L(
      '{holder}您好：您寄存在本园 {place} 格位的骨灰寄存费缴至 {until}，请及时办理续存。如已办理请忽略。',
      'Dear {holder}, the storage fee of niche {place} is paid until {until}. Please renew it; if you already have, please ignore this message.',
      'Estimado/a {holder}: la tarifa de depósito del nicho {place} está pagada hasta el {until}. Le rogamos que la renueve; si ya lo hizo, ignore este mensaje.',
      '{holder} 様：当園 {place} 納骨壇の保管料は {until} までお支払い済みです。更新のお手続きをお願いいたします。お手続き済みの場合は破棄してください。',
    ),
  },
  reminder_storage_pay: {
    params: ['holder', 'place', 'until', 'url'],
    secret: [],
    text: L(
      '{holder}您好：您寄存在本园 {place} 格位的骨灰寄存费缴至 {until}，请及时办理续存。在线缴费：{url}',
      'Dear {holder}, the storage fee of niche {place} is paid until {until}. Please renew it. Pay online: {url}',
      'Estimado/a {holder}: la tarifa de depósito del nicho {place} está pagada hasta el {until}. Le rogamos que la renueve. Pague en línea: {url}',
      '{holder} 様：当園 {place} 納骨壇の保管料は {until} までお支払い済みです。更新のお手続きをお願いいたします。オンライン支払い：{url}',
    ),
  },
};

/** The template of a term's reminder: its kind (a plot's fee, a niche's storage) and whether it carries a pay link. */
export const reminderSmsKind = (termKind: string, withPayLink: boolean): SmsKind =>
  termKind === 'storage' ? (withPayLink ? 'reminder_storage_pay' : 'reminder_storage') : withPayLink ? 'reminder_plot_pay' : 'reminder_plot';

/** A message's text with its variables filled, the secret ones masked when `mask` (the record shows no code). */
export const smsText = (template: SmsTemplate, lang: keyof Labels, params: Record<string, string>, mask = false): string =>
  template.text[lang].replace(/\{(\w+)\}/g, (_, k: string) => (mask && template.secret.includes(k) ? '•'.repeat(Math.max(4, (params[k] ?? '').length)) : (params[k] ?? '')));

export const SMS_STATUS = [
  enumValue('sending', '#e6a23c', L('发送中', 'Sending', 'Enviando', '送信中')),
  enumValue('sent', '#67c23a', L('已发送', 'Sent', 'Enviado', '送信済')),
  enumValue('failed', '#f5222d', L('失败', 'Failed', 'Fallido', '失敗')),
  // The provider's delivery receipt (./docs/messaging.md "Delivery receipts"): the handset got it, or the carrier gave up.
  enumValue('delivered', '#389e0d', L('已送达', 'Delivered', 'Entregado', '配信済')),
  enumValue('undelivered', '#cf1322', L('未送达', 'Not delivered', 'No entregado', '未配信')),
] as const;

/**
 * Retries of a server's message (a reminder): the wait before each next try, after a failure
 * that trying again may help (the provider down or holding back, the sending bounds). After the
 * last, the message is failed for good; a refused number is failed at once.
 */
export const SMS_RETRY_MINUTES = [1, 5, 30, 120, 720] as const;
/** Tries of one message in all (the first and one per wait). */
export const SMS_MAX_TRIES = SMS_RETRY_MINUTES.length + 1;
/** The wait before the try after `tries` tries, in minutes (undefined: no more tries). */
export const retryWaitMinutes = (tries: number): number | undefined => (tries >= 1 && tries < SMS_MAX_TRIES ? SMS_RETRY_MINUTES[tries - 1] : undefined);


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
