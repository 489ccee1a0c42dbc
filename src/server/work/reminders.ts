/**
 * The bell's reminder the day before a burial (docs/work.md "Messages"): a job, run by the work
 * plugin every minute and at start, that posts 明日安葬 to every level of the channel for each
 * booked burial or ash placement starting tomorrow (the cemetery's day, from the injectable
 * clock), once: reminded_at remembers it, and a burial moved to another day is reminded again
 * (the update hook clears it). Rows are taken FOR UPDATE SKIP LOCKED, so several instances
 * running the job at once never post twice and never wait on a work order being edited.
 */
import { BOOKED_STATUSES, BURIAL_KINDS } from '../../rules/work';
import { addDays, dayOf, type Clock } from '../clock/clock';
import type { TypedDb } from '../db/tables';
import { postMessage } from '../kernel/events';
import { CHANNEL_LEVELS, workSummary, workUrl } from './events';

export const REMINDER_INTERVAL_MS = 60_000;
/** At most this many reminders per run (the rest wait for the next minute). */
const BATCH = 200;

/** The instant a local day starts ('YYYY-MM-DD' -> ISO). */
const dayStart = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d).toISOString();
};

/** `inTransaction`: a transaction for the system (every channel's burials): privilegedTransaction of ../data/door.ts. */
export const runBurialReminders = async (inTransaction: <T>(fn: (trx: TypedDb) => Promise<T>) => Promise<T>, clock: Clock): Promise<{ reminded: number }> => {
  const now = clock.now();
  const tomorrow = addDays(dayOf(now), 1);
  return inTransaction(async (trx) => {
    const due = await trx
      .selectFrom('work_order')
      .selectAll()
      .where('kind', 'in', [...BURIAL_KINDS])
      .where('status', 'in', [...BOOKED_STATUSES])
      .where('reminded_at', 'is', null)
      .where('scheduled_start', '>=', dayStart(tomorrow))
      .where('scheduled_start', '<', dayStart(addDays(tomorrow, 1)))
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const work of due) {
      await postMessage(
        trx,
        {
          type: '明日安葬',
          key: 'burial_tomorrow',
          values: { ...(await workSummary(trx, work)), work: work.work_no ?? '' },
          url: workUrl(work.id),
          levels: CHANNEL_LEVELS[work.channel] ?? [],
          submitter: null,
        },
        now,
      );
      // Not a change of the work order itself: no version bump, so nobody editing it gets a conflict.
      await trx.updateTable('work_order').set({ reminded_at: now.toISOString() }).where('id', '=', work.id).execute();
    }
    return { reminded: due.length };
  });
};
