/**
 * A work order's status on its page, with the moves the status graph allows from it
 * (src/rules/work.ts): each button is disabled with the reason when the shared rule refuses
 * it, the same function the server runs (which also checks what needs the database: the
 * order's state, double bookings). Done asks for a confirmation (a burial completes the
 * order); cancel asks for a reason; an inscription gets the family's approval here.
 */
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { errorMessage } from '../i18n/configTexts';
import { WORK_STATUS, approveRefusal, isBurialKind, movesFrom, moveRefusal, type WorkFacts, type WorkRefusal, type WorkStatus } from '../../rules/work';
import { EnumChip } from '../builders/fields/EnumChip';
import { useLevel, useUserId } from '../builders/permissions/useLevel';
import { useLang } from '../format/lang';
import { formatDayTime } from '../../config/dates';
import { approveInscription, moveWork } from '../../protocol/contracts/work';
import { call } from '../providers/call';
import { ActionDialog } from '../kit/ActionDialog';
import { BlockedButton } from '../kit/BlockedButton';
import { StatusBar, StatusNote } from '../kit/StatusBar';
import { TextArea } from '../kit/TextArea';
import { useServerAction } from '../kit/useServerAction';

const REASON_MAX = 2000;

export const WorkStatusBar = () => {
  const work = useRecordContext();
  const translate = useTranslate();
  const lang = useLang();
  const level = useLevel();
  // The assignee starts and finishes their own work whatever their level (the server's rule).
  const userId = useUserId();
  const [open, setOpen] = useState<'done' | 'cancelled' | 'approve' | undefined>();
  const { run, pending } = useServerAction(() => setOpen(undefined));
  const [reason, setReason] = useState('');
  if (!work) return null;
  const no = String(work.work_no ?? work.id);
  const why = (code: WorkRefusal | null) => (code ? errorMessage(code, lang) : undefined);
  const target = { id: Number(work.id), version: Number(work.version) };
  const post = (send: () => Promise<unknown>, doneKey: string) => run(send, () => ({ message: doneKey, args: { no } }));
  const moveTo = (to: WorkStatus) => post(() => call(moveWork, { ...target, status: to }), `work.done.${to}`);
  const moves = movesFrom(work.status);
  const inscription = work.kind === 'inscription';
  return (
    <StatusBar
      testId="work-status"
      label={translate('work.status')}
      chip={<EnumChip value={work.status} values={WORK_STATUS} />}
      rowFrom="md"
      details={
        <>
          {inscription && (
            <StatusNote testId="work-approval">
              {work.approved_at ? translate('work.approved_on', { at: formatDayTime(work.approved_at, lang) }) : translate('work.not_approved')}
            </StatusNote>
          )}
          {work.status === 'cancelled' && work.cancel_reason && (
            <StatusNote>
              {translate('work.reason')}: {String(work.cancel_reason)}
            </StatusNote>
          )}
        </>
      }
      actions={
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
      }
    >
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
        onConfirm={() => post(() => call(approveInscription, target), 'work.done.approved')}
        onClose={() => setOpen(undefined)}
      />
      <ActionDialog
        open={open === 'cancelled'}
        title={translate('work.cancel_title', { no })}
        onClose={() => setOpen(undefined)}
        onSubmit={() => void post(() => call(moveWork, { ...target, status: 'cancelled', reason: reason.trim() }), 'work.done.cancelled')}
        ready={!!reason.trim()}
        pending={pending}
        labels={{ cancel: translate('work.dialog.cancel'), submit: translate('work.dialog.submit') }}
        testId="work-cancel-dialog"
        submitColor="warning"
      >
        <TextArea name="reason" required label={translate('work.reason')} value={reason} onChange={setReason} maxLength={REASON_MAX} />
      </ActionDialog>
    </StatusBar>
  );
};
