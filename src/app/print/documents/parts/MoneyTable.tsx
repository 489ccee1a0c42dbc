import type { FeeLine } from '../../data/models';
import type { DocTexts } from '../../i18n/types';

/** Amounts with their figures and capital numerals; `strong` lines (totals) are bold. */
export const MoneyTable = ({ lines, strong = [], t }: { lines: readonly FeeLine[]; strong?: readonly string[]; t: DocTexts }) => (
  <table className="pd-table" data-testid="print-money">
    <thead>
      <tr>
        <th className="pd-col" style={{ width: '30%' }}>
          {t.labels.item}
        </th>
        <th className="pd-col" style={{ width: '22%' }}>
          {t.labels.amountInFigures}
        </th>
        <th className="pd-col">{t.labels.amountInWords}</th>
      </tr>
    </thead>
    <tbody>
      {lines.map((l) => (
        <tr key={l.label} className={strong.includes(l.label) ? 'pd-strong' : undefined}>
          <td>{l.label}</td>
          <td className="pd-num">{l.amount.figures}</td>
          <td className="pd-words">{l.amount.words}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

/**
 * The fees of an order in little room: the single fees in figures two to a row, then the
 * totals with their capitals (the amounts that a buyer signs for).
 */
export const FeeSummaryTable = ({ fees, totals, t }: { fees: readonly FeeLine[]; totals: readonly FeeLine[]; t: DocTexts }) => {
  const rows: FeeLine[][] = [];
  for (let i = 0; i < fees.length; i += 2) rows.push(fees.slice(i, i + 2));
  return (
    <table className="pd-table" data-testid="print-money">
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((f) => [
              <th key={`${f.label}-th`} scope="row" style={{ width: '22%' }}>
                {f.label}
              </th>,
              <td key={`${f.label}-td`} className="pd-num" colSpan={row.length === 1 ? 3 : 1}>
                {f.amount.figures}
              </td>,
            ])}
          </tr>
        ))}
        {totals.map((f) => (
          <tr key={f.label} className="pd-strong">
            <th scope="row">{f.label}</th>
            <td className="pd-num">{f.amount.figures}</td>
            <th scope="row">{t.labels.amountInWords}</th>
            <td className="pd-words">{f.amount.words}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
