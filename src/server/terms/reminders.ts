/**
 * The reminders outbox (docs/terms.md, docs/messaging.md "Reminders"). Queuing: for each chosen
 * term that is due soon or late, whose holder may be contacted and prefers a message (SMS or
 * WeChat; a letter or a call is the front desk's, printed from the list), one reminder per term
 * and end date: the dedupe key (term:paid_until) is unique, so asking twice queues nothing new.
 * The reminder keeps its text and its SMS template with the variables (kind, language, holder,
 * place, end, pay link).
 *
 * Delivery, exactly once and never inside a transaction that waits on the network:
 * 1. claim: in a short transaction, the reminders due (queued, or waiting for a retry whose time
 *    has come) are locked with FOR UPDATE SKIP LOCKED (two instances never take the same one);
 *    the holder's contact preference is read again from the term (a family that opted out since,
 *    do-not-contact, a letter or a call, a closed term: `opted_out`, nothing sent), and the rest
 *    are marked `sending` with a lease (next_attempt_at);
 * 2. send, outside the transaction: by SMS through `app.sms` (bounded and recorded, the record
 *    naming the reminder), or a WeChat-preferring holder's through the gateway when one is
 *    configured (REMINDER_GATEWAY_URL, ./notifier.ts), else by SMS too;
 * 3. mark, in another short transaction, only if still `sending`: `sent` with the message, or
 *    after a failure that trying again may help `retry` with the next try's time (backoff:
 *    SMS_RETRY_MINUTES), or `failed` (a refused number, or the last try).
 * A send cut short by a restart leaves its reminder `sending` past its lease: the next run looks
 * for its text message (sms_message.ref) and marks it sent if the provider took it, failed
 * (never sent twice) if the provider's answer was lost, or sends it if it never left.
 * The carrier's receipt later turns `sent` into `delivered` or `undelivered` (../messaging/receipts.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { TypedDb, ValuesOf } from '../db/tables';
import { doorTransaction, privilegedTransaction } from '../data/door';
import { formatDay } from '../../config/dates';
import { interpolate } from '../../config/messageFormat';
import { PAY_LINK_LINE } from '../../rules/paymentMessages';
import { REMINDER_MESSAGES } from '../../rules/termMessages';
import { letterLang, mayRemind } from '../../rules/terms';
import type { Actor, Channel, Lang } from '../../config/types';
import { clockOf, dayOf } from '../clock/clock';
import { insertRow } from '../data/logged';
import { readSettingRow } from '../kernel/settings';
import type { Row } from '../hooks/registry';
import { reminderSmsKind, retryWaitMinutes, type SmsKind } from '../../rules/messaging';
import { ApiError } from '../http/errors';
import { DeliveryError, type Notifier } from './notifier';
import { readTermSettings } from './term';

export { MAX_REMINDER_QUEUE as MAX_QUEUE } from '../../rules/terms';
/** Reminders claimed per transaction, and at most per delivery run. */
const CLAIM_BATCH = 20;
const MAX_PER_RUN = 200;
/** The reference a reminder's text message is recorded with. */
export const reminderRef = (id: number): string => `term_reminder:${id}`;
/** The statuses a reminder is waiting to be sent in. */
const WAITING = ['queued', 'retry'] as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminders' notifier (src/server/terms/notifier.ts); tests replace it. */
    reminderNotifier: Notifier;
    /**
     * The address of a pay link for a term's renewal, for its reminder to carry (filled by the
     * payments module, src/server/payments/plugin.ts; absent without it), or undefined when the
     * term cannot be paid online.
     */
    reminderPayLink?: (ctx: { db: TypedDb; actor: Actor; app: FastifyInstance }, termId: number) => Promise<string | undefined>;
  }
}

const MESSAGE_VIA = ['sms', 'wechat'];

/** The message of a term's reminder: its kind's text in the holder's language, else the staff's. */
export const messageText = (term: Row, place: string, cemetery: string, staffLang: Lang, payUrl?: string): string => {
  const lang = letterLang(term, staffLang);
  const kind = term.kind === 'storage' ? 'storage' : 'plot';
  const text = interpolate(REMINDER_MESSAGES[kind][lang], { cemetery, holder: String(term.holder_name ?? ''), place, until: formatDay(term.paid_until, lang) });
  return payUrl ? `${text} ${interpolate(PAY_LINK_LINE[lang], { url: payUrl })}` : text;
};

