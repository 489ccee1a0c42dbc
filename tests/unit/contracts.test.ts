/**
 * Routes come from contracts (docs/architecture.md, "The path of one action call"): the one
 * body decoder refuses what a contract does not declare and checks each field with the config's
 * validators; every contract of the registry is well formed against the running config; and
 * lint refuses a route registered outside the registry or an action path written in the browser.
 */
import { describe, expect, it } from 'vitest';
import { lintMessages } from './helpers/lint';
import { resourceByKey } from '../../src/config/access';
import { INT4_MAX } from '../../src/config/validators';
import { appConfig } from '../../src/instance';
import { API_BASE, decodeBody, type BodyField } from '../../src/protocol/contract';
import { CONTRACTS } from '../../src/protocol/contracts';
import { depositAshes, depositDues, renewStorage, withdrawAshes } from '../../src/protocol/contracts/columbarium';

const refusals = (path: string, code: string): Promise<string[]> => lintMessages(path, `${code}\n`, 'no-restricted-syntax');

const deposit = {
  niche_id: 3,
  deceased_name: ' 王某 ',
  depositor_name: '王一',
  depositor_id_number: '11010519491231002X',
  depositor_phone: '13800138000',
  periods: 2,
  method: 'cash',
};

describe('the body decoder', () => {
  it('gives the handler the declared fields, trimmed, with their defaults', () => {
    expect(decodeBody(depositAshes.body, deposit, appConfig)).toEqual({
      ok: true,
      value: { ...deposit, deceased_name: '王某', storage_kind: 'long_term', fee_basis: 'yearly' },
    });
  });

  it('refuses a body that is not an object, an unknown key and a bad id with a 400', () => {
    expect(decodeBody(depositDues.body, [1], appConfig)).toEqual({ ok: false, refusal: { status: 400, code: 'bad_request' } });
    expect(decodeBody(depositDues.body, { id: 1, amount: 5 }, appConfig)).toEqual({ ok: false, refusal: { status: 400, code: 'unknown_key', key: 'amount' } });
    for (const id of [0, -1, 1.5, '1', INT4_MAX + 1, null])
      expect(decodeBody(depositDues.body, { id }, appConfig)).toEqual({ ok: false, refusal: { status: 400, code: 'bad_request' } });
    expect(decodeBody(depositDues.body, { id: INT4_MAX }, appConfig)).toEqual({ ok: true, value: { id: INT4_MAX } });
  });

  it('refuses each field by its definition with a 422 on that field', () => {
    const refused = (body: Record<string, unknown>) => {
      const d = decodeBody(depositAshes.body, body, appConfig);
      return d.ok ? undefined : d.refusal;
    };
    expect(refused({ ...deposit, deceased_name: '   ', periods: 0 })).toEqual({
      status: 422,
      fields: { deceased_name: { key: 'required' }, periods: { key: 'min_value', params: { min: 1 } } },
    });
    expect(refused({ ...deposit, periods: '2' })).toEqual({ status: 422, fields: { periods: { key: 'type_integer' } } });
    expect(refused({ ...deposit, periods: INT4_MAX + 1 })).toEqual({ status: 422, fields: { periods: { key: 'max_value', params: { max: INT4_MAX } } } });
    // The config's own field: the phone rule of ash_deposit.depositor_phone, the methods of ash_payment.method.
    expect(refused({ ...deposit, depositor_phone: '123' })).toEqual({ status: 422, fields: { depositor_phone: { key: 'phone' } } });
    const methods = resourceByKey('ash_payment', appConfig)?.fields.method;
    expect(refused({ ...deposit, method: 'gold' })).toEqual({
      status: 422,
      fields: { method: { key: 'enum', params: { values: methods?.type === 'enum' ? methods.values.map((v) => v.value).join(', ') : '' } } },
    });
    expect(refused({ ...deposit, storage_kind: 'forever' })?.status).toBe(422);
  });

  it('checks a pattern and a text length as the forms do', () => {
    const body = { id: 1, version: 1, id_number: 'x'.repeat(31), pickup_code: '12a456', kind: 'taken_away' };
    const d = decodeBody(withdrawAshes.body, body, appConfig);
    expect(d.ok ? {} : d.refusal).toEqual({ status: 422, fields: { id_number: { key: 'max_length', params: { max: 30 } }, pickup_code: { key: 'pattern', params: { pattern: '^\\d{6}$' } } } });
  });

  it('reads a list by its bound and its items', () => {
    const spec: Record<string, BodyField> = { ids: { type: 'list', of: { type: 'id' }, max: 3, unique: true }, days: { type: 'list', of: { type: 'date' }, max: 5 } };
    expect(decodeBody(spec, { ids: [2, 2, 1] }, appConfig)).toEqual({ ok: true, value: { ids: [2, 1], days: [] } });
    expect(decodeBody(spec, { ids: [1, 2, 3, 4] }, appConfig)).toEqual({ ok: false, refusal: { status: 400, code: 'bad_request' } });
    expect(decodeBody(spec, { days: ['2024-02-30'] }, appConfig)).toEqual({ ok: false, refusal: { status: 422, fields: { days: { key: 'type_date' } } } });
  });
});

