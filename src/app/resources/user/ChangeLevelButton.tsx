/** Change a user's level through update_level, choosing among the levels the manager may give. */
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Level } from '../../../config/types';
import { useLevel } from '../../builders/permissions/useLevel';
import { updateUserLevel } from '../../providers/userAdmin';
import { grantableLevels } from './grantableLevels';
import { useManageable } from './useManageable';
import { useServerAction } from '../../kit/useServerAction';
import { useLevelName } from './useLevelName';
import { UserDialogButton } from './UserDialogButton';

export const ChangeLevelButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const levelName = useLevelName();
  const levels = grantableLevels(useLevel());
  const manageable = useManageable(record);
  const [level, setLevel] = useState<Level | ''>('');
  const { run, pending } = useServerAction();
  if (!record || !manageable) return null;
  return (
    <UserDialogButton
      record={record}
      label={translate('resources_ui.user.change_level')}
      onOpen={() => setLevel(record.level)}
      ready={level !== '' && level !== record.level}
      pending={pending}
      onConfirm={async () => level !== '' && run(() => updateUserLevel(record.id, level, record.version), 'resources_ui.user.level_changed')}
      testId="change-level-dialog"
    >
      <TextField select fullWidth value={level} onChange={(e) => setLevel(Number(e.target.value) as Level)} label={translate('resources_ui.user.change_level')}>
        {levels.map((l) => (
          <MenuItem key={l} value={l}>
            {levelName(l)}
          </MenuItem>
        ))}
      </TextField>
    </UserDialogButton>
  );
};
