/**
 * A work order opened from the calendar (a click, or Enter on it): what, where, who, and for a
 * manager a start and duration to move it to (the keyboard's way to reschedule), plus a link to
 * the work order page.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDayTime } from '../../../config/dates';
import { WORK_KIND, WORK_STATUS } from '../../../rules/work';
import type { CalendarWork } from '../../../protocol/contracts/work';
import { resourceNameForLevel } from '../../../protocol/resourceName';
import { appConfig } from '../../../instance';
import { useLevel } from '../../builders/permissions/useLevel';
import { ScheduleFields } from '../ScheduleFields';
import { useLang } from '../../format/lang';

export type { CalendarWork };

const pad = (n: number): string => String(n).padStart(2, '0');
/** An instant as the value of a datetime-local input (local time). */
const localInput = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export const WorkDialog = ({ work, canMove, onClose, onSave }: { work: CalendarWork; canMove: boolean; onClose: () => void; onSave: (start: Date, minutes: number) => Promise<boolean> }) => {
  const translate = useTranslate();
  const lang = useLang();
  const level = useLevel();
  const [start, setStart] = useState(localInput(work.scheduled_start));
  const [minutes, setMinutes] = useState(String(work.duration_minutes ?? 60));
  const [pending, setPending] = useState(false);
  const kind = WORK_KIND.find((k) => k.value === work.kind);
  const status = WORK_STATUS.find((s) => s.value === work.status);
  const valid = start !== '' && !Number.isNaN(new Date(start).getTime()) && Number(minutes) >= 15 && Number(minutes) <= 1440;
  const path = `/${resourceNameForLevel('work_order', level, appConfig).name}/${work.id}`;
  const save = async () => {
    setPending(true);
    const saved = await onSave(new Date(start), Number(minutes));
    setPending(false);
    if (saved) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="work-dialog-title">
      <DialogTitle id="work-dialog-title">{translate('work_calendar.details', { no: work.work_no })}</DialogTitle>
      <DialogContent>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          <Typography>
            <b style={{ color: kind?.color }}>{kind?.label[lang] ?? work.kind}</b> · {status?.label[lang] ?? work.status}
          </Typography>
          <Typography variant="body2">{[work.area_name, work.plot_code].filter(Boolean).join(' · ')}</Typography>
          <Typography variant="body2">{formatDayTime(work.scheduled_start, lang)}</Typography>
          {(work.assignee_name || work.crew) && <Typography variant="body2">{[work.assignee_name, work.crew].filter(Boolean).join(' · ')}</Typography>}
          {work.notes && (
            <Typography variant="body2" color="text.secondary">
              {work.notes}
            </Typography>
          )}
        </Stack>
        {canMove ? (
          <ScheduleFields start={start} onStart={setStart} minutes={minutes} onMinutes={setMinutes} startStep={900} labels={{ start: translate('work_calendar.starts'), duration: translate('work_calendar.duration') }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('work_calendar.read_only')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button component={Link} to={path}>
          {translate('work_calendar.open')}
        </Button>
        <Button onClick={onClose}>{translate('work_calendar.close')}</Button>
        {canMove && (
          <Button variant="contained" onClick={() => void save()} disabled={!valid || pending} loading={pending}>
            {translate('work_calendar.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
