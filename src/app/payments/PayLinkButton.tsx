/**
 * Make a pay link from a term (a renewal, for the years chosen) or an order (its balance):
 * POST admin.pay_link/create. The dialog shows the amount the server fixed, the short address to
 * send, and a QR code the family scans at the desk or from a printed letter (docs/payments.md).
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Qr } from '../publicKit/Qr';
import { MAX_RENEWAL_PERIODS } from '../../rules/terms';
import { createPayLink } from '../../protocol/contracts/payments';
import type { PayLinkMade } from '../../protocol/payments';
import { formatMoney } from '../format/money';
import { useDateFormat } from '../format/dates';
import { call } from '../providers/call';
import { useInlineCall } from '../kit/useServerAction';

/** The address to send: the server's public one when it gives one, else this screen's own. */
const absolute = (url: string): string => (url.startsWith('/') ? `${window.location.origin}${url}` : url);

export const PayLinkButton = ({ termId, orderId, minYears = 1 }: { termId?: number; orderId?: number; minYears?: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dateTime = useDateFormat().dayTime;
  const [open, setOpen] = useState(false);
  const [years, setYears] = useState(String(minYears));
  const [made, setMade] = useState<PayLinkMade | null>(null);
  const [copied, setCopied] = useState(false);
  const { busy, failure, attempt, setFailure } = useInlineCall();

  const make = async () => {
    const got = await attempt(true, () => call(createPayLink, termId !== undefined ? { term_id: termId, years: Number(years) } : { order_id: orderId! }));
    if (got) setMade(got);
  };
  const close = () => {
    setOpen(false);
    setMade(null);
    setFailure(undefined);
    setCopied(false);
  };
  const url = made ? absolute(made.url) : '';
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} data-testid="pay-link-button">
        {translate('payments.link.button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{translate('payments.link.title')}</DialogTitle>
        <DialogContent>
          {!made && termId !== undefined ? (
            <TextField
              label={translate('payments.link.years')}
              type="number"
              value={years}
              onChange={(e) => setYears(e.target.value)}
              slotProps={{ htmlInput: { min: minYears, max: MAX_RENEWAL_PERIODS } }}
              fullWidth
              margin="dense"
            />
          ) : null}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          {made ? (
            <Stack spacing={1} alignItems="center" data-testid="pay-link-made">
              <Qr value={url} size={200} label={translate('payments.link.qr')} testId="pay-link-qr" />
              <Typography variant="body2" color="text.secondary">
                {translate('payments.link.qr')}
              </Typography>
              <Box sx={{ width: '100%' }}>
                <Typography variant="body2">
                  {translate('payments.link.amount')}: <b>{formatMoney(made.link.amount, locale)}</b>
                </Typography>
                <Typography variant="body2">
                  {translate('payments.link.expires')}: {dateTime(made.link.expires_at)}
                </Typography>
                {/* Multiline: the whole address stays readable on a phone, wrapped rather than cut. */}
                <TextField
                  label={translate('payments.link.url')}
                  value={url}
                  fullWidth
                  multiline
                  margin="dense"
                  slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'pay-link-url', style: { wordBreak: 'break-all' } } }}
                />
              </Box>
            </Stack>
          ) : null}
        </DialogContent>
        <DialogActions>
          {made ? (
            <Button
              onClick={() => {
                void navigator.clipboard?.writeText(url).then(() => setCopied(true));
              }}
            >
              {translate(copied ? 'payments.link.copied' : 'payments.link.copy')}
            </Button>
          ) : (
            <Button variant="contained" disabled={busy} onClick={() => void make()}>
              {translate('payments.link.make')}
            </Button>
          )}
          <Button onClick={close}>{translate('payments.link.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
