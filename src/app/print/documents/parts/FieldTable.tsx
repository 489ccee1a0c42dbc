/** Label/value pairs, two pairs to a row as on a paper form; an odd last pair spans the row. */
export type Pair = readonly [label: string, value: string];

export const FieldTable = ({ pairs, testId }: { pairs: readonly Pair[]; testId?: string }) => {
  const rows: Pair[][] = [];
  for (let i = 0; i < pairs.length; i += 2) rows.push(pairs.slice(i, i + 2));
  return (
    <table className="pd-table" data-testid={testId}>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map(([label, value]) => [
              <th key={`${label}-th`} scope="row">
                {label}
              </th>,
              <td key={`${label}-td`} colSpan={row.length === 1 ? 3 : 1}>
                {value}
              </td>,
            ])}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
