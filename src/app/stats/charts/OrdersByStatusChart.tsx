/** Orders of the period by status, as a doughnut in the config's status colours. */
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { useLocaleState } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import type { StatusRow } from '../../../protocol/stats';
import { enumEntry, ORDER_STATUSES } from '../model/enums';
import { formatNumber } from '../model/format';
import { legendOrder } from '../model/legend';
import { useLegendText } from './useLegendText';

export const OrdersByStatusChart = ({ rows }: { rows: StatusRow[] }) => {
  const [locale] = useLocaleState();
  const legendText = useLegendText();
  const label = useConfigLabel();
  // Zero slices are left out: they would only crowd the legend.
  const data = rows
    .filter((r) => r.orders > 0)
    .map((r) => {
      const e = enumEntry(ORDER_STATUSES, r.status);
      return { name: label(e.label), value: r.orders, color: e.color };
    });
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie data={data} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="75%" paddingAngle={1} isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.name} fill={d.color} />
          ))}
        </Pie>
        <Tooltip formatter={(value, name) => [formatNumber(value, locale), name]} />
        <Legend itemSorter={legendOrder(data.map((d) => d.name), 'value')} formatter={legendText} />
      </PieChart>
    </ResponsiveContainer>
  );
};
