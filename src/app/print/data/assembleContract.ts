/** print8: the contract, with numbered clauses from settings (or the default ones). */
import type { Lang } from '../../../config/types';
import { formatDate } from '../format/formatDate';
import { docTexts } from '../i18n';
import { contractClauses } from './clauses';
import { buyerParty, cemeteryHeader, deceasedInfo, feeLines, maintenanceUntil, moneyText, plotInfo, text, yearsText } from './common';
import type { ContractModel } from './models';
import { placeholderValues } from './placeholders';
import type { OrderBundle } from './rows';

export const assembleContract = ({ order, plot, members, setting }: OrderBundle, lang: Lang): ContractModel => {
  const t = docTexts(lang);
  const clauses = contractClauses(setting.contract_clauses, t.defaultClauses, placeholderValues(order, plot, setting, t));
  return {
    lang,
    header: cemeteryHeader(setting),
    contractNo: text(order.contract_no),
    orderNo: text(order.order_no),
    signedOn: formatDate(order.signed_at, lang),
    buyer: buyerParty(order),
    plot: plotInfo(plot, lang),
    deceased: members.map((m) => deceasedInfo(m, lang)),
    fees: feeLines(order, t),
    discount: moneyText(order.discount),
    total: moneyText(order.total),
    paid: moneyText(order.paid),
    balance: moneyText(order.balance),
    maintenanceYears: yearsText(order.maintenance_years, t),
    maintenanceUntil: maintenanceUntil(order, lang),
    clauses: clauses.map((c, i) => ({ number: t.clauseHeading(i + 1), text: c })),
  };
};
