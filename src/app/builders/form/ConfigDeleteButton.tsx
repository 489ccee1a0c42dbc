/**
 * Delete after a confirmation that names the record ("Delete area 测试园?") and a message that
 * names it once done ("Area 测试园 deleted"); pessimistic, so a refusal from the
 * server is shown with its message and nothing moves. A record that other records still refer
 * to (an order with payments) is not offered a delete that would fail: the button is disabled
 * and the reason is said beside it.
 */
import { Box, Typography } from '@mui/material';
import { DeleteButton, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate, useUnselect } from 'react-admin';
import { useRecordWords } from '../../i18n/recordNaming';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { useConfigResource } from '../model/ConfigResourceContext';
import { useCan } from '../permissions/useCan';
import { useLevel } from '../permissions/useLevel';
import { useDeleteBlocker } from './useDeleteBlocker';

export const ConfigDeleteButton = () => {
  const { key, resource, config } = useConfigResource();
  const record = useRecordContext();
  const resourceName = useResourceContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const unselect = useUnselect(resourceName);
  const words = useRecordWords();
  const configLabel = useConfigLabel();
  const translate = useTranslate();
  const can = useCan(resource);
  const level = useLevel();
  const { blocker, checking } = useDeleteBlocker(key, config, level, can.delete && record ? [record.id] : []);
  if (!can.delete || !record) return null;
  const options = words(resource, record);
  // Replaces react-admin's "Element deleted"; leaving the page closes the dialog.
  const onSuccess = () => {
    notify('records.deleted', { type: 'info', messageArgs: options });
    unselect([record.id], true);
    redirect('list', resourceName);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {blocker && (
        <Typography variant="caption" color="text.secondary" data-testid="delete-blocked">
          {translate('delete_guard.blocked', { name: configLabel(blocker.label), count: blocker.count })}
        </Typography>
      )}
      <DeleteButton
        mutationMode="pessimistic"
        disabled={checking || blocker !== null}
        confirmTitle="records.delete_title"
        confirmContent="records.delete_content"
        titleTranslateOptions={options}
        contentTranslateOptions={options}
        mutationOptions={{ onSuccess }}
      />
    </Box>
  );
};
