/**
 * Messages for every level (receive_user_id is the level, as in the legacy product), made
 * from real demo events of the level's channel so that clicking one opens a real order.
 * The three newest of each level are unread.
 */
import { channelOfLevel } from '../../config/routes';
import type { Level } from '../../config/types';
import { fromCents } from '../kernel/money';
import { demoMobile } from './users';
import type { MessageSeed, OrderSeed } from './rows';

const ORDER_LIST = { inside: '/order/tombOrderList', outside: '/order/tombOrderList_outside' } as const;
const UNREAD_PER_LEVEL = 3;
const ORDERS_PER_KIND = 3;

const yuan = (cents: number): string => `¥${fromCents(cents).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

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
        content: `${o.buyer_name} 预订墓位 ${o.plot_code}，订单 ${o.order_no}，保留至 ${o.reserved_until}，请跟进签约。`,
        submit_date: o.created_at,
        url,
        order_no: o.order_no,
      })),
      ...newest(mine.filter((o) => o.status === 'contracted'), ORDERS_PER_KIND).map((o) => ({
        type: channel === 'outside' ? '新外部订单' : '新订单',
        submit_user_mobile: o.salesperson_mobile,
        receive_user_id: level,
        content: `${o.buyer_name} 签约墓位 ${o.plot_code}，订单 ${o.order_no}，合计 ${yuan(o.total)}，待收 ${yuan(o.balance)}。${o.agent ? `代理：${o.agent}。` : ''}`,
        submit_date: o.updated_at,
        url,
        order_no: o.order_no,
      })),
      ...newest(mine.filter((o) => o.status === 'refunded'), ORDERS_PER_KIND).map((o) => ({
        type: '退款通知',
        submit_user_mobile: o.salesperson_mobile,
        receive_user_id: level,
        content: `订单 ${o.order_no}（墓位 ${o.plot_code}）已办理退款，原因：${o.cancel_reason ?? ''}。墓位已重新开放销售。`,
        submit_date: o.updated_at,
        url,
        order_no: o.order_no,
      })),
      {
        type: '系统通知',
        submit_user_mobile: demoMobile(channel === 'inside' ? 5 : 6),
        receive_user_id: level,
        content: '冬至祭扫高峰将至，请提前做好接待和安葬预约安排。',
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
