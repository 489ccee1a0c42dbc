/**
 * The rights of an order's plot (docs/rights.md): its main holder and co-holders with the
 * certificate number, the former holders with their dates, the transfers with their documents,
 * and the actions: request a transfer (过户: anyone who works the order), approve or reject it (a
 * manager), withdraw it (who asked, or a manager), print the certificate again. The rules are the
 * server's (src/server/rights/transfer.ts); the buttons follow src/rules/rights.ts.
 */
import { Alert, Box, Button, Chip, Divider, Link as MuiLink, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { PageRoute } from '../../config/routes';
import { FEE_METHOD, HOLDER_ROLE, TRANSFER_REASON, TRANSFER_STATUS, isRightsManager, type FeeMethod, type TransferReason } from '../../rules/rights';
import { appConfig, appRoutes } from '../../instance';
import { resourceNameForLevel } from '../../protocol/resourceName';
import { useLevel } from '../builders/permissions/useLevel';
import { useDateFormat } from '../format/dates';
import { formatMoney } from '../format/money';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { ActionDialog, DialogRow } from '../kit/ActionDialog';
import { EnumSelect } from '../kit/EnumSelect';
import { canPrintFor } from '../print/data/eligibility';
import { DocumentsPanel } from './DocumentsPanel';
import { MoveoutDialog, MoveoutList } from './MoveoutParts';
import { useRightsOffered } from './useRightsOffered';
import { decideTransfer, fetchHolders, requestTransfer, type HoldersOf } from './api';
import { call } from '../providers/call';

type Row = Record<string, unknown>;
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

const RequestDialog = ({ data, onClose, onDone }: { data: HoldersOf; onClose: () => void; onDone: (t: Row) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [form, setForm] = useState({ to_name: '', to_phone: '', to_id_number: '', to_address: '', to_relation: '', note: '' });
  const [reason, setReason] = useState<TransferReason>('inheritance');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const main = data.current.find((h) => h.role === 'main');
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const submit = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      const body = Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim() !== '')) as typeof form;
      onDone(await call(requestTransfer, { ...body, order_id: data.order.id, reason }));
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setPending(false);
    }
  };
  const field = (k: keyof typeof form, required = false) => (
    <TextField size="small" fullWidth required={required} label={translate(`rights.transfer.${k}`)} value={form[k]} onChange={set(k)} slotProps={{ htmlInput: { 'data-testid': `transfer-${k}` } }} />
  );
  return (
    <ActionDialog
      open
      title={translate('rights.transfer.title', { order: data.order.order_no })}
      onClose={onClose}
      onSubmit={() => void submit()}
      ready={form.to_name.trim() !== '' && form.to_phone.trim() !== ''}
      pending={pending}
      labels={{ cancel: translate('rights.transfer.cancel'), submit: translate('rights.transfer.submit') }}
      testId="transfer-dialog"
      submitTestId="transfer-submit"
      maxWidth="sm"
      fullScreenOnPhone
    >
      {main && <Typography variant="body2">{translate('rights.transfer.from', { name: str(main.name) })}</Typography>}
      <DialogRow>
        {field('to_name', true)}
        {field('to_phone', true)}
      </DialogRow>
      <DialogRow>
        {field('to_id_number')}
        {field('to_relation')}
      </DialogRow>
      {field('to_address')}
      <EnumSelect label={translate('rights.transfer.reason')} values={TRANSFER_REASON} value={reason} onChange={setReason} name="reason" />
      {field('note')}
      <Typography variant="body2" color="text.secondary">
        {translate('rights.transfer.fee', { amount: formatMoney(data.transfer_fee, locale) })}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
    </ActionDialog>
  );
};

