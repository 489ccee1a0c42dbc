/**
 * Messages (spec sections 2, 7, 8, 9): the unread count polled every second and stopped on
 * demand; the drawer titled 消息列表, newest first, 50 a page; an unread message marked read
 * through the generic update before navigating; a read one only navigates; a refused update
 * shows the server's msg for 3 s, a transport failure for 5 s.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useNotificationContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageBell } from '../../../src/app/shell/messages/MessageBell';
import { MessageDrawer } from '../../../src/app/shell/messages/MessageDrawer';
import { UNREAD_POLL_MS, createUnreadPoller, unreadPoller } from '../../../src/app/messages/unreadPoller';
import { setToken } from '../../../src/app/providers/http';
import { resetBrowserSession } from '../auth/session';
import { setupLegacyApi, type LegacyCall } from '../setup';
import { renderShell } from './harness';

const api = setupLegacyApi();

const message = (id: number, status: '未读' | '已读', extra: Record<string, unknown> = {}) => ({
  id,
  type: '新订单',
  submit_user_id: 7,
  'submitter.nickname': '周敏',
  receive_user_id: 5,
  content: `订单 O${id} 已签约`,
  submit_date: `2024-05-0${id}T08:00:00.000Z`,
  status,
  url: `/order/tombOrderList/${id}`,
  ...extra,
});

const isList = (c: LegacyCall) => c.path === 'query' && c.body.table === 'message' && !c.body.is_count && !c.body.data;
const isUpdate = (c: LegacyCall) => c.path === 'query' && c.body.data !== undefined;

const serveMessages = (rows: unknown[], total = rows.length) =>
  api.on('query', (c) => (isList(c) ? api.ok(rows) : c.body.is_count ? api.ok(total) : undefined));

/** Shows the notifications react-admin holds, with their options. */
const Notifications = () => {
  const { notifications } = useNotificationContext();
  return (
    <ul>
      {notifications.map((n, i) => (
        <li key={i} data-testid="notification" data-duration={n.notificationOptions?.autoHideDuration}>
          {String(n.message)}
        </li>
      ))}
    </ul>
  );
};

beforeEach(() => {
  resetBrowserSession();
  setToken('tok');
});
afterEach(() => unreadPoller.stop());

