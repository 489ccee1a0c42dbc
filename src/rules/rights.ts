/**
 * The plot's life after the sale (docs/rights.md): documents on records, rights holders and the
 * transfer of rights (过户). The vocabulary and the rules both sides run: the server inside the
 * write's transaction (src/server/rights/), the browser to offer only what the server accepts
 * and to refuse a bad file before sending it (src/app/rights/). Refusals are the codes of
 * RIGHTS_MESSAGES (./rightsMessages.ts).
 */
import { L, MANAGERS, enumValue } from '../config/define';
import type { Level } from '../config/types';

// ---------------------------------------------------------------- documents

/** The largest document the server takes (a phone's photo of a page or a scanned PDF fits). */
export const DOC_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many documents on one record. */
export const DOC_MAX_PER_RECORD = 30;

export const DOC_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type DocType = (typeof DOC_TYPES)[number];

/** The records documents may be attached to: orders, registrations, holders, transfers and work orders. */
export const DOC_OWNERS = ['tomb_order', 'member', 'rights_holder', 'rights_transfer', 'rights_moveout', 'work_order'] as const;
export type DocOwner = (typeof DOC_OWNERS)[number];

/** The owners as an enum of the calls' bodies (their names are table names, never shown). */
export const DOC_OWNER_VALUES = DOC_OWNERS.map((v) => enumValue(v, '#909399', L(v, v, v, v)));

export const isDocOwner = (table: unknown): table is DocOwner => typeof table === 'string' && (DOC_OWNERS as readonly string[]).includes(table);

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0): boolean => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/**
 * A document's type from its first bytes, never from its name or the type the sender claims:
 * JPEG, PNG, WebP (as photos) and PDF (`%PDF-`). Anything else (an HTML page, an SVG, a Word
 * file) is null.
 */
export const sniffDocType = (bytes: Uint8Array): DocType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
};

export const isImageDoc = (mime: string): boolean => mime.startsWith('image/');

/** Why a file may not be sent (null: it may), judged from its size and first bytes, the same on both sides. */
export const docRefusal = (size: number, head: Uint8Array): 'doc_empty' | 'doc_too_large' | 'doc_bad_type' | null => {
  if (size === 0) return 'doc_empty';
  if (size > DOC_MAX_BYTES) return 'doc_too_large';
  return sniffDocType(head) ? null : 'doc_bad_type';
};

// ---------------------------------------------------------------- holders

export const HOLDER_ROLE = [
  enumValue('main', '#409eff', L('墓主', 'Main holder', 'Titular principal', '主たる使用者')),
  enumValue('co', '#11a983', L('共同权利人', 'Co-holder', 'Cotitular', '共同使用者')),
] as const;
export type HolderRole = (typeof HOLDER_ROLE)[number]['value'];

/** How a holder came to hold the right. */
export const HOLDER_SOURCE = [
  enumValue('sale', '#409eff', L('购买', 'Purchase', 'Compra', '購入')),
  enumValue('transfer', '#6959cd', L('过户', 'Transfer', 'Traspaso', '名義変更')),
  enumValue('added', '#11a983', L('登记添加', 'Added', 'Añadido', '追加登録')),
] as const;
export type HolderSource = (typeof HOLDER_SOURCE)[number]['value'];

/** The order statuses under which a plot's right is held (signed, paid, in use); an order that ended holds none. */
export const RIGHT_HOLDING_STATUSES: readonly string[] = ['contracted', 'paid', 'completed'];
export const holdsRight = (orderStatus: unknown): boolean => typeof orderStatus === 'string' && RIGHT_HOLDING_STATUSES.includes(orderStatus);

/** The certificate number of the n-th main holder of an order (1 for the buyer): a new number at every change of holder. */
export const certificateNo = (orderNo: string, n: number): string => `ZS-${orderNo}-${n}`;

// ---------------------------------------------------------------- transfers

export const TRANSFER_STATUS = [
  enumValue('requested', '#e6a23c', L('待审批', 'Awaiting approval', 'Pendiente de aprobación', '承認待ち')),
  enumValue('approved', '#67c23a', L('已过户', 'Transferred', 'Traspasado', '変更済')),
  enumValue('rejected', '#f56c6c', L('已驳回', 'Rejected', 'Rechazado', '却下')),
  enumValue('cancelled', '#909399', L('已撤回', 'Withdrawn', 'Retirado', '取下げ')),
] as const;
export type TransferStatus = (typeof TRANSFER_STATUS)[number]['value'];

