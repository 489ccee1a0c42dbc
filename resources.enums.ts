/**
 * The enum tables of this cemetery's config (resources.config.ts): each value with its colour
 * and its label in the four languages, and the levels' role names. Instance data, beside the
 * config that uses them; the modules' own enums, which their rules are written against, are in
 * src/rules (work, terms, visits, the columbarium, messaging, the walk).
 */
import { L, enumValue } from './src/config/define';

export const PLOT_STATUS = [
  enumValue('available', '#67c23a', L('可售', 'Available', 'Disponible', '販売可')),
  enumValue('reserved', '#e6a23c', L('已预订', 'Reserved', 'Reservada', '予約済')),
  enumValue('sold', '#409eff', L('已售', 'Sold', 'Vendida', '販売済')),
  enumValue('buried', '#606266', L('已安葬', 'Buried', 'Inhumada', '埋葬済')),
  enumValue('unavailable', '#c0c4cc', L('不可售', 'Unavailable', 'No disponible', '販売不可')),
] as const;

export const PLOT_TYPE = [
  enumValue('single', '#409eff', L('单穴', 'Single', 'Individual', '単墓')),
  enumValue('double', '#11a983', L('双穴', 'Double', 'Doble', '夫婦墓')),
  enumValue('family', '#6959cd', L('家族', 'Family', 'Familiar', '家族墓')),
] as const;

export const ORDER_STATUS = [
  enumValue('reserved', '#e6a23c', L('已预订', 'Reserved', 'Reservado', '予約')),
  enumValue('contracted', '#1890ff', L('已签约', 'Contracted', 'Contratado', '契約済')),
  enumValue('paid', '#13c2c2', L('已付清', 'Paid', 'Pagado', '支払済')),
  enumValue('completed', '#67c23a', L('已安葬', 'Completed', 'Completado', '完了')),
  enumValue('cancelled', '#909399', L('已取消', 'Cancelled', 'Cancelado', '取消')),
  enumValue('refunded', '#f5222d', L('已退款', 'Refunded', 'Reembolsado', '返金済')),
  enumValue('expired', '#c0c4cc', L('已过期', 'Expired', 'Caducado', '期限切れ')),
] as const;

export const PAYMENT_KIND = [
  enumValue('charge', '#67c23a', L('收费', 'Charge', 'Cobro', '入金')),
  enumValue('refund', '#f5222d', L('退款', 'Refund', 'Reembolso', '返金')),
] as const;

export const PAYMENT_ITEM = [
  enumValue('plot_price', '#409eff', L('墓位款', 'Plot price', 'Precio de la parcela', '墓所代金')),
  enumValue('deposit', '#e6a23c', L('定金', 'Deposit', 'Depósito', '手付金')),
  enumValue('maintenance', '#11a983', L('管理费', 'Maintenance', 'Mantenimiento', '管理費')),
  enumValue('engraving', '#6959cd', L('刻字费', 'Engraving', 'Grabado', '彫刻費')),
  enumValue('burial', '#606266', L('安葬费', 'Burial', 'Inhumación', '埋葬費')),
  enumValue('other', '#909399', L('其他', 'Other', 'Otro', 'その他')),
] as const;

export const PAYMENT_METHOD = [
  enumValue('cash', '#67c23a', L('现金', 'Cash', 'Efectivo', '現金')),
  enumValue('card', '#409eff', L('银行卡', 'Card', 'Tarjeta', 'カード')),
  enumValue('wechat', '#07c160', L('微信', 'WeChat', 'WeChat', 'WeChat')),
  enumValue('alipay', '#1677ff', L('支付宝', 'Alipay', 'Alipay', 'Alipay')),
  enumValue('bank_transfer', '#304156', L('银行转账', 'Bank transfer', 'Transferencia', '銀行振込')),
] as const;

export const GENDER = [
  enumValue('male', '#409eff', L('男', 'Male', 'Hombre', '男性')),
  enumValue('female', '#f56c6c', L('女', 'Female', 'Mujer', '女性')),
] as const;

export const MESSAGE_STATUS = [
  enumValue('未读', '#f56c6c', L('未读', 'Unread', 'No leído', '未読')),
  enumValue('已读', '#909399', L('已读', 'Read', 'Leído', '既読')),
] as const;

export const LOG_ACTION = [
  enumValue('create', '#67c23a', L('新增', 'Create', 'Crear', '作成')),
  enumValue('update', '#409eff', L('修改', 'Update', 'Modificar', '更新')),
  enumValue('delete', '#f5222d', L('删除', 'Delete', 'Eliminar', '削除')),
  enumValue('login', '#909399', L('登录', 'Sign in', 'Inicio de sesión', 'ログイン')),
  enumValue('logout', '#909399', L('退出', 'Sign out', 'Cierre de sesión', 'ログアウト')),
  enumValue('print', '#6959cd', L('打印', 'Print', 'Imprimir', '印刷')),
] as const;

export const IMPORT_BATCH_STATUS = [
  enumValue('committed', '#67c23a', L('已导入', 'Imported', 'Importado', 'インポート済')),
  enumValue('undone', '#909399', L('已撤销', 'Undone', 'Deshecho', '取消済')),
  // A large file's chunks are still going in (docs/import.md, "Large files").
  enumValue('importing', '#e6a23c', L('导入中', 'Importing', 'Importando', '取り込み中')),
  // An undo's chunks are going out (docs/import.md, "Undo").
  enumValue('undoing', '#e6a23c', L('撤销中', 'Undoing', 'Deshaciendo', '取消中')),
  // The server stopped during the import: what its chunks wrote was taken back at the next start.
  enumValue('interrupted', '#f56c6c', L('中断，已回滚', 'Interrupted, rolled back', 'Interrumpido, revertido', '中断・取り消し済')),
] as const;

/** The levels' role names: the user list, the level pickers and a message's recipient show them beside the number. */
export const LEVEL_NAMES = {
  1: L('内部登记员', 'Inside clerk', 'Empleado interno', '内部担当者'),
  2: L('内部经理', 'Inside manager', 'Gerente interno', '内部マネージャー'),
  3: L('外部登记员', 'Outside clerk', 'Empleado externo', '外部担当者'),
  4: L('外部经理', 'Outside manager', 'Gerente externo', '外部マネージャー'),
  5: L('内部管理员', 'Inside administrator', 'Administrador interno', '内部管理者'),
  6: L('外部管理员', 'Outside administrator', 'Administrador externo', '外部管理者'),
} as const;