const ApproveDialog = ({ transfer, onClose, onDone }: { transfer: Row; onClose: () => void; onDone: (a: { transfer: Row; holder?: Row }) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [method, setMethod] = useState<FeeMethod>('cash');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [docs, setDocs] = useState(0);
  const fee = Number(transfer.fee ?? 0);
  const submit = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      onDone(await call(decideTransfer, { id: Number(transfer.id), decision: 'approved', ...(fee > 0 ? { fee_method: method } : {}), ...(note.trim() ? { note: note.trim() } : {}) }));
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <ActionDialog
      open
      title={translate('rights.transfer.approve_title', { no: str(transfer.transfer_no) })}
      onClose={onClose}
      onSubmit={() => void submit()}
      ready
      pending={pending}
      labels={{ cancel: translate('rights.transfer.cancel'), submit: translate('rights.transfer.approve') }}
      testId="approve-dialog"
      submitTestId="approve-submit"
      maxWidth="sm"
      fullScreenOnPhone
    >
      <Typography variant="body2">{translate('rights.transfer.pending', { from: str(transfer.from_name), to: str(transfer.to_name) })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('rights.transfer.fee', { amount: formatMoney(fee, locale) })} · {translate('rights.transfer.docs_hint', { count: docs })}
      </Typography>
      {fee > 0 && <EnumSelect label={translate('rights.transfer.fee_method')} values={FEE_METHOD} value={method} onChange={setMethod} name="fee_method" />}
      <TextField size="small" fullWidth label={translate('rights.transfer.decision_note')} value={note} onChange={(e) => setNote(e.target.value)} />
      <DocumentsPanel table="rights_transfer" id={transfer.id} onCount={setDocs} />
      {failure && <Alert severity="error">{failure}</Alert>}
    </ActionDialog>
  );
};

/** The first page of the certificate for this level, if it prints it and the order may have one. */
const certificateHref = (level: ReturnType<typeof useLevel>, order: HoldersOf['order']): string | undefined => {
  if (!level || !canPrintFor('certificate', str(order.status))) return undefined;
  const page = appRoutes.routesForLevel(level).find((r): r is PageRoute => r.kind === 'page' && r.page === 'print3');
  return page ? `${page.path}?order=${order.id}` : undefined;
};

