/**
 * Messages the system posts on real events (spec section 3: a message is addressed to a level
 * through receive_user_id). Content is written in Chinese, the cemetery's working language,
 * since a stored message has no reader language; the url opens the record.
 */
import { MESSAGE_UNREAD } from '../../config/messageTypes';
import type { Channel, Level } from '../../config/types';
import type { Trx } from './rows';

/** The levels that manage each channel's orders. */
export const CHANNEL_MANAGERS: Record<Channel, readonly Level[]> = { inside: [2, 5], outside: [4, 6] };
/** Who hears about a new outside order. */
export const OUTSIDE_WATCHERS: readonly Level[] = [4, 6];

export const orderUrl = (channel: Channel, id: number): string =>
  `/order/${channel === 'outside' ? 'tombOrderList_outside' : 'tombOrderList'}/${id}`;

interface EventMessage {
  type: string;
  content: string;
  url: string;
  levels: readonly Level[];
  /** The user who caused it; null for the system. */
  submitter: number | null;
}

export const postMessage = async (trx: Trx, m: EventMessage, now: Date): Promise<void> => {
  if (m.levels.length === 0) return;
  await trx
    .insertInto('message')
    .values(
      m.levels.map((level) => ({
        type: m.type,
        submit_user_id: m.submitter,
        receive_user_id: level,
        content: m.content.slice(0, 20000),
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

export const EVENT_TEXT = {
  newOutsideOrder: (o: OrderFacts, plotCode: string) => ({
    type: '新订单',
    content: `外部渠道新订单 ${String(o.order_no)}：墓位 ${plotCode}，购买人 ${String(o.buyer_name ?? '')}`,
  }),
  expiring: (o: OrderFacts, plotCode: string) => ({
    type: '预订即将到期',
    content: `订单 ${String(o.order_no)}（墓位 ${plotCode}）的预订将于 ${String(o.reserved_until)} 到期`,
  }),
  expired: (o: OrderFacts, plotCode: string) => ({
    type: '预订已过期',
    content: `订单 ${String(o.order_no)} 的预订已于 ${String(o.reserved_until)} 过期，墓位 ${plotCode} 已释放`,
  }),
  refund: (o: OrderFacts, amount: number, reason: string) => ({
    type: '退款',
    content: `订单 ${String(o.order_no)} 退款 ${amount.toFixed(2)} 元${reason ? `：${reason}` : ''}`,
  }),
};
