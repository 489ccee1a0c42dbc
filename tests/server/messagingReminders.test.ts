/**
 * The reminders outbox through the SMS layer (docs/messaging.md "Reminders" and "Delivery
 * receipts"): a reminder is sent as its kind's template in the holder's language with the
 * variables the product fills (a pay link when it has one), recorded with the reminder it
 * belongs to; a failure is tried again after a growing wait (the clock is moved, never waited
 * for), a refused number is not; the holder's contact preference is read again when sending (a
 * family that opted out since gets nothing); sends at once and a send cut short by a restart
 * never send one reminder twice; the carrier's receipt turns a sent reminder into delivered or
 * not, once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Row } from '../../src/server/hooks/registry';
import { developmentProvider, type DevelopmentProvider } from '../../src/server/messaging/development';
import { SmsError, type SmsProvider, type SmsReceipt, type SmsSendRequest } from '../../src/server/messaging/provider';
import { collectReceipts, RECEIPT_BATCH } from '../../src/server/messaging/receipts';
import { SmsSender } from '../../src/server/messaging/sender';
import { DEFAULT_SMS_LIMITS } from '../../src/server/messaging/settings';
import { deliverReminders, reminderRef } from '../../src/server/terms/reminders';
import { gatewayNotifier, logNotifier } from '../../src/server/terms/notifier';
import { buildWorld, type World } from './domainSetup';
import { paidOrder, setTerm } from './termsSetup';

// The jobs do not run in this file's server: each run here is called.
process.env.REMINDERS_EVERY_MS = '0';
process.env.SMS_RECEIPTS_EVERY_MS = '0';

let w: World;
let dev: DevelopmentProvider;
const start = new Date(2026, 10, 25, 9, 0, 0);
let phoneNo = 13900000000;

/** A provider that answers from a script (then like the development provider) and counts its calls. */
const scripted = () => {
  const calls: SmsSendRequest[] = [];
  const script: (SmsError | 'ok')[] = [];
  let receipts: SmsReceipt[] = [];
  const asked: string[][] = [];
  const provider: SmsProvider = {
    name: 'development',
    send: async (request) => {
      calls.push(request);
      const next = script.shift() ?? 'ok';
      if (next !== 'ok') throw next;
      return { id: `s-${calls.length}-${request.mobile}` };
    },
    receipts: async (pending) => {
      asked.push(pending.map((p) => p.id));
      return receipts.filter((r) => pending.some((p) => p.id === r.id));
    },
  };
  return { provider, calls, script, asked, setReceipts: (r: SmsReceipt[]) => (receipts = r) };
};

const useProvider = (provider: SmsProvider) => {
  w.app.sms = new SmsSender(w.app, provider, { ...DEFAULT_SMS_LIMITS });
};

beforeAll(async () => {
  w = await buildWorld('messaging_reminders');
  dev = developmentProvider({ ...w.app.log, warn: () => undefined } as never);
});
afterAll(async () => {
  await w?.close();
});
beforeEach(async () => {
  await w.setNow(start);
  useProvider(dev);
  w.app.reminderNotifier = logNotifier(w.app.log);
  w.app.reminderPayLink = undefined;
});

/** A term due in a month, its holder on a mobile of its own, with these contact settings. */
const dueTerm = async (contact: Row = {}, level: 1 | 3 = 1): Promise<Row> => {
  const { term } = await paidOrder(w, level);
  await setTerm(w, term, '2006-12-20', 20, '2026-12-20');
  phoneNo += 1;
  await w.database.db.updateTable('mgmt_term').set({ holder_phone: String(phoneNo), ...contact }).where('id', '=', Number(term.id)).execute();
  return w.row('mgmt_term', Number(term.id));
};
const reminderOf = async (term: Row): Promise<Row> => (await w.database.db.selectFrom('term_reminder').selectAll().where('term_id', '=', Number(term.id)).executeTakeFirstOrThrow()) as Row;
const queue = async (ids: unknown[]) => {
  const res = await w.call(1, '/index/admin.mgmt_term/queue_reminders', { ids });
  expect(res.body.status).toBe(200);
  return res.body.data as Row;
};
const at = (minutes: number) => w.setNow(new Date(start.getTime() + minutes * 60_000));
const iso = (d: unknown) => new Date(d as string).toISOString();

