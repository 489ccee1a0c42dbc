/**
 * /work/calendar (levels 2, 4, 5, 6; docs/work.md "Calendar"): the channel's work orders by
 * month, week, day or as a list (the list and the day on a phone), coloured by kind (the
 * config's colours), filtered by kind, area and assignee or crew; the working hours shaded,
 * closed days greyed and peak days marked (settings). Dragging or resizing a work order saves
 * its new time through the generic update, where the server checks double bookings and the
 * working hours in the write's transaction; a refusal puts it back and shows the server's
 * translated reason. The browser runs the same hours rule first (src/rules/work.ts) for
 * immediate feedback. Keyboard: Tab to a work order, Enter opens it with a time field.
 * FullCalendar is loaded only with this page (src/app/pageRegistry.tsx).
 */
import type { DateSelectArg, EventApi, EventClickArg, EventContentArg, EventDropArg, EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import jaLocale from '@fullcalendar/core/locales/ja';
import zhLocale from '@fullcalendar/core/locales/zh-cn';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Alert, Box, FormControl, InputLabel, MenuItem, Select, Stack, Typography, useMediaQuery } from '@mui/material';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatDay } from '../../../config/dates';
import { DEFAULT_WORK_HOURS, WORK_KIND, hoursRefusal, isClosed, isWorkManager, type WorkKind } from '../../../rules/work';
import { errorMessage } from '../../i18n/configTexts';
import { useLevel } from '../../builders/permissions/useLevel';
import { useLang } from '../../format/lang';
import { ToggleChips } from '../../map/ToggleChips';
import { workCalendar, type CalendarReply } from '../../../protocol/contracts/work';
import { call } from '../../providers/call';
import { FeedButton } from './FeedButton';
import { WorkDialog, type CalendarWork } from './WorkDialog';

const LOCALES = { zh: zhLocale, es: esLocale, ja: jaLocale, en: undefined } as const;
const KIND_OF = new Map(WORK_KIND.map((k) => [k.value as string, k]));

const pad = (n: number): string => String(n).padStart(2, '0');
const dayKey = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const earlier = (a: string, b: string): string => (a < b ? a : b);
const later = (a: string, b: string): string => (a > b ? a : b);

