/**
 * Delete after a confirmation that names the record ("Delete area 测试园?") and a message that
 * names it once done ("Area 测试园 deleted"); pessimistic, so a refusal from the
 * server is shown with its message and nothing moves. A record that other records still refer
 * to (an order with payments) is not offered a delete that would fail: once that is known, the
 * button is disabled and the reason is said beside it. The confirmation opens at once: while the
 * references are still being counted it says so inside, with Delete waiting for the answer.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate, useUnselect } from 'react-admin';
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
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending: deleting }] = useDelete();
  const { blocker, checking } = useDeleteBlocker(key, config, level, can.delete && record ? [record.id] : []);
  if (!can.delete || !record || !resourceName) return null;
  const options = words(resource, record);
  const reason = blocker ? translate('delete_guard.blocked', { name: configLabel(blocker.label), count: blocker.count }) : '';
  const confirm = () =>
    deleteOne(
      resourceName,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        // Replaces react-admin's "Element deleted"; leaving the page closes the dialog.
        onSuccess: () => {
          notify('records.deleted', { type: 'info', messageArgs: options });
          unselect([record.id], true);
          setOpen(false);
          redirect('list', resourceName);
        },
        onError: (e) => notify((e as Error).message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {blocker && (
        <Typography variant="caption" color="text.secondary" data-testid="delete-blocked">
          {reason}
        </Typography>
      )}
      <Button color="error" startIcon={<DeleteIcon />} disabled={blocker !== null} onClick={() => setOpen(true)} data-testid="delete-button">
        {translate('ra.action.delete')}
      </Button>
      <Dialog open={open} onClose={deleting ? undefined : () => setOpen(false)} fullWidth maxWidth="xs" data-testid="delete-dialog">
        <DialogTitle>{translate('records.delete_title', options)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('records.delete_content', options)}</DialogContentText>
          {checking && (
            <Box sx={{ mt: 2 }} data-testid="delete-checking">
              <Typography variant="body2" color="text.secondary">
                {translate('delete_guard.checking')}
              </Typography>
              <LinearProgress sx={{ mt: 1 }} />
            </Box>
          )}
          {blocker && (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="delete-dialog-blocked">
              {reason}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={deleting} autoFocus>
            {translate('ra.action.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={checking || blocker !== null || deleting} loading={deleting} data-testid="delete-confirm">
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
