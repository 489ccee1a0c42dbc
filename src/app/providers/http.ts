/**
 * The one place the browser talks to the legacy API: base URL from configuration, the
 * session header when a token exists, a 10 s timeout, and the {status, msg, data} envelope.
 * A 401 to a call that carried a token is reported (sessionEvents.ts): the session has ended.
 */
import type { ErrorCode } from '../../rules/messages';
import { errorMessage } from '../i18n/configTexts';
import { QUERY_PATH, USER_QUERIES_AT_ONCE, type Envelope, type ErrorData } from '../../protocol/wire';
import { EXPIRED, cookieAttributes } from '../store/cookieAttributes';
import { currentLanguage } from '../store/language';
import { reportSessionRefused } from './sessionEvents';
import { SESSION_HEADER, TOKEN_COOKIE, getToken } from './sessionToken';

export { SESSION_HEADER, TOKEN_COOKIE, getToken };

export const REQUEST_TIMEOUT_MS = 10_000;

/** API base: VITE_API_BASE at build time, else window.__API_BASE__ at run time, else this origin's /index. */
export const apiBase = (): string => {
  const fromWindow = typeof window !== 'undefined' ? (window as { __API_BASE__?: string }).__API_BASE__ : undefined;
  const fromEnv = import.meta.env?.VITE_API_BASE as string | undefined;
  return (fromWindow ?? fromEnv ?? '/index').replace(/\/$/, '');
};

export const setToken = (token: string): void => {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; ${cookieAttributes()}`;
};

export const removeToken = (): void => {
  document.cookie = `${TOKEN_COOKIE}=; ${EXPIRED}; ${cookieAttributes()}`;
};

/**
 * How a call failed before the server's envelope came back: no answer in time, no answer at
 * all (network, CORS, the server down), or an answer that is not the envelope (a proxy's own
 * page: nginx's 413 or 502). Absent when the server answered with its envelope.
 */
export type TransportFailure = 'timeout' | 'network' | 'no_envelope';

/** A failed call: the server's msg, its HTTP-ish status and the error data (code, field errors). */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data?: ErrorData,
    readonly transport?: TransportFailure,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/**
 * A failure of the transport itself (no answer in time, no connection, an answer that is not
 * the API's: a proxy's error page), in the user's language with what to do; status 0 when
 * nothing came back, else the HTTP status.
 */
export const transportError = (
  code: Extract<ErrorCode, 'request_timeout' | 'network_unreachable' | 'bad_response'>,
  status = 0,
  params: Record<string, string | number> = {},
  transport?: TransportFailure,
): ApiCallError => new ApiCallError(errorMessage(code, currentLanguage(), params), status, { code }, transport);

/**
 * POST a JSON body to `<base>/<path>` and return the envelope. Transport failures and
 * timeouts (10 s unless the caller allows a long call more) throw ApiCallError with status 0; envelope statuses are left to the caller,
 * because the legacy calls use 1, 0 and 200 differently.
 */
export const postEnvelope = async <T>(path: string, body: unknown = {}, signal?: AbortSignal, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Envelope<T>> => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  signal?.addEventListener('abort', () => controller.abort());
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = getToken();
  if (token) headers[SESSION_HEADER] = token;
  headers['Accept-Language'] = currentLanguage();
  try {
    const res = await fetch(`${apiBase()}/${path.replace(/^\//, '')}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await res.text();
    let env: Envelope<T> | undefined;
    try {
      env = JSON.parse(text) as Envelope<T>;
    } catch {
      env = undefined;
    }
    // The session is gone (disabled user, changed password, expired): said once, whoever asked.
    if (token && (res.status === 401 || env?.status === 401)) reportSessionRefused(token);
    if (!env) throw transportError('bad_response', res.status, { status: res.status }, 'no_envelope');
    return env;
  } catch (e) {
    if (e instanceof ApiCallError) throw e;
    // The caller's own abort (a page left) is not the user's problem: it stays an abort.
    if (!timedOut && signal?.aborted) throw e;
    throw timedOut ? transportError('request_timeout', 0, { seconds: Math.round(timeoutMs / 1000) }, 'timeout') : transportError('network_unreachable', 0, {}, 'network');
  } finally {
    clearTimeout(timer);
  }
};

/**
 * A read refused because this user's own queries fill their line at the server (429
 * `too_many_queries`, docs/protocol.md#queries-at-once) is tried again a little later: a page
 * that sent many at once on a busy server still fills in. Up to 3 more tries, 0.4, 0.8, 1.2 s apart.
 */
const BUSY_RETRIES = 3;
const BUSY_STEP_MS = 400;

/**
 * Generic queries leave this tab at most USER_QUERIES_AT_ONCE at a time, in the order they were
 * asked: a page that wants a list, its count, a few look-ups and the bell at once sends them as
 * the server would run them, instead of filling this user's line there.
 */
const queryQueue: (() => void)[] = [];
let queriesInFlight = 0;

const inQueryTurn = async <T>(send: () => Promise<T>): Promise<T> => {
  if (queriesInFlight >= USER_QUERIES_AT_ONCE) await new Promise<void>((go) => queryQueue.push(go));
  else queriesInFlight += 1;
  try {
    return await send();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = queryQueue.shift();
    if (next) next();
    else queriesInFlight -= 1;
  }
};

/** POST and require status 200 (the generic calls): anything else throws with the server's msg. */
export const postOk = async <T>(path: string, body: unknown = {}): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    const env = path === QUERY_PATH ? await inQueryTurn(() => postEnvelope<T>(path, body)) : await postEnvelope<T>(path, body);
    const data = env.data as ErrorData | undefined;
    if (env.status === 429 && data?.code === 'too_many_queries' && attempt < BUSY_RETRIES) {
      await new Promise((r) => setTimeout(r, BUSY_STEP_MS * (attempt + 1)));
      continue;
    }
    if (env.status !== 200) throw new ApiCallError(env.msg || 'Has Error', env.status, data);
    return env.data;
  }
};
