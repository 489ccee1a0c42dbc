/**
 * The reminders outbox and its WeChat gateway (docs/terms.md, docs/messaging.md "Reminders"),
 * against a local fake gateway (an HTTP server in this process): an SMS-preferring holder's
 * reminder goes through the SMS layer (the development provider here; the SMS side is in
 * messagingReminders.test.ts); a WeChat-preferring holder's goes to the gateway once with its
 * key; a 5xx is tried again after a wait, a 4xx is not, failures are recorded; nothing is sent
 * twice (a term's reminder is queued once per end date, a sent one is never sent again);
 * do-not-contact and letter-preferring holders get no message.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import type { Row } from '../../src/server/hooks/registry';
import { gatewayNotifier, logNotifier } from '../../src/server/terms/notifier';
import { buildWorld, CallRefused, type World } from './domainSetup';
import { paidOrder, setTerm } from './termsSetup';

// The delivery job does not run in this file's server: each run here is called.
process.env.REMINDERS_EVERY_MS = '0';

interface Hit {
  auth: string | undefined;
  key: string | undefined;
  body: { id: number; to: string; channel: string; text: string };
}

let w: World;
let gateway: Server;
let gatewayUrl: string;
const hits: Hit[] = [];
/** What the fake gateway answers next (then 200). */
let script: number[] = [];

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  w = await buildWorld('terms_reminders');
  gateway = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as Hit['body'];
    hits.push({ auth: req.headers.authorization, key: req.headers['idempotency-key'] as string | undefined, body });
    const status = script.shift() ?? 200;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }));
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(async () => {
  await new Promise((r) => gateway?.close(r));
  await w?.close();
});
beforeEach(() => {
  hits.length = 0;
  script = [];
  w.app.reminderNotifier = gatewayNotifier(gatewayUrl, 'test-key');
});

const queue = async (level: Level, ids: unknown[]): Promise<Row> => {
  const res = await w.call(level, '/index/admin.mgmt_term/queue_reminders', { ids });
  if (res.body.status !== 200) throw new CallRefused(String(res.body.data?.code), res.status);
  return res.body.data as Row;
};

/** A term due in a month (so it is "due soon"), with these contact settings. */
const dueTerm = async (contact: Row = {}): Promise<Row> => {
  const { term } = await paidOrder(w, 1);
  await setTerm(w, term, '2006-12-20', 20, '2026-12-20');
  if (Object.keys(contact).length > 0) await w.database.db.updateTable('mgmt_term').set(contact).where('id', '=', Number(term.id)).execute();
  return w.row('mgmt_term', Number(term.id));
};

const reminders = (termId: unknown) => w.database.db.selectFrom('term_reminder').selectAll().where('term_id', '=', Number(termId)).execute();

