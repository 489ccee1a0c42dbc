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
 * Shared by the browser and the server (no React, no database).
 */
import { formatDay, formatDayTime } from './dates';
import { L } from './define';
import { interpolate } from './messages';
import { formatYuan } from './money';
import type { Labels, Lang } from './types';
import { WORK_KIND } from './work';

/** A message's values: order and plot codes, names, days ('YYYY-MM-DD'), instants (ISO), amounts (yuan), a work kind. */
export type MessageValues = Readonly<Record<string, string | number>>;

const TEMPLATES = {
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

export type MessageKey = keyof typeof TEMPLATES;

const PLOT_WORD = L('墓位', 'plot', 'parcela', '墓所');

const isKey = (key: unknown): key is MessageKey => typeof key === 'string' && Object.hasOwn(TEMPLATES, key);

/** What, where and when, as every work message says it: "安葬 · 墓位 A-01 · 2026-11-25 10:00" / "Burial · plot A-01 · 25 Nov 2026, 10:00". */
const workSummary = (v: MessageValues, lang: Lang): string => {
  const kind = WORK_KIND.find((k) => k.value === v.kind)?.label[lang] ?? String(v.kind ?? '');
  const when = v.start ? ` · ${formatDayTime(v.start, lang)}` : '';
  return `${kind} · ${PLOT_WORD[lang]} ${String(v.plot ?? '')}${when}`;
};

/** Each value as the reader's language writes it: days and instants in its one format, amounts in yuan. */
const shownValues = (values: MessageValues, lang: Lang): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === 'until') out[name] = formatDay(value, lang);
    else if (name === 'amount' || name === 'total' || name === 'balance') out[name] = formatYuan(value, lang);
    else out[name] = String(value);
  }
  if ('kind' in values) out.summary = workSummary(values, lang);
  return out;
};

/** A keyed message's body in a language. */
export const messageBody = (key: MessageKey, values: MessageValues, lang: Lang): string => interpolate(TEMPLATES[key][lang], shownValues(values, lang));

/** The Chinese body stored in `content` beside the key (what a legacy client shows). */
export const storedContent = (key: MessageKey, values: MessageValues): string => messageBody(key, values, 'zh');

const parseValues = (text: unknown): MessageValues | undefined => {
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const out: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
    return out;
  } catch {
    return undefined;
  }
};

/**
 * A stored message as its reader sees it: its key's text in their language; a message not keyed
 * yet (a legacy server's, which has no key) read through the known templates; else its content as stored.
 */
export const messageText = (m: { content?: unknown; content_key?: unknown; content_values?: unknown }, lang: Lang): string => {
  const content = typeof m.content === 'string' ? m.content : '';
  const values = parseValues(m.content_values);
  if (isKey(m.content_key) && values) return messageBody(m.content_key, values, lang);
  if (m.content_key === null || m.content_key === undefined) {
    const found = parseStoredMessage(content);
    if (found) return messageBody(found.key, found.values, lang);
  }
  return content;
};

// ---- Messages stored before the keys: the Chinese templates they were written with ----

const KIND_OF_ZH: Readonly<Record<string, string>> = Object.fromEntries(WORK_KIND.map((k) => [k.label.zh, k.value]));

/** "安葬 · 墓位 A-01 · 2026-11-25 10:00" back to its kind, plot and start (a local wall-clock time). */
const parseSummary = (text: string): Record<string, string> | undefined => {
  const m = /^(.+?) · 墓位 (.*?)(?: · (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}))?$/.exec(text);
  if (!m || !KIND_OF_ZH[m[1]]) return undefined;
  return { kind: KIND_OF_ZH[m[1]], plot: m[2], ...(m[3] ? { start: `${m[3]}T${m[4]}` } : {}) };
};

const DAY = '(\\d{4}-\\d{2}-\\d{2})';
const CODE = '(\\S+)';

type Keyed = { key: MessageKey; values: MessageValues };
type Legacy = [RegExp, (m: RegExpExecArray) => Keyed | undefined];

