/**
 * The SMS layer (docs/messaging.md): the development provider writes each message to the log
 * and keeps it; every send is recorded (a one-time code masked) and readable by administrators
 * only; sending is bounded per mobile, per address and in concurrency; a provider's failure is
 * recorded and answered in the family's language; the settings come from the environment only.
 * The world's clock is moved, never waited for.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/server/http/errors';
import { developmentProvider, type DevelopmentProvider } from '../../src/server/messaging/development';
import { SmsError, type SmsProvider } from '../../src/server/messaging/provider';
import { SmsSender } from '../../src/server/messaging/sender';
import { DEFAULT_SMS_LIMITS, smsSettingsFromEnv, type SmsLimits } from '../../src/server/messaging/settings';
import { SettingsError } from '../../src/server/runtime/settings';
import { buildWorld, type World } from './domainSetup';
import { mobile } from './visitSetup';

let w: World;
let dev: DevelopmentProvider;
const logged: string[] = [];
const start = new Date(2026, 10, 23, 10, 0, 0);

beforeAll(async () => {
  w = await buildWorld('messaging');
  dev = developmentProvider({ ...w.app.log, warn: (_: unknown, msg: string) => logged.push(msg) } as never);
});
afterAll(async () => {
  await w?.close();
});

const senderOn = (provider: SmsProvider, limits: Partial<SmsLimits> = {}) => new SmsSender(w.app, provider, { ...DEFAULT_SMS_LIMITS, ...limits });
const otp = (to: string, code = '204861') => ({ mobile: to, kind: 'otp' as const, lang: 'en' as const, params: { code, minutes: '5' } });
const refusal = async (p: Promise<unknown>): Promise<{ code: string; status: number; params?: unknown; fields?: unknown; retryAfter?: number }> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return { code: e.code, status: e.httpStatus, params: e.params, fields: e.fields, retryAfter: e.retryAfter };
    throw e;
  }
  throw new Error('not refused');
};

describe('the development provider and the record', () => {
  it('writes the message with its code to the log, keeps it, and records it with the code masked, for administrators only', async () => {
    await w.setNow(start);
    const to = mobile();
    const sent = await senderOn(dev).send(otp(to, '731902'), { address: '198.51.100.7' });
    expect(logged.at(-1)).toBe(`SMS not sent (development provider) to ${to}: Your verification code is 731902, valid for 5 minutes. Do not share it.`);
    expect(dev.outbox.at(-1)).toMatchObject({ mobile: to, kind: 'otp', params: { code: '731902' }, id: sent.id });
    const row = await w.row('sms_message', sent.record);
    expect(row).toMatchObject({ kind: 'otp', mobile: to, status: 'sent', provider: 'development', provider_id: sent.id, address: '198.51.100.7', error: null });
    expect(row.text).toBe('Your verification code is ••••••, valid for 5 minutes. Do not share it.');
    const read = await w.call(5, '/index/query', { table: 'sms_message', where: [['mobile', '=', to]] });
    expect(read.body.status).toBe(200);
    expect(JSON.stringify(read.body.data)).toContain(to);
    expect(JSON.stringify(read.body.data)).not.toContain('731902');
    for (const level of [1, 2, 3, 4] as const) expect((await w.call(level, '/index/query', { table: 'sms_message' })).body.data.code).toBe('forbidden');
    // Nobody writes the record through the generic calls, administrators included.
    expect((await w.call(5, '/index/admin.sms_message/update', { id: sent.record, version: 1, status: 'failed' })).status).toBe(403);
  });
});

describe('the bounds', () => {
  it('sends one mobile at most 5 messages an hour and 10 a day, then says how long to wait; the hour passes on the clock', async () => {
    await w.setNow(start);
    const sender = senderOn(dev);
    const to = mobile();
    for (let i = 0; i < 5; i++) await sender.send(otp(to), { address: `198.51.100.${i + 20}` });
    const over = await refusal(sender.send(otp(to), { address: '198.51.100.40' }));
    expect(over).toMatchObject({ code: 'sms_mobile_limit', status: 429, params: { minutes: 60 }, retryAfter: 3600 });
    // Another mobile is not held back.
    await sender.send(otp(mobile()), { address: '198.51.100.40' });
    await w.setNow(new Date(start.getTime() + 61 * 60_000));
    for (let i = 0; i < 5; i++) await sender.send(otp(to), { address: '198.51.100.41' });
    const daily = await refusal(sender.send(otp(to), { address: '198.51.100.42' }));
    expect(daily.code).toBe('sms_mobile_limit');
    await w.setNow(new Date(start.getTime() + 4 * 3_600_000));
    expect((await refusal(sender.send(otp(to), { address: '198.51.100.43' }))).params).toEqual({ minutes: 20 * 60 });
    const sent = await w.database.db.selectFrom('sms_message').select((eb) => eb.fn.countAll<number>().as('n')).where('mobile', '=', to).executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(10);
  });

  it('sends at most 30 messages an hour asked for from one address', async () => {
    await w.setNow(new Date(start.getTime() + 24 * 3_600_000));
    const sender = senderOn(dev);
    for (let i = 0; i < 30; i++) await sender.send(otp(mobile()), { address: '203.0.113.99' });
    expect(await refusal(sender.send(otp(mobile()), { address: '203.0.113.99' }))).toMatchObject({ code: 'sms_address_limit', status: 429 });
    await sender.send(otp(mobile()), { address: '203.0.113.100' });
  });

  it('calls the provider in a bounded number of turns: a full line is refused at once, 503 sms_busy', async () => {
    await w.setNow(new Date(start.getTime() + 48 * 3_600_000));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: SmsProvider = { name: 'development', send: async () => (await held, { id: 'slow' }) };
    const sender = senderOn(slow, { concurrency: 1, queue: 1 });
    const first = sender.send(otp(mobile()));
    const second = sender.send(otp(mobile()));
    expect(await refusal(sender.send(otp(mobile())))).toMatchObject({ code: 'sms_busy', status: 503 });
    release();
    expect((await first).id).toBe('slow');
    expect((await second).id).toBe('slow');
  });

  it('records a provider’s failure and answers what the family can do', async () => {
    await w.setNow(new Date(start.getTime() + 72 * 3_600_000));
    const failing = (failure: 'mobile' | 'limit' | 'config' | 'unavailable', code: string): SmsProvider => ({
      name: 'aliyun',
      send: async () => {
        throw new SmsError(failure, code, `${code} happened`);
      },
    });
    const to = mobile();
    const bad = await refusal(senderOn(failing('mobile', 'isv.MOBILE_NUMBER_ILLEGAL')).send(otp(to)));
    expect(bad).toMatchObject({ code: 'sms_mobile_rejected', status: 422, fields: { mobile: { code: 'sms_mobile_rejected' } } });
    expect(await refusal(senderOn(failing('limit', 'isv.BUSINESS_LIMIT_CONTROL')).send(otp(to)))).toMatchObject({ code: 'sms_provider_limit', status: 429 });
    expect(await refusal(senderOn(failing('config', 'isv.SMS_TEMPLATE_ILLEGAL')).send(otp(to)))).toMatchObject({ code: 'sms_failed', status: 503 });
    const rows = await w.database.db.selectFrom('sms_message').select(['status', 'provider', 'error']).where('mobile', '=', to).orderBy('id').execute();
    expect(rows).toEqual([
      { status: 'failed', provider: 'aliyun', error: 'isv.MOBILE_NUMBER_ILLEGAL: isv.MOBILE_NUMBER_ILLEGAL happened' },
      { status: 'failed', provider: 'aliyun', error: 'isv.BUSINESS_LIMIT_CONTROL: isv.BUSINESS_LIMIT_CONTROL happened' },
      { status: 'failed', provider: 'aliyun', error: 'isv.SMS_TEMPLATE_ILLEGAL: isv.SMS_TEMPLATE_ILLEGAL happened' },
    ]);
  });
});

describe('the settings', () => {
  it('default to the development provider and name what a real provider lacks', () => {
    expect(smsSettingsFromEnv({}).provider).toBe('development');
    expect(() => smsSettingsFromEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(SettingsError);
    expect(() => smsSettingsFromEnv({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id' })).toThrow(/ALIYUN_SMS_ACCESS_KEY_SECRET/);
    expect(() => smsSettingsFromEnv({ SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'id', TENCENT_SMS_SECRET_KEY: 'k', TENCENT_SMS_SDK_APP_ID: '1400000000', SMS_SIGN_NAME: 'x' })).toThrow(/SMS_TEMPLATE_OTP/);
    expect(() => smsSettingsFromEnv({ SMS_PER_MOBILE_HOUR: 'many' })).toThrow(/SMS_PER_MOBILE_HOUR/);
  });

  it('read a key from a file outside the repository', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sms-key-'));
    writeFileSync(join(dir, 'secret'), 'from-a-file\n');
    const s = smsSettingsFromEnv({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExample',
      ALIYUN_SMS_ACCESS_KEY_SECRET_FILE: join(dir, 'secret'),
      SMS_SIGN_NAME: '青山陵园',
      SMS_TEMPLATE_OTP: 'SMS_154950909',
    });
    expect(s.aliyun).toMatchObject({ accessKeySecret: 'from-a-file', signName: '青山陵园', templates: { otp: 'SMS_154950909' }, endpoint: 'dysmsapi.aliyuncs.com' });
  });
});
