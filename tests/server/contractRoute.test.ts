/**
 * A route built from its contract (src/server/contract/route.ts), on a bare Fastify with the
 * app's error handler and JSON decoder: the caller is checked before the body is read, the body
 * reaches the handler decoded, refusals come back translated, and a contract outside the
 * registry cannot become a route.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { appConfig } from '../../src/instance';
import { answer, canOn, contract, id } from '../../src/protocol/contract';
import { depositDues, unlockPickup } from '../../src/protocol/contracts/columbarium';
import { route } from '../../src/server/contract/route';
import { installErrorHandler } from '../../src/server/http/errorHandler';
import { installJsonBody } from '../../src/server/http/jsonBody';

let app: FastifyInstance;
const handled: unknown[] = [];

beforeAll(async () => {
  app = Fastify();
  app.decorate('resources', appConfig);
  app.decorateRequest('actor', null);
  // The test's session: the level in a header (the real one comes from the auth plugin).
  app.addHook('onRequest', async (request) => {
    const level = Number(request.headers['x-level']);
    request.actor = level ? { userId: 1, level: level as Level, channel: 'inside' } : null;
  });
  installErrorHandler(app);
  installJsonBody(app);
  route(app, unlockPickup, async (body, actor) => {
    handled.push({ body, level: actor.level });
    return { id: body.id };
  });
  await app.ready();
});
afterAll(() => app.close());

const post = async (level: number | undefined, payload: unknown, lang = 'en') => {
  const res = await app.inject({ method: 'POST', url: '/index/admin.ash_deposit/unlock_pickup', headers: { ...(level ? { 'x-level': String(level) } : {}), 'accept-language': lang }, payload: payload as object });
  return { http: res.statusCode, ...(res.json() as { status: number; msg: string; data: { code?: string; fields?: Record<string, string> } }) };
};

describe('a route from its contract', () => {
  it('hands the handler the decoded body and answers in the envelope', async () => {
    handled.length = 0;
    expect(await post(1, { id: 7, reason: '  lost the code  ' })).toEqual({ http: 200, status: 200, msg: 'ok', data: { id: 7 } });
    expect(handled).toEqual([{ body: { id: 7, reason: 'lost the code' }, level: 1 }]);
  });

  it('checks the caller first: 401 without a session, 403 without the level, before the body', async () => {
    handled.length = 0;
    expect((await post(undefined, { nonsense: 1 })).http).toBe(401);
    const readers = appConfig.ash_deposit.access.read;
    const outsider = ([1, 2, 3, 4, 5, 6] as const).find((l) => !readers.includes(l));
    if (outsider) expect((await post(outsider, { nonsense: 1 })).http).toBe(403);
    expect(handled).toEqual([]);
  });

  it('refuses a bad body with a translated 400 or 422, and the handler never runs', async () => {
    handled.length = 0;
    const unknown = await post(1, { id: 7, reason: 'x', amount: 1 }, 'zh');
    expect([unknown.http, unknown.data.code]).toEqual([400, 'unknown_key']);
    expect(unknown.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await post(1, { id: 2_147_483_648, reason: 'x' })).http).toBe(400);
    expect((await post(1, { id: 7, reason: 'a\u0000b' })).data.code).toBe('text_nul');
    const empty = await post(1, { id: 7, reason: ' ' }, 'es');
    expect([empty.http, empty.data.code, Object.keys(empty.data.fields ?? {})]).toEqual([422, 'validation', ['reason']]);
    const long = await post(1, { id: 7, reason: 'x'.repeat(501) });
    expect(long.data.fields?.reason).toContain('500');
    expect((await post(1, [7, 'x'])).http).toBe(400);
    expect(handled).toEqual([]);
  });

  it('registers nothing from a contract outside the registry', () => {
    const stray = contract({ path: 'admin.ash_deposit/stray', access: canOn('ash_deposit', 'read'), body: { id }, answer: answer<null>() });
    expect(() => route(app, stray, async () => null)).toThrow(/no contract in src\/protocol\/contracts/);
    expect(() => route(app, depositDues, async () => ({ periods: 0, amount: 0, today: '' }))).toThrow();
  });
});
