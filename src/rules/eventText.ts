/**
 * How a posted message (the bell's drawer) is read, with no table of bodies: its values as the
 * reader's language writes them, and the Chinese bodies stored before the keys read back into
 * a key and values. The bodies themselves are EVENT_MESSAGES (./eventMessages.ts): the server
 * reads that table, the browser the one language it loaded (src/app/i18n/configTexts.ts).
 *
 * Shared by the browser and the server (no React, no database).
 */
import { formatDay, formatDayTime } from '../config/dates';
import { L } from '../config/define';
import { interpolate } from '../config/messageFormat';
import { formatYuan } from '../config/money';
import type { Lang } from '../config/types';
import { WORK_KIND } from './work';

/** A message's values: order and plot codes, names, days ('YYYY-MM-DD'), instants (ISO), amounts (yuan), a work kind. */
export type MessageValues = Readonly<Record<string, string | number>>;

const PLOT_WORD = L('墓位', 'plot', 'parcela', '墓所');

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

/** A body's template in the reader's language, or undefined for a key it does not know. */
export type TemplateOf = (key: string) => string | undefined;

/** A keyed message's body in a language, from its template. */
export const fillBody = (template: string, values: MessageValues, lang: Lang): string => interpolate(template, shownValues(values, lang));

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
export const messageTextWith = (templateOf: TemplateOf, m: { content?: unknown; content_key?: unknown; content_values?: unknown }, lang: Lang): string => {
  const content = typeof m.content === 'string' ? m.content : '';
  const values = parseValues(m.content_values);
  const keyed = typeof m.content_key === 'string' ? templateOf(m.content_key) : undefined;
  if (keyed !== undefined && values) return fillBody(keyed, values, lang);
  if (m.content_key === null || m.content_key === undefined) {
    const found = parseLegacyBody(content);
    const template = found && templateOf(found.key);
    if (found && template !== undefined) return fillBody(template, found.values, lang);
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

/** A body's key (a key of EVENT_MESSAGES in ./eventMessages.ts) and its values. */
export type Keyed = { key: string; values: MessageValues };
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
export const parseLegacyBody = (content: string): Keyed | undefined => {
  for (const [re, make] of LEGACY) {
    const m = re.exec(content);
    const found = m ? make(m) : undefined;
    if (found) return found;
  }
  return undefined;
};
