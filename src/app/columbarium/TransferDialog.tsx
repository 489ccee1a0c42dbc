/** "Move" a stored deposit to another niche with room (POST admin.ash_deposit/transfer); the server checks the room under its locks. */
import { Alert } from '@mui/material';
import { useMemo, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { TextArea } from '../kit/TextArea';
import { transferAshes } from '../../protocol/contracts/columbarium';
import { AshDialog, NicheSelect, useAshAction, useNiches } from './useAshAction';

export const TransferDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const deposit = useRecordContext();
  const translate = useTranslate();
  const { data, isPending } = useNiches(open);
  const free = useMemo(() => (data ?? []).filter((n) => Number(n.stored) < Number(n.capacity) && n.id !== Number(deposit?.niche_id)), [data, deposit]);
  const [to, setTo] = useState<number | ''>('');
  const [note, setNote] = useState('');
  const { errors, pending, run } = useAshAction(onClose);
  if (!deposit) return null;
  const submit = () =>
    to !== '' &&
    run(transferAshes, { id: Number(deposit.id), version: Number(deposit.version), niche_id: Number(to), ...(note.trim() ? { note: note.trim() } : {}) }, () => ({
      message: 'ash.transfer.done',
      args: { code: free.find((n) => n.id === to)?.code ?? '' },
    }));
  return (
    <AshDialog name="transfer" open={open} title={translate('ash.transfer.title')} onClose={onClose} onSubmit={() => void submit()} ready={to !== ''} pending={pending} busy={pending || isPending} submitLabel={translate('ash.dialog.submit')}>
      {!isPending && free.length === 0 && <Alert severity="info">{translate('ash.deposit.no_niche')}</Alert>}
      <NicheSelect niches={free} label={translate('ash.transfer.to')} value={to} onChange={setTo} error={errors.niche_id} />
      <TextArea name="note" label={translate('ash.withdraw.note')} value={note} onChange={setNote} maxLength={500} />
    </AshDialog>
  );
};
