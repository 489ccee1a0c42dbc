/**
 * The message drawer's server side.
 *  - "Mark all read": POST /index/admin.message/read_all marks every unread message of the
 *    caller's level read in one transaction (versioned and logged like one-by-one updates) and
 *    leaves every other level's messages as they were.
 *  - Bodies as a key and its values (src/rules/eventMessages.ts), shown in the reader's
 *    language; messages stored before the keys (only their Chinese text) are keyed after start by
 *    the templates that wrote them, a person's text kept as it is.
 */
import { describe, expect, it } from 'vitest';
import { formatDayTime } from '../../src/config/dates';
import { messageText, parseStoredMessage, storedContent, type MessageKey, type MessageValues } from '../../src/rules/eventMessages';
import { LANGS } from '../../src/config/types';
import { startTestServer } from './helpers/actors';
import { forFile } from './helpers/forFile';

/** Generated facts for the bodies (the order and work numbers, a plot code, names, a day, an instant). */
const n = 1 + (Date.UTC(2026, 0, 1) % 97);
const order = `O2026112300${String(n).padStart(2, '0')}`;
const work = `W2026112300${String(n + 1).padStart(2, '0')}`;
const plot = `A-${String(n).padStart(2, '0')}`;
const until = '2026-12-05';
const start = new Date(2026, 11, 28, 10, 30).toISOString();

/** The bodies as the server and the demo data wrote them before the keys, each with what it must read in English. */
const OLD: readonly { content: string; key: MessageKey; en: string }[] = [
  { content: `外部渠道新订单 ${order}：墓位 ${plot}，购买人 王芳`, key: 'outside_order', en: `New outside order ${order}: plot ${plot}, buyer 王芳` },
  { content: `订单 ${order}（墓位 ${plot}）的预订将于 ${until} 到期`, key: 'reservation_ending', en: `The reservation of order ${order} (plot ${plot}) ends on 5 Dec 2026` },
  { content: `订单 ${order} 的预订已于 ${until} 过期，墓位 ${plot} 已释放`, key: 'reservation_expired', en: `The reservation of order ${order} expired on 5 Dec 2026; plot ${plot} is released` },
  { content: `订单 ${order} 退款 ${(5000).toFixed(2)} 元：墓位调整`, key: 'refund_reason', en: `Order ${order}: refund of ¥5,000.00: 墓位调整` },
  { content: `订单 ${order} 退款 ${(120.5).toFixed(2)} 元`, key: 'refund', en: `Order ${order}: refund of ¥120.50` },
  {
    content: `工单 ${work}（维修 · 墓位 ${plot} · ${formatDayTime(start, 'zh')}）已分配给 周敏`,
    key: 'work_assigned',
    en: `Work order ${work} (Repair · plot ${plot} · 28 Dec 2026, 10:30) is assigned to 周敏`,
  },
  {
    content: `订单 ${order} 的安葬 · 墓位 ${plot} · ${formatDayTime(start, 'zh')} 已安排（工单 ${work}）`,
    key: 'order_burial_scheduled',
    en: `Order ${order}: Burial · plot ${plot} · 28 Dec 2026, 10:30 is scheduled (work order ${work})`,
  },
  { content: `骨灰安放 · 墓位 ${plot} 已安排（工单 ${work}）`, key: 'burial_scheduled', en: `Ash placement · plot ${plot} is scheduled (work order ${work})` },
  {
    content: `明日安葬：安葬 · 墓位 ${plot} · ${formatDayTime(start, 'zh')}（工单 ${work}）`,
    key: 'burial_tomorrow',
    en: `Burial tomorrow: Burial · plot ${plot} · 28 Dec 2026, 10:30 (work order ${work})`,
  },
  {
    content: `李娜 预订墓位 ${plot}，订单 ${order}，保留至 ${until}，请跟进签约。`,
    key: 'new_reservation',
    en: `李娜 reserved plot ${plot}, order ${order}, held until 5 Dec 2026: please follow up for the contract.`,
  },
  {
    content: `李娜 签约墓位 ${plot}，订单 ${order}，合计 ¥68,800.00，待收 ¥12,300.00。代理：安康殡仪。`,
    key: 'order_contracted_agent',
    en: `李娜 signed for plot ${plot}, order ${order}: total ¥68,800.00, ¥12,300.00 to collect. Agent: 安康殡仪.`,
  },
  {
    content: `订单 ${order}（墓位 ${plot}）已办理退款，原因：客户改选其他陵园。墓位已重新开放销售。`,
    key: 'order_refunded',
    en: `Order ${order} (plot ${plot}) was refunded, reason: 客户改选其他陵园. The plot is on sale again.`,
  },
  {
    content: '冬至祭扫高峰将至，请提前做好接待和安葬预约安排。',
    key: 'peak_season',
    en: 'The winter solstice visiting peak is near: plan the reception and the burial bookings ahead.',
  },
];
const PERSON = '周六上午十点全员开会，请准时参加。';

