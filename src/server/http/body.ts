/** Strict parsing of the action bodies: known keys only, typed values, or a translated 400. */
import type { FieldError } from '../../config/validators';
import { ApiError } from './errors';
import { INT4_MAX } from '../../config/validators';

export type Body = Record<string, unknown>;

export const objectBody = (body: unknown, allowed: readonly string[]): Body => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError('bad_request', 400);
  const unknown = Object.keys(body).find((k) => !allowed.includes(k));
  if (unknown) throw new ApiError('unknown_key', 400, { key: unknown.slice(0, 60) });
  return body as Body;
};

export const positiveInt = (body: Body, key: string): number => {
  const v = body[key];
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || v > INT4_MAX) throw new ApiError('bad_request', 400);
  return v;
};

const fieldFail = (key: string, error: FieldError): never => {
  throw new ApiError('validation', 422, undefined, { [key]: error });
};

/** A required non-blank text of at most `max` characters (reasons). */
export const requiredText = (body: Body, key: string, max: number): string => {
  const v = body[key];
  if (typeof v !== 'string' || !v.trim()) return fieldFail(key, { key: 'required' });
  if (v.length > max) return fieldFail(key, { key: 'max_length', params: { max } });
  return v.trim();
};

export const oneOf = (body: Body, key: string, values: readonly string[], fallback?: string): string => {
  const v = body[key] ?? fallback;
  if (typeof v !== 'string' || !values.includes(v)) return fieldFail(key, { key: 'enum', params: { values: values.join(', ') } });
  return v;
};
