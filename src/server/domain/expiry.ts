/**
 * The reservation expiry job. Reservations past their reserved_until become expired and give
 * their plot back (never imported history, never a plot that holds a deceased), with a message to the channel's managers; reservations ending within
 * EXPIRY_WARNING_DAYS get one warning each (domain_notice remembers it). Rows are taken with
 * FOR UPDATE SKIP LOCKED so several server instances can run the job at once without doing
 * the work twice or waiting on an order someone is editing.
 */
import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import { privilegedTransaction } from '../data/door';
import { addDays, dayOf, type Clock } from '../clock/clock';
import { CHANNEL_MANAGERS, EVENT_TEXT, orderUrl, postMessage } from '../kernel/events';
import { writeOrderStatus } from '../kernel/orderFlow';
import type { Tables, TypedDb as Trx } from '../db/tables';

const EXPIRY_WARNING_DAYS = 3;
export const EXPIRY_INTERVAL_MS = 60_000;

const plotCode = async (trx: Trx, id: unknown): Promise<string> => {
  const plot = await trx.selectFrom('tomb_burialslot').select('code').where('id', '=', Number(id)).executeTakeFirst();
  return String(plot?.code ?? '');
};

/**
 * A rule for new sales only: imported history never expires (docs/import.md), and neither does a
 * reservation whose plot holds a registered deceased (the family is using it: ./occupied.ts).
 */
const notForExpiry = (eb: ExpressionBuilder<Tables, 'tomb_order'>) =>
  eb.and([
    eb('tomb_order.import_batch_id', 'is', null),
    eb.not(eb.exists(eb.selectFrom('member').select('member.id').whereRef('member.burialslot_id', '=', 'tomb_order.burialslot_id'))),
  ]);

/** A job for every channel's reservations: the privileged handle (src/server/data/door.ts). */
export const runExpiry = async (app: Pick<FastifyInstance, 'database'>, clock: Clock): Promise<{ expired: number; warned: number }> => {
  const now = clock.now();
  const today = dayOf(now);
  return privilegedTransaction(app, async (trx) => {
    const ctx = { db: trx, actor: null };
    const due = (await trx
      .selectFrom('tomb_order')
      .selectAll()
      .where('status', '=', 'reserved')
      .where('reserved_until', '<', today)
      .where(notForExpiry)
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute());
    for (const order of due) {
      const channel = order.channel;
      await writeOrderStatus(ctx, order, 'expired');
      const text = EVENT_TEXT.expired(order, await plotCode(trx, order.burialslot_id));
      await postMessage(trx, { ...text, url: orderUrl(channel, order.id), levels: CHANNEL_MANAGERS[channel], submitter: null }, now);
    }
    const soon = (await trx
      .selectFrom('tomb_order')
      .selectAll()
      .where('status', '=', 'reserved')
      .where('reserved_until', '>=', today)
      .where('reserved_until', '<=', addDays(today, EXPIRY_WARNING_DAYS))
      .where(notForExpiry)
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute());
    let warned = 0;
    for (const order of soon) {
      const fresh = await trx
        .insertInto('domain_notice')
        .values({ order_id: order.id, kind: 'expiring' })
        .onConflict((oc) => oc.doNothing())
        .returning('order_id')
        .executeTakeFirst();
      if (!fresh) continue;
      warned += 1;
      const channel = order.channel;
      const text = EVENT_TEXT.expiring(order, await plotCode(trx, order.burialslot_id));
      await postMessage(trx, { ...text, url: orderUrl(channel, order.id), levels: CHANNEL_MANAGERS[channel], submitter: null }, now);
    }
    return { expired: due.length, warned };
  });
};
