/** Sales and money received per salesperson or agent, best first, as horizontal bars. */
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SellerRow } from '../../../protocol/stats';
import { formatCompact, formatMoney, shortLabel } from '../model/format';
import { legendOrder } from '../model/legend';
import { useLegendText } from './useLegendText';

export const TopSellersChart = ({ rows }: { rows: SellerRow[] }) => {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const legendText = useLegendText();
  const theme = useTheme();
  const data = rows.map((r) => ({ ...r, name: r.name ?? t('stats.none') }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" fontSize={12} tickFormatter={(v) => formatCompact(v, locale)} />
        {/* Agent names are long company names: the axis shows their start, the tooltip all of it. */}
        <YAxis type="category" dataKey="name" width={100} fontSize={12} interval={0} tickFormatter={(n: string) => shortLabel(n, 7)} />
        <Tooltip formatter={(value, name) => [formatMoney(value, locale), name]} />
        <Legend itemSorter={legendOrder(['sales', 'received'])} formatter={legendText} />
        <Bar dataKey="sales" name={t('stats.table.sales')} fill={theme.palette.primary.main} maxBarSize={18} />
        <Bar dataKey="received" name={t('stats.table.received')} fill={theme.palette.success.main} maxBarSize={18} />
      </BarChart>
    </ResponsiveContainer>
  );
};
