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
import { isBooked, isBurialKind } from '../../config/work';
import { postMessage } from '../kernel/events';
import type { Trx as WorkTrx } from '../kernel/rows';
import type { Row } from '../hooks/registry';

/** Every level working on a channel: its clerk and its managers. */
export const CHANNEL_LEVELS: Record<Channel, readonly Level[]> = { inside: [1, 2, 5], outside: [3, 4, 6] };

export const workUrl = (id: unknown): string => `/work/workOrderList/${Number(id)}`;

const plotCode = async (trx: WorkTrx, id: unknown): Promise<string> => {
  const plot = await trx.selectFrom('tomb_burialslot').select('code').where('id', '=', Number(id)).executeTakeFirst();
  return String(plot?.code ?? '');
};

/** What, where and when, as every work message says it (src/config/eventMessages.ts writes it out): kind, plot code, start. */
export const workSummary = async (trx: WorkTrx, work: Row): Promise<Record<string, string>> => ({
  kind: String(work.kind),
  plot: await plotCode(trx, work.burialslot_id),
  ...(work.scheduled_start ? { start: String(work.scheduled_start) } : {}),
});

/**
 * The messages a write of a work order causes: `before` is the row before (undefined for a
 * new one), `after` the row written. `submitter` is who did it (null for the system).
 */
export const notifyWorkWrite = async (trx: WorkTrx, before: Row | undefined, after: Row, submitter: number | null, now: Date): Promise<void> => {
  const assignee = after.assignee_id === null || after.assignee_id === undefined ? null : Number(after.assignee_id);
  const newAssignee = assignee !== null && (before === undefined || Number(before.assignee_id ?? 0) !== assignee);
  if (newAssignee && assignee !== submitter) {
    const person = await trx.selectFrom('user').select(['nickname', 'level']).where('id', '=', assignee).executeTakeFirst();
    if (person)
      await postMessage(
        trx,
        {
          type: '工单分配',
          key: 'work_assigned',
          values: { work: String(after.work_no), ...(await workSummary(trx, after)), person: String(person.nickname) },
          url: workUrl(after.id),
          levels: [Number(person.level) as Level],
          submitter,
        },
        now,
      );
  }
  const nowBooked = isBooked(after.status) && !isBooked(before?.status);
  if (isBurialKind(after.kind) && nowBooked && after.status === 'scheduled') {
    const order = after.order_id ? await trx.selectFrom('tomb_order').select('order_no').where('id', '=', Number(after.order_id)).executeTakeFirst() : undefined;
    await postMessage(
      trx,
      {
        type: '安葬已安排',
        ...(order
          ? { key: 'order_burial_scheduled' as const, values: { order: String(order.order_no), ...(await workSummary(trx, after)), work: String(after.work_no) } }
          : { key: 'burial_scheduled' as const, values: { ...(await workSummary(trx, after)), work: String(after.work_no) } }),
        url: workUrl(after.id),
        levels: CHANNEL_LEVELS[after.channel as Channel] ?? [],
        submitter,
      },
      now,
    );
  }
};
