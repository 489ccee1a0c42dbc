/**
 * Remembers, for the login page, that the user was sent there because their session ended
 * (not because they signed out): it then says so. Per tab (sessionStorage), cleared by the
 * login page once the user has signed in again.
 */
const KEY = 'cemetery.sessionEnded';

export const markSessionEnded = (): void => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(KEY, '1');
};

export const sessionHasEnded = (): boolean => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(KEY) === '1';

export const forgetSessionEnded = (): void => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(KEY);
};
