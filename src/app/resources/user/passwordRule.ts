/** The server's password rule (weak_password: at least 8 characters), checked before sending. */
const MIN_PASSWORD_LENGTH = 8;

export const passwordTooShort = (v: unknown): boolean => typeof v !== 'string' || v.length < MIN_PASSWORD_LENGTH;
