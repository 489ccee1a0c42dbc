/** Charges (theme colour) and refunds (error colour) per payment method: the legend names both. */
import { useTheme } from '@mui/material/styles';
import { Bar } from 'recharts';
import { useLocaleState, useTranslate } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import type { MethodRow } from '../../../protocol/stats';
import { enumEntry, PAYMENT_METHODS } from '../model/enums';
import { formatCompact, formatMoney } from '../model/format';
import { CategoryBars } from './CategoryBars';

export const PaymentsByMethodChart = ({ rows }: { rows: MethodRow[] }) => {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const label = useConfigLabel();
  const theme = useTheme();
  const data = rows.map((r) => ({ ...r, name: label(enumEntry(PAYMENT_METHODS, r.method).label) }));
  return (
    <CategoryBars
      data={data}
      categoryKey="name"
      legendKeys={['charges', 'refunds']}
      formatValue={(value) => formatMoney(value, locale)}
      formatTick={(v) => formatCompact(v, locale)}
      yAxisWidth={56}
    >
      <Bar dataKey="charges" name={t('stats.table.charges')} fill={theme.palette.primary.main} maxBarSize={32} />
      <Bar dataKey="refunds" name={t('stats.table.refunds')} fill={theme.palette.error.main} maxBarSize={32} />
    </CategoryBars>
  );
};