describe('the registry', () => {
  it('holds each method and path once, under the API base', () => {
    const keys = CONTRACTS.map((c) => `${c.method} ${c.path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(CONTRACTS).toContain(renewStorage);
    // The legacy logout's path is the spec's own (vue-element-admin/user/logout): the one of three segments.
    for (const c of CONTRACTS) expect(`${API_BASE}/${c.path}`).toMatch(/^\/index\/[A-Za-z_.]+\/[a-z_]+(\/:[a-z_]+)?$|^\/index\/[a-z]+$|^\/index\/vue-element-admin\/user\/logout$/);
  });

  it('names only fields and resources the running config has', () => {
    const named = (field: BodyField): { resource: string; field: string }[] =>
      field.type === 'config' ? [field] : field.type === 'list' ? named(field.of) : field.type === 'object' ? Object.values(field.fields).flatMap(named) : [];
    for (const c of CONTRACTS) {
      if (c.access.kind === 'resource') expect(resourceByKey(c.access.resource, appConfig), c.path).toBeDefined();
      if (typeof c.body === 'object') for (const f of Object.values(c.body).flatMap(named)) expect(resourceByKey(f.resource, appConfig)?.fields[f.field], `${c.path}: ${f.resource}.${f.field}`).toBeDefined();
    }
  });
});

describe('lint', () => {
  it.each([
    ['src/server/fixture.ts', "export const r = (app: any) => app.post('/index/admin.thing/do', async () => ({}));"],
    ['src/server/visits/fixture.ts', "export const r = (fastify: any) => fastify.route({ method: 'GET', url: '/index/x', handler: async () => 1 });"],
    ['src/server/fixture.ts', "export const r = (request: any) => request.server.get('/index/x', async () => 1);"],
  ])('refuses a route registered outside the registry: %s', async (path, code) => {
    const found = await refusals(path, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('Routes are registered only from their contract');
  });

  it.each([
    ['src/app/fixture.ts', "export const p = postOk('admin.ash_deposit/withdraw', {});"],
    ['src/app/columbarium/fixture.ts', 'export const p = (t: string) => postOk(`admin.${t}/update`, {});'],
    ['src/app/fixture.ts', "export const p = fetch('/index/stats/summary');"],
    ['src/app/visits/fixture.tsx', "export const P = 'visit/book';"],
  ])('refuses an action path written in the browser: %s', async (path, code) => {
    const found = await refusals(path, code.replace("'/index/stats", "'stats"));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('never writes an action path');
  });

  it.each([
    ['src/server/fixture.ts', 'export const r = (map: Map<string, number>) => map.get(\'x\');'],
    ['src/server/fixture.ts', "import { route } from './contract/route';\nexport const r = route;"],
    ['src/app/fixture.ts', "export const label = 'admin'; export const t = 'statistics/summary';"],
  ])('lets through what is no route: %s', async (path, code) => {
    expect(await refusals(path, code)).toEqual([]);
  });
});
