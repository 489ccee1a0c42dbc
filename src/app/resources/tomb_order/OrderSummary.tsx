/**
 * The order's status, plot and amounts as the server computed them: price, discount, fees,
 * total, paid, what was refunded, balance. A cancelled, refunded or expired order owes nothing
 * (the shared rule of src/rules/orderMoney.ts, which the server stored): the card says so.
 */
import { Box, Paper, Typography } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { owesNothing, refundedOf, toCents } from '../../../rules/orderMoney';
import { EnumChip } from '../../builders/fields/EnumChip';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { AmountLine, AmountLines } from './AmountLines';
import { ORDER_STATUS, orderFields, paymentFields } from '../../kit/orderEnums';
import { useOrderPayments } from './useOrderPayments';
import { useDateFormat } from '../../format/dates';

export const OrderSummary = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const label = useConfigLabel();
  const dates = useDateFormat();
  const plotId = record?.burialslot_id ? Number(record.burialslot_id) : undefined;
  const plot = useGetOne('tomb_burialslot', { id: plotId }, { enabled: plotId !== undefined });
  const payments = useOrderPayments(record?.id);
  if (!record) return null;
  const line = (name: keyof typeof orderFields, value: string) => <AmountLine key={name} name={name} label={label(orderFields[name].label)} value={value} />;
  const status = ORDER_STATUS.find((s) => s.value === record.status);
  // A renewal of the term and its refund are the term's money, not the order's (docs/terms.md).
  const refunded = refundedOf(payments.filter((p) => p.term_id === null || p.term_id === undefined).map((p) => ({ kind: String(p.kind), amount: toCents(p.amount) })));
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
      <AmountLines
        refundedLabel={translate('sales.refunded')}
        figures={{
          price: toCents(record.price),
          discount: toCents(record.discount),
          maintenance_fee: toCents(record.maintenance_fee),
          engraving_fee: toCents(record.engraving_fee),
          burial_fee: toCents(record.burial_fee),
          other_fee: toCents(record.other_fee),
          total: toCents(record.total),
          paid: toCents(record.paid),
          refunded,
          balance: toCents(record.balance),
        }}
      />
      {owesNothing(record.status) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="owes-nothing">
          {translate('sales.owes_nothing', { status: status ? label(status.label) : String(record.status) })}
        </Typography>
      )}
      {record.cancel_reason ? (
        // One column holds both: a refunded order's reason is the refund's.
        <AmountLine
          name="cancel_reason"
          label={record.status === 'refunded' ? label(paymentFields.reason.label) : translate('orders.cancel_reason')}
          value={String(record.cancel_reason)}
        />
      ) : null}
    </Paper>
  );
};
