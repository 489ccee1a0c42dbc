/**
 * Online payments (docs/payments.md), the facts both sides share: what a pay link pays, its
 * states, the providers, the code's shape, and the refusals in four languages. A pay link is
 * made by staff (or by a reminder) for an order's balance or a term's renewal; a family opens it
 * at /pay/<code> without signing in and pays it once, through a provider whose notification the
 * server verifies and applies exactly once (src/server/payments/). Pure: no import of the app or
 * the server.
 */
import { L, enumValue } from '../config/define';

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

/**
 * A refund of an online payment through its provider (docs/payments.md, "Refunds"): sending
 * (asked, no answer yet: sent again with the same refund number), processing (the provider took
 * it and finishes it), success, or refused (the provider's answer kept, nothing refunded).
 */
export const PAY_REFUND_STATUS = [
  enumValue('pending', '#e6a23c', L('待发送', 'Sending', 'Enviando', '送信待ち')),
  enumValue('processing', '#409eff', L('退款处理中', 'Processing', 'En proceso', '処理中')),
  enumValue('success', '#67c23a', L('已退款', 'Refunded', 'Reembolsado', '返金済')),
  enumValue('failed', '#f5222d', L('被拒绝', 'Refused', 'Rechazado', '拒否')),
] as const;
export type PayRefundStatus = (typeof PAY_REFUND_STATUS)[number]['value'];

/**
 * Whether `amountCents` may go back through the provider of an online charge of `chargeCents`,
 * of which `refundedCents` went back already (refused refunds not counted): the same rules as the
 * desk's refunds (src/rules/orderRules.ts and the renewal refund of src/rules/terms.ts): never
 * more than is left of the charge, and a renewal's payment only whole (its years are taken back
 * with it). The server checks it in the refund's transaction; the dialog mirrors it.
 */
export const onlineRefundRefusal = (p: { chargeCents: number; refundedCents: number; amountCents: number; renewal: boolean }): 'pay_refund_exceeds' | 'pay_refund_whole' | 'pay_refund_amount' | null => {
  if (!Number.isSafeInteger(p.amountCents) || p.amountCents <= 0) return 'pay_refund_amount';
  if (p.amountCents > p.chargeCents - p.refundedCents) return 'pay_refund_exceeds';
  if (p.renewal && (p.refundedCents > 0 || p.amountCents !== p.chargeCents)) return 'pay_refund_whole';
  return null;
};

/**
 * A difference between a provider's daily statement and the payments recorded (the
 * reconciliation, 对账: docs/payments.md): money the provider took that no payment records
 * (resolved by asking the provider: the trade applied once), a payment recorded that the
 * statement does not have, or one whose amount differs (resolved by finance's note, once checked).
 */
export const PAY_DIFFERENCE = [
  enumValue('missing_here', '#f5222d', L('渠道有、系统无', 'At the provider, not recorded', 'En el proveedor, no registrado', '事業者にあり、記録なし')),
  enumValue('missing_there', '#e6a23c', L('系统有、渠道无', 'Recorded, not at the provider', 'Registrado, no en el proveedor', '記録あり、事業者になし')),
  enumValue('amount', '#722ed1', L('金额不符', 'Amounts differ', 'Importes distintos', '金額不一致')),
] as const;
export type PayDifferenceKind = (typeof PAY_DIFFERENCE)[number]['value'];
