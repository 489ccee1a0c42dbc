/**
 * Visit slots (/visit/admin/slotList): "Slots from a template" makes a range of days' slots in
 * one action (POST /index/admin.visit_slot/apply_template, src/server/visits/slots.ts): opening
 * hours split into slots, a quota per slot, per gate, with weekdays and days left closed.
 */
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormLabel, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { isVisitManager } from '../../rules/visits';
import { resourceNameForLevel } from '../../protocol/resourceName';
import { appConfig } from '../../instance';
import { useLevel } from '../builders/permissions/useLevel';
import { applySlotTemplate } from '../../protocol/contracts/visits';
import { call } from '../providers/call';
import { ApiCallError } from '../providers/http';

export const SlotTemplateButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const level = useLevel();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [form, setForm] = useState({ from: '', to: '', open: '08:00', close: '17:00', minutes: 60, quota: 1000, closed_days: '' });
  const [gates, setGates] = useState<number[]>([]);
  const [closedWeekdays, setClosedWeekdays] = useState<number[]>([]);
  const gateName = resourceNameForLevel('visit_gate', level, appConfig).name;
  const { data: gateRows } = useGetList(gateName, { pagination: { page: 1, perPage: 50 }, sort: { field: 'sort', order: 'ASC' } }, { enabled: open });
  if (!isVisitManager(level)) return null;
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: k === 'minutes' || k === 'quota' ? Number(e.target.value) : e.target.value }));
  const toggle = (list: number[], v: number) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
  const weekdays = translate('visits.template.weekdays').split(',');
  const apply = async () => {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      const closed = form.closed_days.split(/[,，\s]+/).filter(Boolean);
      const r = await call(applySlotTemplate, {
        from: form.from, to: form.to, open: form.open, close: form.close, minutes: form.minutes, quota: form.quota,
        gate_ids: gates, closed_weekdays: closedWeekdays, closed_days: closed,
      });
      notify(translate('visits.template.done', r), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (e) {
      setError((e as Error).message);
      if (e instanceof ApiCallError) setFieldErrors((e.data?.fields as Record<string, string> | undefined) ?? {});
    } finally {
      setBusy(false);
    }
  };
  const field = (k: keyof typeof form, type: string) => (
    <TextField
      label={translate(`visits.template.${k}`)}
      type={type}
      value={form[k]}
      onChange={set(k)}
      error={!!fieldErrors[k]}
      helperText={fieldErrors[k]}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
      required={k !== 'closed_days'}
    />
  );
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ m: 1 }}>
        {translate('visits.template.button')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('visits.template.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Stack direction="row" spacing={1}>
              {field('from', 'date')}
              {field('to', 'date')}
            </Stack>
            <Stack direction="row" spacing={1}>
              {field('open', 'time')}
              {field('close', 'time')}
            </Stack>
            <Stack direction="row" spacing={1}>
              {field('minutes', 'number')}
              {field('quota', 'number')}
            </Stack>
            <FormGroup>
              <FormLabel error={!!fieldErrors.gate_ids}>{translate('visits.template.gates')}</FormLabel>
              <Stack direction="row" flexWrap="wrap">
                {(gateRows ?? []).map((g) => (
                  <FormControlLabel key={g.id} control={<Checkbox checked={gates.includes(Number(g.id))} onChange={() => setGates((l) => toggle(l, Number(g.id)))} />} label={String(g.name)} />
                ))}
              </Stack>
            </FormGroup>
            <FormGroup>
              <FormLabel>{translate('visits.template.closed_weekdays')}</FormLabel>
              <Stack direction="row" flexWrap="wrap">
                {weekdays.map((w, i) => (
                  <FormControlLabel key={w} control={<Checkbox checked={closedWeekdays.includes(i)} onChange={() => setClosedWeekdays((l) => toggle(l, i))} />} label={w} />
                ))}
              </Stack>
            </FormGroup>
            {field('closed_days', 'text')}
            <Alert severity="info">{translate('visits.template.hint')}</Alert>
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('visits.template.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void apply()} disabled={busy || gates.length === 0 || !form.from || !form.to}>
            {translate('visits.template.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
