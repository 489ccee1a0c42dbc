/**
 * A staff account's own details from the config. The level is shown, not edited here: it
 * changes only through update_level (the row's "change level"), which checks who may give it.
 */
import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import { ConfigFormToolbar } from '../../builders/form/ConfigFormToolbar';
import { ConfigInputs } from '../../builders/form/ConfigInputs';
import { RecordTitle } from '../../builders/form/RecordTitle';
import { useSaveNotice } from '../../builders/form/useSaveNotice';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { useCan } from '../../builders/permissions/useCan';
import { LevelValue } from './LevelValue';
import { SignInLockPanel } from './signInLock/SignInLockPanel';
import { useManageable } from './useManageable';

/** Managers see (and clear) the sign-in state of the accounts they manage, not of their own. */
const ManagedSignInLock = () => {
  const record = useRecordContext();
  return useManageable(record) ? <SignInLockPanel /> : null;
};

export const UserEdit = () => {
  const { resource } = useConfigResource();
  const can = useCan(resource);
  const saved = useSaveNotice('saved', 'list');
  return (
    <Edit title={<RecordTitle />} mutationMode="pessimistic" redirect="list" mutationOptions={saved}>
      <SimpleForm noValidate toolbar={<ConfigFormToolbar canSave={can.update} canDelete={can.delete} />}>
        <LevelValue />
        <ManagedSignInLock />
        <ConfigInputs exclude={['level']} />
      </SimpleForm>
    </Edit>
  );
};
