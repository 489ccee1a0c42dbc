/**
 * The same resources through the server's REST view (/api/<resource>, src/server/rest),
 * with ra-data-simple-rest. Same session header, language, 10 s timeout and error shape
 * as the legacy provider: the server's translated msg, and field errors for the forms.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import type { Envelope, ErrorData } from '../../protocol/wire';
import { apiBase, getToken, REQUEST_TIMEOUT_MS, SESSION_HEADER, transportError } from './http';
import { currentLanguage } from '../store/language';

/** Beside the legacy API: `<origin>/index` -> `<origin>/api`. */
const restBase = (): string => `${apiBase().replace(/\/index$/, '')}/api`;

const withSession = (options: fetchUtils.Options = {}): fetchUtils.Options => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set(SESSION_HEADER, token);
  headers.set('Accept-Language', currentLanguage());
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return { ...options, headers, signal };
};

/** The server's error envelope -> the HttpError the legacy provider would throw. */
const fromEnvelope = (e: unknown): unknown => {
  if (!(e instanceof HttpError)) {
    const timedOut = e instanceof DOMException && e.name === 'TimeoutError';
    const failed = timedOut ? transportError('request_timeout', 0, { seconds: REQUEST_TIMEOUT_MS / 1000 }) : transportError('network_unreachable');
    return new HttpError(failed.message, 0, { code: failed.data?.code });
  }
  const env = e.body as Partial<Envelope<ErrorData>> | undefined;
  if (!env || typeof env.msg !== 'string') {
    const failed = transportError('bad_response', e.status, { status: e.status });
    return new HttpError(failed.message, e.status, { code: failed.data?.code });
  }
  const body: { code?: string; errors?: Record<string, string> } = { code: env.data?.code };
  if (env.data?.fields && Object.keys(env.data.fields).length > 0) body.errors = env.data.fields;
  return new HttpError(env.msg, e.status, body);
};

const httpClient = (url: string, options?: fetchUtils.Options) =>
  fetchUtils.fetchJson(url, withSession(options)).catch((e: unknown) => {
    throw fromEnvelope(e);
  });

export const createRestDataProvider = (base: string = restBase()): DataProvider => simpleRestProvider(base, httpClient);
