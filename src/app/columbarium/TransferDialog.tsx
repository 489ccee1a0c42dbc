/** "Move" a stored deposit to another niche with room (POST admin.ash_deposit/transfer); the server checks the room under its locks. */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ashCall, fieldErrorsOf } from './api';

interface Niche {
  id: number;
  code: string;
  capacity: number;
  stored: number;
}

export const TransferDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const deposit = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const { data, isPending } = useGetList<Niche>('ash_niche', { pagination: { page: 1, perPage: 500 }, sort: { field: 'code', order: 'ASC' } }, { enabled: open });
  const free = useMemo(() => (data ?? []).filter((n) => Number(n.stored) < Number(n.capacity) && n.id !== Number(deposit?.niche_id)), [data, deposit]);
  const [to, setTo] = useState<number | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  if (!deposit) return null;
  const submit = async () => {
    if (to === '') return;
    setPending(true);
    try {
      await ashCall('transfer', { id: deposit.id, version: deposit.version, niche_id: to, ...(note.trim() ? { note: note.trim() } : {}) });
      notify('ash.transfer.done', { type: 'success', messageArgs: { code: free.find((n) => n.id === to)?.code ?? '' } });
      onClose();
      refresh();
    } catch (e) {
      setErrors(fieldErrorsOf(e, locale));
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="transfer-dialog">
      <DialogTitle>{translate('ash.transfer.title')}</DialogTitle>
      {(pending || isPending) && <LinearProgress />}
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!isPending && free.length === 0 && <Alert severity="info">{translate('ash.deposit.no_niche')}</Alert>}
          <TextField
            select
            size="small"
            required
            label={translate('ash.transfer.to')}
            value={to}
            onChange={(e) => setTo(Number(e.target.value))}
            error={!!errors.niche_id}
            helperText={errors.niche_id}
            slotProps={{ htmlInput: { name: 'niche_id' } }}
          >
            {free.map((n) => (
              <MenuItem key={n.id} value={n.id}>
                {translate('ash.deposit.niche_hint', { code: n.code, stored: n.stored, capacity: n.capacity })}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" multiline minRows={2} label={translate('ash.withdraw.note')} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { name: 'note', maxLength: 500 } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ash.dialog.cancel')}</Button>
        <Button variant="contained" disabled={pending || to === ''} onClick={() => void submit()} data-testid="transfer-submit">
          {translate('ash.dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
