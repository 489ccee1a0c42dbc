/**
 * A fake legacy API for the dataProvider tests: every POST is recorded with its path and
 * body, and answered by a per-test handler (default: an empty list / zero count).
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const API_BASE = 'http://legacy.test/index';

interface Call {
  path: string;
  body: Record<string, unknown>;
}

type Answer = (call: Call) => { status?: number; body: JsonBodyType } | undefined;

const ok = (data: JsonBodyType): { status?: number; body: JsonBodyType } => ({ body: { status: 200, msg: 'ok', data } });

export const createApi = () => {
  const calls: Call[] = [];
  let answer: Answer = () => undefined;
  const server = setupServer(
    http.post(`${API_BASE}/*`, async ({ request }) => {
      const call: Call = { path: new URL(request.url).pathname.replace('/index/', ''), body: (await request.json()) as Call['body'] };
      calls.push(call);
      const a: ReturnType<Answer> & object = answer(call) ?? ok(call.body.is_count === 1 ? 0 : []);
      return HttpResponse.json(a.body, { status: a.status ?? 200 });
    }),
    // A legacy server has no GET calls: the capability call is unknown to it (404).
    http.get(`${API_BASE}/*`, () => new HttpResponse('Not Found', { status: 404 })),
  );
  return {
    server,
    calls,
    ok,
    /** Answer the next calls with this function (falls back to the default when it returns undefined). */
    answer: (fn: Answer) => {
      answer = fn;
    },
    reset: () => {
      calls.length = 0;
      answer = () => undefined;
    },
  };
};

/**
 * The fake API for a whole test file: the app's API base points at it, it listens before the
 * first test (an unexpected call fails the test), forgets calls and answers after each one.
 */
export const fakeApiForFile = (): ReturnType<typeof createApi> => {
  const api = createApi();
  beforeAll(() => {
    (window as { __API_BASE__?: string }).__API_BASE__ = API_BASE;
    api.server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => api.reset());
  afterAll(() => api.server.close());
  return api;
};
