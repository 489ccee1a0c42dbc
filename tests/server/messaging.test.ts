/**
 * The SMS layer (docs/messaging.md): the development provider writes each message to the log
 * and keeps it; every send is recorded (a one-time code masked) and readable by administrators
 * only; sending is bounded per mobile, per address and in concurrency; a provider's failure is
 * recorded and answered in the family's language; the settings come from the environment only.
 * The world's clock is moved, never waited for.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/server/http/errors';
import { developmentProvider, type DevelopmentProvider } from '../../src/server/messaging/development';
import { SmsError, type SmsProvider } from '../../src/server/messaging/provider';
import { SmsSender } from '../../src/server/messaging/sender';
import { DEFAULT_SMS_LIMITS, smsSettingsFromEnv, templateIdOf, type SmsLimits } from '../../src/server/messaging/settings';
import { SettingsError } from '../../src/server/runtime/settings';
import { buildWorld, type World } from './domainSetup';
import type { Row } from '../../src/server/hooks/registry';
import { makeProof } from '../../src/server/messaging/otp';
import { networkOf } from '../../src/server/messaging/otpDevice';
import { addGate, addSlot, mobile, raw } from './visitSetup';

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
    expect(s.aliyun).toMatchObject({ accessKeySecret: 'from-a-file', signName: '青山陵园', templates: { otp: { default: 'SMS_154950909' } }, endpoint: 'dysmsapi.aliyuncs.com' });
  });

  it('read a template per kind and, when the cemetery has one, per language; only the one-time code\'s is needed to start', () => {
    const s = smsSettingsFromEnv({
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: 'id',
      TENCENT_SMS_SECRET_KEY: 'k',
      TENCENT_SMS_SDK_APP_ID: '1400000000',
      SMS_SIGN_NAME: '青山陵园',
      SMS_TEMPLATE_OTP: '449739',
      SMS_TEMPLATE_OTP_EN: '449740',
      SMS_TEMPLATE_REMINDER_PLOT: '500001',
      SMS_TEMPLATE_REMINDER_PLOT_PAY_JA: '500003',
    });
    const ids = s.tencent!.templates;
    expect(ids).toEqual({ otp: { default: '449739', en: '449740' }, reminder_plot: { default: '500001' }, reminder_plot_pay: { ja: '500003' }, reminder_storage: {}, reminder_storage_pay: {} });
    expect([templateIdOf(ids, 'otp', 'en'), templateIdOf(ids, 'otp', 'es'), templateIdOf(ids, 'reminder_plot', 'ja'), templateIdOf(ids, 'reminder_plot_pay', 'ja'), templateIdOf(ids, 'reminder_plot_pay', 'zh'), templateIdOf(ids, 'reminder_storage', 'zh')]).toEqual([
      '449740',
      '449739',
      '500001',
      '500003',
      undefined,
      undefined,
    ]);
  });
});

/** The public booking page's verification (docs/visits.md "Verifying the mobile"), through the public calls. */
describe('one-time codes on the public booking page', () => {
  const morning = new Date(2026, 10, 24, 8, 0, 0);
  let slot: Row;
  beforeAll(async () => {
    await w.setNow(morning);
    slot = await addSlot(w, { gate_id: await addGate(w, 'OTP gate'), day: '2026-11-25', starts: '09:00', ends: '10:00', quota: 10_000 });
  });
  const outbox = () => (w.app.sms.provider as DevelopmentProvider).outbox;
  /** The code the family reads on its phone: the development provider's last message to that mobile. */
  const codeOn = (m: string): string => String(outbox().filter((x) => x.mobile === m).at(-1)?.params.code);
  const ask = async (m: string, ip: string) => {
    const sent = await raw(w, 'send_code', { mobile: m }, ip);
    expect(sent.body.status, JSON.stringify(sent.body)).toBe(200);
    return String(sent.body.data.challenge);
  };
  const verify = (m: string, challenge: string, code: string, ip: string) => raw(w, 'verify_code', { mobile: m, challenge, code }, ip);
  const booked = async (m: string) =>
    Number((await w.database.db.selectFrom('visit_booking').select((eb) => eb.fn.countAll<number>().as('n')).where('mobile', '=', m).where('status', '=', 'booked').executeTakeFirstOrThrow()).n);
  const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

  it('a family books with the code its phone receives: code, proof, booking bound to that mobile', async () => {
    const m = mobile();
    const challenge = await ask(m, '100.64.0.1');
    const sms = outbox().at(-1);
    expect(sms).toMatchObject({ mobile: m, kind: 'otp', lang: 'en' });
    expect(sms?.text).toMatch(/^Your verification code is \d{6}, valid for 5 minutes/);
    const proven = await verify(m, challenge, codeOn(m), '100.64.0.1');
    expect(proven.body.status).toBe(200);
    expect(proven.body.data).toMatchObject({ mobile: m, expires_at: new Date(morning.getTime() + 60 * 60_000).toISOString() });
    const proof = String(proven.body.data.proof);
    const ticket = await raw(w, 'book', { slot_id: slot.id, name: '林一', proof, people: 2 }, '100.64.0.1');
    expect(ticket.body.status).toBe(200);
    expect((await w.database.db.selectFrom('visit_booking').select(['mobile', 'people']).where('code', '=', String(ticket.body.data.code)).executeTakeFirstOrThrow())).toEqual({ mobile: m, people: 2 });
    // The same proof cancels it (its owner, an hour long), with no second code.
    const cancelled = await raw(w, 'cancel', { code: ticket.body.data.code, proof }, '100.64.0.1');
    expect(cancelled.body.data.status).toBe('cancelled');
    // A proof binds the booking to its mobile: another mobile in the body is refused.
    const other = await raw(w, 'book', { slot_id: slot.id, name: '林一', proof, mobile: mobile(), people: 1 }, '100.64.0.1');
    expect([other.http, other.body.data.code, other.body.data.fields?.mobile]).toEqual([422, 'otp_mobile_mismatch', 'This is not the mobile that was verified']);
    // Three bookings a day per verified mobile.
    for (let i = 0; i < 3; i++) expect((await raw(w, 'book', { slot_id: slot.id, name: '林一', proof, people: 1 }, '100.64.0.1')).body.status).toBe(200);
    expect((await raw(w, 'book', { slot_id: slot.id, name: '林一', proof, people: 1 }, '100.64.0.1')).body.data.code).toBe('visit_mobile_cap');
  });

  it('a flood without codes books nothing: no proof, forged or other proofs, from 60 addresses', async () => {
    const real = makeProof(w.app, 'visit', mobile()).proof;
    const [body, mac] = real.split('.');
    const forged = [
      undefined,
      '',
      'x.y',
      `${Buffer.from(`visit|${mobile()}|9999999999`).toString('base64url')}.${mac}`,
      `${body}.${mac.slice(0, -2)}AA`,
      `${Buffer.from(`login|${mobile()}|9999999999`).toString('base64url')}.${mac}`,
    ];
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => {
        const proof = forged[i % forged.length];
        return raw(w, 'book', { slot_id: slot.id, name: '洪水', mobile: mobile(), people: 10, ...(proof === undefined ? {} : { proof }) }, `198.18.${i % 60}.1`);
      }),
    );
    expect(new Set(answers.map((a) => a.body.data.code))).toEqual(new Set(['otp_required']));
    expect(answers[0]).toMatchObject({ http: 401, body: { msg: 'Verify your mobile with a text message code first' } });
    const before = Number((await w.row('visit_slot', Number(slot.id))).booked);
    expect(Number((await w.database.db.selectFrom('visit_booking').select((eb) => eb.fn.countAll<number>().as('n')).where('name', '=', '洪水').executeTakeFirstOrThrow()).n)).toBe(0);
    expect(Number((await w.row('visit_slot', Number(slot.id))).booked)).toBe(before);
    // Cancels and changes without a proof are refused the same way, whoever's code they name.
    expect((await raw(w, 'cancel', { code: 'ABCDEFGHJK', mobile: mobile() }, '198.18.61.1')).body.data.code).toBe('otp_required');
    expect((await raw(w, 'change', { code: 'ABCDEFGHJK', mobile: mobile(), slot_id: slot.id, people: 1 }, '198.18.61.1')).body.data.code).toBe('otp_required');
  });

  it('wrong codes and failed cancels never lock the family out: they count against the stranger’s address', async () => {
    const victim = mobile();
    const family = '100.64.1.1';
    const challenge = await ask(victim, family);
    const familyCode = codeOn(victim);
    // A stranger knows the mobile: random codes against made-up challenges, a code of his own for it, cancels with random booking codes.
    const stranger = '203.0.113.66';
    const own = await ask(victim, stranger);
    const tries = [];
    for (let i = 0; i < 12; i++) tries.push(await verify(victim, i % 2 ? own : randomBytes(16).toString('base64url'), String(100_000 + i), stranger));
    expect(tries.slice(0, 10).every((t) => t.http === 422)).toBe(true);
    expect(tries.slice(10).map((t) => [t.http, t.body.data.code])).toEqual([
      [429, 'visit_too_many_requests'],
      [429, 'visit_too_many_requests'],
    ]);
    for (let i = 0; i < 10; i++) expect((await raw(w, 'cancel', { code: 'ABCDEFGHJK', mobile: victim }, `203.0.113.${70 + i}`)).body.data.code).toBe('otp_required');
    // The family's own code is untouched and its mobile not held back: it books at once, and cancels.
    expect(Number((await w.database.db.selectFrom('otp_code').select('tries').where('challenge', '=', challenge).executeTakeFirstOrThrow()).tries)).toBe(0);
    const proof = String((await verify(victim, challenge, familyCode, family)).body.data.proof);
    const ticket = await raw(w, 'book', { slot_id: slot.id, name: '周家', proof, people: 3 }, family);
    expect(ticket.body.status).toBe(200);
    expect((await raw(w, 'cancel', { code: ticket.body.data.code, proof }, family)).body.data.status).toBe('cancelled');
    expect(await booked(victim)).toBe(0);
  });

  it('a stranger who knows the mobile cannot spend its day: one network asks 3 codes a day, and the phone that proved it before always gets its code', async () => {
    const victim = mobile();
    const at = (minutes: number) => w.setNow(new Date(morning.getTime() + 2 * 3_600_000 + minutes * 60_000));
    /** A public call from `ip`, with the browser's cookie if it has one; the cookie it is given back. */
    const call = async (path: string, body: object, ip: string, cookie?: string) => {
      const res = await w.app.inject({ method: 'POST', url: `/index/visit/${path}`, payload: body, remoteAddress: ip, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
      const set = res.headers['set-cookie'];
      return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: Record<string, unknown> }, cookie: typeof set === 'string' ? set.split(';')[0] : undefined, set };
    };
    // The family proved its mobile on its phone once: the phone keeps a cookie for it (HttpOnly, the visit calls only, a year).
    await at(0);
    const first = await call('send_code', { mobile: victim }, '100.64.3.1');
    const proven = await call('verify_code', { mobile: victim, challenge: first.body.data.challenge, code: codeOn(victim) }, '100.64.3.1');
    expect(proven.body.status).toBe(200);
    expect(String(proven.set)).toMatch(/^cemetery_visit_device=[\w-]{22}\.\d+\.[\w-]{43}; Path=\/index\/visit; Max-Age=31536000; HttpOnly; SameSite=Strict$/);
    const phone = String(proven.cookie);
    expect(phone).not.toContain(victim);
    // A stranger's network: three codes a day for that mobile, whatever its addresses; the fourth is refused to that network only.
    await at(1);
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect((await call('send_code', { mobile: victim }, ip)).body.status).toBe(200);
    const fourth = await call('send_code', { mobile: victim }, '203.0.113.4');
    expect([fourth.http, fourth.body.data.code, fourth.body.msg]).toEqual([429, 'sms_address_limit', 'Too many messages were asked for from this network: try again in 1440 minutes']);
    // Strangers on more networks do use up the mobile's hour and day (the bound that keeps a number from being flooded with texts)...
    expect((await call('send_code', { mobile: victim }, '198.51.100.1')).body.status).toBe(200);
    expect((await call('send_code', { mobile: victim }, '198.51.100.2')).body.data.code).toBe('sms_mobile_limit');
    await at(62);
    for (const ip of ['198.51.100.2', '198.51.100.3', '192.0.2.1', '192.0.2.2', '192.0.2.3']) expect((await call('send_code', { mobile: victim }, ip)).body.status).toBe(200);
    expect((await call('send_code', { mobile: victim }, '198.18.7.1')).body.data.code).toBe('sms_mobile_limit');
    // ...but not the family's phone: it gets its code at once, proves the mobile and books.
    await at(63);
    const mine = await call('send_code', { mobile: victim }, '100.64.3.1', phone);
    expect(mine.body.status, JSON.stringify(mine.body)).toBe(200);
    const again = await call('verify_code', { mobile: victim, challenge: mine.body.data.challenge, code: codeOn(victim) }, '100.64.3.1', phone);
    expect(again.body.status).toBe(200);
    // The phone keeps its device id: the cookie is renewed, not replaced by a new device.
    expect(String(again.cookie).split('=')[1].split('.')[0]).toBe(phone.split('=')[1].split('.')[0]);
    const ticket = await call('book', { slot_id: slot.id, name: '周家', proof: again.body.data.proof, people: 2 }, '100.64.3.1');
    expect(ticket.body.status).toBe(200);
    // Another mobile's cookie, or a forged one, is a stranger's browser.
    const forged = `cemetery_visit_device=${phone.split('=')[1].slice(0, -2)}AA`;
    await at(64);
    expect((await call('send_code', { mobile: victim }, '100.64.3.9', forged)).body.data.code).toBe('sms_mobile_limit');
    // The phone has a bound of its own: five codes a day.
    for (let i = 0; i < 4; i++) {
      await at(65 + 2 * i);
      expect((await call('send_code', { mobile: victim }, '100.64.3.1', phone)).body.status).toBe(200);
    }
    await at(73);
    const sixth = await call('send_code', { mobile: victim }, '100.64.3.1', phone);
    expect([sixth.http, sixth.body.data.code]).toEqual([429, 'sms_mobile_limit']);
    // The record: every text sent to the mobile, the strangers' included: the mobile's 10 (the family's first among them), then the phone's 5.
    const sent = await w.database.db.selectFrom('sms_message').select((eb) => eb.fn.countAll<number>().as('n')).where('mobile', '=', victim).where('status', 'in', ['sent', 'delivered']).executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(15);
    await w.setNow(morning);
  });

  it('counts a network’s share under the mobile’s lock: six asks at once from one network send three codes', async () => {
    await w.setNow(new Date(morning.getTime() + 5 * 3_600_000));
    const m = mobile();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => raw(w, 'send_code', { mobile: m }, `2001:db8:7:9:${i}::1`)));
    expect(answers.map((a) => a.http).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(answers.filter((a) => a.http === 429).map((a) => a.body.data.code)).toEqual(['sms_address_limit', 'sms_address_limit', 'sms_address_limit']);
    expect(networkOf('2001:db8:7:9:5::1')).toBe('2001:db8:7:9::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.0/24');
    await w.setNow(morning);
  });

  it('a code lives 5 minutes, dies after 5 wrong tries, serves once; a proof lives an hour; a new code after a minute', async () => {
    const ip = '100.64.2.1';
    await w.setNow(morning);
    const m = mobile();
    const first = await ask(m, ip);
    const code = codeOn(m);
    // The same address asks again within the minute: told how long to wait.
    await w.setNow(new Date(morning.getTime() + 20_000));
    const again = await raw(w, 'send_code', { mobile: m }, ip);
    expect([again.http, again.body.data.code, again.body.msg]).toEqual([429, 'otp_resend_wait', 'You can ask for a new code in 40 s']);
    // Five minutes and a second later the code is dead.
    await w.setNow(new Date(morning.getTime() + 5 * 60_000 + 1000));
    expect((await verify(m, first, code, ip)).body.data).toMatchObject({ code: 'otp_expired', fields: { code: 'The code has expired: ask for a new one' } });
    // A new code: four wrong tries say how many are left, the fifth kills it, and then even the right one is refused.
    const second = await ask(m, ip);
    const right = codeOn(m);
    const left = [];
    for (let i = 0; i < 5; i++) left.push((await verify(m, second, wrongCode(right), ip)).body.msg);
    expect(left).toEqual(['The code is not right (4 tries left)', 'The code is not right (3 tries left)', 'The code is not right (2 tries left)', 'The code is not right (1 tries left)', 'Too many wrong tries: ask for a new code']);
    expect((await verify(m, second, right, ip)).body.data.code).toBe('otp_attempts');
    // A right code serves once.
    await w.setNow(new Date(morning.getTime() + 7 * 60_000));
    const third = await ask(m, '100.64.2.2');
    const proven = await verify(m, third, codeOn(m), '100.64.2.2');
    expect(proven.body.status).toBe(200);
    expect((await verify(m, third, codeOn(m), '100.64.2.2')).body.data.code).toBe('otp_expired');
    // The proof: good for an hour, then the booking page asks for a new code.
    await w.setNow(new Date(morning.getTime() + 67 * 60_000 + 1000));
    const late = await raw(w, 'book', { slot_id: slot.id, name: '晚到', proof: proven.body.data.proof, people: 1 }, '100.64.2.2');
    expect([late.http, late.body.data.code]).toEqual([401, 'otp_proof_expired']);
    // The codes are kept as hashes only.
    const rows = await w.database.db.selectFrom('otp_code').select(['code_hash']).where('mobile', '=', m).execute();
    expect(rows.length).toBe(3);
    for (const r of rows) expect(String(r.code_hash)).not.toContain(right);
    await w.setNow(morning);
  });
});
