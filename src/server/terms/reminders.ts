/**
 * The reminders outbox (docs/terms.md). Queuing: for each chosen term that is due soon or late,
 * whose holder may be contacted and prefers a message (SMS or WeChat; a letter or a call is the
 * front desk's, printed from the list), one reminder per term and end date: the dedupe key
 * (term:paid_until) is unique, so asking twice queues nothing new. Delivery: the queued
 * reminders are claimed with FOR UPDATE SKIP LOCKED (two instances never take the same one), sent
 * through the notifier with retries, and marked sent or failed (attempts and the last error
 * kept) in the same short transaction as the claim. A sent reminder is never sent again.
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
import { DeliveryError, type Notifier } from './notifier';
import { readTermSettings } from './term';

export { MAX_REMINDER_QUEUE as MAX_QUEUE } from '../../rules/terms';
/** Attempts per delivery run (the first and two retries). */
export const RETRIES = 3;
const DELIVERY_BATCH = 50;

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
              message: messageText(term, String(term.plot_code ?? term.niche_code ?? ''), String(setting.cemetery_name ?? ''), staffLang, payUrl),
              dedupe_key: key,
              status: 'queued',
              attempts: 0,
            } as ValuesOf<'term_reminder'>,
            term.channel as Channel,
          );
          out.queued += 1;
        }
      }
    }
    return out;
  });

/** Try one message up to RETRIES times; a failure that retrying cannot help stops at once. */
const attempt = async (notifier: Notifier, message: { id: number; to: string; via: string; text: string }): Promise<{ ok: boolean; tries: number; error?: string }> => {
  let error = '';
  for (let tries = 1; tries <= RETRIES; tries++) {
    try {
      await notifier.send(message);
      return { ok: true, tries };
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
      if (e instanceof DeliveryError && !e.retryable) return { ok: false, tries, error };
    }
  }
  return { ok: false, tries: RETRIES, error };
};

/**
 * Deliver queued reminders (and, when `retryFailed`, the failed ones again), a batch at a time,
 * each in its own transaction: claimed, sent, marked. Answers what happened.
 */
export const deliverReminders = async (app: FastifyInstance, opts: { channel?: Channel; retryFailed?: boolean } = {}): Promise<{ sent: number; failed: number }> => {
  const out = { sent: 0, failed: 0 };
  const statuses = opts.retryFailed ? (['queued', 'failed'] as const) : (['queued'] as const);
  const seen = new Set<number>();
  for (;;) {
    // A channel's outbox through its door; the job's, every channel's.
    const inTransaction = <T>(fn: (trx: TypedDb) => Promise<T>) => (opts.channel ? doorTransaction(app, { channel: opts.channel }, fn) : privilegedTransaction(app, fn));
    const done = await inTransaction(async (trx) => {
      let q = trx.selectFrom('term_reminder').selectAll().where('status', 'in', [...statuses]).orderBy('id').limit(1).forUpdate().skipLocked();
      if (seen.size > 0) q = q.where('id', 'not in', [...seen]);
      const row = await q.executeTakeFirst();
      if (!row) return true;
      seen.add(row.id);
      const result = await attempt(app.reminderNotifier, { id: row.id, to: String(row.holder_phone ?? ''), via: String(row.via), text: String(row.message ?? '') });
      await trx
        .updateTable('term_reminder')
        .set({
          status: result.ok ? 'sent' : 'failed',
          attempts: Number(row.attempts ?? 0) + result.tries,
          last_error: result.ok ? null : (result.error ?? '').slice(0, 500),
          sent_at: result.ok ? clockOf(app).now().toISOString() : null,
        })
        .where('id', '=', row.id)
        .execute();
      if (result.ok) out.sent += 1;
      else out.failed += 1;
      return false;
    });
    if (done || seen.size >= DELIVERY_BATCH * 20) return out;
  }
};
