/**
 * Setup of every component test (happy-dom, or jsdom where a file asks): jest-dom matchers,
 * cleanup, the few browser APIs the test DOM lacks, and `setupLegacyApi()`, a fake legacy API on msw that any test file can use:
 *
 *   const api = setupLegacyApi();
 *   api.on('user_reg/get_user_info', () => api.legacy(1, 'ok', { ... }));
 *   api.on('query', (call) => (call.body.is_count ? api.ok(3) : undefined));
 *   expect(api.calls.map((c) => c.path)).toContain('query');
 *
 * Unanswered calls get the generic query's empty answers (an empty list, a zero count,
 * status 200), so a screen can render without each test describing every call.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import en from 'virtual:config-texts/en';
import es from 'virtual:config-texts/es';
import ja from 'virtual:config-texts/ja';
import zh from 'virtual:config-texts/zh';
import { addConfigTexts } from '../../src/app/i18n/configTexts';
import type { Lang } from '../../src/config/types';

afterEach(() => cleanup());

// The config's texts of every language at hand, as the app has each once its catalogue loaded
// (src/app/i18n/configTexts.ts), whichever i18nProvider a test renders with.
for (const [lang, texts] of Object.entries({ zh, en, es, ja })) addConfigTexts(lang as Lang, texts);

// The test DOM (happy-dom; jsdom for a few files) does not lay out, scroll or print; MUI, the
// shell and the print pages call these (tests spy on window.print).
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  if (typeof window.print !== 'function') window.print = () => undefined;
  Element.prototype.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

const TEST_API_BASE = 'http://legacy.test/index';

export interface LegacyCall {
  /** The path after the base, lower-cased (the legacy server matched paths case-insensitively). */
  path: string;
  // Request bodies are read field by field in assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: Record<string, any>;
  headers: Headers;
}

/** An envelope to answer with, a full Response (e.g. HttpResponse.error() for a transport failure), or undefined for the default. */
type LegacyResponder = (call: LegacyCall) => unknown | Response | undefined;

interface LegacyApi {
  calls: LegacyCall[];
  on: (path: string, responder: LegacyResponder) => void;
  /** The generic family's success envelope. */
  ok: (data: unknown) => { status: 200; msg: 'ok'; data: unknown };
  /** Any envelope, e.g. legacy(1, 'ok', data) or legacy(0, 'Wrong password', null). */
  legacy: (status: number, msg: string, data?: unknown) => { status: number; msg: string; data: unknown };
  /** A transport failure (the request never gets an answer). */
  networkError: () => Response;
  callsTo: (path: string) => LegacyCall[];
}

const defaultAnswer = (call: LegacyCall): unknown => ({ status: 200, msg: 'ok', data: call.body?.is_count === 1 ? 0 : [] });

/** Call at the top of a test file: starts msw for the file and resets calls and answers after each test. */
export const setupLegacyApi = (base: string = TEST_API_BASE): LegacyApi => {
  const calls: LegacyCall[] = [];
  const responders = new Map<string, LegacyResponder>();
  const prefix = new URL(base).pathname.replace(/\/$/, '');
  const server = setupServer(
    http.post(`${base}/*`, async ({ request }) => {
      const text = await request.text();
      const call: LegacyCall = {
        path: new URL(request.url).pathname.slice(prefix.length + 1).toLowerCase(),
        body: text ? JSON.parse(text) : {},
        headers: request.headers,
      };
      calls.push(call);
      const answer = responders.get(call.path)?.(call) ?? defaultAnswer(call);
      return answer instanceof Response ? answer : HttpResponse.json(answer as JsonBodyType);
    }),
    // A legacy server has no GET calls: the capability call is unknown to it (404).
    http.get(`${base}/*`, () => new HttpResponse('Not Found', { status: 404 })),
  );
  beforeAll(() => {
    (window as { __API_BASE__?: string }).__API_BASE__ = base;
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    calls.length = 0;
    responders.clear();
  });
  afterAll(() => server.close());
  return {
    calls,
    on: (path, responder) => responders.set(path.toLowerCase(), responder),
    ok: (data) => ({ status: 200, msg: 'ok', data }),
    legacy: (status, msg, data = null) => ({ status, msg, data }),
    networkError: () => HttpResponse.error(),
    callsTo: (path) => calls.filter((c) => c.path === path.toLowerCase()),
  };
};
