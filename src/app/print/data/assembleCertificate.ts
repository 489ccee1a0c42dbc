/** print3-print6: the four pages of the burial certificate share one model. */
import type { Lang } from '../../../config/types';
import { formatDate } from '../format/formatDate';
import { docTexts } from '../i18n';
import { buyerParty, cemeteryHeader, deceasedInfo, fill, localDay, maintenanceUntil, moneyText, plotInfo, text, yearsText } from './common';
import type { CertificateModel } from './models';
import type { OrderBundle } from './rows';

/** Lines of the record table: enough for a family plot's later burials and renewals written by hand. */
export const RECORD_ROWS = 14;

/**
 * The certificate shows the main holder who holds the right now and their certificate number
 * (docs/rights.md): after a transfer it is printed again with the new holder and number. An
 * order without holders (an instance without them) shows its buyer and its contract number.
 */
export const assembleCertificate = ({ order, plot, members, setting, holders = [] }: OrderBundle, lang: Lang, now: Date): CertificateModel => {
  const main = holders.find((h) => h.role === 'main' && !h.until);
  const t = docTexts(lang);
  // Burials and transfers of the right (docs/rights.md), in the order they happened.
  const burials = [
    ...members.filter((m) => m.burial_date).map((m) => ({ on: String(m.burial_date), event: fill(t.certificateRecordBurial, { name: text(m.name) }) })),
    ...holders
      .filter((h) => h.role === 'main' && h.source === 'transfer' && h.since)
      .map((h) => ({ on: String(h.since), event: fill(t.certificateRecordTransfer, { name: text(h.name), no: text(h.certificate_no) }) })),
  ]
    .sort((a, b) => a.on.localeCompare(b.on))
    .map((r) => ({ date: formatDate(r.on, lang), event: r.event }));
  const blanks = Array.from({ length: Math.max(0, RECORD_ROWS - burials.length) }, () => ({ date: '', event: '' }));
  return {
    lang,
    header: cemeteryHeader(setting),
    certificateNo: text(main?.certificate_no) || text(order.contract_no) || text(order.order_no),
    orderNo: text(order.order_no),
    issuedOn: formatDate(localDay(now), lang),
    holder: main ? { name: text(main.name), phone: text(main.phone), idNumber: text(main.id_number), address: text(main.address), relation: text(main.relation) } : buyerParty(order),
    plot: plotInfo(plot, lang),
    deceased: members.map((m) => deceasedInfo(m, lang)),
    maintenanceYears: yearsText(order.maintenance_years, t),
    maintenanceUntil: maintenanceUntil(order, lang),
    total: moneyText(order.total),
    rules: t.certificateRules,
    record: [...burials, ...blanks],
  };
};