/** Level 1's drawer holds them (the read-all tests use levels 2 and 5). */
const s = forFile(() =>
  startTestServer('messages_read_all', {
    // Stored before the keys existed: the start of the app must key them.
    prepare: async (database) => {
      for (const [i, m] of [...OLD.map((o) => o.content), PERSON].entries())
        await database.db
          .insertInto('message')
          .values({ type: '系统通知', receive_user_id: 1, content: m, submit_date: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(), status: '未读', url: '/' })
          .execute();
    },
  }),
);

const drawerRows = async (): Promise<Record<string, unknown>[]> => {
  const res = await s.post(1, '/index/query', { table: 'message', field: ['*', 'submitter.nickname'], left_join: [{ ref: 'submit_user_id', as: 'submitter' }], where: { receive_user_id: 1 }, order_by: 'message.id asc', page: 1, page_size: 50 });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown>[];
};

describe('messages stored before keyed bodies', () => {
  it('are keyed after start by the template that wrote them and read in every language; a person\'s text stays as written', async () => {
    const rows = await drawerRows();
    expect(rows).toHaveLength(OLD.length + 1);
    OLD.forEach((old, i) => {
      expect(rows[i]).toMatchObject({ content: old.content, content_key: old.key });
      expect(messageText(rows[i], 'en')).toBe(old.en);
      for (const lang of LANGS) expect(messageText(rows[i], lang)).not.toMatch(/%\{/);
      // Chinese reads as the stored text did, apart from amounts written the one way (¥5,000.00).
      expect(messageText(rows[i], 'zh').replace(/¥|,| 元/g, '')).toBe(old.content.replace(/¥|,| 元/g, ''));
    });
    const person = rows[OLD.length];
    expect(person).toMatchObject({ content: PERSON, content_key: '' });
    for (const lang of LANGS) expect(messageText(person, lang)).toBe(PERSON);
    // Keyed after the start, in the background (the test helper waits for the start-up work, never for a time).
    expect(s.app.startupWork.outcome('messages: old bodies keyed')).toBe('done');
  });
});

describe('keyed bodies', () => {
  const VALUES: Record<MessageKey, MessageValues> = {
    outside_order: { order, plot, buyer: '王芳' },
    reservation_ending: { order, plot, until },
    reservation_expired: { order, plot, until },
    refund: { order, amount: 99.5 },
    refund_reason: { order, amount: 5000, reason: '墓位调整' },
    work_assigned: { work, kind: 'repair', plot, start, person: '周敏' },
    burial_scheduled: { kind: 'ash_placement', plot, work },
    order_burial_scheduled: { order, kind: 'burial', plot, start, work },
    burial_tomorrow: { kind: 'burial', plot, start, work },
    new_reservation: { buyer: '李娜', plot, order, until },
    order_contracted: { buyer: '李娜', plot, order, total: 68800, balance: 0 },
    order_contracted_agent: { buyer: '李娜', plot, order, total: 68800, balance: 12300, agent: '安康殡仪' },
    order_refunded: { order, plot, reason: '客户改选其他陵园' },
    peak_season: {},
  };

  it('store a Chinese text that reads back to the same key and values (what a legacy client shows)', () => {
    for (const [key, values] of Object.entries(VALUES) as [MessageKey, MessageValues][]) {
      const parsed = parseStoredMessage(storedContent(key, values));
      expect(parsed?.key).toBe(key);
      // The start is read back as the wall-clock minute it was written in.
      const { start: _start, ...rest } = values;
      expect(parsed?.values).toMatchObject(rest);
    }
  });

  it('are written in the reader\'s language with its one date format', () => {
    const row = { content: 'x', content_key: 'reservation_ending', content_values: JSON.stringify(VALUES.reservation_ending) };
    expect(messageText(row, 'zh')).toBe(`订单 ${order}（墓位 ${plot}）的预订将于 2026-12-05 到期`);
    expect(messageText(row, 'en')).toBe(`The reservation of order ${order} (plot ${plot}) ends on 5 Dec 2026`);
    expect(messageText(row, 'es')).toBe(`La reserva del pedido ${order} (parcela ${plot}) vence el 5 dic 2026`);
    expect(messageText(row, 'ja')).toBe(`注文 ${order}（墓所 ${plot}）の予約は 2026/12/05 に期限を迎えます`);
  });
});

const post = (level: 0 | 2 | 5, body: unknown = {}) => s.post(level, '/index/admin.message/read_all', body, { 'accept-language': 'en' });

const seed = async (level: number, status: string, n: number): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = await s.database.db
      .insertInto('message')
      .values({ type: '新订单', receive_user_id: level, content: `to ${level} #${i}`, submit_date: s.app.clock.now().toISOString(), status })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  return ids;
};