/** A reminder's SMS: its template (the kind, with or without a pay link) in the holder's language, and the variables. */
export interface ReminderSms {
  kind: SmsKind;
  lang: Lang;
  params: Record<string, string>;
}

export const smsTemplate = (term: Row, place: string, staffLang: Lang, payUrl?: string): ReminderSms => {
  const lang = letterLang(term, staffLang);
  const params: Record<string, string> = { holder: String(term.holder_name ?? ''), place, until: formatDay(term.paid_until, lang) };
  if (payUrl) params.url = payUrl;
  return { kind: reminderSmsKind(String(term.kind ?? 'plot'), Boolean(payUrl)), lang, params };
};

/** The SMS of a reminder queued before reminders had one (its holder's language and the plot's text, without a pay link). */
const smsOf = (row: Row, term: Row | undefined, staffLang: Lang): ReminderSms => {
  try {
    const parsed = JSON.parse(String(row.sms_template ?? '')) as ReminderSms;
    if (parsed && typeof parsed.kind === 'string' && parsed.params) return parsed;
  } catch {
    // queued before: made from the row below
  }
  return smsTemplate({ ...term, holder_name: row.holder_name, paid_until: row.paid_until }, String(term?.place ?? ''), staffLang);
};

/** Queue reminders for these terms of the caller's channel; answers how many were queued and why the others were not. */
export const queueReminders = async (
  app: FastifyInstance,
  actor: Actor,
  ids: readonly number[],
  staffLang: Lang,
): Promise<{ queued: number; already: number; not_due: number; do_not_contact: number; by_letter: number }> =>
  doorTransaction(app, actor, async (trx) => {
    const today = dayOf(clockOf(app).now());
    const { policy } = await readTermSettings(trx);
    const setting = await readSettingRow(trx, ['cemetery_name']);
    const terms = (await trx
      .selectFrom('mgmt_term as t')
      .leftJoin('tomb_burialslot as p', 'p.id', 't.burialslot_id')
      .leftJoin('ash_niche as n', 'n.id', 't.niche_id')
      .selectAll('t')
      .select(['p.code as plot_code', 'n.code as niche_code'])
      .where('t.id', 'in', ids.length > 0 ? [...ids] : [0])
      .forUpdate('t')
      .execute());
    const out = { queued: 0, already: 0, not_due: 0, do_not_contact: 0, by_letter: 0 };
    for (const term of terms) {
      if (term.do_not_contact === true) out.do_not_contact += 1;
      else if (!mayRemind(term, today, policy)) out.not_due += 1;
      else if (!MESSAGE_VIA.includes(String(term.contact_preference)) || !term.holder_phone) out.by_letter += 1;
      else {
        const key = `${term.id}:${String(term.paid_until).slice(0, 10)}`;
        const exists = await trx.selectFrom('term_reminder').select('id').where('dedupe_key', '=', key).executeTakeFirst();
        if (exists) out.already += 1;
        else {
          // A plot term's reminder carries its pay link when online payment is set up (the fewest years that reach today).
          const payUrl = term.kind !== 'storage' && app.reminderPayLink ? await app.reminderPayLink({ db: trx, actor, app }, Number(term.id)) : undefined;
          const place = String(term.plot_code ?? term.niche_code ?? '');
          await insertRow(
            { db: trx, actor, app },
            'term_reminder',
            {
              term_id: term.id,
              channel: term.channel,
              holder_name: term.holder_name,
              holder_phone: term.holder_phone,
              via: term.contact_preference,
              paid_until: term.paid_until,
              message: messageText(term, place, String(setting.cemetery_name ?? ''), staffLang, payUrl),
              sms_template: JSON.stringify(smsTemplate(term, place, staffLang, payUrl)),
              dedupe_key: key,
              status: 'queued',
              attempts: 0,
              next_attempt_at: clockOf(app).now().toISOString(),
            } as ValuesOf<'term_reminder'>,
            term.channel as Channel,
          );
          out.queued += 1;
        }
      }
    }
    return out;
  });


