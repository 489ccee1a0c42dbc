/** print9: the temporary certificate of a reserved or contracted order. */
import type { Lang } from '../../../config/types';
import { formatDate } from '../format/formatDate';
import { buyerParty, cemeteryHeader, enumLabel, localDay, moneyText, plotInfo, text } from './common';
import type { TemporaryCertificateModel } from './models';
import type { OrderBundle } from './rows';

export const assembleTemporary = ({ order, plot, setting }: OrderBundle, lang: Lang, now: Date): TemporaryCertificateModel => ({
  lang,
  header: cemeteryHeader(setting),
  orderNo: text(order.order_no),
  contractNo: text(order.contract_no),
  status: enumLabel('tomb_order', 'status', order.status, lang),
  issuedOn: formatDate(localDay(now), lang),
  // A reservation lapses on its own date; a contracted order's paper holds until it is exchanged.
  validUntil: order.status === 'reserved' ? formatDate(order.reserved_until, lang) : '',
  holder: buyerParty(order),
  plot: plotInfo(plot, lang),
  total: moneyText(order.total),
  paid: moneyText(order.paid),
  balance: moneyText(order.balance),
});
