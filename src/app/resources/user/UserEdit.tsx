/**
 * A staff account's own details from the config. The level is shown, not edited here: it
 * changes only through update_level (the row's "change level"), which checks who may give it.
 */
import { useRecordContext } from 'react-admin';
import { ConfigEdit } from '../../builders/form/ConfigEdit';
import { LevelValue } from './LevelValue';
import { SignInLockPanel } from './signInLock/SignInLockPanel';
import { useManageable } from './useManageable';

/** Managers see (and clear) the sign-in state of the accounts they manage, not of their own. */
const ManagedSignInLock = () => {
  const record = useRecordContext();
  return useManageable(record) ? <SignInLockPanel /> : null;
};

export const UserEdit = () => (
  <ConfigEdit
    before={
      <>
        <LevelValue />
        <ManagedSignInLock />
      </>
    }
    exclude={['level']}
  />
);
