/**
 * Messages the system posts on real events (spec section 3: a message is addressed to a level
 * through receive_user_id). A body is stored as a key and its values (src/rules/eventMessages.ts),
 * shown in the reader's language; `content` keeps its Chinese text for legacy clients and the
 * search. The url opens the record.
 */
import { storedContent, type MessageKey, type MessageValues } from '../../rules/eventMessages';
import { MESSAGE_UNREAD } from '../../rules/messageTypes';
import type { Channel, Level } from '../../config/types';
import type { TypedDb } from '../db/tables';

/** The levels that manage each channel's orders. */
export const CHANNEL_MANAGERS: Record<Channel, readonly Level[]> = { inside: [2, 5], outside: [4, 6] };
/** Who hears about a new outside order. */
export const OUTSIDE_WATCHERS: readonly Level[] = [4, 6];

export const orderUrl = (channel: Channel, id: number): string =>
  `/order/${channel === 'outside' ? 'tombOrderList_outside' : 'tombOrderList'}/${id}`;

interface EventMessage {
  type: string;
  key: MessageKey;
  values: MessageValues;
  url: string;
  levels: readonly Level[];
  /** The user who caused it; null for the system. */
  submitter: number | null;
}

export const postMessage = async (trx: TypedDb, m: EventMessage, now: Date): Promise<void> => {
  if (m.levels.length === 0) return;
  await trx
    .insertInto('message')
    .values(
      m.levels.map((level) => ({
        type: m.type,
        submit_user_id: m.submitter,
        receive_user_id: level,
        content: storedContent(m.key, m.values).slice(0, 20000),
        content_key: m.key,
        content_values: JSON.stringify(m.values),
        submit_date: now.toISOString(),
        status: MESSAGE_UNREAD,
        url: m.url,
      })),
    )
    .execute();
};

interface OrderFacts {
  order_no?: unknown;
  buyer_name?: unknown;
  reserved_until?: unknown;
}

const text = (v: unknown): string => String(v ?? '');

export const EVENT_TEXT = {
  newOutsideOrder: (o: OrderFacts, plotCode: string) => ({
    type: '新订单',
    key: 'outside_order' as const,
    values: { order: text(o.order_no), plot: plotCode, buyer: text(o.buyer_name) },
  }),
  expiring: (o: OrderFacts, plotCode: string) => ({
    type: '预订即将到期',
    key: 'reservation_ending' as const,
    values: { order: text(o.order_no), plot: plotCode, until: text(o.reserved_until) },
  }),
  expired: (o: OrderFacts, plotCode: string) => ({
    type: '预订已过期',
    key: 'reservation_expired' as const,
    values: { order: text(o.order_no), plot: plotCode, until: text(o.reserved_until) },
  }),
  refund: (o: OrderFacts, amount: number, reason: string): { type: string; key: MessageKey; values: MessageValues } => ({
    type: '退款',
    ...(reason
      ? { key: 'refund_reason' as const, values: { order: text(o.order_no), amount, reason } }
      : { key: 'refund' as const, values: { order: text(o.order_no), amount } }),
  }),
};
