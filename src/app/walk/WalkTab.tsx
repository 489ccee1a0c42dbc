/** The walk itself: find a plot (scan or type), see its records, confirm or flag; progress per area below. */
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { placeName } from '../../config/placeName';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatDay, formatDayTime } from '../../config/dates';
import type { Lang } from '../../config/types';
import { WALK_CODE_MAX, WALK_NOTE_MAX, WALK_RESULT } from '../../rules/walk';
import { appConfig } from '../../instance';
import type { WalkArea, WalkPlot } from '../../protocol/walk';
import { useLang } from '../format/lang';
import { useAsync } from '../print/components/useAsync';
import { TextArea } from '../kit/TextArea';
import { useInlineCall } from '../kit/useServerAction';
import { QrCamera } from '../visits/QrCamera';
import { fetchAreas, findPlot, sendCheck, sendFlagPhoto } from './walkApi';

const plotStatus = (value: string, lang: Lang) => {
  const hit = appConfig.tomb_burialslot.fields.status.values.find((v) => v.value === value);
  return { label: hit?.label[lang] ?? value, color: hit?.color ?? '#909399' };
};
const resultLabel = (value: string, lang: Lang) => WALK_RESULT.find((r) => r.value === value)?.label[lang] ?? value;

const AreaProgress = ({ area }: { area: WalkArea }) => {
  const translate = useTranslate();
  const share = area.plots === 0 ? 0 : Math.round((area.checked / area.plots) * 100);
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }} data-testid={`walk-area-${area.code}`}>
      <Stack direction="row" spacing={1} alignItems="baseline">
        <Typography sx={{ flex: 1, fontWeight: 500 }}>{area.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('walk.progress', { checked: area.checked, plots: area.plots })}
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={share} sx={{ my: 0.5, height: 6, borderRadius: 3 }} aria-label={area.name} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" color="success" variant="outlined" label={translate('walk.confirmed', { n: area.confirmed })} />
        <Chip size="small" color="error" variant="outlined" label={translate('walk.flagged', { n: area.flagged })} />
        {area.open > 0 && <Chip size="small" color="warning" label={translate('walk.open', { n: area.open })} />}
      </Stack>
    </Box>
  );
};