describe('a reminder through the SMS layer', () => {
  it('is its kind\'s template in the holder\'s language with the variables filled, recorded with its reminder', async () => {
    const term = await dueTerm({ holder_language: 'zh' });
    expect(await queue([term.id])).toMatchObject({ queued: 1, sent: 1, failed: 0 });
    const r = await reminderOf(term);
    const sent = dev.outbox.at(-1)!;
    expect(sent).toMatchObject({ mobile: term.holder_phone, kind: 'reminder_plot', lang: 'zh', params: { holder: '李四', until: '2026-12-20' } });
    expect(sent.text).toMatch(/^李四您好：您在本园 T-\d+ 墓位的管理费缴至 2026-12-20，请及时办理续费。如已办理请忽略。$/);
    expect(r).toMatchObject({ status: 'sent', attempts: 1, last_error: null, next_attempt_at: null });
    const sms = await w.row('sms_message', Number(r.sms_id));
    expect(sms).toMatchObject({ kind: 'reminder_plot', mobile: term.holder_phone, status: 'sent', ref: reminderRef(Number(r.id)), provider_id: sent.id, address: null });
    // The outbox keeps the full text (the letter's, with the cemetery's name) for the front desk.
    expect(String(r.message)).toMatch(/^【Test park】李四您好/);
  });

  it('carries the pay link in the pay template when the term has one; a WeChat holder gets it by SMS without a WeChat gateway, through the gateway with one', async () => {
    w.app.reminderPayLink = async () => 'https://park.example/pay/AB12CD34';
    const term = await dueTerm({ contact_preference: 'wechat' });
    await queue([term.id]);
    expect(dev.outbox.at(-1)).toMatchObject({ kind: 'reminder_plot_pay', lang: 'en', params: { url: 'https://park.example/pay/AB12CD34' } });
    expect(dev.outbox.at(-1)!.text).toMatch(/Pay online: https:\/\/park\.example\/pay\/AB12CD34$/);

    const hits: unknown[] = [];
    w.app.reminderNotifier = { ...gatewayNotifier('http://127.0.0.1:9/x', 'k'), send: async (m) => void hits.push(m) };
    const before = dev.outbox.length;
    const other = await dueTerm({ contact_preference: 'wechat' });
    await queue([other.id]);
    expect(hits).toHaveLength(1);
    expect(dev.outbox.length).toBe(before);
    expect(await reminderOf(other)).toMatchObject({ status: 'sent', sms_id: null });
  });
});

