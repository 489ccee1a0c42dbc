/** print1: the order form, everything about one order on one page. */
import type { Lang } from '../../../config/types';
import { formatDate } from '../format/formatDate';
import { docTexts } from '../i18n';
import { enumLabel, text } from './common';
import type { OrderFormModel } from './models';
import { orderCore, orderMoney } from './orderCore';
import type { OrderBundle } from './rows';

export const assembleOrderForm = (bundle: OrderBundle, lang: Lang): OrderFormModel => {
  const { order } = bundle;
  return {
    ...orderCore(bundle, lang),
    ...orderMoney(bundle, docTexts(lang)),
    status: enumLabel('tomb_order', 'status', order.status, lang),
    createdOn: formatDate(order.created_at, lang),
    reservedUntil: formatDate(order.reserved_until, lang),
    signedOn: formatDate(order.signed_at, lang),
    salesperson: text(order['salesperson.nickname']),
    agent: text(order.agent),
    remark: text(order.remark),
  };
};