const rows = (ids: number[]) => s.database.db.selectFrom('message').select(['id', 'status', 'version']).where('id', 'in', ids).orderBy('id').execute();

describe('mark all read', () => {
  it('marks every unread message of the level, and only those, in one call', async () => {
    const mine = await seed(5, '未读', 3);
    const alreadyRead = await seed(5, '已读', 1);
    const others = await seed(2, '未读', 2);
    const res = await post(5);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ids: mine });
    expect(await rows(mine)).toEqual(mine.map((id) => ({ id, status: '已读', version: 2 })));
    expect(await rows(alreadyRead)).toEqual(alreadyRead.map((id) => ({ id, status: '已读', version: 1 })));
    expect(await rows(others)).toEqual(others.map((id) => ({ id, status: '未读', version: 1 })));
    // The unread count the bell polls is now zero for level 5, untouched for level 2.
    const count = async (level: 2 | 5) =>
      (await s.post(level, '/index/query', { table: 'message', where: { receive_user_id: level, status: '未读' }, is_count: 1 })).json().data;
    expect(await count(5)).toBe(0);
    expect(await count(2)).toBe(2);
    const logged = await s.database.db.selectFrom('operation_log').select(['row_id', 'action', 'user_id']).where('table_name', '=', 'message').orderBy('row_id').execute();
    expect(logged).toEqual(mine.map((id) => ({ row_id: id, action: 'update', user_id: s.actors[5].userId })));
  });

  it('answers no ids when nothing is unread, and changes nothing', async () => {
    const res = await post(5);
    expect(res.json()).toEqual({ status: 200, msg: 'ok', data: { ids: [] } });
  });

  it('takes no keys (another level cannot be named) and needs a session', async () => {
    const others = await seed(2, '未读', 1);
    const named = await post(5, { receive_user_id: 2 });
    expect(named.statusCode).toBe(400);
    expect(named.json().data.code).toBe('unknown_key');
    expect((await post(0)).statusCode).toBe(401);
    expect(await rows(others)).toEqual(others.map((id) => ({ id, status: '未读', version: 1 })));
  });
});
