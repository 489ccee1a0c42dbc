/** The rule every new password meets, wherever it is set (create, change, reset, forgot). */
import { ApiError } from '../http/errors';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password';

/** Returns the password, or throws `weak_password` (with the field, so a form can show it next to the input). */
export const acceptNewPassword = (value: unknown, field = 'password'): string => {
  if (typeof value !== 'string' || value.length < MIN_PASSWORD_LENGTH)
    throw new ApiError('weak_password', 422, undefined, { [field]: { code: 'weak_password' } });
  if (value.length > MAX_PASSWORD_LENGTH)
    throw new ApiError('validation', 422, undefined, { [field]: { key: 'max_length', params: { max: MAX_PASSWORD_LENGTH } } });
  return value;
};
