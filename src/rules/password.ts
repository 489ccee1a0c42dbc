/**
 * The password rule, one place for both sides: the server refuses a shorter or longer one
 * (weak_password) inside the write; the browser's forms check it first for feedback.
 */
export const MIN_PASSWORD_LENGTH = 8;
/** Longer inputs are refused too: no reason to hash megabytes. */
export const MAX_PASSWORD_LENGTH = 256;

export const passwordTooShort = (v: unknown): boolean => typeof v !== 'string' || v.length < MIN_PASSWORD_LENGTH;
