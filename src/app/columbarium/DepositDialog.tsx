/**
 * "Deposit ashes" (POST admin.ash_deposit/deposit): a niche with room, the deceased, the
 * depositor, the storage term (monthly or yearly) and the periods paid now. The depositor's
 * fields are checked with the config's validators as the server does; the server checks the
 * niche's room again under its lock. On success the certificate opens with the pick-up code,
 * which is shown that once.
 */
import { Alert, LinearProgress, TextField, Typography } from '@mui/material';
import { Fragment, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FEE_BASIS, MAX_PERIODS, STORAGE_KIND, addPeriods, rateOf, type FeeBasis, type StorageKind } from '../../rules/columbarium';
import { toCents } from '../../rules/orderMoney';
import { formatDay, localDay } from '../../config/dates';
import { validationMessage } from '../i18n/configTexts';
import { formatYuan } from '../../config/money';
import type { FieldDef } from '../../config/types';
import { validateField } from '../../config/validators';
import { appConfig } from '../../instance';
import { useLang } from '../format/lang';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { DialogRow } from '../kit/ActionDialog';
import { EnumSelect } from '../kit/EnumSelect';
import { STORAGE_PAYMENT_METHOD } from '../kit/orderEnums';
import { depositAshes } from '../../protocol/contracts/columbarium';
import { certificatePath } from './api';
import { AshDialog, FieldInput, NicheSelect, useAshAction, useNiches } from './useAshAction';

const TEXT_FIELDS = ['deceased_name', 'death_date', 'depositor_name', 'depositor_id_number', 'depositor_phone', 'depositor_relation'] as const;
const REQUIRED = new Set(['deceased_name', 'depositor_name', 'depositor_id_number', 'depositor_phone']);
const INPUT_TYPE: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = { death_date: 'date', depositor_phone: 'tel' };
/** The person fields as the dialog lays them out: a heading, then rows of two. */
const SECTIONS = [
  { heading: 'ash.deposit.deceased', rows: [['deceased_name', 'death_date']] },
  {
    heading: 'ash.deposit.depositor',
    rows: [
      ['depositor_name', 'depositor_relation'],
      ['depositor_id_number', 'depositor_phone'],
    ],
  },
] as const;

export const DepositDialog = ({ open, onClose, nicheId }: { open: boolean; onClose: () => void; nicheId?: number }) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const lang = useLang();
  const { data: niches, isPending } = useNiches(open);
  const free = useMemo(() => (niches ?? []).filter((n) => Number(n.stored) < Number(n.capacity) || n.id === nicheId), [niches, nicheId]);
  const [niche, setNiche] = useState<number | ''>(nicheId ?? '');
  const [values, setValues] = useState<Record<string, string>>({});
  const [storage, setStorage] = useState<StorageKind>('long_term');
  const [basis, setBasis] = useState<FeeBasis>('yearly');
  const [periods, setPeriods] = useState('1');
  const [method, setMethod] = useState('cash');
  const { errors, setErrors, pending, run } = useAshAction(onClose);
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
    const texts = Object.fromEntries(TEXT_FIELDS.filter((name) => (values[name] ?? '').trim()).map((name) => [name, values[name].trim()]));
    const body = { deceased_name: '', depositor_name: '', depositor_id_number: '', depositor_phone: '', ...texts, niche_id: chosen.id, storage_kind: storage, fee_basis: basis, periods: n, method };
    await run(depositAshes, body, (made) => ({
      message: 'ash.deposit.done',
      args: { no: made.deposit.deposit_no },
      to: certificatePath(made.deposit.id),
      state: { pickupCode: made.pickup_code, depositId: made.deposit.id },
    }));
  };

  const text = (name: (typeof TEXT_FIELDS)[number]) => (
    <FieldInput
      key={name}
      name={name}
      type={INPUT_TYPE[name]}
      required={REQUIRED.has(name)}
      label={label(fields[name].label)}
      value={values[name] ?? ''}
      onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
      errors={errors}
      setErrors={setErrors}
    />
  );

  return (
    <AshDialog name="deposit" open={open} title={translate('ash.deposit.title')} onClose={onClose} onSubmit={() => void submit()} ready={free.length > 0} pending={pending} submitLabel={translate('ash.dialog.submit')} maxWidth="md">
      {isPending && <LinearProgress />}
      {!isPending && free.length === 0 && <Alert severity="info">{translate('ash.deposit.no_niche')}</Alert>}
      <NicheSelect niches={free} label={translate('ash.deposit.niche')} value={chosen?.id ?? ''} onChange={setNiche} error={errors.niche_id} testId="deposit-niche" />
      {SECTIONS.map(({ heading, rows }) => (
        <Fragment key={heading}>
          <Typography variant="subtitle2">{translate(heading)}</Typography>
          {rows.map((row) => (
            <DialogRow key={row[0]}>{row.map(text)}</DialogRow>
          ))}
        </Fragment>
      ))}
      <Typography variant="subtitle2">{translate('ash.deposit.term')}</Typography>
      <DialogRow>
        <EnumSelect name="storage_kind" label={label(fields.storage_kind.label)} values={STORAGE_KIND} value={storage} onChange={setStorage} />
        <EnumSelect name="fee_basis" label={label(fields.fee_basis.label)} values={FEE_BASIS} value={basis} onChange={setBasis} />
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
        <EnumSelect name="method" label={translate('ash.deposit.method')} values={STORAGE_PAYMENT_METHOD} value={method} onChange={setMethod} />
      </DialogRow>
      {amount !== undefined && n <= MAX_PERIODS[basis] && (
        <Alert severity="info" data-testid="deposit-amount">
          {translate('ash.deposit.amount', { amount: formatYuan(amount, lang), until: formatDay(addPeriods(today, basis, n), lang) })}
        </Alert>
      )}
    </AshDialog>
  );
};