export const HoldersPanel = ({ orderId }: { orderId: unknown }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const label = useConfigLabel();
  const { day } = useDateFormat();
  const level = useLevel();
  const [data, setData] = useState<HoldersOf>();
  const [failure, setFailure] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [approving, setApproving] = useState<Row>();
  const [docsOf, setDocsOf] = useState<number>();
  const [movingOut, setMovingOut] = useState(false);
  const offered = useRightsOffered();
  const id = Number(orderId);
  const load = useCallback(() => {
    fetchHolders(id).then(setData, (e: Error) => setFailure(e.message));
  }, [id]);
  useEffect(() => {
    if (offered && Number.isInteger(id) && id > 0 && appConfig.rights_holder) load();
  }, [id, load, offered]);
  if (!offered || !appConfig.rights_holder || (!data && !failure)) return null;
  if (!data) return <Alert severity="error">{failure}</Alert>;
  // A server without holders (an older one) answers something else: nothing to show.
  if (!Array.isArray(data.current) || !Array.isArray(data.past) || !Array.isArray(data.transfers)) return null;
  const members = Array.isArray(data.members) ? data.members : [];
  const moveouts = Array.isArray(data.moveouts) ? data.moveouts : [];
  const holderRoute = resourceNameForLevel('rights_holder', level, appConfig);
  const holderName = (hid: unknown) => str([...data.current, ...data.past].find((h) => h.id === hid)?.name);
  const open = data.transfers.find((t) => t.status === 'requested');
  const main = data.current.find((h) => h.role === 'main');
  const print = certificateHref(level, data.order);
  const roleLabel = (v: unknown) => label(HOLDER_ROLE.find((r) => r.value === v)?.label ?? { zh: '', en: '', es: '', ja: '' });
  const statusOf = (v: unknown) => TRANSFER_STATUS.find((s) => s.value === v);
  const decide = async (transfer: Row, decision: 'rejected' | 'cancelled') => {
    try {
      await call(decideTransfer, { id: Number(transfer.id), decision });
      notify(`rights.transfer.${decision}`, { type: 'success' });
      load();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  const holderLine = (h: Row) => (
    <Box key={str(h.id)} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="holder-row">
      <Chip size="small" label={roleLabel(h.role)} color={h.role === 'main' ? 'primary' : 'default'} variant={h.until ? 'outlined' : 'filled'} />
      {holderRoute.routed ? (
        <MuiLink component={RouterLink} to={`/${holderRoute.name}/${str(h.id)}`} variant="body2" underline="hover" sx={{ fontWeight: 500 }}>
          {str(h.name)}
        </MuiLink>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {str(h.name)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {str(h.phone)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {h.until ? translate('rights.holders.period', { from: day(h.since), until: day(h.until) }) : translate('rights.holders.since', { date: day(h.since) })}
      </Typography>
      {h.certificate_no ? (
        <Typography variant="caption" data-testid="certificate-no">
          {translate('rights.holders.certificate', { no: str(h.certificate_no) })}
        </Typography>
      ) : null}
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="holders-panel">
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('rights.holders.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {print && (
            <Button size="small" onClick={() => navigate(print)} data-testid="print-certificate">
              {translate('rights.holders.print')}
            </Button>
          )}
          {main && !open && (
            <Button size="small" variant="outlined" onClick={() => setAsking(true)} data-testid="transfer-button">
              {translate('rights.transfer.button')}
            </Button>
          )}
          {members.length > 0 && (
            <Button size="small" variant="outlined" onClick={() => setMovingOut(true)} data-testid="moveout-button">
              {translate('rights.moveout.button')}
            </Button>
          )}
        </Stack>
      </Stack>
      {data.current.length === 0 && data.past.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('rights.holders.none')}
        </Typography>
      )}
      <Stack spacing={0.75}>{data.current.map(holderLine)}</Stack>
      {open && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="transfer-pending">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {str(open.transfer_no)} · {translate('rights.transfer.pending', { from: holderName(open.from_holder_id), to: str(open.to_name) })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button size="small" variant="outlined" onClick={() => setDocsOf(docsOf === Number(open.id) ? undefined : Number(open.id))} data-testid="transfer-docs">
              {translate('rights.docs.title')}
            </Button>
            {isRightsManager(level) && (
              <Button size="small" variant="contained" onClick={() => setApproving({ ...open, from_name: holderName(open.from_holder_id) })} data-testid="transfer-approve">
                {translate('rights.transfer.approve')}
              </Button>
            )}
            {isRightsManager(level) && (
              <Button size="small" color="error" onClick={() => void decide(open, 'rejected')}>
                {translate('rights.transfer.reject')}
              </Button>
            )}
            <Button size="small" onClick={() => void decide(open, 'cancelled')}>
              {translate('rights.transfer.withdraw')}
            </Button>
          </Stack>
          {docsOf === Number(open.id) && (
            <Box sx={{ mt: 1 }}>
              <DocumentsPanel table="rights_transfer" id={open.id} />
            </Box>
          )}
        </Alert>
      )}
      {data.past.length > 0 && (
        <>
          <Divider sx={{ my: 1.5 }} />
          <Typography variant="caption" color="text.secondary">
            {translate('rights.holders.past')}
          </Typography>
          <Stack spacing={0.75} sx={{ mt: 0.5 }}>
            {data.past.map(holderLine)}
          </Stack>
        </>
      )}
      {data.transfers.some((t) => t.status !== 'requested') && (
        <>
          <Divider sx={{ my: 1.5 }} />
          <Typography variant="caption" color="text.secondary">
            {translate('rights.holders.transfers')}
          </Typography>
          <Stack spacing={0.5} sx={{ mt: 0.5 }}>
            {data.transfers
              .filter((t) => t.status !== 'requested')
              .map((t) => {
                const s = statusOf(t.status);
                return (
                  <Box key={str(t.id)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="transfer-row">
                    <Chip size="small" variant="outlined" label={s ? label(s.label) : str(t.status)} sx={{ borderColor: s?.color, color: s?.color }} />
                    <Typography variant="body2">{translate('rights.transfer.row', { no: str(t.transfer_no), from: holderName(t.from_holder_id), to: str(t.to_name) })}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {day(t.decided_at)}
                    </Typography>
                  </Box>
                );
              })}
          </Stack>
        </>
      )}
      {moveouts.length > 0 && (
        <>
          <Divider sx={{ my: 1.5 }} />
          <Typography variant="caption" color="text.secondary">
            {translate('rights.moveout.list')}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <MoveoutList moveouts={moveouts} reload={load} />
          </Box>
        </>
      )}
      {movingOut && (
        <MoveoutDialog
          data={{ ...data, members }}
          onClose={() => setMovingOut(false)}
          onDone={(m) => {
            setMovingOut(false);
            notify('rights.moveout.requested', { type: 'success', messageArgs: { no: str(m.moveout_no) } });
            load();
          }}
        />
      )}
      {asking && (
        <RequestDialog
          data={data}
          onClose={() => setAsking(false)}
          onDone={(t) => {
            setAsking(false);
            notify('rights.transfer.requested', { type: 'success', messageArgs: { no: str(t.transfer_no) } });
            setDocsOf(Number(t.id));
            load();
          }}
        />
      )}
      {approving && (
        <ApproveDialog
          transfer={approving}
          onClose={() => setApproving(undefined)}
          onDone={(a) => {
            setApproving(undefined);
            notify('rights.transfer.approved', { type: 'success', messageArgs: { no: str(a.holder?.certificate_no) } });
            load();
          }}
        />
      )}
    </Paper>
  );
};
