/** print3-print6: the four pages of the burial certificate share one model. */
import type { Lang } from '../../../config/types';
import { formatDate } from '../format/formatDate';
import { docTexts } from '../i18n';
import { buyerParty, cemeteryHeader, deceasedInfo, fill, localDay, maintenanceUntil, moneyText, plotInfo, text, yearsText } from './common';
import type { CertificateModel } from './models';
import type { OrderBundle } from './rows';

/** Lines of the record table: enough for a family plot's later burials and renewals written by hand. */
export const RECORD_ROWS = 14;

export const assembleCertificate = ({ order, plot, members, setting }: OrderBundle, lang: Lang, now: Date): CertificateModel => {
  const t = docTexts(lang);
  const burials = members
    .filter((m) => m.burial_date)
    .map((m) => ({ date: formatDate(m.burial_date, lang), event: fill(t.certificateRecordBurial, { name: text(m.name) }) }));
  const blanks = Array.from({ length: Math.max(0, RECORD_ROWS - burials.length) }, () => ({ date: '', event: '' }));
  return {
    lang,
    header: cemeteryHeader(setting),
    certificateNo: text(order.contract_no) || text(order.order_no),
    orderNo: text(order.order_no),
    issuedOn: formatDate(localDay(now), lang),
    holder: buyerParty(order),
    plot: plotInfo(plot, lang),
    deceased: members.map((m) => deceasedInfo(m, lang)),
    maintenanceYears: yearsText(order.maintenance_years, t),
    maintenanceUntil: maintenanceUntil(order, lang),
    total: moneyText(order.total),
    rules: t.certificateRules,
    record: [...burials, ...blanks],
  };
};
