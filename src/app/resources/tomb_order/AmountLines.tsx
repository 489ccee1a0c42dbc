/**
 * An order's amounts as lines: price, discount, each fee, total, and when known paid (charges
 * less refunds), what was refunded and the balance. The order page's summary (stored figures) and the create form's
 * live pricing (the shared priceOrder) both draw them here, so they read alike.
 */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { FEE_FIELDS, fromCents, type Cents, type OrderAmounts } from '../../../rules/orderMoney';
import { formatMoney } from '../../format/money';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { orderFields } from '../../kit/orderEnums';

interface AmountFigures extends OrderAmounts {
  total: Cents;
  paid?: Cents;
  refunded?: Cents;
  balance?: Cents;
}

interface LineProps {
  name: string;
  label: string;
  value: string;
  strong?: boolean;
  note?: ReactNode;
  tone?: 'error';
}

export const AmountLine = ({ name, label, value, strong = false, note, tone }: LineProps) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25, alignItems: 'baseline' }} data-amount={name}>
    <Typography variant="body2" color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 600 : 400, minWidth: 0 }}>
      {label}
      {note && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {note}
        </Typography>
      )}
    </Typography>
    <Typography
      variant="body2"
      sx={{ fontWeight: strong ? 600 : 400, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: tone === 'error' ? 'error.main' : undefined }}
      data-amount-value
    >
      {value}
    </Typography>
  </Box>
);

interface Props {
  figures: AmountFigures;
  /** A note under the maintenance fee (how it was computed). */
  maintenanceNote?: ReactNode;
  refundedLabel?: string;
}

export const AmountLines = ({ figures, maintenanceNote, refundedLabel }: Props) => {
  const label = useConfigLabel();
  const [locale] = useLocaleState();
  const money = (c: Cents) => formatMoney(fromCents(c), locale);
  return (
    <Box>
      <AmountLine name="price" label={label(orderFields.price.label)} value={money(figures.price)} />
      <AmountLine name="discount" label={label(orderFields.discount.label)} value={figures.discount > 0 ? `−${money(figures.discount)}` : money(0)} />
      {FEE_FIELDS.map((f) => (
        <AmountLine key={f} name={f} label={label(orderFields[f].label)} value={money(figures[f])} note={f === 'maintenance_fee' ? maintenanceNote : undefined} />
      ))}
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }}>
        <AmountLine name="total" label={label(orderFields.total.label)} value={money(figures.total)} strong tone={figures.total < 0 ? 'error' : undefined} />
        {figures.paid !== undefined && <AmountLine name="paid" label={label(orderFields.paid.label)} value={money(figures.paid)} />}
        {figures.refunded !== undefined && figures.refunded > 0 && refundedLabel && (
          <AmountLine name="refunded" label={refundedLabel} value={money(figures.refunded)} />
        )}
        {figures.balance !== undefined && <AmountLine name="balance" label={label(orderFields.balance.label)} value={money(figures.balance)} strong />}
      </Box>
    </Box>
  );
};
