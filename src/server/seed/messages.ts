/**
 * Messages for every level (receive_user_id is the level, as in the legacy product), made
 * from real demo events of the level's channel so that clicking one opens a real order.
 * The three newest of each level are unread.
 */
import { storedContent, type MessageKey, type MessageValues } from '../../rules/eventMessages';
import { channelOfLevel } from '../../config/routes';
import type { Level } from '../../config/types';
import { fromCents } from '../kernel/money';
import { demoMobile } from './users';
import type { MessageSeed, OrderSeed } from './rows';

const ORDER_LIST = { inside: '/order/tombOrderList', outside: '/order/tombOrderList_outside' } as const;
const UNREAD_PER_LEVEL = 3;
const ORDERS_PER_KIND = 3;

/** A body as a key and its values (src/rules/eventMessages.ts), with its Chinese text for legacy clients. */
const body = (key: MessageKey, values: MessageValues) => ({ content: storedContent(key, values), content_key: key, content_values: JSON.stringify(values) });

const newest = (orders: readonly OrderSeed[], n: number): OrderSeed[] =>
  [...orders].sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime()).slice(0, n);

export const demoMessages = (orders: readonly OrderSeed[], today: Date): MessageSeed[] => {
  const out: MessageSeed[] = [];
  for (const level of [1, 2, 3, 4, 5, 6] as const satisfies readonly Level[]) {
    const channel = channelOfLevel(level);
    const mine = orders.filter((o) => o.channel === channel);
    const url = ORDER_LIST[channel];
    const forLevel: Omit<MessageSeed, 'status'>[] = [
      ...newest(mine.filter((o) => o.status === 'reserved'), ORDERS_PER_KIND).map((o) => ({
        type: '新预订',
        submit_user_mobile: o.salesperson_mobile,
        receive_user_id: level,
        ...body('new_reservation', { buyer: o.buyer_name, plot: o.plot_code, order: o.order_no, until: o.reserved_until }),
        submit_date: o.created_at,
        url,
        order_no: o.order_no,
      })),
      ...newest(mine.filter((o) => o.status === 'contracted'), ORDERS_PER_KIND).map((o) => ({
        type: channel === 'outside' ? '新外部订单' : '新订单',
        submit_user_mobile: o.salesperson_mobile,
        receive_user_id: level,
        ...(o.agent
          ? body('order_contracted_agent', { buyer: o.buyer_name, plot: o.plot_code, order: o.order_no, total: fromCents(o.total), balance: fromCents(o.balance), agent: o.agent })
          : body('order_contracted', { buyer: o.buyer_name, plot: o.plot_code, order: o.order_no, total: fromCents(o.total), balance: fromCents(o.balance) })),
        submit_date: o.updated_at,
        url,
        order_no: o.order_no,
      })),
      ...newest(mine.filter((o) => o.status === 'refunded'), ORDERS_PER_KIND).map((o) => ({
        type: '退款通知',
        submit_user_mobile: o.salesperson_mobile,
        receive_user_id: level,
        ...body('order_refunded', { order: o.order_no, plot: o.plot_code, reason: o.cancel_reason ?? '' }),
        submit_date: o.updated_at,
        url,
        order_no: o.order_no,
      })),
      {
        type: '系统通知',
        submit_user_mobile: demoMobile(channel === 'inside' ? 5 : 6),
        receive_user_id: level,
        ...body('peak_season', {}),
        submit_date: new Date(today.getTime() - 3 * 24 * 3_600_000),
        url: '/dashboard',
        order_no: null,
      },
    ];
    forLevel
      .sort((a, b) => b.submit_date.getTime() - a.submit_date.getTime())
      .forEach((m, i) => out.push({ ...m, status: i < UNREAD_PER_LEVEL ? '未读' : '已读' }));
  }
  return out;
};
