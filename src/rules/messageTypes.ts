/**
 * The messages of the drawer (the `message` table): their read states, as the legacy product
 * stores them, and the types the system posts, named in every language. A stored message has
 * no reader language, so its type is kept in Chinese (the cemetery's working language) and
 * shown through these labels; a type not listed here (an older server's) is shown as stored.
 */
import { L } from '../config/define';
import type { Labels, Lang } from '../config/types';

export const MESSAGE_UNREAD = '未读';
export const MESSAGE_READ = '已读';

export const MESSAGE_TYPES: Readonly<Record<string, Labels>> = {
  新订单: L('新订单', 'New order', 'Nuevo pedido', '新規注文'),
  新外部订单: L('新外部订单', 'New outside order', 'Nuevo pedido externo', '外部チャネルの新規注文'),
  新预订: L('新预订', 'New reservation', 'Nueva reserva', '新規予約'),
  预订即将到期: L('预订即将到期', 'Reservation ending soon', 'Reserva a punto de vencer', '予約期限間近'),
  预订已过期: L('预订已过期', 'Reservation expired', 'Reserva caducada', '予約期限切れ'),
  退款: L('退款', 'Refund', 'Reembolso', '返金'),
  退款通知: L('退款通知', 'Refund notice', 'Aviso de reembolso', '返金のお知らせ'),
  工单分配: L('工单分配', 'Work assigned', 'Trabajo asignado', '作業の割当'),
  安葬已安排: L('安葬已安排', 'Burial scheduled', 'Inhumación programada', '埋葬の予定'),
  明日安葬: L('明日安葬', 'Burial tomorrow', 'Inhumación mañana', '明日の埋葬'),
  系统通知: L('系统通知', 'System notice', 'Aviso del sistema', 'システム通知'),
};

/** A message's type in a language; unknown types as stored, none as undefined. */
export const messageTypeLabel = (type: string | null | undefined, lang: Lang): string | undefined => {
  if (!type) return undefined;
  return Object.hasOwn(MESSAGE_TYPES, type) ? MESSAGE_TYPES[type][lang] : type;
};