const LEGACY: readonly Legacy[] = [
  [new RegExp(`^外部渠道新订单 ${CODE}：墓位 (.*?)，购买人 (.*)$`, 's'), (m) => ({ key: 'outside_order', values: { order: m[1], plot: m[2], buyer: m[3] } })],
  [new RegExp(`^订单 ${CODE}（墓位 (.*?)）的预订将于 ${DAY} 到期$`), (m) => ({ key: 'reservation_ending', values: { order: m[1], plot: m[2], until: m[3] } })],
  [new RegExp(`^订单 ${CODE} 的预订已于 ${DAY} 过期，墓位 (.*) 已释放$`), (m) => ({ key: 'reservation_expired', values: { order: m[1], until: m[2], plot: m[3] } })],
  [
    new RegExp(`^订单 ${CODE} 退款 (?:¥)?([\\d,]+\\.\\d{2})(?: 元)?(?:：(.*))?$`, 's'),
    (m): Keyed => {
      const amount = Number(m[2].replace(/,/g, ''));
      return m[3] ? { key: 'refund_reason', values: { order: m[1], amount, reason: m[3] } } : { key: 'refund', values: { order: m[1], amount } };
    },
  ],
  [
    /^工单 (\S+)（(.*)）已分配给 (.*)$/s,
    (m) => {
      const s = parseSummary(m[2]);
      return s && { key: 'work_assigned', values: { work: m[1], ...s, person: m[3] } };
    },
  ],
  [
    /^订单 (\S+) 的(.*) 已安排（工单 (\S+)）$/,
    (m) => {
      const s = parseSummary(m[2]);
      return s && { key: 'order_burial_scheduled', values: { order: m[1], ...s, work: m[3] } };
    },
  ],
  [
    /^(.*) 已安排（工单 (\S+)）$/,
    (m) => {
      const s = parseSummary(m[1]);
      return s && { key: 'burial_scheduled', values: { ...s, work: m[2] } };
    },
  ],
  [
    /^明日安葬：(.*)（工单 (\S+)）$/,
    (m) => {
      const s = parseSummary(m[1]);
      return s && { key: 'burial_tomorrow', values: { ...s, work: m[2] } };
    },
  ],
  [new RegExp(`^(.*?) 预订墓位 ${CODE}，订单 ${CODE}，保留至 ${DAY}，请跟进签约。$`), (m) => ({ key: 'new_reservation', values: { buyer: m[1], plot: m[2], order: m[3], until: m[4] } })],
  [
    new RegExp(`^(.*?) 签约墓位 ${CODE}，订单 ${CODE}，合计 ¥([\\d,]+\\.\\d{2})，待收 ¥([\\d,]+\\.\\d{2})。(?:代理：(.*)。)?$`),
    (m): Keyed => {
      const values = { buyer: m[1], plot: m[2], order: m[3], total: Number(m[4].replace(/,/g, '')), balance: Number(m[5].replace(/,/g, '')) };
      return m[6] ? { key: 'order_contracted_agent', values: { ...values, agent: m[6] } } : { key: 'order_contracted', values };
    },
  ],
  [new RegExp(`^订单 ${CODE}（墓位 (.*?)）已办理退款，原因：(.*)。墓位已重新开放销售。$`, 's'), (m) => ({ key: 'order_refunded', values: { order: m[1], plot: m[2], reason: m[3] } })],
  [/^冬至祭扫高峰将至，请提前做好接待和安葬预约安排。$/, () => ({ key: 'peak_season', values: {} })],
];

/** The key and values of a Chinese body written by one of the known templates, or undefined (a person's text). */
export const parseStoredMessage = (content: string): { key: MessageKey; values: MessageValues } | undefined => {
  for (const [re, make] of LEGACY) {
    const m = re.exec(content);
    const found = m ? make(m) : undefined;
    if (found) return found;
  }
  return undefined;
};
