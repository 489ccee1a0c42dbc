/**
 * The create form's live price: the plot's price, the discount, each fee (the standard
 * maintenance fee when none is typed: years x the yearly fee of the settings) and the total,
 * computed while the form is typed by priceOrder, the function the server applies inside the
 * write (src/rules/orderMoney.ts). Once saved, the order page shows paid and balance too.
 */
import { Alert, Paper, Typography } from '@mui/material';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { fromCents, priceOrder, toCents, yearlyFeeOf } from '../../../rules/orderMoney';
import { formatMoney } from '../../format/money';
import { AmountLines } from './AmountLines';

interface Setting {
  id: number;
  maintenance_fee_per_year?: number | string | null;
}

export const PricingPanel = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const values = useWatch() as Record<string, unknown>;
  const plotId = values.burialslot_id ? Number(values.burialslot_id) : undefined;
  const plot = useGetOne('tomb_burialslot', { id: plotId }, { enabled: plotId !== undefined });
  const setting = useGetOne<Setting>('setting', { id: 1 }, { staleTime: 60_000 });
  const ready = plot.data !== undefined && setting.data !== undefined;
  const perYear = yearlyFeeOf(setting.data?.maintenance_fee_per_year);
  const pricing = ready ? priceOrder(values, { price: toCents(plot.data.price), paid: 0, perYear }) : undefined;
  const standardNote = pricing?.standardMaintenance
    ? translate('sales.pricing.standard_maintenance', { years: Number(values.maintenance_years ?? 0) || 0, per_year: formatMoney(fromCents(perYear), locale) })
    : translate('sales.pricing.typed_maintenance');
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid="order-pricing">
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('sales.pricing.title')}
        {plot.data ? ` · ${String(plot.data.code)}` : ''}
      </Typography>
      {pricing ? (
        <>
          <AmountLines figures={{ ...pricing, paid: undefined, balance: undefined }} maintenanceNote={standardNote} />
          {pricing.discountTooLarge && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {translate('sales.pricing.discount_too_large')}
            </Alert>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('sales.pricing.note')}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('sales.pricing.choose_plot')}
        </Typography>
      )}
    </Paper>
  );
};
