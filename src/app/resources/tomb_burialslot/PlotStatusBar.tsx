/**
 * A plot's status on its page: shown, never edited in the form (it is the order's business,
 * docs/operations.md). A manager takes a free plot off sale, or puts it back, with a reason
 * (POST admin.tomb_burialslot/set_status); while an order holds the plot the action is shown
 * disabled with the reason, as the server would refuse it.
 */
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { appConfig as resources } from '../../../instance';
import { EnumChip } from '../../builders/fields/EnumChip';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { useCan } from '../../builders/permissions/useCan';
import { setPlotStatus } from '../../../protocol/contracts/plots';
import { call } from '../../providers/call';
import { BlockedButton } from '../../kit/BlockedButton';
import { useServerAction } from '../../kit/useServerAction';
import { ReasonDialog } from '../../kit/ReasonDialog';
import { StatusBar, StatusNote } from '../../kit/StatusBar';

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
  const [open, setOpen] = useState(false);
  const { run, pending } = useServerAction(() => setOpen(false));
  if (!plot) return null;
  const next = plot.status === 'unavailable' ? 'available' : 'unavailable';
  const actionKey = next === 'unavailable' ? 'take_off' : 'put_back';
  const blocked = !can.update ? translate('limits.plot.managers_only') : FREE.includes(String(plot.status)) ? undefined : translate('limits.plot.held');
  const submit = (reason: string) =>
    run(
      () => call(setPlotStatus, { id: Number(plot.id), version: Number(plot.version), status: next, reason }),
      () => ({ message: next === 'unavailable' ? 'limits.plot.done_off' : 'limits.plot.done_back', args: { code: String(plot.code ?? plot.id) } }),
    );
  return (
    <StatusBar
      testId="plot-status"
      label={translate('limits.plot.status')}
      chip={<EnumChip value={plot.status} values={STATUSES} />}
      details={
        plot.status_reason &&
        plot.status === 'unavailable' && <StatusNote testId="plot-status-reason">{translate('limits.plot.reason', { reason: String(plot.status_reason) })}</StatusNote>
      }
      actions={
        can.update && (
          <BlockedButton variant="outlined" size="small" color={next === 'unavailable' ? 'warning' : 'primary'} onClick={() => setOpen(true)} blockedReason={blocked} disabled={pending}>
            {translate(`limits.plot.${actionKey}`)}
          </BlockedButton>
        )
      }
    >
      {open && (
        <ReasonDialog
          maxLength={REASON_MAX}
          open
          testId="plot-status-dialog"
          title={translate(`limits.plot.${actionKey}_title`, { code: String(plot.code) })}
          withMethod={false}
          pending={pending}
          onClose={() => setOpen(false)}
          onConfirm={(reason) => void submit(reason)}
        />
      )}
    </StatusBar>
  );
};
