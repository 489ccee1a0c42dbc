/**
 * "Schedule burial" on a paid order's page (POST admin.work_order/schedule_burial): the burial
 * work order and, when asked, the plot opening before it and the inscription for the family
 * to approve. A manager who gives a start and takes it (or names a crew) books it at once, the
 * server refusing double bookings; a clerk's is a request a manager schedules. On success the
 * burial's page opens.
 */
import { Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { canDo } from '../../config/access';
import { errorMessage } from '../i18n/configTexts';
import { DEFAULT_DURATION_MINUTES, isClosed, isWorkManager } from '../../rules/work';
import { resourceNameForLevel } from '../../protocol/resourceName';
import { appConfig } from '../../instance';
import { useLevel, useUserId } from '../builders/permissions/useLevel';
import { scheduleBurial } from '../../protocol/contracts/work';
import { call } from '../providers/call';
import { ActionDialog, DialogRow } from '../kit/ActionDialog';
import { BlockedButton } from '../kit/BlockedButton';
import { TextArea } from '../kit/TextArea';
import { useServerAction } from '../kit/useServerAction';
import { useLang } from '../format/lang';
import { ScheduleFields } from './ScheduleFields';

export const ScheduleBurialButton = () => {
  const order = useRecordContext();
  const translate = useTranslate();
  const level = useLevel();
  const lang = useLang();
  const userId = useUserId();
  const [dialog, setDialog] = useState(false);
  const { run, pending } = useServerAction(() => setDialog(false));
  const [start, setStart] = useState('');
  const [duration, setDuration] = useState(String(DEFAULT_DURATION_MINUTES));
  const [crew, setCrew] = useState('');
  const [mine, setMine] = useState(true);
  const [opening, setOpening] = useState(true);
  const [inscription, setInscription] = useState(false);
  const [text, setText] = useState('');
  const work = appConfig.work_order;
  // The order's open burial, if any: the server refuses a second one, so the button says so.
  const workName = level === undefined ? 'work_order' : resourceNameForLevel('work_order', level, appConfig).name;
  const { data: burials } = useGetList(
    workName,
    { filter: { order_id: order?.id, kind: 'burial' }, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' } },
    { enabled: order?.status === 'paid' && work !== undefined },
  );
  const open = burials?.find((b) => !isClosed(b.status));
  if (!order || order.status !== 'paid' || !work || level === undefined || !canDo(work, level, 'create')) return null;
  const manager = isWorkManager(level);
  const submit = () =>
    run(
      () =>
        call(scheduleBurial, {
          order_id: Number(order.id),
          ...(start ? { scheduled_start: new Date(start).toISOString() } : {}),
          ...(Number(duration) > 0 ? { duration_minutes: Number(duration) } : {}),
          ...(manager && crew.trim() ? { crew: crew.trim() } : {}),
          ...(manager && mine && userId !== undefined ? { assignee_id: userId } : {}),
          opening,
          inscription,
          ...(inscription && text.trim() ? { inscription_text: text.trim() } : {}),
        }),
      (made) => ({ message: 'work.done.burial', args: { no: String(made.burial.work_no ?? made.burial.id) }, to: `/${resourceNameForLevel('work_order', level, appConfig).name}/${made.burial.id}` }),
    );
  return (
    <>
      <BlockedButton
        variant="contained"
        size="small"
        color="secondary"
        onClick={() => setDialog(true)}
        data-testid="schedule-burial"
        blockedReason={open ? errorMessage('work_burial_exists', lang, { no: String(open.work_no) }) : undefined}
      >
        {translate('work.burial.button')}
      </BlockedButton>
      <ActionDialog
        open={dialog}
        title={translate('work.burial.title', { no: String(order.order_no) })}
        onClose={() => setDialog(false)}
        onSubmit={() => void submit()}
        ready
        pending={pending}
        labels={{ cancel: translate('work.dialog.cancel'), submit: translate('work.dialog.submit') }}
        testId="schedule-burial-dialog"
        maxWidth="sm"
      >
        <Typography variant="body2" color="text.secondary">
          {translate(manager ? 'work.burial.hint_manager' : 'work.burial.hint_clerk')}
        </Typography>
        <ScheduleFields row start={start} onStart={setStart} minutes={duration} onMinutes={setDuration} labels={{ start: translate('work.burial.start'), duration: translate('work.burial.duration') }} />
        {manager && (
          <DialogRow sx={{ alignItems: { sm: 'center' } }}>
            <FormControlLabel control={<Checkbox checked={mine} onChange={(e) => setMine(e.target.checked)} name="assign_me" />} label={translate('work.burial.assign_me')} />
            <TextField size="small" label={translate('work.burial.crew')} value={crew} onChange={(e) => setCrew(e.target.value)} slotProps={{ htmlInput: { name: 'crew', maxLength: 100 } }} sx={{ flex: 1 }} />
          </DialogRow>
        )}
        <FormControlLabel control={<Checkbox checked={opening} onChange={(e) => setOpening(e.target.checked)} name="opening" />} label={translate('work.burial.opening')} />
        <FormControlLabel control={<Checkbox checked={inscription} onChange={(e) => setInscription(e.target.checked)} name="inscription" />} label={translate('work.burial.inscription')} />
        {inscription && (
          <TextArea name="inscription_text" minRows={3} label={translate('work.burial.inscription_text')} value={text} onChange={setText} maxLength={2000} />
        )}
      </ActionDialog>
    </>
  );
};
