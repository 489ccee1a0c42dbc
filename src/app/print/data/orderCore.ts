/** The parts every order document assembles alike: the core (numbers, parties, plot, deceased) and the money. */
import type { Lang } from '../../../config/types';
import type { DocTexts } from '../i18n/types';
import { buyerParty, cemeteryHeader, deceasedInfo, feeLines, moneyText, plotInfo, text } from './common';
import type { OrderCore, OrderMoney } from './models';
import type { OrderBundle } from './rows';

export const orderCore = ({ order, plot, members, setting }: OrderBundle, lang: Lang): OrderCore => ({
  lang,
  header: cemeteryHeader(setting),
  orderNo: text(order.order_no),
  contractNo: text(order.contract_no),
  buyer: buyerParty(order),
  plot: plotInfo(plot, lang),
  deceased: members.map((m) => deceasedInfo(m, lang)),
});

export const orderMoney = ({ order }: OrderBundle, t: DocTexts): OrderMoney => ({
  fees: feeLines(order, t),
  discount: moneyText(order.discount),
  total: moneyText(order.total),
  paid: moneyText(order.paid),
  balance: moneyText(order.balance),
});