/** Whether an SMS refusal may pass if tried again later: all but a number the provider refuses (../messaging/sender.ts). */
const retryable = (e: unknown): boolean => !(e instanceof ApiError && e.code === 'sms_mobile_rejected');

/** What one try came to. */
type Outcome = { ok: true; smsId: number | null } | { ok: false; retry: boolean; error: string; waitSeconds?: number };

/** Sends one claimed reminder (outside any transaction). */
const sendOne = async (app: FastifyInstance, row: Row, to: string, sms: ReminderSms): Promise<Outcome> => {
  const notifier: Notifier = app.reminderNotifier;
  if (row.via === 'wechat' && notifier.name === 'gateway') {
    try {
      await notifier.send({ id: Number(row.id), to, via: 'wechat', text: String(row.message ?? '') });
      return { ok: true, smsId: null };
    } catch (e) {
      return { ok: false, retry: !(e instanceof DeliveryError) || e.retryable, error: e instanceof Error ? e.message : String(e) };
    }
  }
  try {
    const sent = await app.sms.send({ mobile: to, kind: sms.kind, lang: sms.lang, params: sms.params }, { ref: reminderRef(Number(row.id)) });
    return { ok: true, smsId: sent.record };
  } catch (e) {
    const error = e instanceof ApiError ? `${e.code}${e.params ? ` ${JSON.stringify(e.params)}` : ''}` : e instanceof Error ? e.message : String(e);
    return { ok: false, retry: retryable(e), error, waitSeconds: e instanceof ApiError ? e.retryAfter : undefined };
  }
};

/** Why a term's holder gets no message now (the contact preference read again at sending), or null. */
const optedOut = (term: Row | undefined): string | null => {
  if (!term) return 'the term is gone';
  if (term.do_not_contact === true) return 'do not contact';
  if (term.status === 'closed') return 'the term is closed';
  if (!MESSAGE_VIA.includes(String(term.contact_preference))) return `the holder prefers ${String(term.contact_preference)}`;
  if (!term.holder_phone) return 'no mobile';
  return null;
};

/** The lease of a claimed send: longer than the SMS layer's wait for a turn and its provider call. */
const leaseMs = (app: FastifyInstance): number => (app.sms?.limits.timeoutMs ?? 10_000) * 4 + 60_000;

interface Claimed {
  row: Row;
  to: string;
  sms: ReminderSms;
}

/**
 * Deliver the reminders due (and, when `retryFailed`, the failed ones again, now), a batch at a
 * time: claimed in a transaction, sent outside it, marked in another. Answers how many were sent
 * and how many failed this run (those to be tried again included).
 */
