/**
 * The term calls beside the generic ones (docs/terms.md; handlers in src/server/terms/). A
 * renewal and its refund need the term's update and the payment's create (the same levels and
 * channel rules as an order's payments); reminders the term's update, sending again a manager.
 */
import { MANAGERS } from '../../config/define';
import { MAX_REMINDER_QUEUE, MAX_RENEWAL_PERIODS } from '../../rules/terms';
import { allOf, answer, anyOf, canOn, configField, contract, id, levelsOnly, pageUsers } from '../contract';
import type { TermStats } from '../terms';

type Row = Record<string, unknown>;

const payments = allOf(canOn('mgmt_term', 'update'), canOn('tomb_payment', 'create'));
const method = configField('tomb_payment', 'method', true);

/** A term renewed: the term as it now stands and the payment with its receipt number. */
export interface Renewed {
  term: Row & { id: number; version: number };
  payment: Row & { id: number; receipt_no: string };
  quote?: unknown;
}

/** What queuing reminders did, then sending the channel's queue. */
export interface Queued {
  queued: number;
  already: number;
  not_due: number;
  do_not_contact: number;
  by_letter: number;
  sent: number;
  failed: number;
}

export const renewTerm = contract({
  path: 'admin.mgmt_term/renew',
  access: payments,
  body: { id, version: id, years: { type: 'integer', required: true, min: 1, max: MAX_RENEWAL_PERIODS }, method, payer: { type: 'text', maxLength: 50 } },
  answer: answer<Renewed>(),
});

export const refundTermRenewal = contract({
  path: 'admin.mgmt_term/refund_renewal',
  access: payments,
  body: { payment_id: id, reason: { type: 'longtext', required: true, maxLength: 500 }, method },
  answer: answer<{ term: Row; payment: Row }>(),
});

/** Queue reminders for these terms (1 to MAX_REMINDER_QUEUE), then deliver what is queued in the caller's channel. */
export const queueReminders = contract({
  path: 'admin.mgmt_term/queue_reminders',
  access: canOn('mgmt_term', 'update'),
  body: { ids: { type: 'list', of: { type: 'id', required: true }, max: MAX_REMINDER_QUEUE, required: true } },
  answer: answer<Queued>(),
});

/** Managers send the channel's queued reminders again, and the failed ones with `retry_failed`. */
export const sendReminders = contract({
  path: 'admin.mgmt_term/send_reminders',
  access: levelsOnly(...MANAGERS),
  body: { retry_failed: { type: 'boolean', default: false } },
  answer: answer<{ sent: number; failed: number }>(),
});

/** The terms' figures on the statistics pages, for the levels whose menu has one (the range's days: this year by default). */
export const termStats = contract({
  path: 'stats/terms',
  access: anyOf(pageUsers('count'), pageUsers('countOutsid')),
  body: { from: { type: 'date' }, to: { type: 'date' } },
  answer: answer<TermStats>(),
});