describe('the reminders outbox', () => {
  it('by SMS: written to the outbox (the development provider: the log), marked sent', async () => {
    w.app.reminderNotifier = logNotifier(w.app.log);
    const term = await dueTerm();
    expect(await queue(1, [term.id])).toMatchObject({ queued: 1, sent: 1, failed: 0 });
    const [r] = await reminders(term.id);
    expect(r).toMatchObject({ status: 'sent', via: 'sms', holder_phone: '13800004444', attempts: 1, dedupe_key: `${term.id}:2026-12-20` });
    // In the staff's language (the test calls in English) when the holder chose none...
    expect(String(r.message)).toMatch(/^\[Test park\] Dear 李四, the maintenance fee of plot \S+ is paid until 20 Dec 2026\. Please renew it; if you already have, please ignore this message\.$/);
    // ...and in the holder's own when chosen.
    const zh = await dueTerm({ holder_language: 'zh' });
    await queue(1, [zh.id]);
    expect(String((await reminders(zh.id))[0].message)).toMatch(/^【Test park】李四您好：您在本园 \S+ 墓位的管理费缴至 2026-12-20，请及时办理续费。/);
  });

  it('through the gateway: one request with the key and an idempotency key; queuing again sends nothing twice', async () => {
    const term = await dueTerm({ contact_preference: 'wechat' });
    expect(await queue(1, [term.id, term.id])).toMatchObject({ queued: 1, sent: 1 });
    expect(hits).toHaveLength(1);
    const [r] = await reminders(term.id);
    expect(hits[0]).toMatchObject({ auth: 'Bearer test-key', key: `reminder-${r.id}`, body: { id: r.id, to: '13800004444', channel: 'wechat' } });
    expect(await queue(1, [term.id])).toMatchObject({ queued: 0, already: 1, sent: 0 });
    await w.call(2, '/index/admin.mgmt_term/send_reminders', { retry_failed: true });
    expect(hits).toHaveLength(1);
    expect(await reminders(term.id)).toHaveLength(1);
  });

  it('tries a gateway error again after a wait and records the attempts; a refusal (4xx) is not tried again and is recorded as failed', async () => {
    const retried = await dueTerm({ contact_preference: 'wechat' });
    script = [503, 502];
    const now = new Date(2026, 10, 25, 9, 0, 0);
    await w.setNow(now);
    expect(await queue(1, [retried.id])).toMatchObject({ sent: 0, failed: 1 });
    expect(await reminders(retried.id)).toMatchObject([{ status: 'retry', attempts: 1 }]);
    // The next try is due a minute later (then five): sending before changes nothing.
    await w.call(2, '/index/admin.mgmt_term/send_reminders', {});
    expect(hits).toHaveLength(1);
    await w.setNow(new Date(now.getTime() + 60_000));
    await w.call(2, '/index/admin.mgmt_term/send_reminders', {});
    await w.setNow(new Date(now.getTime() + 6 * 60_000));
    await w.call(2, '/index/admin.mgmt_term/send_reminders', {});
    expect(hits).toHaveLength(3);
    expect(await reminders(retried.id)).toMatchObject([{ status: 'sent', attempts: 3, last_error: null }]);

    hits.length = 0;
    const refused = await dueTerm({ contact_preference: 'wechat' });
    script = [400];
    expect(await queue(1, [refused.id])).toMatchObject({ sent: 0, failed: 1 });
    expect(hits).toHaveLength(1);
    const [r] = await reminders(refused.id);
    expect(r).toMatchObject({ status: 'failed', attempts: 1 });
    expect(String(r.last_error)).toContain('400');
  });

  it('a manager sends the failed ones again', async () => {
    const term = await dueTerm({ contact_preference: 'wechat' });
    script = [400];
    expect(await queue(1, [term.id])).toMatchObject({ sent: 0, failed: 1 });
    expect(await reminders(term.id)).toMatchObject([{ status: 'failed', attempts: 1 }]);
    const clerk = await w.call(1, '/index/admin.mgmt_term/send_reminders', { retry_failed: true });
    expect([clerk.status, clerk.body.data.code]).toEqual([403, 'forbidden']);
    hits.length = 0;
    const again = await w.call(2, '/index/admin.mgmt_term/send_reminders', { retry_failed: true });
    // Every failed reminder of the channel goes again (the one the gateway refused earlier too), each once.
    expect(Number((again.body.data as Row).failed)).toBe(0);
    const [r] = await reminders(term.id);
    expect(hits.filter((h) => h.body.id === r.id)).toHaveLength(1);
    expect(new Set(hits.map((h) => h.body.id)).size).toBe(hits.length);
    expect(r).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('an unreachable gateway is a failure recorded (to be tried again), not an error of the call', async () => {
    w.app.reminderNotifier = gatewayNotifier('http://127.0.0.1:9/nowhere', 'k');
    const term = await dueTerm({ contact_preference: 'wechat' });
    expect(await queue(1, [term.id])).toMatchObject({ queued: 1, failed: 1 });
    const [r] = await reminders(term.id);
    expect(r.status).toBe('retry');
    expect(String(r.last_error)).toContain('unreachable');
  });

  it('respects do-not-contact and a preference for letters, skips current terms and the other channel', async () => {
    const quiet = await dueTerm({ do_not_contact: true });
    const letter = await dueTerm({ contact_preference: 'letter' });
    const { term: current } = await paidOrder(w, 1);
    const { term: outside } = await paidOrder(w, 3);
    expect(await queue(1, [quiet.id, letter.id, current.id, outside.id])).toMatchObject({ queued: 0, do_not_contact: 1, by_letter: 1, not_due: 1 });
    expect(hits).toHaveLength(0);
    expect(await w.database.db.selectFrom('term_reminder').select('id').where('term_id', 'in', [Number(quiet.id), Number(letter.id), Number(current.id), Number(outside.id)]).execute()).toHaveLength(0);
  });

  it('refuses bad input, changing nothing', async () => {
    for (const ids of [[], ['1'], [0], Array.from({ length: 201 }, (_, i) => i + 1)]) {
      // Not a list of 1 to 200 row ids: the body's shape (a translated 400, as every contract refuses a bad id).
      const res = await w.call(1, '/index/admin.mgmt_term/queue_reminders', { ids });
      expect(res.status).toBe(400);
    }
    const res = await w.call(1, '/index/admin.mgmt_term/queue_reminders', { ids: [1], extra: true });
    expect(res.status).toBe(400);
  });
});
