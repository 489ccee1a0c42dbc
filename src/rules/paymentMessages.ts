/**
 * Online payments' texts in four languages (docs/payments.md): the refusals and the line a
 * reminder carries with its link. Apart from ./payments.ts, which the config's pay_link block
 * and so the staff app's entry import: these tables reach the browser through each language's
 * catalogue (src/rules/configTexts.ts), as the other modules' *Messages.ts do.
 */
import { L } from '../config/define';
import type { Labels } from '../config/types';

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
  pay_refund_whole: L('续费的在线收款只能整笔退款（同时退回续费年限）', 'A renewal paid online is refunded whole (its years are taken back with it)', 'Una renovación pagada en línea se reembolsa entera (se quitan sus años)', 'オンラインで支払われた更新は全額のみ返金できます（年数も戻ります）'),
  pay_refund_amount: L('请填写退款金额', 'Enter the amount to refund', 'Indique el importe a reembolsar', '返金額を入力してください'),
  pay_refund_refused: L('支付渠道拒绝退款：%{answer}', 'The provider refused the refund: %{answer}', 'El proveedor rechazó el reembolso: %{answer}', '決済事業者が返金を拒否しました：%{answer}'),
  pay_refund_pending: L('支付渠道暂未应答，退款已记录为待发送，请稍后重新发送', 'The provider did not answer: the refund is kept as sending, send it again later', 'El proveedor no respondió: el reembolso queda pendiente, envíelo de nuevo más tarde', '決済事業者が応答しません。返金は送信待ちとして記録しました。後で再送してください'),
} satisfies Record<string, Labels>;
