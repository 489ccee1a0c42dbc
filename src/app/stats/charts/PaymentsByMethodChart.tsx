/** Charges (theme colour) and refunds (error colour) per payment method: the legend names both. */
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocaleState, useTranslate } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import type { MethodRow } from '../../../protocol/stats';
import { enumEntry, PAYMENT_METHODS } from '../model/enums';
import { formatCompact, formatMoney } from '../model/format';
import { legendOrder } from '../model/legend';
import { useLegendText } from './useLegendText';

export const PaymentsByMethodChart = ({ rows }: { rows: MethodRow[] }) => {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const legendText = useLegendText();
  const label = useConfigLabel();
  const theme = useTheme();
  // Five method names do not fit side by side on a phone: slant them there.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const data = rows.map((r) => ({ ...r, name: label(enumEntry(PAYMENT_METHODS, r.method).label) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="name"
          fontSize={12}
          interval={0}
          {...(narrow ? { angle: -35, textAnchor: 'end', height: 56 } : {})}
        />
        <YAxis fontSize={12} width={56} tickFormatter={(v) => formatCompact(v, locale)} />
        <Tooltip formatter={(value, name) => [formatMoney(value, locale), name]} />
        <Legend itemSorter={legendOrder(['charges', 'refunds'])} formatter={legendText} />
        <Bar dataKey="charges" name={t('stats.table.charges')} fill={theme.palette.primary.main} maxBarSize={32} />
        <Bar dataKey="refunds" name={t('stats.table.refunds')} fill={theme.palette.error.main} maxBarSize={32} />
      </BarChart>
    </ResponsiveContainer>
  );
};
