/** Plots of each area stacked by status, in the config's status colours. */
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocaleState } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import type { AreaRow } from '../../../protocol/stats';
import { PLOT_STATUSES } from '../model/enums';
import { legendOrder } from '../model/legend';
import { useLegendText } from './useLegendText';
import { formatNumber } from '../model/format';

export const PlotsByAreaChart = ({ rows }: { rows: AreaRow[] }) => {
  const [locale] = useLocaleState();
  const legendText = useLegendText();
  const label = useConfigLabel();
  // Six or more area names do not fit side by side on a phone: slant them there.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Flat keys per status: recharts reads dataKey paths, and a flat row keeps the tooltip simple.
  const data = rows.map((r) => ({ area: r.area, ...Object.fromEntries(PLOT_STATUSES.map((s) => [s.value, r.counts[s.value] ?? 0])) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="area"
          fontSize={12}
          interval={0}
          minTickGap={0}
          {...(narrow ? { angle: -35, textAnchor: 'end', height: 56 } : {})}
        />
        <YAxis allowDecimals={false} fontSize={12} width={40} />
        <Tooltip formatter={(value, name) => [formatNumber(value, locale), name]} />
        <Legend itemSorter={legendOrder(PLOT_STATUSES.map((s) => s.value))} formatter={legendText} />
        {PLOT_STATUSES.map((s) => (
          <Bar key={s.value} dataKey={s.value} name={label(s.label)} stackId="plots" fill={s.color} maxBarSize={48} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
};
