/** Pieces every document assembly shares: texts, money, enum labels, the header, parties, plot, deceased. */
import { appConfig as resources } from '../../../instance';
import { interpolate } from '../../../config/messageFormat';
import type { EnumField, Lang } from '../../../config/types';
import { centsOrZero } from '../money/cents';
import { capitalFromCents } from '../money/chineseCapital';
import { formatMoney } from '../money/formatMoney';
import { formatDate } from '../format/formatDate';
import type { DocTexts } from '../i18n/types';
import type { CemeteryHeader, DeceasedInfo, FeeLine, MoneyText, PartyInfo, PlotInfo } from './models';
import type { MemberRow, Money, OrderRow, PlotRow, SettingRow, Text } from './rows';

export const text = (value: Text | number | undefined): string => (value === null || value === undefined ? '' : String(value));

/** Figures and capitals; a negative amount (an overpaid balance) has no capital form, so its words stay blank. */
export const moneyText = (amount: Money | undefined): MoneyText => {
  const cents = centsOrZero(amount);
  return { figures: formatMoney(amount), words: cents < 0n ? '' : capitalFromCents(cents) };
};

/** An enum value's label from the config, in the document language; unknown values print as stored. */
export const enumLabel = (resourceKey: keyof typeof resources, field: string, value: Text, lang: Lang): string => {
  if (!value) return '';
  const def = resources[resourceKey].fields[field as never] as EnumField | undefined;
  const hit = def?.values.find((v) => v.value === value);
  return hit ? hit.label[lang] : value;
};

export const fill = (template: string, params: Record<string, string | number>): string => interpolate(template, params);

export const cemeteryHeader = (setting: SettingRow): CemeteryHeader => ({
  name: text(setting.cemetery_name),
  address: text(setting.address),
  phone: text(setting.phone),
  sealUrl: text(setting.seal_url),
});

export const buyerParty = (order: OrderRow): PartyInfo => ({
  name: text(order.buyer_name),
  phone: text(order.buyer_phone),
  idNumber: text(order.buyer_id_number),
  address: text(order.buyer_address),
  relation: text(order.relation),
});

const EMPTY_PLOT: PlotInfo = { area: '', room: '', shelf: '', code: '', column: '', type: '', size: '', capacity: '' };

export const plotInfo = (plot: PlotRow | null, lang: Lang): PlotInfo =>
  plot
    ? {
        area: text(plot['area.name']),
        room: text(plot['room.name']),
        shelf: text(plot['shelf.name']),
        code: text(plot.code),
        column: text(plot.column_no),
        type: enumLabel('tomb_burialslot', 'type', plot.type, lang),
        size: text(plot.size),
        capacity: text(plot.capacity),
      }
    : EMPTY_PLOT;

export const deceasedInfo = (member: MemberRow, lang: Lang): DeceasedInfo => ({
  name: text(member.name),
  gender: enumLabel('member', 'gender', member.gender, lang),
  idNumber: text(member.id_number),
  birthDate: formatDate(member.birth_date, lang),
  deathDate: formatDate(member.death_date, lang),
  nativePlace: text(member.native_place),
  cremationCertNo: text(member.cremation_cert_no),
  funeralHome: text(member.funeral_home),
  burialDate: formatDate(member.burial_date, lang),
});

export const yearsText = (years: number | null, t: DocTexts): string => (years === null ? '' : fill(t.years, { n: years }));

/** Every fee of the order, zero ones included, so the paper shows what was and was not charged. */
export const feeLines = (order: OrderRow, t: DocTexts): FeeLine[] => {
  const years = yearsText(order.maintenance_years, t);
  return [
    { label: t.labels.price, amount: moneyText(order.price) },
    { label: years ? `${t.labels.maintenanceFee} (${years})` : t.labels.maintenanceFee, amount: moneyText(order.maintenance_fee) },
    { label: t.labels.engravingFee, amount: moneyText(order.engraving_fee) },
    { label: t.labels.burialFee, amount: moneyText(order.burial_fee) },
    { label: t.labels.otherFee, amount: moneyText(order.other_fee) },
  ];
};

/** The last day of maintenance: the signing day (else the order day) plus the maintenance years. */
export const maintenanceUntil = (order: OrderRow, lang: Lang): string => {
  const start = (order.signed_at ?? order.created_at ?? '').slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || order.maintenance_years === null) return '';
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + order.maintenance_years);
  return formatDate(d.toISOString().slice(0, 10), lang);
};

/** Today as the calendar day of the printing browser, as 'YYYY-MM-DD'. */
export { localDay } from '../../../config/dates';
