/**
 * Online payments (docs/payments.md), the facts both sides share: what a pay link pays, its
 * states, the providers, the code's shape, and the refusals in four languages. A pay link is
 * made by staff (or by a reminder) for an order's balance or a term's renewal; a family opens it
 * at /pay/<code> without signing in and pays it once, through a provider whose notification the
 * server verifies and applies exactly once (src/server/payments/). Pure: no import of the app or
 * the server.
 */
import { L, enumValue } from '../config/define';
import type { Labels } from '../config/types';

export const PAY_PURPOSE = [
  enumValue('order_balance', '#409eff', L('订单余款', 'Order balance', 'Saldo del pedido', '注文残高')),
  enumValue('term_renewal', '#11a983', L('管理费续费', 'Term renewal', 'Renovación del plazo', '管理費の更新')),
] as const;
export type PayPurpose = (typeof PAY_PURPOSE)[number]['value'];

export const PAY_LINK_STATUS = [
  enumValue('open', '#e6a23c', L('待支付', 'Open', 'Pendiente', '未払い')),
  enumValue('paid', '#67c23a', L('已支付', 'Paid', 'Pagado', '支払済')),
  enumValue('expired', '#c0c4cc', L('已过期', 'Expired', 'Caducado', '期限切れ')),
  enumValue('cancelled', '#909399', L('已作废', 'Cancelled', 'Anulado', '取消')),
  // The money came in but could not be applied (the order ended or was paid meanwhile): finance refunds or applies it by hand.
  enumValue('review', '#f5222d', L('待核对', 'To review', 'Por revisar', '要確認')),
] as const;
export type PayLinkStatus = (typeof PAY_LINK_STATUS)[number]['value'];

export const PAY_PROVIDER = [
  enumValue('sandbox', '#909399', L('沙箱', 'Sandbox', 'Sandbox', 'サンドボックス')),
  enumValue('wechat', '#07c160', L('微信支付', 'WeChat Pay', 'WeChat Pay', 'WeChat Pay')),
  enumValue('alipay', '#1677ff', L('支付宝', 'Alipay', 'Alipay', 'Alipay')),
] as const;
export type PayProviderName = (typeof PAY_PROVIDER)[number]['value'];
export const PAY_PROVIDERS: readonly PayProviderName[] = PAY_PROVIDER.map((p) => p.value);
export const isPayProviderName = (v: unknown): v is PayProviderName => (PAY_PROVIDERS as readonly unknown[]).includes(v);

/** How a family pays: the payment method the payment row records (the sandbox pretends to be either). */
export const PAY_METHOD = [
  enumValue('wechat', '#07c160', L('微信支付', 'WeChat Pay', 'WeChat Pay', 'WeChat Pay')),
  enumValue('alipay', '#1677ff', L('支付宝', 'Alipay', 'Alipay', 'Alipay')),
] as const;
export type PayMethod = (typeof PAY_METHOD)[number]['value'];
export const PAY_METHODS: readonly PayMethod[] = PAY_METHOD.map((m) => m.value);

/** A link's code: 10 characters of an alphabet without look-alikes (0/O, 1/I/L), about 49 bits, typed from a letter if need be. */
export const PAY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAY_CODE_LENGTH = 10;
export const isPayCode = (v: unknown): v is string => typeof v === 'string' && v.length === PAY_CODE_LENGTH && [...v].every((c) => PAY_CODE_ALPHABET.includes(c));
/** What a family may type or a scanner read: case and spaces do not matter. */
export const normalisePayCode = (v: string): string => v.replace(/[\s-]/g, '').toUpperCase();

/** Days a link made by staff stays payable; a reminder's link lives as long. */
export const PAY_LINK_DAYS = 14;

/** The page a link opens: relative to the server's public address (PUBLIC_URL), else to the page that shows it. */
export const payPath = (code: string): string => `/pay/${code}`;

/** The line a reminder carries with its link (src/server/terms/reminders.ts). */
export const PAY_LINK_LINE: Labels = L('在线缴费：%{url}', 'Pay online: %{url}', 'Pague en línea: %{url}', 'オンライン支払い：%{url}');

export const PAY_ERROR_MESSAGES = {
  pay_link_unknown: L('找不到这个缴费链接', 'This pay link does not exist', 'Este enlace de pago no existe', 'この支払いリンクは存在しません'),
  pay_link_expired: L('这个缴费链接已过期，请联系陵园', 'This pay link has expired: please call the cemetery', 'Este enlace de pago ha caducado: llame al cementerio', 'この支払いリンクは期限切れです。霊園にお問い合わせください'),
  pay_link_paid: L('这个缴费链接已支付', 'This pay link is already paid', 'Este enlace de pago ya está pagado', 'この支払いリンクは支払済みです'),
  pay_link_closed: L('这个缴费链接已作废，请联系陵园', 'This pay link is no longer valid: please call the cemetery', 'Este enlace de pago ya no es válido: llame al cementerio', 'この支払いリンクは無効です。霊園にお問い合わせください'),
  pay_nothing_due: L('没有需要支付的金额', 'There is nothing to pay', 'No hay nada que pagar', '支払う金額はありません'),
  pay_link_purpose: L('请选择一个订单或一个管理期限', 'Choose one order or one term', 'Elija un pedido o un plazo', '注文か管理期間を一つ選んでください'),
  pay_provider_off: L('这种支付方式未开通', 'This way of paying is not set up', 'Esta forma de pago no está configurada', 'この支払い方法は設定されていません'),
  pay_link_bound: L('这个链接已在用另一种方式支付，请在那里完成', 'This link is being paid another way: finish it there', 'Este enlace se está pagando de otra forma: termine allí', 'このリンクは別の方法で支払い中です。そちらで完了してください'),
  pay_provider_failed: L('支付服务暂时不可用，请稍后再试', 'The payment service is not answering: try again later', 'El servicio de pago no responde: inténtelo más tarde', '決済サービスが応答しません。後でもう一度お試しください'),
  pay_not_online: L('这笔收款不是在线支付，请按原方式退款', 'This payment was not made online: refund it the usual way', 'Este pago no se hizo en línea: reembólselo por la vía habitual', 'この入金はオンライン決済ではありません。通常の方法で返金してください'),
  pay_refund_exceeds: L('退款金额超过可退金额 %{left}', 'The refund exceeds what can be refunded (%{left})', 'El reembolso supera lo reembolsable (%{left})', '返金額が返金可能額（%{left}）を超えています'),
} satisfies Record<string, Labels>;
