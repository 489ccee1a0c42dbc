/** The users of the manager's channel: the config's list, with the account actions on each row (and Unlock sign-in on a locked account). */
import { ConfigList } from '../../builders/list/ConfigList';
import { ChangeLevelButton } from './ChangeLevelButton';
import { ResetPasswordButton } from './ResetPasswordButton';
import { ToggleEnabledButton } from './ToggleEnabledButton';
import { UnlockSignInButton } from './signInLock/UnlockSignInButton';

export const UserList = () => (
  <ConfigList
    rowActions={
      <>
        <ChangeLevelButton />
        <ResetPasswordButton />
        <ToggleEnabledButton />
        <UnlockSignInButton />
      </>
    }
  />
);
