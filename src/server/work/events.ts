/**
 * The bell's work messages (docs/work.md "Messages"). A message is addressed to a level (spec
 * section 3), so each names the person or the order it is about:
 *  - 工单分配: a work order is given to someone (created, edited or booked with a new
 *    assignee): to the assignee's level, naming them;
 *  - 安葬已安排: a burial or ash placement is booked (scheduled): to every level of the order's
 *    channel (clerks and managers);
 *  - 明日安葬: the day before a booked burial, once (reminders.ts).
 * Posted in the write's transaction, so a refused write posts nothing. Stored as a key and its
 * values, like the other events (src/server/kernel/events.ts), shown in the reader's language.
 */
import type { Channel, Level } from '../../config/types';
import { isBooked, isBurialKind } from '../../rules/work';
import type { TypedDb } from '../db/tables';
import { postMessage } from '../kernel/events';
import type { Work } from './rules';

/** Every level working on a channel: its clerk and its managers. */
export const CHANNEL_LEVELS: Record<Channel, readonly Level[]> = { inside: [1, 2, 5], outside: [3, 4, 6] };

export const workUrl = (id: number): string => `/work/workOrderList/${id}`;

const plotCode = async (db: TypedDb, id: number): Promise<string> =>
  (await db.selectFrom('tomb_burialslot').select('code').where('id', '=', id).executeTakeFirst())?.code ?? '';

/** What, where and when, as every work message says it (src/rules/eventMessages.ts writes it out): kind, plot code, start. */
export const workSummary = async (db: TypedDb, work: Work): Promise<Record<string, string>> => ({
  kind: work.kind,
  plot: await plotCode(db, work.burialslot_id),
  ...(work.scheduled_start ? { start: work.scheduled_start } : {}),
});

/**
 * The messages a write of a work order causes: `before` is the row before (undefined for a
 * new one), `after` the row written. `submitter` is who did it (null for the system). `db` is
 * the write's transaction through the writer's door: the order named is of their channel.
 */
export const notifyWorkWrite = async (db: TypedDb, before: Work | undefined, after: Work, submitter: number | null, now: Date): Promise<void> => {
  const assignee = after.assignee_id;
  const newAssignee = assignee !== null && (before === undefined || before.assignee_id !== assignee);
  if (newAssignee && assignee !== submitter) {
    const person = await db.selectFrom('user').select(['nickname', 'level']).where('id', '=', assignee).executeTakeFirst();
    if (person)
      await postMessage(
        db,
        {
          type: '工单分配',
          key: 'work_assigned',
          values: { work: after.work_no ?? '', ...(await workSummary(db, after)), person: person.nickname ?? '' },
          url: workUrl(after.id),
          levels: [person.level as Level],
          submitter,
        },
        now,
      );
  }
  const nowBooked = isBooked(after.status) && !isBooked(before?.status);
  if (isBurialKind(after.kind) && nowBooked && after.status === 'scheduled') {
    const order = after.order_id !== null ? await db.selectFrom('tomb_order').select('order_no').where('id', '=', after.order_id).executeTakeFirst() : undefined;
    await postMessage(
      db,
      {
        type: '安葬已安排',
        ...(order
          ? { key: 'order_burial_scheduled' as const, values: { order: order.order_no ?? '', ...(await workSummary(db, after)), work: after.work_no ?? '' } }
          : { key: 'burial_scheduled' as const, values: { ...(await workSummary(db, after)), work: after.work_no ?? '' } }),
        url: workUrl(after.id),
        levels: CHANNEL_LEVELS[after.channel] ?? [],
        submitter,
      },
      now,
    );
  }
};
