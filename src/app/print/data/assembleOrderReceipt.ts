/** orderReceipt: every payment of an order, with totals that must agree with the order. */
import type { Lang } from '../../../config/types';
import { centsOrZero } from '../money/cents';
import { formatMoney } from '../money/formatMoney';
import { formatDate } from '../format/formatDate';
import { buyerParty, cemeteryHeader, enumLabel, localDay, moneyText, plotInfo, text } from './common';
import type { OrderReceiptModel } from './models';
import type { OrderBundle } from './rows';

const centsToAmount = (cents: bigint): string => {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

export const assembleOrderReceipt = ({ order, plot, payments, setting }: OrderBundle, lang: Lang, now: Date): OrderReceiptModel => {
  // Oldest first: a statement reads in the order the money moved.
  const sorted = [...payments].sort((a, b) => text(a.paid_at).localeCompare(text(b.paid_at)) || a.id - b.id);
  let charged = 0n;
  let refunded = 0n;
  const lines = sorted.map((p) => {
    const cents = centsOrZero(p.amount);
    const isRefund = p.kind === 'refund';
    if (isRefund) refunded += cents;
    else charged += cents;
    return {
      receiptNo: text(p.receipt_no),
      date: formatDate(p.paid_at, lang),
      kind: enumLabel('tomb_payment', 'kind', p.kind, lang),
      item: enumLabel('tomb_payment', 'item', p.item, lang),
      method: enumLabel('tomb_payment', 'method', p.method, lang),
      amount: formatMoney(centsToAmount(isRefund ? -cents : cents)),
      operator: text(p['operator.nickname']),
    };
  });
  return {
    lang,
    header: cemeteryHeader(setting),
    orderNo: text(order.order_no),
    buyer: buyerParty(order),
    plot: plotInfo(plot, lang),
    lines,
    charged: moneyText(centsToAmount(charged)),
    refunded: moneyText(centsToAmount(refunded)),
    net: moneyText(centsToAmount(charged - refunded)),
    orderTotal: moneyText(order.total),
    balance: moneyText(order.balance),
    printedOn: formatDate(localDay(now), lang),
  };
};
