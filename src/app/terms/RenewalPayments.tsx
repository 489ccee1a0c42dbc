/**
 * A term's renewals, each with its receipt, and Refund on those the server would refund: a
 * plot term's (on its panel: the order page, the plot panel; tomb_payment rows of the term,
 * POST admin.mgmt_term/refund_renewal) or a niche's storage term (on the deposit's page:
 * the deposit's ash_payment rows, POST admin.ash_deposit/refund_renewal, docs/columbarium.md).
 * Refund asks the reason and how the money goes back (ReasonDialog on ActionDialog), by the
 * same rule as any refund (useRefundBlocked: managers, or clerks when the settings let them);
 * a storage renewal also by storageRefundRefusal (a renewal, the newest standing one first),
 * the function the server runs. The server pays the renewal back whole and shortens the term
 * back, once. Each row prints its receipt (the plots' renewal receipt, or the storage receipt);
 * a refund ends as every payment does, with the refund's receipt to print (PaymentDoneDialog).
 */
import PrintIcon from '@mui/icons-material/Print';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { useGetList, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { storageRefundRefusal } from '../../rules/columbarium';
import { langOf } from '../../config/dates';
import { errorMessage } from '../i18n/configTexts';
import type { TermUnit } from '../../rules/terms';
import { useDateFormat } from '../format/dates';
import { formatMoney } from '../format/money';
import { refundStorageRenewal } from '../../protocol/contracts/columbarium';
import { refundTermRenewal } from '../../protocol/contracts/terms';
import { call } from '../providers/call';
import { BlockedButton } from '../kit/BlockedButton';
import { ReasonDialog } from '../kit/ReasonDialog';
import { PaymentDoneDialog, type PaymentEnding } from '../kit/PaymentDone';
import { useRefundBlocked } from '../kit/useRefundBlocked';
import { appConfig } from '../../instance';
import { resourceNameForLevel } from '../../protocol/resourceName';
import { useLevel } from '../builders/permissions/useLevel';

type Payment = { id: number; kind: string; amount: unknown; periods: unknown; receipt_no: unknown; paid_at: unknown; refund_of?: unknown; covers_from?: unknown; covers_until?: unknown };

/** Where a renewal's receipt prints: the plots' renewal receipt, or a niche's storage receipt. */
export const receiptPath = (paymentId: unknown, storage = false): string => `/print/${storage ? 'storageReceipt' : 'renewalReceipt'}?payment=${String(paymentId)}`;

/** A niche's storage term: its deposit, the term's unit and whether it is still stored. */
export interface StorageOf {
  depositId: number;
  unit: TermUnit;
  stored: boolean;
}

type Props = ({ termId: number; storage?: undefined } | { termId?: undefined; storage: StorageOf }) & { onChange?: () => void };

export const RenewalPayments = ({ termId, storage, onChange }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const blocked = useRefundBlocked();
  const [locale] = useLocaleState();
  const day = useDateFormat().day;
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [pending, setPending] = useState(false);
  const [ending, setEnding] = useState<PaymentEnding>();
  const level = useLevel();
  const resource = storage ? 'ash_payment' : 'tomb_payment';
  const name = level === undefined ? resource : resourceNameForLevel(resource, level, appConfig).name;
  const filter = storage ? { deposit_id: storage.depositId } : { term_id: termId };
  const { data, refetch } = useGetList<Payment>(name, { filter, pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' } });
  const payments = data ?? [];
  if (payments.length === 0) return null;
  const refunded = new Set(payments.filter((p) => p.kind === 'refund').map((p) => Number(p.refund_of)));
  // Months of a monthly storage term; years otherwise (the plots' texts).
  const months = storage?.unit === 'month';
  const rowText = (p: Payment, first: boolean): string => {
    const key = p.kind === 'refund' ? 'refund_row' : storage && first ? 'deposit_row' : 'renewal_row';
    const periods = Number(p.periods ?? 0);
    return translate(`terms.refund.${key}${months ? '_months' : ''}`, { smart_count: periods });
  };
  /** Why a storage charge may not be refunded (undefined: it may); null: it is no renewal, no button. */
  const storageBlock = (p: Payment): string | undefined | null => {
    if (!storage) return undefined;
    const refusal = storageRefundRefusal(payments, p.id);
    if (refusal === 'term_not_renewal' || !storage.stored) return null;
    return refusal ? errorMessage(refusal, langOf(locale)) : undefined;
  };
  const firstCharge = payments.find((p) => p.kind !== 'refund')?.id;
  const confirm = async (reason: string, method: string) => {
    if (!refunding) return;
    setPending(true);
    try {
      const body = { payment_id: Number(refunding.id), reason, method };
      const { payment } = await (storage ? call(refundStorageRenewal, body) : call(refundTermRenewal, body));
      const text = translate('terms.refund.done', { receipt: String(refunding.receipt_no ?? '') });
      notify(text, { type: 'success' });
      setRefunding(null);
      setEnding({ text, receipt: String(payment.receipt_no ?? ''), printHref: receiptPath(payment.id, !!storage) });
      await refetch();
      onChange?.();
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  const maxLength = Number((appConfig[resource]?.fields.reason as { maxLength?: number } | undefined)?.maxLength ?? 500);
  return (
    <Box data-testid="term-renewals" sx={{ mt: 1 }}>
      {/* On the deposit's page the card says what these are (its storage fees). */}
      {!storage && (
        <Typography variant="body2" color="text.secondary">
          {translate('terms.refund.title')}
        </Typography>
      )}
      {payments.map((p) => {
        const block = storageBlock(p);
        return (
          <Stack key={p.id} direction="row" alignItems="center" justifyContent="space-between" data-testid="term-renewal" sx={{ flexWrap: 'wrap', columnGap: 1, py: 0.25 }}>
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Typography variant="body2">{[day(p.paid_at), String(p.receipt_no ?? ''), rowText(p, p.id === firstCharge), formatMoney(p.amount, locale)].join(' · ')}</Typography>
              {storage && p.covers_from && p.covers_until ? (
                <Typography variant="caption" color="text.secondary">{`${day(p.covers_from)} – ${day(p.covers_until)}`}</Typography>
              ) : null}
            </Box>
            <Tooltip title={translate('orders.payments.print')}>
              <IconButton
                size="small"
                component={Link}
                to={receiptPath(p.id, !!storage)}
                aria-label={`${translate('orders.payments.print')} ${String(p.receipt_no ?? '')}`}
                data-testid="term-receipt"
              >
                <PrintIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {p.kind === 'charge' &&
              block !== null &&
              (refunded.has(p.id) ? (
                <Typography variant="caption" color="text.secondary">
                  {translate('terms.refund.refunded')}
                </Typography>
              ) : (
                <BlockedButton size="small" color="error" blockedReason={blocked ?? block} onClick={() => setRefunding(p)} data-testid="term-refund">
                  {translate('terms.refund.button')}
                </BlockedButton>
              ))}
          </Stack>
        );
      })}
      {refunding && (
        <ReasonDialog
          open
          title={translate(months ? 'terms.refund.confirm_months' : 'terms.refund.confirm', { receipt: String(refunding.receipt_no ?? ''), smart_count: Number(refunding.periods ?? 0), amount: formatMoney(refunding.amount, locale) })}
          withMethod
          pending={pending}
          onClose={() => setRefunding(null)}
          onConfirm={(reason, method) => void confirm(reason, method)}
          testId="term-refund-dialog"
          maxLength={maxLength}
        />
      )}
      <PaymentDoneDialog title={translate('terms.refund.title')} ending={ending} onClose={() => setEnding(undefined)} />
    </Box>
  );
};
