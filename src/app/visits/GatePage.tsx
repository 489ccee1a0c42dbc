/**
 * The gate (/visit/gate, docs/visits.md): on a staff phone, scan the booking's QR code (the
 * camera, ./scan.ts loaded only when opened) or type its code, see the booking, and check the
 * party in, whole or in part. The server decides (src/server/visits/gate.ts); the refusal it
 * would give is shown before the button, in the words of the shared rules.
 */
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { ErrorCode } from '../../rules/messages';
import { formatDay } from '../../config/dates';
import { errorMessage } from '../i18n/configTexts';
import { displayCode, isBookingCode, normaliseCode } from '../../rules/visits';
import { resourceNameForLevel } from '../../protocol/resourceName';
import { appConfig } from '../../instance';
import { useLevel } from '../builders/permissions/useLevel';
import { useLang } from '../format/lang';
import { useInlineCall } from '../kit/useServerAction';
import { gateCheckin, gateLookup } from '../../protocol/contracts/visits';
import { call } from '../providers/call';
import type { GateBooking as GateBookingAnswer, GateLookup } from '../../protocol/visits';
import { QrCamera } from './QrCamera';

/** The gate this phone stands at, remembered on the phone ('' = any gate). */
const GATE_KEY = 'visit-gate';

/** A looked-up booking carries its refusal; the answer of a check-in does not. */
type GateBooking = GateBookingAnswer & Partial<Pick<GateLookup, 'refusal' | 'refusalParams'>>;

