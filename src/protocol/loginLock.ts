/**
 * An account's sign-in lock as the server reports it to its administrators
 * (admin.user/login_locks, login_lock, clear_login_lock; docs/auth.md, "Seeing and clearing a lock").
 */
export interface AddressFailures {
  address: string;
  failures: number;
  /** ISO time from which this address may try this account again; null: now. */
  retry_at: string | null;
}

export interface LoginLock {
  id: number;
  nickname: string;
  mobile: string;
  /** Failures on the account in the window, from every address. */
  failures: number;
  /** The brake is on: addresses that already failed on the account wait for the window to move on. */
  brake: boolean;
  /** Some address is refused on this account right now. */
  locked: boolean;
  /** When the last refused address may try again (ISO), null when none is refused. */
  until: string | null;
  addresses: AddressFailures[];
}
