/** print1: the order form, everything about one order on one page. */
import type { Lang } from '../../../config/types';
import { formatDate } from '../format/formatDate';
import { docTexts } from '../i18n';
import { buyerParty, cemeteryHeader, deceasedInfo, enumLabel, feeLines, moneyText, plotInfo, text } from './common';
import type { OrderFormModel } from './models';
import type { OrderBundle } from './rows';

export const assembleOrderForm = ({ order, plot, members, setting }: OrderBundle, lang: Lang): OrderFormModel => {
  const t = docTexts(lang);
  return {
    lang,
    header: cemeteryHeader(setting),
    orderNo: text(order.order_no),
    contractNo: text(order.contract_no),
    status: enumLabel('tomb_order', 'status', order.status, lang),
    createdOn: formatDate(order.created_at, lang),
    reservedUntil: formatDate(order.reserved_until, lang),
    signedOn: formatDate(order.signed_at, lang),
    buyer: buyerParty(order),
    plot: plotInfo(plot, lang),
    deceased: members.map((m) => deceasedInfo(m, lang)),
    fees: feeLines(order, t),
    discount: moneyText(order.discount),
    total: moneyText(order.total),
    paid: moneyText(order.paid),
    balance: moneyText(order.balance),
    salesperson: text(order['salesperson.nickname']),
    agent: text(order.agent),
    remark: text(order.remark),
  };
};
