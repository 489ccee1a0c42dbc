/**
 * Create a shelf's plots from a range in one action: pick the row, the code prefix and the
 * columns from..to, the type and price; "Preview" asks the server which plots that makes (and
 * which codes already exist), and only an unchanged, clean preview can be created.
 */
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { EnumSelect } from '../kit/EnumSelect';
import type { BodyOf } from '../../protocol/contract';
import { bulkCreatePlots } from '../../protocol/contracts/plots';
import { call } from '../providers/call';
import { ApiCallError } from '../providers/http';
import { bulkBody, defaultsForShelf, emptyBulkForm, sameForm, type BulkAnswer, type BulkForm } from './bulkPlots';
import { PLOT_TYPES } from './plotEnums';
import type { AreaMap } from './types';

interface Props {
  map: AreaMap;
  /** The shelf to start with (the selected plot's). */
  shelfId?: number;
  onClose: () => void;
  onCreated: () => void;
}

/** Chips shown in the preview before "and N more". */
const PREVIEW_CHIPS = 40;

export const BulkPlotsDialog = ({ map, shelfId, onClose, onCreated }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const shelfById = (id: number | undefined) => map.shelves.find((s) => s.id === id);
  const [form, setForm] = useState<BulkForm>(() => defaultsForShelf(map, shelfById(shelfId ?? map.shelves[0]?.id), emptyBulkForm()));
  const [preview, setPreview] = useState<{ form: BulkForm; answer: BulkAnswer }>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [pending, setPending] = useState(false);
  const set = (patch: Partial<BulkForm>) => setForm((f) => ({ ...f, ...patch }));
  const roomName = (roomId: number) => map.rooms.find((r) => r.id === roomId)?.name ?? '';

  const send = async (asPreview: boolean) => {
    setPending(true);
    setErrors({});
    setMessage(undefined);
    try {
      const answer = await call(bulkCreatePlots, bulkBody(form, asPreview) as BodyOf<typeof bulkCreatePlots>);
      if (asPreview) setPreview({ form, answer });
      else {
        notify('map.bulk.created', { type: 'success', messageArgs: { count: answer.created?.length ?? 0 } });
        onCreated();
      }
    } catch (e) {
      setPreview(undefined);
      setMessage((e as Error).message);
      if (e instanceof ApiCallError && e.data?.fields) setErrors(e.data.fields);
    } finally {
      setPending(false);
    }
  };

  const fresh = preview && sameForm(form, preview.form) ? preview.answer : undefined;
  const canCreate = fresh !== undefined && fresh.duplicates.length === 0 && fresh.rows.length > 0 && !pending;
  const field = (name: keyof BulkForm, server: string, type = 'text') => ({
    size: 'small' as const,
    value: form[name],
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
    label: translate(`map.bulk.${server}`),
    error: errors[server] !== undefined,
    helperText: errors[server],
    type,
    slotProps: { htmlInput: { name: server } },
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="bulk-plots-dialog">
      <DialogTitle>{translate('map.bulk.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            {...field('shelfId', 'shelf_id')}
            onChange={(e) => setForm((f) => defaultsForShelf(map, shelfById(Number(e.target.value)), f))}
          >
            {map.shelves.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {`${roomName(s.room_id)} / ${s.name}`}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr 1fr' } }}>
            <TextField {...field('prefix', 'code_prefix')} sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }} />
            <TextField {...field('from', 'from', 'number')} />
            <TextField {...field('to', 'to', 'number')} />
            <TextField {...field('pad', 'pad', 'number')} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <EnumSelect name="type" label={translate('map.bulk.type')} values={PLOT_TYPES} value={form.type} onChange={(type) => set({ type })} />
            <TextField {...field('price', 'price', 'number')} />
            {form.type === 'family' && <TextField {...field('capacity', 'capacity', 'number')} />}
          </Box>
          {message && <Alert severity="error">{message}</Alert>}
          {fresh && (
            <Box data-testid="bulk-preview">
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('map.bulk.preview_count', { count: fresh.rows.length, first: fresh.rows[0]?.code ?? '', last: fresh.rows.at(-1)?.code ?? '' })}
              </Typography>
              {fresh.duplicates.length > 0 && (
                <Alert severity="warning" sx={{ mb: 1 }}>
                  {translate('map.bulk.duplicates', { codes: fresh.duplicates.slice(0, 10).join(', '), count: fresh.duplicates.length })}
                </Alert>
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxHeight: 160, overflow: 'auto' }}>
                {fresh.rows.slice(0, PREVIEW_CHIPS).map((r) => (
                  <Chip key={r.code} size="small" label={r.code} color={fresh.duplicates.includes(r.code) ? 'warning' : 'default'} />
                ))}
                {fresh.rows.length > PREVIEW_CHIPS && <Chip size="small" variant="outlined" label={translate('map.bulk.more', { count: fresh.rows.length - PREVIEW_CHIPS })} />}
              </Box>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('map.bulk.cancel')}</Button>
        <Button onClick={() => send(true)} disabled={pending}>
          {translate('map.bulk.preview')}
        </Button>
        <Button variant="contained" onClick={() => send(false)} disabled={!canCreate}>
          {translate('map.bulk.create', { count: fresh?.rows.length ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
