/**
 * Delete after a confirmation that names the record; pessimistic, so a refusal from the
 * server is shown with its message and nothing moves. A record that other records still refer
 * to (an order with payments) is not offered a delete that would fail: the button is disabled
 * and the reason is said beside it.
 */
import { Box, Typography } from '@mui/material';
import { DeleteButton, useRecordContext, useTranslate } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { useConfigResource } from '../model/ConfigResourceContext';
import { useCan } from '../permissions/useCan';
import { useLevel } from '../permissions/useLevel';
import { useDeleteBlocker } from './useDeleteBlocker';

export const ConfigDeleteButton = () => {
  const { key, resource, route, config } = useConfigResource();
  const record = useRecordContext();
  const configLabel = useConfigLabel();
  const translate = useTranslate();
  const can = useCan(resource);
  const level = useLevel();
  const { blocker, checking } = useDeleteBlocker(key, config, level, can.delete && record ? [record.id] : []);
  if (!can.delete || !record) return null;
  const options = { name: configLabel(route.title), recordRepresentation: String(record[resource.recordRepresentation] ?? `#${record.id}`) };
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
        translateOptions={options}
        titleTranslateOptions={options}
        contentTranslateOptions={options}
      />
    </Box>
  );
};
