/** The tables several documents share: party, plot and deceased, and the order sections built of them. */
import type { DeceasedInfo, OrderCore, OrderMoney, PartyInfo, PlotInfo } from '../../data/models';
import type { DocTexts } from '../../i18n/types';
import { FieldTable, type Pair } from './FieldTable';
import { FeeSummaryTable } from './MoneyTable';

export const partyPairs = (p: PartyInfo, t: DocTexts, nameLabel = t.labels.buyerName): Pair[] => [
  [nameLabel, p.name],
  [t.labels.phone, p.phone],
  [t.labels.idNumber, p.idNumber],
  [t.labels.relation, p.relation],
  [t.labels.address, p.address],
];

const plotPairs = (p: PlotInfo, t: DocTexts): Pair[] => [
  [t.labels.area, p.area],
  [t.labels.room, p.room],
  [t.labels.shelf, p.shelf],
  [t.labels.column, p.column],
  [t.labels.plotCode, p.code],
  [t.labels.plotType, p.type],
  [t.labels.size, p.size],
  [t.labels.capacity, p.capacity],
];

/** Where a plot is, in one line (area / room / row), for the documents that name it in a field. */
export const plotPlace = (p: PlotInfo): string => [p.area, p.room, p.shelf].filter(Boolean).join(' / ');

export const PartyTable = ({ party, t, nameLabel }: { party: PartyInfo; t: DocTexts; nameLabel?: string }) => (
  <FieldTable pairs={partyPairs(party, t, nameLabel)} testId="print-party" />
);

export const PlotTable = ({ plot, t }: { plot: PlotInfo; t: DocTexts }) => <FieldTable pairs={plotPairs(plot, t)} testId="print-plot" />;

/** One row per deceased; an empty plot still gets one blank row to fill in. */
const DeceasedTable = ({ deceased, t, full }: { deceased: readonly DeceasedInfo[]; t: DocTexts; full?: boolean }) => {
  const rows = deceased.length > 0 ? deceased : [null];
  return (
    <table className="pd-table" data-testid="print-deceased">
      <thead>
        <tr>
          <th className="pd-col">{t.labels.name}</th>
          <th className="pd-col" style={{ width: '12%' }}>
            {t.labels.gender}
          </th>
          {full && <th className="pd-col">{t.labels.idNumber}</th>}
          <th className="pd-col">{t.labels.birthDate}</th>
          <th className="pd-col">{t.labels.deathDate}</th>
          <th className="pd-col">{t.labels.burialDate}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((d, i) => (
          <tr key={i}>
            <td className={d ? undefined : 'pd-blank'}>{d?.name}</td>
            <td>{d?.gender}</td>
            {full && <td>{d?.idNumber}</td>}
            <td>{d?.birthDate}</td>
            <td>{d?.deathDate}</td>
            <td>{d?.burialDate}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** The order's parties: the buyer (under `buyerHeading`), the plot and the deceased, each a section. */
export const OrderParties = ({ m, t, buyerHeading }: { m: OrderCore; t: DocTexts; buyerHeading: string }) => (
  <>
    <div className="pd-section">{buyerHeading}</div>
    <PartyTable party={m.buyer} t={t} />
    <div className="pd-section">{t.sections.plot}</div>
    <PlotTable plot={m.plot} t={t} />
    <div className="pd-section">{t.sections.deceased}</div>
    <DeceasedTable deceased={m.deceased} t={t} />
  </>
);

/** The fees, the discount and the totals under the "fees" section heading. */
export const OrderFees = ({ m, t, totals }: { m: OrderMoney; t: DocTexts; totals: readonly (keyof Pick<OrderMoney, 'total' | 'paid' | 'balance'>)[] }) => (
  <>
    <div className="pd-section">{t.sections.fees}</div>
    <FeeSummaryTable
      fees={[...m.fees, { label: t.labels.discount, amount: m.discount }]}
      totals={totals.map((k) => ({ label: t.labels[k], amount: m[k] }))}
      t={t}
    />
  </>
);