const PlotRecords = ({ found }: { found: WalkPlot }) => {
  const translate = useTranslate();
  const lang = useLang();
  const { plot, occupants, holder, checks } = found;
  const status = plotStatus(plot.status, lang);
  const place = placeName([plot.area_name, plot.room_name, plot.shelf_name]);
  return (
    <>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
        <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace', flex: 1 }} data-testid="walk-plot-code">
          {plot.code}
        </Typography>
        <Chip size="small" label={status.label} sx={{ bgcolor: status.color, color: '#fff' }} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {place} · {translate('walk.capacity', { n: plot.capacity })}
      </Typography>
      <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
        {translate('walk.occupants')}
      </Typography>
      {occupants.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('walk.no_occupants')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {occupants.map((o) => (
            <li key={o.id}>
              <Typography variant="body2">
                <b>{o.name}</b>{' '}
                {[
                  o.birth_date && translate('walk.born', { date: formatDay(o.birth_date, lang) }),
                  o.death_date && translate('walk.died', { date: formatDay(o.death_date, lang) }),
                  o.burial_date && translate('walk.buried', { date: formatDay(o.burial_date, lang) }),
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
        {translate('walk.holder')}
      </Typography>
      <Typography variant="body2" color={holder ? 'text.primary' : 'text.secondary'}>
        {holder ? [holder.name, holder.order_no && translate('walk.order', { no: holder.order_no })].filter(Boolean).join(' · ') : translate('walk.no_holder')}
      </Typography>
      {checks.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
            {translate('walk.last_checks')}
          </Typography>
          {checks.slice(0, 3).map((c) => (
            <Typography key={c.id} variant="body2" color="text.secondary">
              {resultLabel(c.result, lang)} · {translate('walk.checked_by', { name: c.checked_by_name ?? '—', at: formatDayTime(c.checked_at, lang) })}
              {c.note ? ` · ${c.note}` : ''}
            </Typography>
          ))}
        </>
      )}
    </>
  );
};

export const WalkTab = () => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [found, setFound] = useState<WalkPlot | null>(null);
  const [flagging, setFlagging] = useState(false);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [round, setRound] = useState(0);
  const { busy, failure, setFailure, attempt } = useInlineCall<'find' | 'send'>();
  const input = useRef<HTMLInputElement>(null);
  const areas = useAsync(String(round), fetchAreas);

  const lookup = async (text: string) => {
    setDone(null);
    setWarning(null);
    setFound(null);
    setFlagging(false);
    if (!text.trim()) return;
    const plot = await attempt('find', () => findPlot(text));
    if (plot) {
      setFound(plot);
      setCode(plot.plot.code);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void lookup(code);
  };
  const next = () => {
    setFound(null);
    setCode('');
    setNote('');
    setPhoto(null);
    setFlagging(false);
    setRound((r) => r + 1);
    input.current?.focus();
  };
  const confirm = async () => {
    if (!found) return;
    const check = await attempt('send', () => sendCheck(found.plot.id, 'confirmed'));
    if (!check) return;
    const c = found.plot.code;
    next();
    setDone(translate('walk.confirmed_done', { code: c }));
  };
  const flag = async () => {
    if (!found) return;
    const check = await attempt('send', () => sendCheck(found.plot.id, 'flagged', note.trim()));
    if (!check) return;
    if (photo) {
      try {
        await sendFlagPhoto(check.id, photo);
      } catch (e) {
        setWarning(translate('walk.photo_failed', { error: e instanceof Error ? e.message : String(e) }));
      }
    }
    const c = found.plot.code;
    next();
    setDone(translate('walk.flagged_done', { code: c }));
  };
  const onCode = useCallback((text: string) => {
    setScanning(false);
    void lookup(text);
    // lookup only uses state setters and the current call
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onCameraError = useCallback(() => {
    setScanning(false);
    setFailure(translate('walk.camera_error'));
  }, [setFailure, translate]);

  return (
    <>
      <Stack component="form" onSubmit={submit} direction="row" spacing={1} alignItems="flex-start" noValidate>
        <TextField
          inputRef={input}
          label={translate('walk.code')}
          helperText={translate('walk.code_hint')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { maxLength: WALK_CODE_MAX, autoCapitalize: 'characters', 'data-testid': 'walk-code' } }}
        />
        <Button type="submit" variant="contained" disabled={busy !== undefined} sx={{ minHeight: 56 }} data-testid="walk-find">
          {translate('walk.find')}
        </Button>
      </Stack>
      <Button sx={{ mt: 1, mb: 2 }} variant="outlined" fullWidth onClick={() => setScanning((s) => !s)}>
        {translate(scanning ? 'walk.stop_scan' : 'walk.scan')}
      </Button>
      {scanning && <QrCamera hint={translate('walk.scanning')} onCode={onCode} onError={onCameraError} />}
      {busy === 'find' && <CircularProgress size={28} sx={{ display: 'block', mx: 'auto', my: 2 }} />}
      {failure && (
        <Alert severity="error" sx={{ my: 1 }} role="alert">
          {failure}
        </Alert>
      )}
      {done && (
        <Alert severity="success" sx={{ my: 1 }} data-testid="walk-done">
          {done}
        </Alert>
      )}
      {warning && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {warning}
        </Alert>
      )}
      {found && (
        <Card variant="outlined" sx={{ my: 1 }} data-testid="walk-plot">
          <CardContent>
            <PlotRecords found={found} />
            {!flagging ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
                <Button variant="contained" color="success" size="large" fullWidth disabled={busy !== undefined} onClick={() => void confirm()} data-testid="walk-confirm">
                  {translate('walk.confirm')}
                </Button>
                <Button variant="outlined" color="error" size="large" fullWidth disabled={busy !== undefined} onClick={() => setFlagging(true)} data-testid="walk-flag">
                  {translate('walk.flag')}
                </Button>
              </Stack>
            ) : (
              <Stack spacing={1.5} sx={{ mt: 2 }}>
                <Typography variant="subtitle1">{translate('walk.flag_title', { code: found.plot.code })}</Typography>
                <TextArea name="note" label={translate('walk.note')} helperText={translate('walk.note_hint')} value={note} onChange={setNote} maxLength={WALK_NOTE_MAX} minRows={3} required />
                <Button variant="outlined" component="label">
                  {photo ? translate('walk.photo_chosen', { name: photo.name }) : translate('walk.photo')}
                  <input hidden type="file" accept="image/jpeg,image/png,image/webp" capture="environment" onChange={(e) => setPhoto(e.target.files?.[0] ?? null)} data-testid="walk-photo" />
                </Button>
                <Stack direction="row" spacing={1}>
                  <Button onClick={() => setFlagging(false)}>{translate('walk.cancel')}</Button>
                  <Button variant="contained" color="error" sx={{ flex: 1 }} disabled={busy !== undefined || !note.trim()} onClick={() => void flag()} data-testid="walk-send-flag">
                    {translate('walk.send_flag')}
                  </Button>
                </Stack>
              </Stack>
            )}
          </CardContent>
        </Card>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('walk.areas')}
      </Typography>
      {areas.loading && !areas.data && <Typography variant="body2">{translate('walk.loading')}</Typography>}
      {areas.error && (
        <Alert severity="error" role="alert">
          {areas.error.message}
        </Alert>
      )}
      {areas.data && areas.data.length === 0 && <Typography variant="body2">{translate('walk.no_areas')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(areas.data ?? []).map((a) => (
          <AreaProgress key={a.id} area={a} />
        ))}
      </Box>
    </>
  );
};
