/** print8: the contract, with numbered clauses from settings (or the default ones). */
import type { Lang } from '../../../config/types';
import { formatDate } from '../format/formatDate';
import { docTexts } from '../i18n';
import { contractClauses } from './clauses';
import { maintenanceUntil, yearsText } from './common';
import type { ContractModel } from './models';
import { orderCore, orderMoney } from './orderCore';
import { placeholderValues } from './placeholders';
import type { OrderBundle } from './rows';

export const assembleContract = (bundle: OrderBundle, lang: Lang): ContractModel => {
  const { order, plot, setting } = bundle;
  const t = docTexts(lang);
  const clauses = contractClauses(setting.contract_clauses, t.defaultClauses, placeholderValues(order, plot, setting, t));
  return {
    ...orderCore(bundle, lang),
    ...orderMoney(bundle, t),
    signedOn: formatDate(order.signed_at, lang),
    maintenanceYears: yearsText(order.maintenance_years, t),
    maintenanceUntil: maintenanceUntil(order, lang),
    clauses: clauses.map((c, i) => ({ number: t.clauseHeading(i + 1), text: c })),
  };
};
