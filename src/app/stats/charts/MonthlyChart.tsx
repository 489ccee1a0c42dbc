/** Orders (bars, left axis) and revenue received (line, right axis) per month. */
import { useTheme } from '@mui/material/styles';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocaleState, useTranslate } from 'react-admin';
import type { MonthRow } from '../../../protocol/stats';
import { formatCompact, formatMoney, formatMonth, formatNumber } from '../model/format';
import { legendOrder } from '../model/legend';
import { useLegendText } from './useLegendText';
import { dayOf } from '../model/presets';

export const MonthlyChart = ({ rows }: { rows: MonthRow[] }) => {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const legendText = useLegendText();
  const theme = useTheme();
  const orders = t('stats.table.orders');
  const revenue = t('stats.table.revenue');
  // Months that have not come yet are blanks, not zeros: the line stops at the current month.
  const thisMonth = dayOf(new Date()).slice(0, 7);
  const data = rows.map((r) => (r.month > thisMonth ? { ...r, orders: null, revenue: null } : r));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" tickFormatter={(m: string) => formatMonth(m, locale)} fontSize={12} minTickGap={8} />
        <YAxis yAxisId="orders" allowDecimals={false} fontSize={12} width={40} tickFormatter={(v) => formatCompact(v, locale)} />
        <YAxis yAxisId="revenue" orientation="right" fontSize={12} width={56} tickFormatter={(v) => formatCompact(v, locale)} />
        <Tooltip
          labelFormatter={(m) => formatMonth(String(m), locale)}
          formatter={(value, name) => [name === revenue ? formatMoney(value, locale) : formatNumber(value, locale), name]}
        />
        <Legend itemSorter={legendOrder(['orders', 'revenue'])} formatter={legendText} />
        <Bar yAxisId="orders" dataKey="orders" name={orders} fill={theme.palette.primary.main} radius={[3, 3, 0, 0]} maxBarSize={40} />
        {/* Not animated: the line's dash animation could leave it undrawn after a quick range change. */}
        <Line
          yAxisId="revenue"
          dataKey="revenue"
          name={revenue}
          stroke={theme.palette.success.main}
          strokeWidth={2}
          dot={{ r: 3 }}
          type="monotone"
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
};
