/**
 * Bulk actions of a list: export of the selected rows, and delete for the levels that may,
 * after a confirmation naming what is deleted ("Delete 3 plots?"; react-admin would name the route path). When other
 * records still refer to a selected one (orders with payments) the delete would fail: it is
 * disabled and the reason is shown instead.
 */
import { Tooltip, Typography } from '@mui/material';
import { BulkDeleteButton, BulkExportButton, useListContext, useTranslate } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { useRecordWords } from '../../i18n/recordNaming';
import { useDeleteBlocker } from '../form/useDeleteBlocker';
import { useConfigResource } from '../model/ConfigResourceContext';
import { useCan } from '../permissions/useCan';
import { useLevel } from '../permissions/useLevel';

const ConfirmTitle = () => {
  const { selectedIds } = useListContext();
  const { resource } = useConfigResource();
  const translate = useTranslate();
  const words = useRecordWords();
  const { name, names } = words(resource);
  return <>{translate('records.bulk_delete_title', { smart_count: selectedIds.length, what: selectedIds.length === 1 ? name : names })}</>;
};

const GuardedBulkDelete = () => {
  const { key, config } = useConfigResource();
  const { selectedIds } = useListContext();
  const level = useLevel();
  const translate = useTranslate();
  const configLabel = useConfigLabel();
  // Never waits for the count: the confirmation opens at once and the server has the last word.
  const { blocker } = useDeleteBlocker(key, config, level, selectedIds);
  const reason = blocker ? translate('delete_guard.blocked', { name: configLabel(blocker.label), count: blocker.count }) : '';
  return (
    <>
      {blocker && (
        <Typography variant="caption" color="text.secondary" data-testid="bulk-delete-blocked" sx={{ mx: 1 }}>
          {reason}
        </Typography>
      )}
      <Tooltip title={reason}>
        <span>
          <BulkDeleteButton mutationMode="pessimistic" confirmTitle={<ConfirmTitle />} confirmContent="records.bulk_delete_content" disabled={blocker !== null} />
        </span>
      </Tooltip>
    </>
  );
};

export const ConfigBulkActions = () => {
  const { resource } = useConfigResource();
  const can = useCan(resource);
  return (
    <>
      <BulkExportButton />
      {can.delete && <GuardedBulkDelete />}
    </>
  );
};
