/**
 * A driver's manifest (/visit/driver, docs/visits.md "Shuttles"): on a phone, today's departure
 * (the driver's own vehicle's when the user is linked to one, else chosen), its bookings (code,
 * name initial, masked mobile, seats) and a tick for each party that boarded; boarded against
 * seats at the top. The server keeps the count (src/server/visits/shuttles.ts).
 */
import { Alert, Box, Button, Card, Checkbox, Chip, LinearProgress, List, ListItem, ListItemButton, ListItemIcon, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { displayCode } from '../../rules/visits';
import type { DriverManifest } from '../../protocol/visits';
import { boardShuttle, driverManifest } from '../../protocol/contracts/visits';
import { call } from '../providers/call';

/** The manifest refreshes on its own while the page is open (bookings keep coming until departure). */
const REFRESH_MS = 20_000;

export const DriverPage = () => {
  const translate = useTranslate();
  const [data, setData] = useState<DriverManifest | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async (id: number | null) => {
    try {
      const m = await call(driverManifest, id === null ? {} : { departure_id: id });
      setData(m);
      setChosen(m.departure_id);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);

  useEffect(() => {
    void load(chosen);
    const t = window.setInterval(() => void load(chosen), REFRESH_MS);
    return () => window.clearInterval(t);
  }, [load, chosen]);

  const tick = async (code: string, boarded: boolean) => {
    if (chosen === null) return;
    setBusy(code);
    try {
      setData(await call(boardShuttle, { departure_id: chosen, code, boarded }));
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const dep = data?.departures.find((d) => d.id === chosen) ?? null;
  const boardedSeats = data?.rows.filter((r) => r.boarded).reduce((s, r) => s + r.seats, 0) ?? 0;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 560, mx: 'auto' }}>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {error}
        </Alert>
      )}
      {data && data.departures.length === 0 && <Alert severity="info">{translate('visits.driver.none_today')}</Alert>}
      {data && data.departures.length > 0 && (
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            select
            fullWidth
            label={translate('visits.driver.departure')}
            value={chosen === null ? '' : String(chosen)}
            onChange={(e) => setChosen(Number(e.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'driver-departure' } }}
          >
            {data.departures.map((d) => (
              <MenuItem key={d.id} value={String(d.id)}>
                {d.departs} · {d.route} · {d.vehicle}
                {d.plate ? ` (${d.plate})` : ''}
                {d.mine ? ` · ${translate('visits.driver.mine')}` : ''}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={() => void load(chosen)} sx={{ alignSelf: 'stretch', flexShrink: 0 }}>
            {translate('visits.driver.refresh')}
          </Button>
        </Stack>
      )}
      {data && data.departures.length > 0 && !dep && (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {translate('visits.driver.choose')}
        </Typography>
      )}
      {dep && (
        <Card variant="outlined" sx={{ mt: 2, p: 2 }}>
          <Stack direction="row" justifyContent="space-between" alignItems="baseline" flexWrap="wrap" gap={1}>
            <Typography variant="h4" component="p" data-testid="driver-boarded" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {translate('visits.driver.boarded', { n: boardedSeats, seats: dep.seats })}
            </Typography>
            {dep.mine && <Chip size="small" color="primary" label={translate('visits.driver.mine')} />}
          </Stack>
          <LinearProgress variant="determinate" value={dep.seats > 0 ? Math.min(100, (boardedSeats / dep.seats) * 100) : 0} sx={{ my: 1, height: 8, borderRadius: 4 }} />
          <Typography color="text.secondary">
            {dep.departs} · {dep.route} · {dep.vehicle} · {translate('visits.driver.booked', { n: dep.booked })}
          </Typography>
        </Card>
      )}
      {dep && data && data.rows.length === 0 && (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {translate('visits.driver.no_bookings')}
        </Typography>
      )}
      {dep && data && data.rows.length > 0 && (
        <List sx={{ mt: 1 }} data-testid="driver-manifest">
          {data.rows.map((r) => (
            <ListItem key={r.code} disablePadding divider>
              <ListItemButton onClick={() => void tick(r.code, !r.boarded)} disabled={busy === r.code} sx={{ minHeight: 64 }}>
                <ListItemIcon>
                  <Checkbox edge="start" checked={r.boarded} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-label': `${translate('visits.driver.tick')} ${displayCode(r.code)}` } }} />
                </ListItemIcon>
                <ListItemText
                  primary={<span style={{ fontFamily: 'monospace', fontSize: '1.1rem' }}>{displayCode(r.code)}</span>}
                  secondary={`${r.name} · ${r.mobile}`}
                />
                <Typography variant="h6" component="span" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
                  {translate('visits.driver.seats', { n: r.seats })}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
