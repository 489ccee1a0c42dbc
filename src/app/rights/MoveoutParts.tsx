/**
 * Move-out (迁出) on the order's holders panel (docs/rights.md): the request dialog (which deceased,
 * where to, whether the holder keeps the plot, when the crew opens it), and the order's move-outs
 * with their documents, Complete (a manager), Withdraw, and the exhumation certificate once done.
 */
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PageRoute } from '../../config/routes';
import { MOVEOUT_STATUS, isRightsManager } from '../../rules/rights';
import { appRoutes } from '../../instance';
import { cancelMoveout, completeMoveout, requestMoveout, type HoldersOf } from '../../protocol/contracts/rights';
import { useLevel } from '../builders/permissions/useLevel';
import { useDateFormat } from '../format/dates';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { ActionDialog } from '../kit/ActionDialog';
import { EnumSelect } from '../kit/EnumSelect';
import { call } from '../providers/call';
import { DocumentsPanel } from './DocumentsPanel';

type Row = Record<string, unknown>;
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export const MoveoutDialog = ({ data, onClose, onDone }: { data: HoldersOf; onClose: () => void; onDone: (m: Row) => void }) => {
  const translate = useTranslate();
  const [member, setMember] = useState(String(data.members[0]?.id ?? ''));
  const [destination, setDestination] = useState('');
  const [reason, setReason] = useState('');
  const [start, setStart] = useState('');
  const [keep, setKeep] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const submit = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      const answer = await call(requestMoveout, {
        order_id: data.order.id,
        member_id: Number(member),
        destination: destination.trim(),
        keep_plot: keep,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        ...(start ? { scheduled_start: new Date(start).toISOString() } : {}),
      });
      onDone(answer.moveout);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setPending(false);
    }
  };
  const values = data.members.map((m) => ({ value: String(m.id), label: { zh: m.name, en: m.name, es: m.name, ja: m.name } }));
  return (
    <ActionDialog
      open
      title={translate('rights.moveout.title', { order: data.order.order_no })}
      onClose={onClose}
      onSubmit={() => void submit()}
      ready={member !== '' && destination.trim() !== ''}
      pending={pending}
      labels={{ cancel: translate('rights.transfer.cancel'), submit: translate('rights.moveout.submit') }}
      testId="moveout-dialog"
      submitTestId="moveout-submit"
      maxWidth="sm"
      fullScreenOnPhone
    >
      <EnumSelect label={translate('rights.moveout.member')} values={values} value={member} onChange={setMember} name="member_id" />
      <TextField size="small" required fullWidth label={translate('rights.moveout.destination')} value={destination} onChange={(e) => setDestination(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'moveout-destination', maxLength: 200 } }} />
      <TextField size="small" fullWidth label={translate('rights.moveout.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      <TextField size="small" fullWidth type="datetime-local" label={translate('rights.moveout.start')} value={start} onChange={(e) => setStart(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <FormControlLabel control={<Checkbox checked={keep} onChange={(e) => setKeep(e.target.checked)} />} label={translate('rights.moveout.keep')} />
      <Typography variant="body2" color="text.secondary">
        {translate('rights.moveout.hint')}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
    </ActionDialog>
  );
};

const exhumationHref = (level: ReturnType<typeof useLevel>, id: unknown): string | undefined => {
  const page = level ? appRoutes.routesForLevel(level).find((r): r is PageRoute => r.kind === 'page' && r.page === 'exhumation') : undefined;
  return page ? `${page.path}?moveout=${str(id)}` : undefined;
};

export const MoveoutList = ({ moveouts, reload }: { moveouts: Row[]; reload: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const label = useConfigLabel();
  const { day } = useDateFormat();
  const level = useLevel();
  const [docsOf, setDocsOf] = useState<number>();
  const act = async (send: () => Promise<unknown>, message: string | ((a: unknown) => string)) => {
    try {
      const answer = await send();
      notify(typeof message === 'string' ? message : message(answer), { type: 'success' });
      reload();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  if (moveouts.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="moveouts">
      {moveouts.map((m) => {
        const s = MOVEOUT_STATUS.find((x) => x.value === m.status);
        const id = Number(m.id);
        const print = m.status === 'done' ? exhumationHref(level, id) : undefined;
        return (
          <Box key={id} data-testid="moveout-row">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip size="small" variant="outlined" label={s ? label(s.label) : str(m.status)} sx={{ borderColor: s?.color, color: s?.color }} />
              <Typography variant="body2">{translate('rights.moveout.row', { no: str(m.moveout_no), name: str(m.member_name), to: str(m.destination) })}</Typography>
              <Typography variant="caption" color="text.secondary">
                {m.status === 'done' ? day(m.moved_out_on) : ''} {m.keep_plot ? translate('rights.moveout.kept') : m.plot_freed ? translate('rights.moveout.freed') : ''}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', gap: 1 }}>
              <Button size="small" onClick={() => setDocsOf(docsOf === id ? undefined : id)}>
                {translate('rights.docs.title')}
              </Button>
              {m.status === 'requested' && isRightsManager(level) && (
                <Button size="small" variant="contained" data-testid="moveout-complete" onClick={() => void act(() => call(completeMoveout, { id }), (a) => translate((a as { plot_freed: boolean }).plot_freed ? 'rights.moveout.done_freed' : 'rights.moveout.done_kept'))}>
                  {translate('rights.moveout.complete')}
                </Button>
              )}
              {m.status === 'requested' && (
                <Button size="small" onClick={() => void act(() => call(cancelMoveout, { id }), 'rights.moveout.cancelled')}>
                  {translate('rights.transfer.withdraw')}
                </Button>
              )}
              {print && (
                <Button size="small" data-testid="print-exhumation" onClick={() => navigate(print)}>
                  {translate('rights.moveout.print')}
                </Button>
              )}
            </Stack>
            {docsOf === id && (
              <Box sx={{ mt: 1 }}>
                <DocumentsPanel table="rights_moveout" id={id} />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
};
