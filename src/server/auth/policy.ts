/** The rule every new password meets, wherever it is set (create, change, reset, forgot). */
import { ApiError } from '../http/errors';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password';

/**
 * What a new password (one's own change, a manager's reset, the forgot-password code) also
 * writes on the user: the demo mark goes, and every calendar feed of the user ends (its secret
 * address may be what leaked with the old password: docs/work.md, "Calendar feed").
 */
export const NEW_PASSWORD_CLEARS = { demo: false, ics_token_hash: null } as const;

/** Returns the password, or throws `weak_password` (with the field, so a form can show it next to the input). */
export const acceptNewPassword = (value: unknown, field = 'password'): string => {
  if (typeof value !== 'string' || value.length < MIN_PASSWORD_LENGTH)
    throw new ApiError('weak_password', 422, undefined, { [field]: { code: 'weak_password' } });
  if (value.length > MAX_PASSWORD_LENGTH)
    throw new ApiError('validation', 422, undefined, { [field]: { key: 'max_length', params: { max: MAX_PASSWORD_LENGTH } } });
  return value;
};
