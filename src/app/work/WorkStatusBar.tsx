/**
 * A work order's status on its page, with the moves the status graph allows from it
 * (src/config/work.ts): each button is disabled with the reason when the shared rule refuses
 * it, the same function the server runs (which also checks what needs the database: the
 * order's state, double bookings). Done asks for a confirmation (a burial completes the
 * order); cancel asks for a reason; an inscription gets the family's approval here.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useGetIdentity, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { langOf } from '../../config/dates';
import { errorMessage } from '../../config/messages';
import { WORK_STATUS, approveRefusal, isBurialKind, movesFrom, moveRefusal, type WorkFacts, type WorkRefusal, type WorkStatus } from '../../config/work';
import { EnumChip } from '../builders/fields/EnumChip';
import { useLevel } from '../builders/permissions/useLevel';
import { formatDayTime } from '../../config/dates';
import { postOk } from '../providers/http';
import { BlockedButton } from '../resources/common/BlockedButton';
import { useServerAction } from '../resources/common/useServerAction';

const REASON_MAX = 2000;

export const WorkStatusBar = () => {
  const work = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const level = useLevel();
  // The assignee starts and finishes their own work whatever their level (the server's rule).
  const { identity } = useGetIdentity();
  const userId = identity?.id === undefined ? undefined : Number(identity.id);
  const { run, pending } = useServerAction();
  const [open, setOpen] = useState<'done' | 'cancelled' | 'approve' | undefined>();
  const [reason, setReason] = useState('');
  if (!work) return null;
  const no = String(work.work_no ?? work.id);
  const why = (code: WorkRefusal | null) => (code ? errorMessage(code, lang) : undefined);
  const post = async (path: string, body: object, doneKey: string) => {
    if (await run(() => postOk(`admin.work_order/${path}`, { id: work.id, version: work.version, ...body }), doneKey)) setOpen(undefined);
  };
  const moveTo = (to: WorkStatus) => post('move', { status: to }, `work.done.${to}`);
  const moves = movesFrom(work.status);
  const inscription = work.kind === 'inscription';
  return (
    <Paper variant="outlined" sx={{ m: { xs: 1, sm: 2 }, mb: 0, p: 2 }} data-testid="work-status">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {translate('work.status')}
            </Typography>
            <EnumChip value={work.status} values={WORK_STATUS} />
          </Stack>
          {inscription && (
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="work-approval">
              {work.approved_at ? translate('work.approved_on', { at: formatDayTime(work.approved_at, lang) }) : translate('work.not_approved')}
            </Typography>
          )}
          {work.status === 'cancelled' && work.cancel_reason && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {translate('work.reason')}: {String(work.cancel_reason)}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="work-moves">
          {inscription && !work.approved_at && (
            <BlockedButton size="small" variant="outlined" onClick={() => setOpen('approve')} disabled={pending} blockedReason={why(approveRefusal(work as WorkFacts, level))} data-move="approve">
              {translate('work.approve')}
            </BlockedButton>
          )}
          {moves.map((to) => (
            <BlockedButton
              key={to}
              size="small"
              variant={to === 'cancelled' || to === 'requested' ? 'outlined' : 'contained'}
              color={to === 'cancelled' ? 'warning' : 'primary'}
              disabled={pending}
              blockedReason={why(moveRefusal(work as WorkFacts, to, level, undefined, userId))}
              data-move={to}
              onClick={() => (to === 'done' || to === 'cancelled' ? setOpen(to) : void moveTo(to))}
            >
              {translate(`work.to.${to}`)}
            </BlockedButton>
          ))}
        </Stack>
      </Stack>
      <Confirm
        isOpen={open === 'done'}
        loading={pending}
        title={translate('work.to.done')}
        content={translate(isBurialKind(work.kind) ? 'work.confirm_done_burial' : 'work.confirm_done', { no })}
        onConfirm={() => moveTo('done')}
        onClose={() => setOpen(undefined)}
      />
      <Confirm
        isOpen={open === 'approve'}
        loading={pending}
        title={translate('work.approve')}
        content={translate('work.approve_confirm', { no })}
        onConfirm={() => post('approve', {}, 'work.done.approved')}
        onClose={() => setOpen(undefined)}
      />
      <Dialog open={open === 'cancelled'} onClose={() => setOpen(undefined)} fullWidth maxWidth="xs" data-testid="work-cancel-dialog">
        <DialogTitle>{translate('work.cancel_title', { no })}</DialogTitle>
        <DialogContent>
          <TextField
            required
            multiline
            minRows={2}
            fullWidth
            size="small"
            sx={{ mt: 1 }}
            label={translate('work.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { name: 'reason', maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(undefined)}>{translate('work.dialog.cancel')}</Button>
          <Button variant="contained" color="warning" disabled={pending || !reason.trim()} onClick={() => post('move', { status: 'cancelled', reason: reason.trim() }, 'work.done.cancelled')}>
            {translate('work.dialog.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
};
