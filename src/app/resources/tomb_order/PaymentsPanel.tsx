/**
 * The order's payments: every charge and refund with its receipt number, item, method,
 * amount, date and operator, newest last, a receipt to print for each, and the buttons that
 * record a new one, or make a pay link of the balance for the family to pay online. Its columns fit the card at 1366 px (the operator under the date, the kind
 * only for a refund); on a phone each payment is a card (receipt and amount, item and method,
 * date and operator, Print), so nothing is clipped and every action is in reach.
 * Payments are never edited or deleted: a mistake is undone by a refund (the managers', unless the settings let clerks refund: a clerk sees the button disabled with why).
 */
import { Box, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useGetList, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { EnumChip } from '../../builders/fields/EnumChip';
import { useLevel } from '../../builders/permissions/useLevel';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { useDateFormat } from '../../format/dates';
import { formatMoney } from '../../format/money';
import { PAYMENT_ITEM, PAYMENT_KIND, PAYMENT_METHOD, paymentFields } from '../../kit/orderEnums';
import { BlockedButton } from '../../kit/BlockedButton';
import { appConfig } from '../../../instance';
import { OnlineRefundButton } from '../../payments/OnlineRefundButton';
import { PayLinkButton } from '../../payments/PayLinkButton';
import { PaymentDialog } from './PaymentDialog';
import { paymentPrintLink } from './printLinks';
import { useRefundBlocked } from '../../kit/useRefundBlocked';

const ACTIVE = ['reserved', 'contracted', 'paid', 'completed'];

const PAYMENTS_TABLE_SX = {
  '& .MuiTableCell-root': { px: 1 },
  '& .payment-print': { position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: 'inset 1px 0 0 rgba(0,0,0,.08)' },
} as const;

const operatorOf = (p: RaRecord): string => String((p.operator as { nickname?: string } | undefined)?.nickname ?? p.operator_id ?? '');

/** One payment on a phone: what a row of the table says, on three short lines, with its Print button. */
const PaymentCard = ({ payment: p, print, refund: onlineRefund }: { payment: RaRecord; print?: { href: string }; refund?: ReactNode }) => {
  const translate = useTranslate();
  const dates = useDateFormat();
  const [locale] = useLocaleState();
  const refund = p.kind === 'refund';
  return (
    <Box component="li" data-payment={p.receipt_no} sx={{ py: 1, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {p.receipt_no}
        </Typography>
        <Typography variant="body2" data-payment-amount sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: refund ? 'error.main' : undefined }}>
          {refund ? '−' : ''}
          {formatMoney(p.amount, locale)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', my: 0.5 }}>
        {refund && <EnumChip value={p.kind} values={PAYMENT_KIND} dense />}
        <EnumChip value={p.item} values={PAYMENT_ITEM} dense />
        <EnumChip value={p.method} values={PAYMENT_METHOD} dense />
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 0 }}>
          {dates.dayTime(p.paid_at)} · {operatorOf(p)}
        </Typography>
        {onlineRefund}
        {print && (
          <Button size="small" component={Link} to={print.href}>
            {translate('orders.payments.print')}
          </Button>
        )}
      </Box>
    </Box>
  );
};

/** What went back already through the provider of an online charge (yuan): its refunds in the list. */
const refundedOf = (payments: readonly RaRecord[], charge: RaRecord): number =>
  payments.filter((r) => r.kind === 'refund' && Number(r.refund_of) === Number(charge.id)).reduce((sum, r) => sum + Number(r.amount), 0);

