/** Change a user's level through update_level, choosing among the levels the manager may give. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Level } from '../../../config/types';
import { useLevel } from '../../builders/permissions/useLevel';
import { updateUserLevel } from '../../providers/userAdmin';
import { grantableLevels } from './grantableLevels';
import { useManageable } from './useManageable';
import { useServerAction } from '../common/useServerAction';
import { useLevelName } from './useLevelName';

export const ChangeLevelButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const levelName = useLevelName();
  const levels = grantableLevels(useLevel());
  const manageable = useManageable(record);
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState<Level | ''>('');
  const { run, pending } = useServerAction();
  if (!record || !manageable) return null;
  const submit = async () => {
    if (level !== '' && (await run(() => updateUserLevel(record.id, level, record.version), 'resources_ui.user.level_changed'))) setOpen(false);
  };
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setLevel(record.level);
          setOpen(true);
        }}
      >
        {translate('resources_ui.user.change_level')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{`${translate('resources_ui.user.change_level')} · ${record.nickname}`}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            value={level}
            onChange={(e) => setLevel(Number(e.target.value) as Level)}
            label={translate('resources_ui.user.change_level')}
          >
            {levels.map((l) => (
              <MenuItem key={l} value={l}>
                {levelName(l)}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={submit} disabled={pending || level === '' || level === record.level}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
