/**
 * The message calls of the spec's section 7, over the generic query: the list for the
 * user's level (newest first, 50 a page), its count, the unread count, and the update that
 * marks one read; and this server's call that marks them all read at once.
 */
import { MESSAGE_READ, MESSAGE_UNREAD } from '../../rules/messageTypes';
import type { Level } from '../../config/types';
import { QUERY_PATH } from '../../protocol/wire';
import { readAllMessages } from '../../protocol/contracts/messages';
import { call } from '../providers/call';
import { ApiCallError, postOk } from '../providers/http';
import { nestJoined } from '../../protocol/legacyQuery';

export const MESSAGE_PAGE_SIZE = 50;
export const UNREAD = MESSAGE_UNREAD;
export const READ = MESSAGE_READ;

export interface Message {
  id: number;
  type: string;
  submit_user_id: number | null;
  /** The submitter's user row, joined for its name. */
  submitter?: { nickname?: string | null } | null;
  receive_user_id: number;
  /** The Chinese body (what a legacy client shows). */
  content: string;
  /** The body as a key and its values (JSON), shown in the reader's language (src/rules/eventMessages.ts); absent from a legacy server. */
  content_key?: string | null;
  content_values?: string | null;
  submit_date: string;
  status: string;
  url: string | null;
}

export interface MessagePage {
  messages: Message[];
  total: number;
}

export const fetchUnreadCount = (level: Level): Promise<number> =>
  postOk<number>(QUERY_PATH, { table: 'message', where: { receive_user_id: level, status: UNREAD }, is_count: 1 }).then(Number);

export const fetchMessages = async (level: Level, page: number): Promise<MessagePage> => {
  const where = { receive_user_id: level };
  const [rows, total] = await Promise.all([
    postOk<Record<string, unknown>[]>(QUERY_PATH, {
      table: 'message',
      // Every column ('*': the keyed body where the server has it, what a legacy server has otherwise) and the submitter's name.
      field: ['*', 'submitter.nickname'],
      left_join: [{ ref: 'submit_user_id', as: 'submitter' }],
      where,
      // The spec's order, with the id to break ties: many messages share a date, and pages must not shuffle them.
      order_by: 'message.submit_date desc, message.id desc',
      page,
      page_size: MESSAGE_PAGE_SIZE,
    }),
    postOk<number>(QUERY_PATH, { table: 'message', where, is_count: 1 }).then(Number),
  ]);
  return { messages: rows.map((r) => nestJoined(r) as unknown as Message), total };
};

/** Resolves on status 200; otherwise throws an ApiCallError carrying the server's msg. */
export const markRead = (id: number): Promise<unknown> => postOk(QUERY_PATH, { table: 'message', id, data: { status: READ } });

/**
 * Every unread message of the caller's level read, in one call and one transaction on the
 * server (POST admin.message/read_all). A legacy server has no such call (404): the unread
 * messages on screen are then marked one by one, as clicking each would.
 */
export const markAllRead = async (unreadOnScreen: readonly number[]): Promise<void> => {
  try {
    await call(readAllMessages, {});
  } catch (e) {
    if (!(e instanceof ApiCallError && e.status === 404)) throw e;
    for (const id of unreadOnScreen) await markRead(id);
  }
};
