/**
 * Today's work on a phone (/work/today, docs/work.md): the signed-in staff member's work orders
 * of the day in start order, each with its kind's colour, the plot's place and its cell on the
 * map, the start, and Start / Done with a photo. The moves are the server's (POST move: the
 * assignee starts and finishes their own work, managers any of their channel); the buttons run
 * the same shared rule first. Designed for 375 px; at 1366 the cards sit in columns.
 */
import AddAPhotoIcon from '@mui/icons-material/AddAPhotoOutlined';
import { placeName } from '../../config/placeName';
import CheckIcon from '@mui/icons-material/Check';
import MapIcon from '@mui/icons-material/MapOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Card, CardActions, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay, langOf } from '../../config/dates';
import { errorMessage } from '../i18n/configTexts';
import { WORK_KIND, WORK_STATUS, isBurialKind, moveRefusal } from '../../rules/work';
import { PHOTO_TYPES, photoRequired } from '../../rules/workPhotos';
import { appConfig } from '../../instance';
import { EnumChip } from '../builders/fields/EnumChip';
import { useLevel, useUserId } from '../builders/permissions/useLevel';
import { useLang } from '../format/lang';
import { moveWork } from '../../protocol/contracts/work';
import { call } from '../providers/call';
import { fetchPhotos, fetchToday, uploadPhoto, usePhotoUrl, type TodayWork } from './phoneApi';

const PLOT_STATUS = (() => {
  const f = appConfig.tomb_burialslot.fields.status;
  return f.type === 'enum' ? f.values : [];
})();

const kindOf = (kind: string) => WORK_KIND.find((k) => k.value === kind);

const time = (iso: string | null, locale: string): string =>
  iso ? new Date(iso).toLocaleTimeString(locale === 'zh' ? 'zh-CN' : locale, { hour: '2-digit', minute: '2-digit', hour12: false }) : '';

export const TodayPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const today = useQuery({ queryKey: ['workToday'], queryFn: fetchToday });
  const day = today.data?.day;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }} data-testid="work-today">
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {translate('workPhone.title')}
        {day && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {formatDay(day, langOf(locale))}
          </Typography>
        )}
      </Typography>
      {today.isPending && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} />
          <Typography variant="body2">{translate('workPhone.loading')}</Typography>
        </Stack>
      )}
      {today.error && (
        <Alert severity="error" action={<Button onClick={() => void today.refetch()}>{translate('workPhone.retry')}</Button>}>
          {translate('workPhone.load_error', { error: today.error.message })}
        </Alert>
      )}
      {today.data && today.data.rows.length === 0 && (
        <Alert severity="info" data-testid="work-today-empty">
          <strong>{translate('workPhone.empty')}</strong>
          <br />
          {translate('workPhone.empty_hint')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {today.data?.rows.map((w) => <WorkCard key={w.id} work={w} day={day} />)}
      </Box>
    </Box>
  );
};

const MapCell = ({ work }: { work: TodayWork }) => {
  const translate = useTranslate();
  const status = PLOT_STATUS.find((s) => s.value === work.plot_status);
  return (
    <Box
      component={RouterLink}
      to={`/dashboard?area=${work.area_id}&plot=${work.burialslot_id}`}
      aria-label={translate('workPhone.map_cell', { code: work.plot_code })}
      title={translate('workPhone.on_map')}
      data-testid="today-map-cell"
      data-status={work.plot_status}
      sx={{
        flexShrink: 0,
        width: 48,
        height: 48,
        borderRadius: 1,
        bgcolor: status?.color ?? '#c0c4cc',
        color: '#fff',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textDecoration: 'none',
        fontSize: 12,
        fontWeight: 600,
        lineHeight: 1.1,
        outline: '2px solid transparent',
        '&:focus-visible': { outline: '2px solid #1976d2', outlineOffset: 2 },
      }}
    >
      <span>#{work.column_no}</span>
      <MapIcon sx={{ fontSize: 16 }} aria-hidden />
    </Box>
  );
};

const Thumb = ({ id, alt }: { id: number; alt: string }) => {
  const url = usePhotoUrl(id);
  return url ? (
    <Box component="img" src={url} alt={alt} data-testid="today-photo" sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }} />
  ) : (
    <Box sx={{ width: 64, height: 64, borderRadius: 1, bgcolor: 'action.hover' }} />
  );
};

