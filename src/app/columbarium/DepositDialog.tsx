/**
 * "Deposit ashes" (POST admin.ash_deposit/deposit): a niche with room, the deceased, the
 * depositor, the storage term (monthly or yearly) and the periods paid now. The depositor's
 * fields are checked with the config's validators as the server does; the server checks the
 * niche's room again under its lock. On success the certificate opens with the pick-up code,
 * which is shown that once.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, MenuItem, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FEE_BASIS, MAX_PERIODS, STORAGE_KIND, addPeriods, rateOf, type FeeBasis } from '../../config/columbarium';
import { toCents } from '../../config/orderMoney';
import { formatDay, langOf, localDay } from '../../config/dates';
import { validationMessage } from '../../config/messages';
import { formatYuan } from '../../config/money';
import type { FieldDef } from '../../config/types';
import { validateField } from '../../config/validators';
import { appConfig } from '../../instance';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { ashCall, certificatePath, fieldErrorsOf, type DepositMade } from './api';
import { STORAGE_PAYMENT_METHOD } from '../resources/common/orderEnums';

interface Niche {
  id: number;
  code: string;
  capacity: number;
  stored: number;
  price_month: number;
  price_year: number;
}

const TEXT_FIELDS = ['deceased_name', 'death_date', 'depositor_name', 'depositor_id_number', 'depositor_phone', 'depositor_relation'] as const;
const REQUIRED = new Set(['deceased_name', 'depositor_name', 'depositor_id_number', 'depositor_phone']);

export const DepositDialog = ({ open, onClose, nicheId }: { open: boolean; onClose: () => void; nicheId?: number }) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const notify = useNotify();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data: niches, isPending } = useGetList<Niche>('ash_niche', { pagination: { page: 1, perPage: 500 }, sort: { field: 'code', order: 'ASC' } }, { enabled: open });
  const free = useMemo(() => (niches ?? []).filter((n) => Number(n.stored) < Number(n.capacity) || n.id === nicheId), [niches, nicheId]);
  const [niche, setNiche] = useState<number | ''>(nicheId ?? '');
  const [values, setValues] = useState<Record<string, string>>({});
  const [storage, setStorage] = useState('long_term');
  const [basis, setBasis] = useState<FeeBasis>('yearly');
  const [periods, setPeriods] = useState('1');
  const [method, setMethod] = useState('cash');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const chosen = free.find((n) => n.id === (niche === '' ? nicheId : niche));
  const fields = appConfig.ash_deposit.fields as Record<string, FieldDef>;
  const today = localDay();
  const n = Number(periods);
  const amount = chosen && Number.isInteger(n) && n > 0 ? (toCents(rateOf(chosen, basis)) * n) / 100 : undefined;

  const check = (): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const name of TEXT_FIELDS) {
      const e = validateField({ ...fields[name], required: REQUIRED.has(name) } as FieldDef, (values[name] ?? '').trim());
      if (e) out[name] = validationMessage(e, lang);
    }
    if (!chosen) out.niche_id = validationMessage({ key: 'required' }, lang);
    if (!Number.isInteger(n) || n < 1) out.periods = validationMessage({ key: 'min_value', params: { min: 1 } }, lang);
    else if (n > MAX_PERIODS[basis]) out.periods = validationMessage({ key: 'max_value', params: { max: MAX_PERIODS[basis] } }, lang);
    return out;
  };

  const submit = async () => {
    const local = check();
    setErrors(local);
    if (Object.keys(local).length > 0 || !chosen) return;
    setPending(true);
    try {
      const body: Record<string, unknown> = { niche_id: chosen.id, storage_kind: storage, fee_basis: basis, periods: n, method };
      for (const name of TEXT_FIELDS) if ((values[name] ?? '').trim()) body[name] = values[name].trim();
      const made = await ashCall<DepositMade>('deposit', body);
      notify('ash.deposit.done', { type: 'success', messageArgs: { no: made.deposit.deposit_no } });
      onClose();
      navigate(certificatePath(made.deposit.id), { state: { pickupCode: made.pickup_code, depositId: made.deposit.id } });
    } catch (e) {
      setErrors(fieldErrorsOf(e, locale));
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const text = (name: (typeof TEXT_FIELDS)[number], type = 'text') => (
    <TextField
      key={name}
      size="small"
      type={type}
      required={REQUIRED.has(name)}
      label={label(fields[name].label)}
      value={values[name] ?? ''}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setErrors(({ [name]: _fixed, ...rest }) => rest);
      }}
      error={!!errors[name]}
      helperText={errors[name]}
      slotProps={{ htmlInput: { name }, inputLabel: type === 'date' ? { shrink: true } : undefined }}
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} data-testid="deposit-dialog">
      <DialogTitle>{translate('ash.deposit.title')}</DialogTitle>
      {pending && <LinearProgress />}
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {isPending && <LinearProgress />}
          {!isPending && free.length === 0 && <Alert severity="info">{translate('ash.deposit.no_niche')}</Alert>}
          <TextField
            select
            size="small"
            required
            label={translate('ash.deposit.niche')}
            value={chosen?.id ?? ''}
            onChange={(e) => setNiche(Number(e.target.value))}
            error={!!errors.niche_id}
            helperText={errors.niche_id}
            slotProps={{ htmlInput: { name: 'niche_id', 'data-testid': 'deposit-niche' } }}
          >
            {free.map((x) => (
              <MenuItem key={x.id} value={x.id}>
                {translate('ash.deposit.niche_hint', { code: x.code, stored: x.stored, capacity: x.capacity })}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="subtitle2">{translate('ash.deposit.deceased')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('deceased_name')}
            {text('death_date', 'date')}
          </Stack>
          <Typography variant="subtitle2">{translate('ash.deposit.depositor')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('depositor_name')}
            {text('depositor_relation')}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('depositor_id_number')}
            {text('depositor_phone', 'tel')}
          </Stack>
          <Typography variant="subtitle2">{translate('ash.deposit.term')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select size="small" fullWidth label={label(fields.storage_kind.label)} value={storage} onChange={(e) => setStorage(e.target.value)} slotProps={{ htmlInput: { name: 'storage_kind' } }}>
              {STORAGE_KIND.map((v) => (
                <MenuItem key={v.value} value={v.value}>
                  {label(v.label)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" fullWidth label={label(fields.fee_basis.label)} value={basis} onChange={(e) => setBasis(e.target.value as FeeBasis)} slotProps={{ htmlInput: { name: 'fee_basis' } }}>
              {FEE_BASIS.map((v) => (
                <MenuItem key={v.value} value={v.value}>
                  {label(v.label)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="number"
              fullWidth
              label={translate('ash.deposit.periods')}
              value={periods}
              onChange={(e) => setPeriods(e.target.value)}
              error={!!errors.periods}
              helperText={errors.periods}
              slotProps={{ htmlInput: { name: 'periods', min: 1, max: MAX_PERIODS[basis] } }}
            />
            <TextField select size="small" fullWidth label={translate('ash.deposit.method')} value={method} onChange={(e) => setMethod(e.target.value)} slotProps={{ htmlInput: { name: 'method' } }}>
              {STORAGE_PAYMENT_METHOD.map((v) => (
                <MenuItem key={v.value} value={v.value}>
                  {label(v.label)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {amount !== undefined && n <= MAX_PERIODS[basis] && (
            <Alert severity="info" data-testid="deposit-amount">
              {translate('ash.deposit.amount', { amount: formatYuan(amount, lang), until: formatDay(addPeriods(today, basis, n), lang) })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ash.dialog.cancel')}</Button>
        <Button variant="contained" disabled={pending || free.length === 0} onClick={() => void submit()} data-testid="deposit-submit">
          {translate('ash.dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
