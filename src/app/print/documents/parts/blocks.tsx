/** The tables several documents share: party, plot and deceased. */
import type { DeceasedInfo, PartyInfo, PlotInfo } from '../../data/models';
import type { DocTexts } from '../../i18n/types';
import { FieldTable, type Pair } from './FieldTable';

export const partyPairs = (p: PartyInfo, t: DocTexts, nameLabel = t.labels.buyerName): Pair[] => [
  [nameLabel, p.name],
  [t.labels.phone, p.phone],
  [t.labels.idNumber, p.idNumber],
  [t.labels.relation, p.relation],
  [t.labels.address, p.address],
];

export const plotPairs = (p: PlotInfo, t: DocTexts): Pair[] => [
  [t.labels.area, p.area],
  [t.labels.room, p.room],
  [t.labels.shelf, p.shelf],
  [t.labels.column, p.column],
  [t.labels.plotCode, p.code],
  [t.labels.plotType, p.type],
  [t.labels.size, p.size],
  [t.labels.capacity, p.capacity],
];

export const PartyTable = ({ party, t, nameLabel }: { party: PartyInfo; t: DocTexts; nameLabel?: string }) => (
  <FieldTable pairs={partyPairs(party, t, nameLabel)} testId="print-party" />
);

export const PlotTable = ({ plot, t }: { plot: PlotInfo; t: DocTexts }) => <FieldTable pairs={plotPairs(plot, t)} testId="print-plot" />;

/** One row per deceased; an empty plot still gets one blank row to fill in. */
export const DeceasedTable = ({ deceased, t, full }: { deceased: readonly DeceasedInfo[]; t: DocTexts; full?: boolean }) => {
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
