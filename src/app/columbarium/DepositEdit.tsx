/**
 * A deposit's page: its actions (withdraw, move, print the certificate), the generated form for
 * what may still be corrected (the depositor's contact, the remark), and its storage fees and
 * movement log. A withdrawn deposit is read-only; a stored one may renew its storage (months or years paid
 * ahead, docs/columbarium.md "Renewing storage") and refund a renewal (the terms' RenewalPayments).
 */
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Card, CardContent, List as MuiList, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { Edit, SimpleForm, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MOVEMENT_KIND, basisOf, unitOfBasis } from '../../rules/columbarium';
import { formatDay, formatDayTime } from '../../config/dates';
import { ConfigFormToolbar } from '../builders/form/ConfigFormToolbar';
import { ConfigInputs } from '../builders/form/ConfigInputs';
import { RecordTitle } from '../builders/form/RecordTitle';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { certificatePath } from './api';
import { useLang } from '../format/lang';
import { PickupLock } from './PickupLock';
// The dialogs load when first opened (the staff bundle's budget).
const TransferDialog = lazy(() => import('./TransferDialog').then((m) => ({ default: m.TransferDialog })));
const RenewStorageDialog = lazy(() => import('./RenewStorageDialog').then((m) => ({ default: m.RenewStorageDialog })));
const WithdrawDialog = lazy(() => import('./WithdrawDialog').then((m) => ({ default: m.WithdrawDialog })));
// The storage fees with Refund: the terms' renewals list, loaded with the page's history.
const RenewalPayments = lazy(() => import('../terms/RenewalPayments').then((m) => ({ default: m.RenewalPayments })));

const Actions = () => {
  const deposit = useRecordContext();
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'withdraw' | 'transfer' | 'renew'>();
  if (!deposit) return null;
  const stored = deposit.status === 'stored';
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, p: 2, pb: 0 }} data-testid="deposit-actions">
      {stored && (
        <Button variant="contained" color="warning" size="small" onClick={() => setDialog('withdraw')} data-testid="deposit-withdraw">
          {translate('ash.withdraw.button')}
        </Button>
      )}
      {stored && (
        <Button variant="contained" size="small" onClick={() => setDialog('renew')} data-testid="deposit-renew">
          {translate('ash.renew.button')}
        </Button>
      )}
      {stored && (
        <Button variant="outlined" size="small" onClick={() => setDialog('transfer')} data-testid="deposit-transfer">
          {translate('ash.transfer.button')}
        </Button>
      )}
      <Button component={Link} to={certificatePath(Number(deposit.id))} variant="outlined" size="small" startIcon={<PrintIcon />} data-testid="deposit-print">
        {translate('ash.print')}
      </Button>
      <PickupLock />
      <Suspense fallback={null}>
        {dialog === 'withdraw' && <WithdrawDialog open onClose={() => setDialog(undefined)} />}
        {dialog === 'transfer' && <TransferDialog open onClose={() => setDialog(undefined)} />}
        {dialog === 'renew' && <RenewStorageDialog open onClose={() => setDialog(undefined)} />}
      </Suspense>
    </Stack>
  );
};

const History = () => {
  const deposit = useRecordContext();
  const translate = useTranslate();
  const label = useConfigLabel();
  const lang = useLang();
  const { data: moves } = useGetList('ash_movement', { filter: { deposit_id: deposit?.id }, pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } }, { enabled: !!deposit });
  if (!deposit) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, p: 2 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1">{translate('ash.payments')}</Typography>
          <Suspense fallback={null}>
            <RenewalPayments storage={{ depositId: Number(deposit.id), unit: unitOfBasis(basisOf({ fee_basis: deposit.fee_basis })), stored: deposit.status === 'stored' }} />
          </Suspense>
          <Typography variant="body2" color="text.secondary" data-testid="deposit-paid-until">
            {translate('ash.paid_until', { until: formatDay(deposit.paid_until, lang) })}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined" data-testid="deposit-movements">
        <CardContent>
          <Typography variant="subtitle1">{translate('ash.movements')}</Typography>
          {moves && moves.length === 0 && <Typography variant="body2">{translate('ash.no_movements')}</Typography>}
          <MuiList dense>
            {(moves ?? []).map((m) => {
              const kind = MOVEMENT_KIND.find((k) => k.value === m.kind);
              return (
                <ListItem key={m.id} disableGutters>
                  <ListItemText primary={`${kind ? label(kind.label) : String(m.kind)} · ${formatDayTime(m.created_at, lang)}`} secondary={[m['user_id.nickname'], m.note].filter(Boolean).join(' · ')} />
                </ListItem>
              );
            })}
          </MuiList>
        </CardContent>
      </Card>
    </Box>
  );
};

const Body = () => {
  const deposit = useRecordContext();
  const editable = deposit?.status === 'stored';
  return (
    <>
      <Actions />
      <SimpleForm noValidate toolbar={<ConfigFormToolbar canSave={editable} canDelete={false} />}>
        <ConfigInputs />
      </SimpleForm>
      <History />
    </>
  );
};

export const DepositEdit = () => (
  <Edit title={<RecordTitle />} mutationMode="pessimistic" redirect={false}>
    <Body />
  </Edit>
);
