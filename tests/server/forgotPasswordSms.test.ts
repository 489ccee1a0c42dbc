/**
 * The forgot-password code goes out through the messaging layer (issue 26; docs/auth.md
 * "Forgot password", docs/messaging.md): the development provider's outbox and log get it, the
 * send is recorded with the code masked, and the code resets the password (ending the user's calendar feed). Whether the mobile
 * has an account is never told: the answer is the same for an unknown or disabled mobile (and
 * nothing is sent to it), and a send the layer refuses or the provider fails changes nothing of
 * the answer (it is logged). Generated mobiles only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevelopmentProvider } from '../../src/server/messaging/development';
import { SmsError } from '../../src/server/messaging/provider';
import { SmsSender } from '../../src/server/messaging/sender';
import { DEFAULT_SMS_LIMITS } from '../../src/server/messaging/settings';
import { startTestServer, type TestServer } from './helpers/actors';
import { createTestUser } from './helpers/login';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('forgotSms');
});
afterAll(async () => {
  await server?.close();
});

const FORGET = '/index/user_reg/forget_code';
const RESET = '/index/user_reg/reset_password';

let address = 0;
/** A call from its own address (the per-address limit of the codes is not what is tested here). */
const call = async (path: string, body: object, lang = 'en') => {
  address += 1;
  const res = await server.app.inject({ method: 'POST', url: path, payload: body, headers: { 'accept-language': lang }, remoteAddress: `10.44.${address >> 8}.${address & 255}` });
  // Whatever was sent for it has been sent (the send runs after the answer).
  await server.app.auth.deliveries.settled();
  return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: unknown } };
};
const outbox = () => (server.app.sms.provider as DevelopmentProvider).outbox;
const sentTo = (mobile: string) => outbox().filter((m) => m.mobile === mobile);
const records = (mobile: string) => server.database.db.selectFrom('sms_message').select(['kind', 'status', 'text', 'provider', 'error']).where('mobile', '=', mobile).orderBy('id').execute();

describe('the forgot-password code', () => {
  it('is sent as a text message through the messaging layer (the development provider), recorded masked, and resets the password', async () => {
    const user = await createTestUser(server.database, 2);
    // A manager with a calendar feed (its secret address's hash): the reset ends it, as any new password does.
    await server.database.db.updateTable('user').set({ ics_token_hash: 'a-feed-address-hash' }).where('id', '=', user.id).execute();
    const asked = await call(FORGET, { mobile: user.mobile });
    expect(asked).toEqual({ http: 200, body: { status: 200, msg: 'If this mobile number has an account, a code has been sent; it is valid for 10 minutes', data: null } });
    const [sms] = sentTo(user.mobile);
    expect(sentTo(user.mobile)).toHaveLength(1);
    expect(sms).toMatchObject({ kind: 'otp', lang: 'en', params: { minutes: '10' } });
    const code = sms!.params.code!;
    expect(code).toMatch(/^\d{6}$/);
    expect(sms!.text).toBe(`Your verification code is ${code}, valid for 10 minutes. Do not share it.`);
    // The record of sent messages has it, without the code.
    expect(await records(user.mobile)).toEqual([{ kind: 'otp', status: 'sent', provider: 'development', error: null, text: 'Your verification code is ••••••, valid for 10 minutes. Do not share it.' }]);
    // In the asker's language.
    await call(FORGET, { mobile: user.mobile }, 'zh-CN');
    expect(sentTo(user.mobile).at(-1)!.text).toMatch(/^您的验证码为 \d{6}，10 分钟内有效。/);
    const latest = sentTo(user.mobile).at(-1)!.params.code!;

    // The code texted is the one the reset takes (the latest replaces the earlier).
    expect((await call(RESET, { mobile: user.mobile, code: latest, password: 'a new password 2026' })).body.status).toBe(200);
    const signIn = await server.app.inject({ method: 'POST', url: '/index/User_Reg/pwd_login', payload: { mobile: user.mobile, pwd: 'a new password 2026', type: 'pc' } });
    expect(signIn.json<{ status: number }>().status).toBe(1);
    const after = await server.database.db.selectFrom('user').select('ics_token_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(after.ics_token_hash).toBeNull();
  });

  it('tells nothing: an unknown or disabled mobile gets the same answer, and no message is sent or recorded for it', async () => {
    const known = await createTestUser(server.database, 1);
    const disabled = await createTestUser(server.database, 2, { enabled: false });
    const unknown = '13755550001';
    const answers = [await call(FORGET, { mobile: known.mobile }), await call(FORGET, { mobile: disabled.mobile }), await call(FORGET, { mobile: unknown })];
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(sentTo(known.mobile)).toHaveLength(1);
    expect([sentTo(disabled.mobile), sentTo(unknown)]).toEqual([[], []]);
    expect([await records(disabled.mobile), await records(unknown)]).toEqual([[], []]);
  });

  it('answers the same when the messaging layer refuses the send or the provider fails: the failure is recorded and logged, not told', async () => {
    const original = server.app.sms;
    try {
      // The provider is down.
      const down = await createTestUser(server.database, 1);
      server.app.sms = new SmsSender(server.app, { name: 'aliyun', send: () => Promise.reject(new SmsError('unavailable', 'ECONNREFUSED', 'connect ECONNREFUSED')) }, DEFAULT_SMS_LIMITS);
      const failed = await call(FORGET, { mobile: down.mobile });
      expect(failed.body.msg).toBe('If this mobile number has an account, a code has been sent; it is valid for 10 minutes');
      expect(await records(down.mobile)).toEqual([expect.objectContaining({ status: 'failed', provider: 'aliyun', error: 'ECONNREFUSED: connect ECONNREFUSED' })]);

      // The mobile's hourly bound of the messaging layer is used up (strangers may have done it): the answer is the same.
      const bounded = await createTestUser(server.database, 1);
      server.app.sms = new SmsSender(server.app, original.provider, { ...DEFAULT_SMS_LIMITS, perMobileHour: 1 });
      const first = await call(FORGET, { mobile: bounded.mobile });
      const second = await call(FORGET, { mobile: bounded.mobile });
      expect(second).toEqual(first);
      expect(sentTo(bounded.mobile)).toHaveLength(1);
    } finally {
      server.app.sms = original;
    }
  });
});
