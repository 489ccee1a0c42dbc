/**
 * A plot's status on its page: shown, never edited in the form (it is the order's business,
 * docs/operations.md). A manager takes a free plot off sale, or puts it back, with a reason
 * (POST admin.tomb_burialslot/set_status); while an order holds the plot the action is shown
 * disabled with the reason, as the server would refuse it.
 */
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { appConfig as resources } from '../../../instance';
import { EnumChip } from '../../builders/fields/EnumChip';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { useCan } from '../../builders/permissions/useCan';
import { postOk } from '../../providers/http';
import { BlockedButton } from '../common/BlockedButton';
import { useServerAction } from '../common/useServerAction';
import { ReasonDialog } from '../common/ReasonDialog';

const statusField = resources.tomb_burialslot.fields.status;
const STATUSES = statusField.type === 'enum' ? statusField.values : [];

/** Statuses an order gives; the others (available, unavailable) mean no order holds the plot. */
const FREE = ['available', 'unavailable'];

const reasonField = resources.tomb_burialslot.fields.status_reason;
/** The reason is stored in status_reason: the dialog stops at its maxLength. */
const REASON_MAX = reasonField.type === 'text' ? (reasonField.maxLength ?? 500) : 500;

export const PlotStatusBar = () => {
  const plot = useRecordContext();
  const translate = useTranslate();
  const { resource } = useConfigResource();
  const can = useCan(resource);
  const { run, pending } = useServerAction();
  const [open, setOpen] = useState(false);
  if (!plot) return null;
  const next = plot.status === 'unavailable' ? 'available' : 'unavailable';
  const actionKey = next === 'unavailable' ? 'take_off' : 'put_back';
  const blocked = !can.update ? translate('limits.plot.managers_only') : FREE.includes(String(plot.status)) ? undefined : translate('limits.plot.held');
  const submit = async (reason: string) => {
    const done = await run(
      () => postOk('admin.tomb_burialslot/set_status', { id: plot.id, version: plot.version, status: next, reason }),
      next === 'unavailable' ? 'limits.plot.done_off' : 'limits.plot.done_back',
    );
    if (done) setOpen(false);
  };
  return (
    <Paper variant="outlined" sx={{ m: { xs: 1, sm: 2 }, mb: 0, p: 2 }} data-testid="plot-status">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {translate('limits.plot.status')}
            </Typography>
            <EnumChip value={plot.status} values={STATUSES} />
          </Stack>
          {plot.status_reason && plot.status === 'unavailable' && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="plot-status-reason">
              {translate('limits.plot.reason', { reason: String(plot.status_reason) })}
            </Typography>
          )}
        </Box>
        {can.update && (
          <BlockedButton variant="outlined" size="small" color={next === 'unavailable' ? 'warning' : 'primary'} onClick={() => setOpen(true)} blockedReason={blocked} disabled={pending}>
            {translate(`limits.plot.${actionKey}`)}
          </BlockedButton>
        )}
      </Stack>
      {open && (
        <ReasonDialog
          maxLength={REASON_MAX}
          open
          testId="plot-status-dialog"
          title={translate(`limits.plot.${actionKey}_title`, { code: String(plot.code) })}
          withMethod={false}
          pending={pending}
          onClose={() => setOpen(false)}
          onConfirm={(reason) => submit(reason)}
        />
      )}
    </Paper>
  );
};
