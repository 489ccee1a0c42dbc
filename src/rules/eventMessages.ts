/**
 * The bodies of the messages the system posts (the bell's drawer), stored as a key and its
 * values (`message.content_key`, `message.content_values` as JSON) and written out in the
 * reader's language when shown. `message.content` keeps the Chinese text as well, for the
 * legacy clients and the search, written by the same function.
 *
 * Messages posted before the keys existed carry only their Chinese text: `parseStoredMessage`
 * recognises the known templates and gives back their key and values (the server keys them
 * once at start, src/server/messages/keyOld.ts). A text it does not recognise (written by a
 * person, or by an older server) is shown as stored.
 *
 * The table carries the four languages and is read by the server (and the tools); the browser
 * never imports it: the build writes each language's bodies into that language's catalogue
 * (scripts/configTexts.ts). The reading itself is ./eventText.ts, shared by both.
 */
import { L } from '../config/define';
import { fillBody, messageTextWith, parseLegacyBody, type MessageValues } from './eventText';
import type { Labels, Lang } from '../config/types';

export type { MessageValues };

export const EVENT_MESSAGES = {
  // Posted by the server (src/server/kernel/events.ts, src/server/work/events.ts, reminders.ts).
  outside_order: L(
    '外部渠道新订单 %{order}：墓位 %{plot}，购买人 %{buyer}',
    'New outside order %{order}: plot %{plot}, buyer %{buyer}',
    'Nuevo pedido externo %{order}: parcela %{plot}, comprador %{buyer}',
    '外部チャネルの新規注文 %{order}：墓所 %{plot}、購入者 %{buyer}',
  ),
  reservation_ending: L(
    '订单 %{order}（墓位 %{plot}）的预订将于 %{until} 到期',
    'The reservation of order %{order} (plot %{plot}) ends on %{until}',
    'La reserva del pedido %{order} (parcela %{plot}) vence el %{until}',
    '注文 %{order}（墓所 %{plot}）の予約は %{until} に期限を迎えます',
  ),
  reservation_expired: L(
    '订单 %{order} 的预订已于 %{until} 过期，墓位 %{plot} 已释放',
    'The reservation of order %{order} expired on %{until}; plot %{plot} is released',
    'La reserva del pedido %{order} venció el %{until}; la parcela %{plot} queda libre',
    '注文 %{order} の予約は %{until} に期限切れとなり、墓所 %{plot} は解放されました',
  ),
  refund: L('订单 %{order} 退款 %{amount}', 'Order %{order}: refund of %{amount}', 'Pedido %{order}: reembolso de %{amount}', '注文 %{order}：%{amount} を返金'),
  refund_reason: L(
    '订单 %{order} 退款 %{amount}：%{reason}',
    'Order %{order}: refund of %{amount}: %{reason}',
    'Pedido %{order}: reembolso de %{amount}: %{reason}',
    '注文 %{order}：%{amount} を返金（%{reason}）',
  ),
  work_assigned: L(
    '工单 %{work}（%{summary}）已分配给 %{person}',
    'Work order %{work} (%{summary}) is assigned to %{person}',
    'La orden de trabajo %{work} (%{summary}) se asignó a %{person}',
    '作業指示 %{work}（%{summary}）を %{person} に割り当てました',
  ),
  burial_scheduled: L(
    '%{summary} 已安排（工单 %{work}）',
    '%{summary} is scheduled (work order %{work})',
    '%{summary}: programado (orden de trabajo %{work})',
    '%{summary} を予定しました（作業指示 %{work}）',
  ),
  order_burial_scheduled: L(
    '订单 %{order} 的%{summary} 已安排（工单 %{work}）',
    'Order %{order}: %{summary} is scheduled (work order %{work})',
    'Pedido %{order}: %{summary}: programado (orden de trabajo %{work})',
    '注文 %{order} の%{summary} を予定しました（作業指示 %{work}）',
  ),
  burial_tomorrow: L(
    '明日安葬：%{summary}（工单 %{work}）',
    'Burial tomorrow: %{summary} (work order %{work})',
    'Inhumación mañana: %{summary} (orden de trabajo %{work})',
    '明日の埋葬：%{summary}（作業指示 %{work}）',
  ),
  // The demo data's messages (src/server/seed/messages.ts).
  new_reservation: L(
    '%{buyer} 预订墓位 %{plot}，订单 %{order}，保留至 %{until}，请跟进签约。',
    '%{buyer} reserved plot %{plot}, order %{order}, held until %{until}: please follow up for the contract.',
    '%{buyer} reservó la parcela %{plot}, pedido %{order}, reservada hasta el %{until}: haga el seguimiento del contrato.',
    '%{buyer} 様が墓所 %{plot} を予約しました（注文 %{order}、%{until} まで保留）。契約のフォローをお願いします。',
  ),
  order_contracted: L(
    '%{buyer} 签约墓位 %{plot}，订单 %{order}，合计 %{total}，待收 %{balance}。',
    '%{buyer} signed for plot %{plot}, order %{order}: total %{total}, %{balance} to collect.',
    '%{buyer} firmó la parcela %{plot}, pedido %{order}: total %{total}, %{balance} por cobrar.',
    '%{buyer} 様が墓所 %{plot} を契約しました（注文 %{order}、合計 %{total}、未収 %{balance}）。',
  ),
  order_contracted_agent: L(
    '%{buyer} 签约墓位 %{plot}，订单 %{order}，合计 %{total}，待收 %{balance}。代理：%{agent}。',
    '%{buyer} signed for plot %{plot}, order %{order}: total %{total}, %{balance} to collect. Agent: %{agent}.',
    '%{buyer} firmó la parcela %{plot}, pedido %{order}: total %{total}, %{balance} por cobrar. Agente: %{agent}.',
    '%{buyer} 様が墓所 %{plot} を契約しました（注文 %{order}、合計 %{total}、未収 %{balance}）。代理店：%{agent}。',
  ),
  order_refunded: L(
    '订单 %{order}（墓位 %{plot}）已办理退款，原因：%{reason}。墓位已重新开放销售。',
    'Order %{order} (plot %{plot}) was refunded, reason: %{reason}. The plot is on sale again.',
    'Se reembolsó el pedido %{order} (parcela %{plot}), motivo: %{reason}. La parcela vuelve a estar a la venta.',
    '注文 %{order}（墓所 %{plot}）を返金しました。理由：%{reason}。墓所は再び販売可能です。',
  ),
  peak_season: L(
    '冬至祭扫高峰将至，请提前做好接待和安葬预约安排。',
    'The winter solstice visiting peak is near: plan the reception and the burial bookings ahead.',
    'Se acerca el pico de visitas del solsticio de invierno: prepare con antelación la recepción y las reservas de inhumación.',
    '冬至の参拝ピークが近づいています。受付と埋葬予約の準備を早めにお願いします。',
  ),
} satisfies Record<string, Labels>;

export type MessageKey = keyof typeof EVENT_MESSAGES;

const isKey = (key: unknown): key is MessageKey => typeof key === 'string' && Object.hasOwn(EVENT_MESSAGES, key);

/** A keyed message's body in a language. */
export const messageBody = (key: MessageKey, values: MessageValues, lang: Lang): string => fillBody(EVENT_MESSAGES[key][lang], values, lang);

/** The Chinese body stored in `content` beside the key (what a legacy client shows). */
export const storedContent = (key: MessageKey, values: MessageValues): string => messageBody(key, values, 'zh');

/** A stored message as its reader sees it (./eventText.ts, messageTextWith). */
export const messageText = (m: { content?: unknown; content_key?: unknown; content_values?: unknown }, lang: Lang): string =>
  messageTextWith((key) => (isKey(key) ? EVENT_MESSAGES[key][lang] : undefined), m, lang);

/** The key and values of a Chinese body written by one of the known templates, or undefined (a person's text). */
export const parseStoredMessage = (content: string): { key: MessageKey; values: MessageValues } | undefined => {
  const found = parseLegacyBody(content);
  return found && isKey(found.key) ? { key: found.key, values: found.values } : undefined;
};
