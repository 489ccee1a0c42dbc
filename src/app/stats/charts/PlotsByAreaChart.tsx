/** Plots of each area stacked by status, in the config's status colours. */
import { Bar } from 'recharts';
import { useLocaleState } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import type { AreaRow } from '../../../protocol/stats';
import { PLOT_STATUSES } from '../model/enums';
import { formatNumber } from '../model/format';
import { CategoryBars } from './CategoryBars';

export const PlotsByAreaChart = ({ rows }: { rows: AreaRow[] }) => {
  const [locale] = useLocaleState();
  const label = useConfigLabel();
  // Flat keys per status: recharts reads dataKey paths, and a flat row keeps the tooltip simple.
  const data = rows.map((r) => ({ area: r.area, ...Object.fromEntries(PLOT_STATUSES.map((s) => [s.value, r.counts[s.value] ?? 0])) }));
  return (
    <CategoryBars
      data={data}
      categoryKey="area"
      legendKeys={PLOT_STATUSES.map((s) => s.value)}
      formatValue={(value) => formatNumber(value, locale)}
      yAxisWidth={40}
    >
      {PLOT_STATUSES.map((s) => (
        <Bar key={s.value} dataKey={s.value} name={label(s.label)} stackId="plots" fill={s.color} maxBarSize={48} />
      ))}
    </CategoryBars>
  );
};