export const PaymentsPanel = () => {
  const order = useRecordContext();
  const translate = useTranslate();
  const label = useConfigLabel();
  const dates = useDateFormat();
  const level = useLevel();
  const [locale] = useLocaleState();
  const [dialog, setDialog] = useState<'charge' | 'refund'>();
  const refundBlocked = useRefundBlocked();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data = [] } = useGetList(
    'tomb_payment',
    { filter: { order_id: order?.id }, pagination: { page: 1, perPage: 200 }, sort: { field: 'paid_at', order: 'ASC' } },
    { enabled: order?.id !== undefined },
  );
  if (!order) return null;
  const canCharge = ACTIVE.includes(String(order.status)) && Number(order.balance) > 0;
  const canRefund = Number(order.paid) > 0;
  // An online charge goes back through its provider (docs/payments.md, "Refunds"), for whoever may refund.
  const onlineRefund = (p: RaRecord) => (p.kind === 'charge' && p.provider && !refundBlocked ? <OnlineRefundButton payment={p} refunded={refundedOf(data, p)} /> : undefined);
  const withPrint = data.some((p) => paymentPrintLink(level, { id: Number(p.id), kind: p.kind }) !== undefined || onlineRefund(p) !== undefined);
  const head = ['receipt_no', 'item', 'method', 'amount', 'paid_at'] as const;
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid="order-payments">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {translate('orders.payments.title')}
        </Typography>
        {canCharge && (
          <Button size="small" variant="contained" onClick={() => setDialog('charge')}>
            {translate('orders.payments.charge')}
          </Button>
        )}
        {/* The balance as a pay link for the family (docs/payments.md): a QR on screen, an address to send. */}
        {canCharge && appConfig.pay_link && <PayLinkButton orderId={Number(order.id)} />}
        {canRefund && (
          <BlockedButton size="small" variant="outlined" color="error" onClick={() => setDialog('refund')} blockedReason={refundBlocked}>
            {translate('orders.payments.refund')}
          </BlockedButton>
        )}
      </Box>
      {data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('orders.payments.empty')}
        </Typography>
      ) : phone ? (
        <Box component="ul" sx={{ m: 0, p: 0 }} data-testid="payment-cards">
          {data.map((p) => (
            <PaymentCard key={p.id} payment={p} print={paymentPrintLink(level, { id: Number(p.id), kind: p.kind })} refund={onlineRefund(p)} />
          ))}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          {/* Fits the card at 1366 px; a narrow window between a phone and that keeps the Print button in view at the right. */}
          <Table size="small" sx={PAYMENTS_TABLE_SX}>
            <TableHead>
              <TableRow>
                {head.map((f) => (
                  <TableCell key={f} align={f === 'amount' ? 'right' : 'left'}>
                    {label(paymentFields[f].label)}
                    {f === 'paid_at' && ` · ${label(paymentFields.operator_id.label)}`}
                  </TableCell>
                ))}
                {withPrint && <TableCell className="payment-print" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((p) => {
                const print = paymentPrintLink(level, { id: Number(p.id), kind: p.kind });
                return (
                  <TableRow key={p.id} data-payment={p.receipt_no}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.receipt_no}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {/* A charge is the usual case; a refund says so beside its item. */}
                      {p.kind === 'refund' && <EnumChip value={p.kind} values={PAYMENT_KIND} dense />} <EnumChip value={p.item} values={PAYMENT_ITEM} dense />
                    </TableCell>
                    <TableCell>
                      <EnumChip value={p.method} values={PAYMENT_METHOD} dense />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: p.kind === 'refund' ? 'error.main' : undefined }}>
                      {p.kind === 'refund' ? '−' : ''}
                      {formatMoney(p.amount, locale)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {dates.dayTime(p.paid_at)}
                      <Typography variant="caption" component="div" color="text.secondary">
                        {operatorOf(p)}
                      </Typography>
                    </TableCell>
                    {withPrint && (
                      <TableCell className="payment-print">
                        {/* One above the other: the sticky column stays narrow, the date beside it whole. */}
                        <Stack alignItems="flex-start">
                          {onlineRefund(p)}
                          {print && (
                            <Button size="small" component={Link} to={print.href}>
                              {translate('orders.payments.print')}
                            </Button>
                          )}
                        </Stack>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {dialog && <PaymentDialog kind={dialog} open onClose={() => setDialog(undefined)} />}
    </Paper>
  );
};