describe('the unread poller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at once and every second until stopped', async () => {
    const fetchCount = vi.fn().mockResolvedValue(4);
    const poller = createUnreadPoller(fetchCount);
    expect(UNREAD_POLL_MS).toBe(1000);
    poller.start(5);
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.getState()).toEqual({ count: 4 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchCount).toHaveBeenCalledTimes(4);
    expect(fetchCount).toHaveBeenCalledWith(5);
    poller.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchCount).toHaveBeenCalledTimes(4);
    expect(poller.isRunning()).toBe(false);
    expect(poller.getState()).toEqual({ count: 0 });
  });

  it('reports a failure once and clears it on the next success', async () => {
    const fetchCount = vi.fn().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(2);
    const poller = createUnreadPoller(fetchCount);
    poller.start(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.getState()).toEqual({ count: 0, error: 'Network Error' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(poller.getState()).toEqual({ count: 2 });
    poller.stop();
  });

  it('does not pile up requests behind a slow answer', async () => {
    let resolve: (n: number) => void = () => undefined;
    const fetchCount = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const poller = createUnreadPoller(fetchCount);
    poller.start(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    resolve(1);
    poller.stop();
  });
});

describe('the bell', () => {
  it('shows the unread count of the level from the generic count query', async () => {
    api.on('query', (c) => (c.body.is_count ? api.ok(3) : undefined));
    renderShell(<MessageBell level={5} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Messages: 3 unread' })).toBeInTheDocument());
    expect(api.callsTo('query')[0].body).toEqual({ table: 'message', where: { receive_user_id: 5, status: '未读' }, is_count: 1 });
    expect(unreadPoller.isRunning()).toBe(true);
  });
});

describe('the message drawer', () => {
  const open = (lang: 'en' | 'zh' = 'en', onClose = vi.fn()) => {
    const view = renderShell(
      <>
        <MessageDrawer open onClose={onClose} level={5} />
        <Notifications />
      </>,
      { lang, path: '/dashboard' },
    );
    return { ...view, onClose };
  };

  it('is titled 消息列表 and lists the level’s messages newest first, 50 a page, with type, submitter, content, date and unread marker', async () => {
    serveMessages([message(3, '未读'), message(2, '已读', { 'submitter.nickname': null, submit_user_id: null })]);
    open('zh');
    expect(await screen.findByRole('heading', { name: '消息列表' })).toBeInTheDocument();
    await screen.findByText('订单 O3 已签约');
    const list = api.calls.find(isList);
    expect(list?.body).toMatchObject({
      table: 'message',
      where: { receive_user_id: 5 },
      order_by: 'message.submit_date desc, message.id desc',
      page: 1,
      page_size: 50,
    });
    const items = document.querySelectorAll('[data-message-id]');
    expect([...items].map((i) => [i.getAttribute('data-message-id'), i.getAttribute('data-unread')])).toEqual([
      ['3', 'true'],
      ['2', 'false'],
    ]);
    expect(items[0]).toHaveTextContent('新订单');
    expect(items[0]).toHaveTextContent('周敏');
    expect(items[0]).toHaveTextContent('2024-05-03');
    expect(items[1]).toHaveTextContent('系统');
  });

  it('an unread message is marked read through the generic update, then the drawer closes and its url opens', async () => {
    serveMessages([message(3, '未读')]);
    const { onClose, where } = open();
    fireEvent.click(await screen.findByText('订单 O3 已签约'));
    await waitFor(() => expect(where()).toBe('/order/tombOrderList/3'));
    expect(api.calls.find(isUpdate)?.body).toEqual({ table: 'message', id: 3, data: { status: '已读' } });
    expect(onClose).toHaveBeenCalled();
  });

  it('a read message only navigates', async () => {
    serveMessages([message(2, '已读')]);
    const { onClose, where } = open();
    fireEvent.click(await screen.findByText('订单 O2 已签约'));
    await waitFor(() => expect(where()).toBe('/order/tombOrderList/2'));
    expect(api.calls.find(isUpdate)).toBeUndefined();
    expect(onClose).toHaveBeenCalled();
  });

  it('a refused update shows the server message for 3 s and stays', async () => {
    api.on('query', (c) => (isUpdate(c) ? api.legacy(403, 'You do not have permission to do this') : isList(c) ? api.ok([message(3, '未读')]) : api.ok(1)));
    const { onClose, where } = open();
    fireEvent.click(await screen.findByText('订单 O3 已签约'));
    const toast = await screen.findByTestId('notification');
    expect(toast).toHaveTextContent('You do not have permission to do this');
    expect(toast).toHaveAttribute('data-duration', '3000');
    expect(where()).toBe('/dashboard');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a transport failure of the update is toasted for 5 s', async () => {
    api.on('query', (c) => (isUpdate(c) ? api.networkError() : isList(c) ? api.ok([message(3, '未读')]) : api.ok(1)));
    open();
    fireEvent.click(await screen.findByText('订单 O3 已签约'));
    expect(await screen.findByTestId('notification')).toHaveAttribute('data-duration', '5000');
  });

  it('is paginated by 50', async () => {
    serveMessages([message(1, '已读')], 120);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(api.calls.filter(isList).map((c) => c.body.page)).toEqual([1, 3]));
  });
});

describe('message types and mark all read', () => {
  const openDrawer = (lang: 'en' | 'zh' | 'es' | 'ja' = 'en') =>
    renderShell(
      <>
        <MessageDrawer open onClose={vi.fn()} level={5} />
        <Notifications />
      </>,
      { lang, path: '/dashboard' },
    );

  it('names each message type in the reader language; an unknown type as stored, none as a notice', async () => {
    serveMessages([
      message(4, '未读', { type: '预订即将到期' }),
      message(3, '已读', { type: '退款通知' }),
      message(2, '已读', { type: '旧系统类型' }),
      message(1, '已读', { type: '' }),
    ]);
    openDrawer('en');
    await screen.findByText('订单 O4 已签约');
    const chips = [...document.querySelectorAll('[data-message-id] .MuiChip-label')].map((c) => c.textContent);
    expect(chips).toEqual(['Reservation ending soon', 'Refund notice', '旧系统类型', 'Notice']);
    // The date in the English format of every screen.
    expect(document.querySelector('[data-message-id="4"]')).toHaveTextContent(/4 May 2024, \d\d:\d\d/);
  });

  it.each([
    ['es', 'Nuevo pedido'],
    ['ja', '新規注文'],
    ['zh', '新订单'],
  ] as const)('in %s too', async (lang, label) => {
    serveMessages([message(3, '未读')]);
    openDrawer(lang);
    await screen.findByText('订单 O3 已签约');
    expect(document.querySelector('[data-message-id="3"] .MuiChip-label')).toHaveTextContent(label);
  });

  it('writes each body in the reader language: a keyed one from its values, an old Chinese one through its template, a person’s as written', async () => {
    serveMessages([
      message(3, '未读', {
        type: '明日安葬',
        content: '明日安葬：安葬 · 墓位 B-07（工单 W202612270003）',
        content_key: 'burial_tomorrow',
        content_values: JSON.stringify({ kind: 'burial', plot: 'B-07', start: '2026-12-28T02:30:00.000Z', work: 'W202612270003' }),
      }),
      message(2, '已读', { type: '预订即将到期', content: '订单 O202611230007（墓位 A-03）的预订将于 2026-12-05 到期', content_key: null }),
      message(1, '已读', { type: '系统通知', content: '周六上午十点全员开会', content_key: '' }),
    ]);
    openDrawer('en');
    await screen.findByText('周六上午十点全员开会');
    const body = (id: number) => document.querySelector(`[data-message-id="${id}"] [data-message-body]`)?.textContent;
    expect(body(3)).toMatch(/^Burial tomorrow: Burial · plot B-07 · 28 Dec 2026, \d\d:30 \(work order W202612270003\)$/);
    expect(body(2)).toBe('The reservation of order O202611230007 (plot A-03) ends on 5 Dec 2026');
    expect(body(1)).toBe('周六上午十点全员开会');
    // Every column is asked for: the keyed body where the server has it, what a legacy server has otherwise.
    expect(api.calls.find(isList)?.body.field).toEqual(['*', 'submitter.nickname']);
  });

  it('marks every unread message read in one call, and says so', async () => {
    serveMessages([message(3, '未读'), message(2, '未读'), message(1, '已读')]);
    api.on('admin.message/read_all', () => api.ok({ ids: [3, 2] }));
    const { where } = openDrawer('en');
    await screen.findByText('订单 O3 已签约');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(document.querySelectorAll('[data-unread="true"]')).toHaveLength(0));
    expect(api.callsTo('admin.message/read_all').map((c) => c.body)).toEqual([{}]);
    expect(api.calls.filter(isUpdate)).toEqual([]);
    // react-admin's notifier translates the key ('All messages are marked read').
    expect(await screen.findByTestId('notification')).toHaveTextContent('inbox.all_read');
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    // The drawer stays where it is: nothing was opened.
    expect(where()).toBe('/dashboard');
  });

  it('marks the unread messages on screen one by one on a server without the call', async () => {
    serveMessages([message(3, '未读'), message(2, '未读'), message(1, '已读')]);
    api.on('admin.message/read_all', () => api.legacy(404, 'No such call: /index/admin.message/read_all'));
    openDrawer('en');
    await screen.findByText('订单 O3 已签约');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(document.querySelectorAll('[data-unread="true"]')).toHaveLength(0));
    expect(api.calls.filter(isUpdate).map((c) => c.body)).toEqual([
      { table: 'message', id: 3, data: { status: '已读' } },
      { table: 'message', id: 2, data: { status: '已读' } },
    ]);
  });

  it('is offered only while something is unread', async () => {
    serveMessages([message(1, '已读')]);
    openDrawer('zh');
    await screen.findByText('订单 O1 已签约');
    expect(screen.getByRole('button', { name: '全部已读' })).toBeDisabled();
  });
});
