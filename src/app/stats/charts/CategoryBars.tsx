/**
 * The frame of the bar charts over categories (areas, payment methods): the grid, the category
 * axis (slanted on a phone, where several names do not fit side by side), the value axis, the
 * tooltip and the legend in a fixed order. The chart gives its data and its bars.
 */
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { legendOrder } from '../model/legend';
import { useLegendText } from './useLegendText';

interface CategoryBarsProps {
  data: object[];
  /** The key of each row's category name. */
  categoryKey: string;
  /** The legend's order, by the bars' data keys. */
  legendKeys: readonly string[];
  /** A value as the tooltip shows it. */
  formatValue: (value: unknown) => string;
  /** Value axis ticks; whole numbers only when omitted. */
  formatTick?: (value: number) => string;
  yAxisWidth: number;
  children: ReactNode;
}

export const CategoryBars = ({ data, categoryKey, legendKeys, formatValue, formatTick, yAxisWidth, children }: CategoryBarsProps) => {
  const legendText = useLegendText();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={categoryKey} fontSize={12} interval={0} minTickGap={0} {...(narrow ? { angle: -35, textAnchor: 'end', height: 56 } : {})} />
        <YAxis fontSize={12} width={yAxisWidth} {...(formatTick ? { tickFormatter: formatTick } : { allowDecimals: false })} />
        <Tooltip formatter={(value, name) => [formatValue(value), name]} />
        <Legend itemSorter={legendOrder([...legendKeys])} formatter={legendText} />
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
};