const WorkCard = ({ work, day }: { work: TodayWork; day?: string }) => {
  const translate = useTranslate();
  const lang = useLang();
  const level = useLevel();
  const userId = useUserId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'move' | 'upload' | undefined>();
  const [confirm, setConfirm] = useState<'done' | 'without' | undefined>();
  const photos = useQuery({ queryKey: ['workPhotos', work.id, work.photo_count], queryFn: () => fetchPhotos(work.id), enabled: work.photo_count > 0 });
  const kind = kindOf(work.kind);
  const refusal = (to: 'in_progress' | 'done') => moveRefusal(work, to, level, undefined, userId);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['workToday'] });
  const required = photoRequired(work.kind);
  const hasPhoto = work.photo_count > 0;

  const move = async (to: 'in_progress' | 'done') => {
    setBusy('move');
    try {
      await call(moveWork, { id: work.id, version: work.version, status: to });
      notify(`work.done.${to}`, { type: 'success', messageArgs: { no: String(work.work_no ?? work.id) } });
      setConfirm(undefined);
      await reload();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(undefined);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy('upload');
    try {
      await uploadPhoto(work.id, file);
      notify('workPhone.uploaded', { type: 'success' });
      await reload();
      // A photo taken to finish the work: ask to mark it done right away.
      if (work.status === 'in_progress') setConfirm('done');
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(undefined);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const place = placeName([work.area_name, work.room_name, work.shelf_name, work.plot_code]);
  const end = work.scheduled_start && work.duration_minutes ? new Date(Date.parse(work.scheduled_start) + work.duration_minutes * 60_000).toISOString() : null;
  const earlier = day !== undefined && work.scheduled_start !== null && work.scheduled_start.slice(0, 10) < day && work.status === 'in_progress';
  const startWhy = refusal('in_progress');
  const doneWhy = refusal('done');
  const open = work.status === 'scheduled' || work.status === 'in_progress';

  return (
    <Card variant="outlined" sx={{ borderLeft: `6px solid ${kind?.color ?? '#909399'}` }} data-testid="today-card" data-work={work.work_no} data-status={work.status}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="h6" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="today-time">
                {time(work.scheduled_start, lang)}
                {end ? `–${time(end, lang)}` : ''}
              </Typography>
              <EnumChip value={work.status} values={WORK_STATUS} />
            </Stack>
            {earlier && (
              <Typography variant="caption" color="warning.main">
                {translate('workPhone.earlier')} · {formatDay(work.scheduled_start, lang)}
              </Typography>
            )}
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              <Box component="span" sx={{ color: kind?.color }}>
                {kind ? kind.label[lang] : work.kind}
              </Box>{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: 14 }}>
                {work.work_no}
              </Box>
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="today-place">
              {place}
            </Typography>
            {(work.order_no || work.crew) && (
              <Typography variant="body2" color="text.secondary">
                {[work.order_no ? translate('workPhone.order', { no: work.order_no }) : '', work.crew ? translate('workPhone.crew', { crew: work.crew }) : ''].filter(Boolean).join(' · ')}
              </Typography>
            )}
            {work.notes && (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {work.notes}
              </Typography>
            )}
          </Box>
          <MapCell work={work} />
        </Stack>
        {(photos.data?.length ?? 0) > 0 && (
          <Stack direction="row" spacing={1} sx={{ mt: 1, overflowX: 'auto' }} aria-label={translate('workPhone.photos')}>
            {photos.data?.map((p, i) => <Thumb key={p.id} id={p.id} alt={translate('workPhone.photo_alt', { n: i + 1, no: work.work_no })} />)}
          </Stack>
        )}
        {work.status === 'in_progress' && !hasPhoto && (
          <Typography variant="caption" color={required ? 'warning.main' : 'text.secondary'} component="p" sx={{ mt: 0.5 }}>
            {translate(required ? 'workPhone.photo_required' : 'workPhone.photo_offered')}
          </Typography>
        )}
      </CardContent>
      {open && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, pt: 0, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          <input
            ref={fileInput}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            capture="environment"
            hidden
            data-testid="today-photo-input"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          {work.status === 'scheduled' && (
            <Button
              variant="contained"
              size="large"
              startIcon={busy === 'move' ? <CircularProgress size={18} color="inherit" /> : <PlayArrowIcon />}
              disabled={busy !== undefined || startWhy !== null}
              title={startWhy ? errorMessage(startWhy, lang) : undefined}
              onClick={() => void move('in_progress')}
              data-testid="today-start"
              sx={{ minHeight: 48, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              {translate('workPhone.start')}
            </Button>
          )}
          {work.status === 'in_progress' && (
            <>
              <Button
                variant="contained"
                color="success"
                size="large"
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : hasPhoto ? <CheckIcon /> : <AddAPhotoIcon />}
                disabled={busy !== undefined || doneWhy !== null}
                title={doneWhy ? errorMessage(doneWhy, lang) : undefined}
                onClick={() => (hasPhoto ? setConfirm('done') : fileInput.current?.click())}
                data-testid="today-done"
                sx={{ minHeight: 48, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
              >
                {translate(busy === 'upload' ? 'workPhone.uploading' : hasPhoto ? 'workPhone.done' : 'workPhone.done_photo')}
              </Button>
              {hasPhoto && (
                <Button variant="outlined" startIcon={<AddAPhotoIcon />} disabled={busy !== undefined} onClick={() => fileInput.current?.click()} sx={{ minHeight: 44 }}>
                  {translate('workPhone.add_photo')}
                </Button>
              )}
              {!hasPhoto && !required && (
                <Button variant="text" disabled={busy !== undefined || doneWhy !== null} onClick={() => setConfirm('without')} data-testid="today-done-without" sx={{ minHeight: 44 }}>
                  {translate('workPhone.done_without')}
                </Button>
              )}
            </>
          )}
        </CardActions>
      )}
      <Confirm
        isOpen={confirm !== undefined}
        loading={busy === 'move'}
        title={work.work_no}
        content={translate(confirm === 'without' ? 'workPhone.confirm_without' : isBurialKind(work.kind) ? 'workPhone.confirm_burial' : 'workPhone.confirm_done', { no: work.work_no })}
        confirm="workPhone.done"
        onConfirm={() => void move('done')}
        onClose={() => setConfirm(undefined)}
      />
    </Card>
  );
};