export const WorkCalendarPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const lang = useLang();
  const level = useLevel();
  const manager = isWorkManager(level);
  const phone = useMediaQuery('(max-width:599.95px)');
  const calendar = useRef<FullCalendar>(null);
  const [kinds, setKinds] = useState<readonly WorkKind[]>(WORK_KIND.map((k) => k.value));
  const [area, setArea] = useState<number | ''>('');
  const [who, setWho] = useState('');
  const [reply, setReply] = useState<CalendarReply | undefined>();
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState<CalendarWork | undefined>();
  const hours = reply?.hours ?? DEFAULT_WORK_HOURS;

  const refetch = () => calendar.current?.getApi().refetchEvents();

  /** The assignees and crews seen in the period: the "who" filter's choices. */
  const people = useMemo(() => {
    const names = new Map<string, string>();
    for (const e of reply?.events ?? []) {
      if (e.assignee_id !== null && e.assignee_name) names.set(`u:${e.assignee_id}`, e.assignee_name);
      if (e.crew?.trim()) names.set(`c:${e.crew.trim()}`, translate('work_calendar.crew', { crew: e.crew.trim() }));
    }
    if (who && !names.has(who)) names.set(who, who.startsWith('c:') ? translate('work_calendar.crew', { crew: who.slice(2) }) : who);
    return [...names.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [reply, who, translate]);

  const source = useCallback(
    (info: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (e: Error) => void) => {
      setLoading(true);
      call(workCalendar, {
        from: info.start.toISOString(),
        to: info.end.toISOString(),
        kinds,
        ...(area === '' ? {} : { area_id: area }),
        ...(who.startsWith('u:') ? { assignee_id: Number(who.slice(2)) } : who.startsWith('c:') ? { crew: who.slice(2) } : {}),
      })
        .then((data) => {
          setReply(data);
          const events: EventInput[] = data.events.map((w) => {
            const kind = KIND_OF.get(w.kind);
            const start = new Date(w.scheduled_start);
            const movable = manager && !isClosed(w.status) && w.status !== 'in_progress';
            return {
              id: String(w.id),
              title: `${kind?.label[lang] ?? w.kind} · ${w.plot_code}`,
              start,
              end: new Date(start.getTime() + (w.duration_minutes ?? 60) * 60_000),
              backgroundColor: kind?.color,
              borderColor: kind?.color,
              textColor: '#fff',
              editable: movable,
              classNames: [`work-${w.status}`],
              extendedProps: { work: w },
            };
          });
          // Closed days greyed and peak days marked, across the period shown.
          const marks: EventInput[] = [];
          for (let d = new Date(info.start); d < info.end; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) {
            const key = dayKey(d);
            if (data.hours.closedDays.includes(key) || data.hours.closedWeekdays.includes(d.getDay()))
              marks.push({ start: key, allDay: true, display: 'background', backgroundColor: 'rgba(110, 110, 110, 0.35)', title: translate('work_calendar.closed'), classNames: ['work-closed-day'] });
            else if (data.hours.peakDays.includes(key))
              marks.push({ start: key, allDay: true, display: 'background', backgroundColor: 'rgba(245, 108, 108, 0.2)', title: translate('work_calendar.peak'), classNames: ['work-peak-day'] });
          }
          success([...events, ...marks]);
        })
        .catch((e: Error) => {
          notify(e.message || 'ra.notification.http_error', { type: 'error' });
          failure(e);
        })
        .finally(() => setLoading(false));
    },
    [kinds, area, who, manager, lang, notify, translate],
  );

  /** Save a new time (drag, resize or the dialog): the server decides; a refusal puts it back. */
  const reschedule = async (work: CalendarWork, start: Date, minutes: number, revert?: () => void): Promise<boolean> => {
    const local = hoursRefusal(start.toISOString(), minutes, hours);
    if (local) {
      revert?.();
      const params: Record<string, string> = local.code === 'work_closed_day' ? { day: formatDay(local.day, lang) } : { start: local.start, end: local.end };
      notify(errorMessage(local.code, lang, params), { type: 'error' });
      return false;
    }
    try {
      await dataProvider.update('work_order', { id: work.id, data: { scheduled_start: start.toISOString(), duration_minutes: minutes }, previousData: work });
      notify(translate('work_calendar.saved', { no: work.work_no }), { type: 'success' });
      refetch();
      return true;
    } catch (e) {
      revert?.();
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error', autoHideDuration: 8000 });
      refetch();
      return false;
    }
  };

  const moved = (info: EventDropArg | EventResizeDoneArg) => {
    const ev = info.event;
    const work = ev.extendedProps.work as CalendarWork;
    const start = ev.start ?? new Date(work.scheduled_start);
    const minutes = ev.end ? Math.round((ev.end.getTime() - start.getTime()) / 60_000) : (work.duration_minutes ?? 60);
    void reschedule(work, start, Math.max(15, Math.min(1440, minutes)), info.revert);
  };

  const mounted = ({ el, event }: { el: HTMLElement; event: EventApi }) => {
    const work = event.extendedProps.work as CalendarWork | undefined;
    if (!work) return;
    // The keyboard path: every work order is a tab stop; Enter or Space opens it.
    el.tabIndex = 0;
    el.setAttribute('role', 'button');
    el.setAttribute('data-work-no', work.work_no);
    el.setAttribute('aria-label', `${event.title} ${work.assignee_name ?? work.crew ?? ''}`.trim());
    el.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        setOpen(work);
      }
    });
  };

  const content = (arg: EventContentArg) => {
    const work = arg.event.extendedProps.work as CalendarWork | undefined;
    // A closed or peak day's mark: its label.
    if (!work) return <span className="fc-event-title">{arg.event.title}</span>;
    const person = work.assignee_name ?? work.crew ?? '';
    return (
      <Box sx={{ overflow: 'hidden', lineHeight: 1.25, px: 0.25, fontSize: 12 }}>
        {arg.timeText && <b>{arg.timeText} </b>}
        <span>{arg.event.title}</span>
        {person && <span style={{ opacity: 0.9 }}> · {person}</span>}
      </Box>
    );
  };

  const minTime = earlier('07:00', hours.start === '00:00' ? '07:00' : hours.start);
  const maxTime = later('19:00', hours.end === '24:00' ? '19:00' : hours.end);
  const openDays = [0, 1, 2, 3, 4, 5, 6].filter((d) => !hours.closedWeekdays.includes(d));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }} data-testid="work-calendar">
      <Title title={translate('work_calendar.title')} />
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} sx={{ mb: 1 }} alignItems="center">
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.5} role="group" aria-label={translate('work_calendar.kinds')} sx={{ flex: '1 1 420px', minWidth: 0 }}>
          <ToggleChips
            values={WORK_KIND}
            selected={kinds}
            onChange={setKinds}
            data="kind"
            look={(k, on) => ({ sx: { bgcolor: on ? k.color : 'transparent', color: on ? '#fff' : 'text.secondary', border: `1px solid ${k.color}`, '&:hover': { bgcolor: on ? k.color : undefined } } })}
          />
        </Stack>
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} alignItems="center" sx={{ flex: { xs: '1 1 100%', md: '0 1 auto' }, minWidth: 0 }}>
          <FormControl size="small" sx={{ minWidth: 120, flex: { xs: '1 1 120px', md: '0 0 150px' } }}>
            <InputLabel id="work-calendar-area">{translate('work_calendar.area')}</InputLabel>
            <Select labelId="work-calendar-area" label={translate('work_calendar.area')} value={String(area)} onChange={(e) => setArea(e.target.value === '' ? '' : Number(e.target.value))} name="area">
              <MenuItem value="">{translate('work_calendar.all_areas')}</MenuItem>
              {(reply?.areas ?? []).map((a) => (
                <MenuItem key={a.id} value={String(a.id)}>
                  {a.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 120, flex: { xs: '1 1 120px', md: '0 0 190px' } }}>
            <InputLabel id="work-calendar-who">{translate('work_calendar.who')}</InputLabel>
            <Select labelId="work-calendar-who" label={translate('work_calendar.who')} value={who} onChange={(e) => setWho(String(e.target.value))} name="who">
              <MenuItem value="">{translate('work_calendar.everyone')}</MenuItem>
              {people.map(([key, name]) => (
                <MenuItem key={key} value={key}>
                  {name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FeedButton />
        </Stack>
      </Stack>
      {manager && !phone && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('work_calendar.hint')}
        </Typography>
      )}
      {reply?.truncated && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('work_calendar.truncated')}
        </Alert>
      )}
      <Box
        aria-busy={loading}
        sx={{
          '& .fc': { fontSize: { xs: 13, sm: 14 } },
          '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
          '& .fc .fc-toolbar-title': { fontSize: { xs: 16, sm: 20 } },
          '& .fc .fc-button': { textTransform: 'none', py: { xs: 0.5 } },
          '& .fc-timegrid-event .fc-event-main': { overflow: 'hidden' },
          '& .fc-event.work-done': { opacity: 0.6 },
          '& .fc-event.work-requested': { backgroundImage: 'repeating-linear-gradient(45deg, rgba(255,255,255,.25) 0 4px, transparent 4px 8px)' },
          '& .fc-event:focus-visible': { outline: '3px solid #1976d2', outlineOffset: 1 },
          '& .fc .fc-bg-event': { opacity: 1 },
          '& .fc-bg-event .fc-event-title': { color: '#222', fontStyle: 'normal', fontSize: 11, fontWeight: 600, m: 0.5, display: 'block' },
        }}
      >
        <FullCalendar
          ref={calendar}
          key={phone ? 'phone' : 'desk'}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          locale={LOCALES[lang]}
          initialView={phone ? 'listWeek' : 'timeGridWeek'}
          headerToolbar={phone ? { left: 'prev,next', center: 'title', right: 'today timeGridDay,listWeek' } : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }}
          height="auto"
          buttonIcons={false}
          buttonText={{ prev: '‹', next: '›' }}
          eventDisplay="block"
          dayHeaderFormat={phone ? { weekday: 'short', day: 'numeric' } : undefined}
          allDaySlot={false}
          nowIndicator
          slotMinTime={`${minTime}:00`}
          slotMaxTime={`${maxTime}:00`}
          slotDuration="00:30:00"
          snapDuration="00:15:00"
          businessHours={{ daysOfWeek: openDays, startTime: hours.start, endTime: hours.end }}
          dayMaxEvents={4}
          eventStartEditable={manager}
          eventDurationEditable={manager}
          events={source}
          eventDrop={moved}
          eventResize={moved}
          eventClick={(info: EventClickArg) => {
            const work = info.event.extendedProps.work as CalendarWork | undefined;
            if (work) setOpen(work);
          }}
          eventDidMount={mounted}
          eventContent={content}
          noEventsContent={translate('work_calendar.empty')}
          selectable={false}
          select={(_: DateSelectArg) => undefined}
        />
      </Box>
      {open && <WorkDialog work={open} canMove={manager && !isClosed(open.status) && open.status !== 'in_progress'} onClose={() => setOpen(undefined)} onSave={(start, minutes) => reschedule(open, start, minutes)} />}
    </Box>
  );
};
