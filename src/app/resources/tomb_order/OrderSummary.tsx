/** The order's status, plot and amounts as the server computed them: price, discount, fees, total, paid, balance. */
import { Box, Paper, Typography } from '@mui/material';
import { useGetOne, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { EnumChip } from '../../builders/fields/EnumChip';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { useDateFormat } from '../../format/dates';
import { formatMoney } from '../../format/money';
import { ORDER_STATUS, orderFields } from './orderEnums';

const FEES = ['maintenance_fee', 'engraving_fee', 'burial_fee', 'other_fee'] as const;

export const OrderSummary = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const label = useConfigLabel();
  const [locale] = useLocaleState();
  const dates = useDateFormat();
  const plotId = record?.burialslot_id ? Number(record.burialslot_id) : undefined;
  const plot = useGetOne('tomb_burialslot', { id: plotId }, { enabled: plotId !== undefined });
  if (!record) return null;
  const money = (v: unknown) => formatMoney(v, locale);
  const line = (name: keyof typeof orderFields, value: string, strong = false) => (
    <Box key={name} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }} data-amount={name}>
      <Typography variant="body2" color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 600 : 400 }}>
        {label(orderFields[name].label)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : 400, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid="order-summary">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {String(record.order_no ?? '')}
        </Typography>
        <span data-testid="order-status" data-status={String(record.status)}>
          <EnumChip value={record.status} values={ORDER_STATUS} />
        </span>
      </Box>
      {plot.data ? line('burialslot_id', String(plot.data.code)) : null}
      {record.contract_no ? line('contract_no', String(record.contract_no)) : null}
      {record.status === 'reserved' && record.reserved_until ? line('reserved_until', dates.day(record.reserved_until)) : null}
      <Typography variant="overline" color="text.secondary">
        {translate('orders.summary')}
      </Typography>
      {line('price', money(record.price))}
      {line('discount', Number(record.discount) > 0 ? `−${money(record.discount)}` : money(0))}
      {FEES.map((f) => line(f, money(record[f])))}
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }}>
        {line('total', money(record.total), true)}
        {line('paid', money(record.paid))}
        {line('balance', money(record.balance), true)}
      </Box>
      {record.cancel_reason ? line('cancel_reason', String(record.cancel_reason)) : null}
    </Paper>
  );
};
