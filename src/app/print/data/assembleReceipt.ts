/** print10, print11 and receipt: one payment (a charge or a refund) on a receipt. */
import type { Lang } from '../../../config/types';
import { formatDateTime } from '../format/formatDate';
import { cemeteryHeader, enumLabel, moneyText, text } from './common';
import type { ReceiptModel } from './models';
import type { PaymentBundle } from './rows';

export const assembleReceipt = ({ payment, order, plot, setting }: PaymentBundle, lang: Lang, timeZone?: string): ReceiptModel => ({
  lang,
  header: cemeteryHeader(setting),
  kind: payment.kind === 'refund' ? 'refund' : 'charge',
  receiptNo: text(payment.receipt_no),
  orderNo: text(order.order_no),
  plotCode: text(plot?.code),
  // The payer is whoever handed over the money; a blank payer means the buyer did.
  payer: text(payment.payer) || text(order.buyer_name),
  item: enumLabel('tomb_payment', 'item', payment.item, lang),
  method: enumLabel('tomb_payment', 'method', payment.method, lang),
  amount: moneyText(payment.amount),
  operator: text(payment['operator.nickname']),
  paidOn: formatDateTime(payment.paid_at, lang, timeZone),
  reason: text(payment.reason),
  yearsRenewed: payment.term_id ? Number(payment.periods) || null : null,
});
