import type { ReactNode } from 'react';

/** A label and its value; `cell` gives the value's cell its own class (figures, words) or test id. */
export type Pair = readonly [label: string, value: ReactNode, cell?: { className?: string; testId?: string }];

/** One row of a paper form: one or two label/value pairs; a single pair spans the row. `strong`: a total. */
export const PairRow = ({ pairs, strong }: { pairs: readonly Pair[]; strong?: boolean }) => (
  <tr className={strong ? 'pd-strong' : undefined}>
    {pairs.map(([label, value, cell]) => [
      <th key={`${label}-th`} scope="row">
        {label}
      </th>,
      <td key={`${label}-td`} colSpan={pairs.length === 1 ? 3 : 1} className={cell?.className} data-testid={cell?.testId}>
        {value}
      </td>,
    ])}
  </tr>
);

/** Label/value pairs, two pairs to a row as on a paper form; `children`: rows of their own after them. */
export const FieldTable = ({ pairs, testId, children }: { pairs: readonly Pair[]; testId?: string; children?: ReactNode }) => {
  const rows: Pair[][] = [];
  for (let i = 0; i < pairs.length; i += 2) rows.push(pairs.slice(i, i + 2));
  return (
    <table className="pd-table" data-testid={testId}>
      <tbody>
        {rows.map((row, i) => (
          <PairRow key={i} pairs={row} />
        ))}
        {children}
      </tbody>
    </table>
  );
};