export const deliverReminders = async (app: FastifyInstance, opts: { channel?: Channel; retryFailed?: boolean; staffLang?: Lang } = {}): Promise<{ sent: number; failed: number }> => {
  const out = { sent: 0, failed: 0 };
  const staffLang = opts.staffLang ?? 'zh';
  // A channel's outbox through its door; the job's, every channel's.
  const inTransaction = <T>(fn: (trx: TypedDb) => Promise<T>) => (opts.channel ? doorTransaction(app, { channel: opts.channel }, fn) : privilegedTransaction(app, fn));
  if (opts.retryFailed)
    await inTransaction((trx) => trx.updateTable('term_reminder').set({ status: 'retry', next_attempt_at: clockOf(app).now().toISOString() }).where('status', '=', 'failed').execute());
  const seen = new Set<number>();
  while (seen.size < MAX_PER_RUN) {
    const claimed = await inTransaction(async (trx) => {
      const now = clockOf(app).now();
      let q = trx
        .selectFrom('term_reminder')
        .selectAll()
        .where((eb) => eb.or([eb('status', 'in', [...WAITING]), eb('status', '=', 'sending')]))
        .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now.toISOString())]))
        .orderBy('id')
        .limit(CLAIM_BATCH)
        .forUpdate()
        .skipLocked();
      if (seen.size > 0) q = q.where('id', 'not in', [...seen]);
      const rows = await q.execute();
      const terms = new Map(
        (rows.length === 0
          ? []
          : await trx
              .selectFrom('mgmt_term as t')
              .leftJoin('tomb_burialslot as p', 'p.id', 't.burialslot_id')
              .leftJoin('ash_niche as n', 'n.id', 't.niche_id')
              .select(['t.id', 't.kind', 't.status', 't.do_not_contact', 't.contact_preference', 't.holder_phone', 't.holder_language', 'p.code as plot_code', 'n.code as niche_code'])
              .where('t.id', 'in', rows.map((r) => Number(r.term_id)))
              .execute()
        ).map((t) => [Number(t.id), { ...t, place: t.plot_code ?? t.niche_code ?? '' } as Row]),
      );
      const mine: Claimed[] = [];
      const set = (id: number, values: Row) => trx.updateTable('term_reminder').set(values).where('id', '=', id).execute();
      for (const row of rows as Row[]) {
        const id = Number(row.id);
        seen.add(id);
        if (row.status === 'sending') {
          // A send cut short (a restart): what became of its text message?
          const last = await trx.selectFrom('sms_message').select(['id', 'status']).where('ref', '=', reminderRef(id)).orderBy('id', 'desc').limit(1).executeTakeFirst();
          if (last && ['sent', 'delivered', 'undelivered'].includes(String(last.status))) {
            await set(id, { status: last.status === 'sent' ? 'sent' : last.status, sms_id: Number(last.id), sent_at: now.toISOString(), next_attempt_at: null, last_error: null });
            out.sent += 1;
            continue;
          }
          if (last?.status === 'sending') {
            // The provider may have taken it: never sent twice (a manager may send it again).
            await set(id, { status: 'failed', sms_id: Number(last.id), next_attempt_at: null, last_error: 'the send was cut short: the provider may or may not have taken it' });
            out.failed += 1;
            continue;
          }
        }
        const term = terms.get(Number(row.term_id));
        const why = optedOut(term);
        if (why) {
          await set(id, { status: 'opted_out', next_attempt_at: null, last_error: why });
          continue;
        }
        const to = String(term?.holder_phone);
        await set(id, { status: 'sending', holder_phone: to, attempts: Number(row.attempts ?? 0) + 1, next_attempt_at: new Date(now.getTime() + leaseMs(app)).toISOString() });
        mine.push({ row: { ...row, attempts: Number(row.attempts ?? 0) + 1 }, to, sms: smsOf(row, term, staffLang) });
      }
      return { rows: rows.length, mine };
    });
    for (const { row, to, sms } of claimed.mine) {
      const result = await sendOne(app, row, to, sms);
      const now = clockOf(app).now();
      const tries = Number(row.attempts);
      const wait = result.ok ? undefined : result.retry ? retryWaitMinutes(tries) : undefined;
      await inTransaction((trx) =>
        trx
          .updateTable('term_reminder')
          .set(
            result.ok
              ? { status: 'sent', sent_at: now.toISOString(), sms_id: result.smsId, next_attempt_at: null, last_error: null }
              : {
                  status: wait === undefined ? 'failed' : 'retry',
                  last_error: result.error.slice(0, 500),
                  next_attempt_at: wait === undefined ? null : new Date(now.getTime() + Math.max(wait * 60_000, (result.waitSeconds ?? 0) * 1000)).toISOString(),
                },
          )
          .where('id', '=', Number(row.id))
          .where('status', '=', 'sending')
          .execute(),
      );
      if (result.ok) out.sent += 1;
      else out.failed += 1;
    }
    if (claimed.rows < CLAIM_BATCH) return out;
  }
  return out;
};

/** A text message's receipt reaches its reminder, in the receipt's transaction (../messaging/receipts.ts). */
export const reminderReceipts = (app: FastifyInstance): void =>
  app.onSmsReceipt(async (trx, receipt) => {
    if (!receipt.ref?.startsWith('term_reminder:')) return;
    await trx
      .updateTable('term_reminder')
      .set({ status: receipt.delivered ? 'delivered' : 'undelivered', delivered_at: receipt.at.toISOString(), last_error: receipt.delivered ? null : `receipt ${receipt.code}` })
      .where('id', '=', Number(receipt.ref.slice('term_reminder:'.length)))
      .where('sms_id', '=', receipt.id)
      .where('status', '=', 'sent')
      .execute();
  });