export const GatePage = () => {
  const translate = useTranslate();
  const lang = useLang();
  const [code, setCode] = useState('');
  const [booking, setBooking] = useState<GateBooking | null>(null);
  const [people, setPeople] = useState(1);
  const { busy, failure: error, setFailure: setError, attempt } = useInlineCall();
  const [done, setDone] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const level = useLevel();
  const { data: gates } = useGetList(resourceNameForLevel('visit_gate', level, appConfig).name, { pagination: { page: 1, perPage: 50 }, sort: { field: 'sort', order: 'ASC' } });
  const [gateId, setGateId] = useState<string>(() => localStorage.getItem(GATE_KEY) ?? '');
  const chooseGate = (v: string) => {
    setGateId(v);
    localStorage.setItem(GATE_KEY, v);
  };

  const lookup = async (raw: string) => {
    const c = normaliseCode(raw.replace(/^.*\//, ''));
    setCode(c);
    setDone(null);
    setBooking(null);
    if (!isBookingCode(c)) return setError(errorMessage('visit_not_found', lang));
    const b = await attempt(true, () => call(gateLookup, { code: c, ...(gateId ? { gate_id: Number(gateId) } : {}) }));
    if (!b) return;
    setBooking(b);
    setPeople(Math.max(1, b.people - b.checked_in));
  };

  const checkIn = async () => {
    if (!booking) return;
    const b = await attempt(true, () => call(gateCheckin, { code: booking.code, people, ...(gateId ? { gate_id: Number(gateId) } : {}) }));
    if (!b) return;
    setBooking({ ...b, refusal: b.checked_in >= b.people ? 'visit_all_in' : null, refusalParams: { people: b.people } });
    setDone(translate('visits.gate.checked_in', { n: people }));
    setPeople(Math.max(1, b.people - b.checked_in));
  };

  const next = () => {
    setBooking(null);
    setCode('');
    setDone(null);
    setError(undefined);
    input.current?.focus();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void lookup(code);
  };
  const left = booking ? booking.people - booking.checked_in : 0;
  const refusal = booking?.refusal ? errorMessage(booking.refusal as ErrorCode, lang, booking.refusalParams as Record<string, string | number>) : null;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 560, mx: 'auto' }}>
      {(gates?.length ?? 0) > 1 && (
        <TextField select size="small" label={translate('visits.gate.my_gate')} value={gateId} onChange={(e) => chooseGate(e.target.value)} sx={{ mb: 2, minWidth: 200 }}>
          <MenuItem value="">{translate('visits.gate.any_gate')}</MenuItem>
          {(gates ?? []).map((g) => (
            <MenuItem key={g.id} value={String(g.id)}>
              {String(g.name)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack component="form" onSubmit={submit} direction="row" spacing={1} alignItems="flex-start" noValidate>
        <TextField
          inputRef={input}
          label={translate('visits.gate.code')}
          helperText={translate('visits.gate.code_hint')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', 'data-testid': 'gate-code' } }}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 56 }}>
          {translate('visits.gate.find')}
        </Button>
      </Stack>
      <Button sx={{ mt: 1, mb: 2 }} variant="outlined" fullWidth onClick={() => setScanning((s) => !s)}>
        {translate(scanning ? 'visits.gate.stop_scan' : 'visits.gate.scan')}
      </Button>
      {scanning && (
        <QrCamera
          hint={translate('visits.gate.scanning')}
          onCode={(c) => {
            setScanning(false);
            void lookup(c);
          }}
          onError={() => {
            setScanning(false);
            setError(translate('visits.gate.camera_error'));
          }}
        />
      )}
      {busy && <CircularProgress size={28} sx={{ display: 'block', mx: 'auto', my: 2 }} />}
      {error && (
        <Alert severity="error" sx={{ my: 1 }} role="alert">
          {error}
        </Alert>
      )}
      {done && (
        <Alert severity="success" sx={{ my: 1 }} data-testid="gate-done">
          {done}
        </Alert>
      )}
      {booking && (
        <Card variant="outlined" sx={{ mt: 1 }}>
          <CardContent>
            <Stack direction="row" justifyContent="space-between" alignItems="center">
              <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace' }}>
                {displayCode(booking.code)}
              </Typography>
              <Chip color={refusal ? 'error' : 'success'} label={refusal ? '✕' : translate('visits.gate.ok')} />
            </Stack>
            <Typography variant="h6" component="p" sx={{ mt: 1 }}>
              {booking.name} · {translate('visits.gate.people', { n: booking.people })}
            </Typography>
            <Typography>
              {translate('visits.gate.slot')}: {formatDay(booking.day, lang)} {booking.starts}–{booking.ends} · {booking.gate}
            </Typography>
            {booking.deceased && (
              <Typography>
                {translate('visits.gate.deceased')}: {booking.deceased} {booking.place ?? ''}
              </Typography>
            )}
            {booking.shuttle && (
              <Typography data-testid="gate-shuttle">
                {translate('visits.gate.shuttle', { departs: booking.shuttle.departs, route: booking.shuttle.route, seats: booking.shuttle.seats })}
              </Typography>
            )}
            <Typography color="text.secondary" data-testid="gate-entered">
              {translate('visits.gate.entered', { n: booking.checked_in, total: booking.people })}
            </Typography>
            {refusal && (
              <Alert severity="warning" sx={{ mt: 1 }} data-testid="gate-refusal">
                {refusal}
              </Alert>
            )}
            {!refusal && left > 0 && (
              <Stack direction="row" spacing={1} sx={{ mt: 2 }} alignItems="center">
                <TextField
                  type="number"
                  label={translate('visits.gate.admit')}
                  value={people}
                  onChange={(e) => setPeople(Math.min(left, Math.max(1, Math.floor(Number(e.target.value) || 1))))}
                  slotProps={{ htmlInput: { min: 1, max: left, inputMode: 'numeric', 'data-testid': 'gate-people' } }}
                  sx={{ width: 140 }}
                />
                <Button variant="contained" color="success" size="large" disabled={busy} onClick={() => void checkIn()} sx={{ flex: 1, minHeight: 56 }}>
                  {translate('visits.gate.check_in')}
                </Button>
              </Stack>
            )}
            <Button sx={{ mt: 2 }} fullWidth onClick={next}>
              {translate('visits.gate.next')}
            </Button>
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