/** What a decision on a request does: a manager approves or rejects it; whoever requested it (or a manager) withdraws it. */
export const TRANSFER_DECISION = [
  enumValue('approved', '#67c23a', L('批准', 'Approve', 'Aprobar', '承認')),
  enumValue('rejected', '#f56c6c', L('驳回', 'Reject', 'Rechazar', '却下')),
  enumValue('cancelled', '#909399', L('撤回', 'Withdraw', 'Retirar', '取下げ')),
] as const;
export type TransferDecision = (typeof TRANSFER_DECISION)[number]['value'];

export const TRANSFER_REASON = [
  enumValue('inheritance', '#6959cd', L('继承', 'Inheritance', 'Herencia', '相続')),
  enumValue('gift', '#11a983', L('赠与', 'Gift', 'Donación', '贈与')),
  enumValue('sale', '#409eff', L('转让', 'Sale', 'Venta', '譲渡')),
  enumValue('other', '#909399', L('其他', 'Other', 'Otro', 'その他')),
] as const;
export type TransferReason = (typeof TRANSFER_REASON)[number]['value'];

export const FEE_METHOD = [
  enumValue('cash', '#67c23a', L('现金', 'Cash', 'Efectivo', '現金')),
  enumValue('card', '#409eff', L('银行卡', 'Card', 'Tarjeta', 'カード')),
  enumValue('wechat', '#07c160', L('微信', 'WeChat', 'WeChat', 'WeChat')),
  enumValue('alipay', '#1677ff', L('支付宝', 'Alipay', 'Alipay', 'Alipay')),
  enumValue('transfer', '#909399', L('银行转账', 'Bank transfer', 'Transferencia', '振込')),
] as const;
export type FeeMethod = (typeof FEE_METHOD)[number]['value'];

/** Who approves or rejects a transfer: the managers of the channel. Anyone who works the orders requests one. */
export const RIGHTS_MANAGERS: readonly Level[] = MANAGERS;
export const isRightsManager = (level: Level | undefined): boolean => level !== undefined && RIGHTS_MANAGERS.includes(level);

/** The moves a transfer makes: only a request is decided or withdrawn; the three outcomes are final. */
export const TRANSFER_MOVES: Readonly<Record<TransferStatus, readonly TransferStatus[]>> = {
  requested: ['approved', 'rejected', 'cancelled'],
  approved: [],
  rejected: [],
  cancelled: [],
};

/** Why a transfer may not be approved now (null: it may): a request of a right still held by the holder it names, its fee received. */
export const approvalRefusal = (
  transfer: { status: string | null; fee: number | string | null },
  currentMainId: number | null,
  fromHolderId: number | null,
  feeMethod: string | undefined,
): 'transfer_not_open' | 'transfer_stale' | 'transfer_fee_method' | null => {
  if (transfer.status !== 'requested') return 'transfer_not_open';
  if (currentMainId === null || currentMainId !== fromHolderId) return 'transfer_stale';
  if (Number(transfer.fee ?? 0) > 0 && !feeMethod) return 'transfer_fee_method';
  return null;
};

// ---------------------------------------------------------------- move-out (迁出)

export const MOVEOUT_STATUS = [
  enumValue('requested', '#e6a23c', L('待迁出', 'Awaiting move-out', 'Pendiente de traslado', '改葬待ち')),
  enumValue('done', '#67c23a', L('已迁出', 'Moved out', 'Trasladado', '改葬済')),
  enumValue('cancelled', '#909399', L('已取消', 'Cancelled', 'Cancelado', '取消')),
] as const;
export type MoveoutStatus = (typeof MOVEOUT_STATUS)[number]['value'];

/**
 * Whether the plot goes back on sale once this move-out is done: only when the holder gives it up
 * and nobody else rests in it (src/server/kernel/occupied.ts decides the emptiness).
 */
export const freesPlot = (keepPlot: boolean, othersRemain: boolean): boolean => !keepPlot && !othersRemain;
