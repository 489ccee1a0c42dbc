/** The message drawer's "mark all read" (src/app/shell/messages), under `inbox.`. Message types are named in src/rules/messageTypes.ts. */
export const zh = { read_all: '全部已读', all_read: '所有消息已标为已读' };
export const en = { read_all: 'Mark all read', all_read: 'All messages are marked read' };
export const es = { read_all: 'Marcar todo leído', all_read: 'Todos los mensajes están marcados como leídos' };
export const ja = { read_all: 'すべて既読', all_read: 'すべてのメッセージを既読にしました' };