describe('retries', () => {
  it('tries again after 1, 5, 30, 120 and 720 minutes while the provider fails, then fails for good', async () => {
    const p = scripted();
    useProvider(p.provider);
    const term = await dueTerm();
    for (let i = 0; i < 6; i++) p.script.push(new SmsError('unavailable', 'isp.SYSTEM_ERROR', 'down'));
    expect(await queue([term.id])).toMatchObject({ queued: 1, sent: 0, failed: 1 });
    let r = await reminderOf(term);
    expect(r).toMatchObject({ status: 'retry', attempts: 1, last_error: 'sms_failed' });
    expect(iso(r.next_attempt_at)).toBe(new Date(start.getTime() + 60_000).toISOString());
    // Not before its time.
    await at(0.5);
    expect(await deliverReminders(w.app)).toEqual({ sent: 0, failed: 0 });
    expect(p.calls).toHaveLength(1);
    let minute = 0;
    for (const [i, wait] of [1, 5, 30, 120, 720].entries()) {
      minute += wait;
      await at(minute);
      await deliverReminders(w.app);
      expect(p.calls).toHaveLength(i + 2);
      r = await reminderOf(term);
      expect(r.attempts).toBe(i + 2);
    }
    expect(r).toMatchObject({ status: 'failed', next_attempt_at: null });
    await at(minute + 10_000);
    await deliverReminders(w.app);
    expect(p.calls).toHaveLength(6);
    // Each try is in the record, each failed.
    expect((await w.database.db.selectFrom('sms_message').select('status').where('ref', '=', reminderRef(Number(r.id))).execute()).map((m) => m.status)).toEqual(Array(6).fill('failed'));
  });

  it('a retry that works is sent; a number the provider refuses is not tried again', async () => {
    const p = scripted();
    useProvider(p.provider);
    const later = await dueTerm();
    p.script.push(new SmsError('limit', 'isv.BUSINESS_LIMIT_CONTROL', 'flow control'));
    await queue([later.id]);
    // The provider's own limit: the wait is at least what the layer asks (10 minutes), more than the first step.
    expect(iso((await reminderOf(later)).next_attempt_at)).toBe(new Date(start.getTime() + 600_000).toISOString());
    await at(10);
    expect(await deliverReminders(w.app)).toEqual({ sent: 1, failed: 0 });
    expect(await reminderOf(later)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });

    const bad = await dueTerm();
    p.script.push(new SmsError('mobile', 'isv.MOBILE_NUMBER_ILLEGAL', 'bad number'));
    await queue([bad.id]);
    expect(await reminderOf(bad)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'sms_mobile_rejected', next_attempt_at: null });
    await at(100_000);
    await deliverReminders(w.app);
    expect(p.calls.filter((c) => c.mobile === bad.holder_phone)).toHaveLength(1);
    // A manager sends the failed ones again, now.
    expect((await w.call(2, '/index/admin.mgmt_term/send_reminders', { retry_failed: true })).body.status).toBe(200);
    expect(await reminderOf(bad)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the holder\'s contact preference', () => {
  it('is read again when sending: a family that opted out (or chose letters) after queuing gets nothing', async () => {
    const p = scripted();
    useProvider(p.provider);
    const quiet = await dueTerm();
    const letter = await dueTerm();
    p.script.push(new SmsError('unavailable', 'timeout', 'x'), new SmsError('unavailable', 'timeout', 'x'));
    await queue([quiet.id, letter.id]);
    expect(p.calls).toHaveLength(2);
    await w.database.db.updateTable('mgmt_term').set({ do_not_contact: true }).where('id', '=', Number(quiet.id)).execute();
    await w.database.db.updateTable('mgmt_term').set({ contact_preference: 'letter' }).where('id', '=', Number(letter.id)).execute();
    await at(5);
    await deliverReminders(w.app);
    expect(p.calls).toHaveLength(2);
    expect(await reminderOf(quiet)).toMatchObject({ status: 'opted_out', last_error: 'do not contact', next_attempt_at: null });
    expect(await reminderOf(letter)).toMatchObject({ status: 'opted_out', last_error: 'the holder prefers letter' });
  });

  it('sends to the mobile the term has now', async () => {
    const p = scripted();
    useProvider(p.provider);
    const term = await dueTerm();
    p.script.push(new SmsError('unavailable', 'timeout', 'x'));
    await queue([term.id]);
    await w.database.db.updateTable('mgmt_term').set({ holder_phone: '13911112222' }).where('id', '=', Number(term.id)).execute();
    await at(1);
    await deliverReminders(w.app);
    expect(p.calls.map((c) => c.mobile)).toEqual([term.holder_phone, '13911112222']);
    expect(await reminderOf(term)).toMatchObject({ status: 'sent', holder_phone: '13911112222' });
  });
});

describe('exactly once', () => {
  it('runs at once send each reminder once', async () => {
    const p = scripted();
    useProvider(p.provider);
    const terms = [];
    for (let i = 0; i < 6; i++) terms.push(await dueTerm());
    // Queued without sending: the reminders wait for a run.
    p.script.push(...terms.map(() => new SmsError('unavailable', 'timeout', 'x')));
    await queue(terms.map((t) => t.id));
    await at(1);
    p.calls.length = 0;
    const runs = await Promise.all(Array.from({ length: 5 }, () => deliverReminders(w.app)));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(6);
    expect(p.calls.map((c) => c.mobile).sort()).toEqual(terms.map((t) => String(t.holder_phone)).sort());
    for (const t of terms) expect((await reminderOf(t)).status).toBe('sent');
  });

  it('a send cut short by a restart: sent if the provider took it, failed (never twice) if its answer was lost, sent if it never left', async () => {
    const p = scripted();
    useProvider(p.provider);
    const [took, lost, never] = [await dueTerm(), await dueTerm(), await dueTerm()];
    p.script.push(...[0, 1, 2].map(() => new SmsError('unavailable', 'timeout', 'x')));
    await queue([took.id, lost.id, never.id]);
    const stale = { status: 'sending', next_attempt_at: new Date(start.getTime() + 30_000).toISOString() };
    const rows = await Promise.all([took, lost, never].map(reminderOf));
    await w.database.db.updateTable('term_reminder').set(stale).where('id', 'in', rows.map((r) => Number(r.id))).execute();
    // The provider took one (its record says sent), was cut off during another (still sending).
    await w.database.db.updateTable('sms_message').set({ status: 'sent', provider_id: 'took-1' }).where('ref', '=', reminderRef(Number(rows[0].id))).execute();
    await w.database.db.updateTable('sms_message').set({ status: 'sending' }).where('ref', '=', reminderRef(Number(rows[1].id))).execute();
    await w.database.db.deleteFrom('sms_message').where('ref', '=', reminderRef(Number(rows[2].id))).execute();
    p.calls.length = 0;
    // Within the lease nothing is touched.
    expect(await deliverReminders(w.app)).toEqual({ sent: 0, failed: 0 });
    await at(1);
    await deliverReminders(w.app);
    expect(p.calls.map((c) => c.mobile)).toEqual([never.holder_phone]);
    expect(await reminderOf(took)).toMatchObject({ status: 'sent' });
    expect(await reminderOf(lost)).toMatchObject({ status: 'failed' });
    expect(String((await reminderOf(lost)).last_error)).toContain('cut short');
    expect(await reminderOf(never)).toMatchObject({ status: 'sent' });
  });
});

describe('delivery receipts', () => {
  it('turn sent messages and their reminders into delivered or not, once', async () => {
    const p = scripted();
    useProvider(p.provider);
    const [ok, ko] = [await dueTerm(), await dueTerm()];
    await queue([ok.id, ko.id]);
    const [rOk, rKo] = [await reminderOf(ok), await reminderOf(ko)];
    const [mOk, mKo] = [await w.row('sms_message', Number(rOk.sms_id)), await w.row('sms_message', Number(rKo.sms_id))];
    const when = new Date(start.getTime() + 5000);
    p.setReceipts([
      { id: String(mOk.provider_id), delivered: true, code: 'DELIVERED', at: when },
      { id: String(mKo.provider_id), delivered: false, code: 'MK:0001', at: when },
    ]);
    await at(5);
    const first = await collectReceipts(w.app);
    expect(first).toMatchObject({ delivered: 1, undelivered: 1 });
    expect(await w.row('sms_message', Number(mOk.id))).toMatchObject({ status: 'delivered', receipt: 'DELIVERED' });
    expect(iso((await w.row('sms_message', Number(mOk.id))).delivered_at)).toBe(when.toISOString());
    expect(await w.row('sms_message', Number(mKo.id))).toMatchObject({ status: 'undelivered', receipt: 'MK:0001' });
    expect(await reminderOf(ok)).toMatchObject({ status: 'delivered' });
    expect(await reminderOf(ko)).toMatchObject({ status: 'undelivered', last_error: 'receipt MK:0001' });
    // Asked again: nothing changes, those two are no longer asked about.
    const again = await collectReceipts(w.app);
    expect(again).toMatchObject({ delivered: 0, undelivered: 0 });
    expect(p.asked.at(-1)).not.toContain(String(mOk.provider_id));
  });

  it('are asked for at most a batch a run, the least recently asked first, within three days', async () => {
    const p = scripted();
    useProvider(p.provider);
    p.setReceipts([]);
    // Every message still waiting from before is asked about once first.
    while ((await collectReceipts(w.app)).asked === RECEIPT_BATCH);
    const ids: string[] = [];
    for (let i = 0; i < RECEIPT_BATCH + 5; i++) ids.push((await w.app.sms.send({ mobile: String(13700000000 + i), kind: 'otp', lang: 'en', params: { code: '123456', minutes: '5' } })).id);
    await at(10);
    p.asked.length = 0;
    const one = await collectReceipts(w.app);
    await at(11);
    const two = await collectReceipts(w.app);
    expect(one.asked).toBe(RECEIPT_BATCH);
    expect(two.asked).toBeGreaterThanOrEqual(5);
    // Between them, every one of these was asked about.
    expect(ids.every((id) => p.asked[0].includes(id) || p.asked[1].includes(id))).toBe(true);
    const askedFirst = new Set(p.asked[0]);
    // The second run starts with the ones the first left.
    expect(p.asked[1].slice(0, 5).every((id) => !askedFirst.has(id))).toBe(true);
    // After three days a message is no longer asked about.
    await at(3 * 24 * 60 + 20);
    const before = p.asked.length;
    await collectReceipts(w.app);
    expect(p.asked.slice(before).flat().filter((id) => ids.includes(id))).toEqual([]);
  });

  it('the development provider delivers what it sent', async () => {
    const term = await dueTerm();
    await queue([term.id]);
    await at(5);
    await collectReceipts(w.app);
    expect(await reminderOf(term)).toMatchObject({ status: 'delivered' });
  });
});
