/**
 * The plot's life after the sale (docs/rights.md): documents on records, rights holders and the
 * transfer of rights (过户). The vocabulary and the rules both sides run: the server inside the
 * write's transaction (src/server/rights/), the browser to offer only what the server accepts
 * and to refuse a bad file before sending it (src/app/rights/). Refusals are the codes of
 * RIGHTS_MESSAGES below.
 */
import { L, MANAGERS, enumValue } from '../config/define';
import type { Labels, Level } from '../config/types';

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

export const RIGHTS_MESSAGES = {
  doc_bad_type: L(
    '只能上传 JPEG、PNG、WebP 图片或 PDF（按文件内容判断，不看扩展名）',
    'Only JPEG, PNG or WebP images and PDF files can be attached (judged by the file’s content, not its name)',
    'Solo se pueden adjuntar imágenes JPEG, PNG o WebP y archivos PDF (según el contenido, no el nombre)',
    '添付できるのは JPEG・PNG・WebP 画像と PDF のみです（拡張子ではなく内容で判定します）',
  ),
  doc_too_large: L('文件不能超过 %{max} MB', 'A file may be at most %{max} MB', 'Un archivo puede tener como máximo %{max} MB', 'ファイルは %{max} MB 以下にしてください'),
  doc_empty: L('没有收到文件', 'No file was received', 'No se recibió ningún archivo', 'ファイルが届いていません'),
  doc_too_many: L('一条记录最多 %{max} 个附件', 'A record holds at most %{max} documents', 'Un registro admite como máximo %{max} documentos', '1 件の記録に添付できるのは %{max} 件までです'),
  doc_cannot_attach: L('您不能给这条记录添加或删除附件', 'You may not add or remove documents on this record', 'No puede añadir ni quitar documentos en este registro', 'この記録の添付を追加・削除する権限がありません'),
  holder_needs_right: L(
    '只有已签约、已付清或已安葬的订单才有权利人',
    'Only a signed, paid or completed order has rights holders',
    'Solo un pedido firmado, pagado o completado tiene titulares',
    '使用者がいるのは契約済・支払済・完了の注文のみです',
  ),
  holder_main_exists: L(
    '该墓位已有墓主，更换墓主请办理过户',
    'This plot already has a main holder: change it by a transfer of rights',
    'Esta parcela ya tiene titular principal: cámbielo con un traspaso',
    'この墓所には主たる使用者がいます。変更は名義変更で行ってください',
  ),
  holder_past: L('已结束的权利人记录不能修改', 'A past holder’s record is not changed', 'El registro de un titular anterior no se modifica', '終了した使用者の記録は変更できません'),
  transfer_open: L(
    '该墓位已有一笔待审批的过户申请',
    'This plot already has a transfer awaiting approval',
    'Esta parcela ya tiene un traspaso pendiente de aprobación',
    'この墓所には承認待ちの名義変更があります',
  ),
  transfer_no_holder: L('该订单没有墓主，不能过户', 'This order has no main holder to transfer from', 'Este pedido no tiene titular principal que traspasar', 'この注文には名義変更元の主たる使用者がいません'),
  transfer_not_open: L('该过户申请已处理', 'This transfer has already been decided', 'Este traspaso ya fue resuelto', 'この名義変更は処理済みです'),
  transfer_stale: L(
    '墓主已变更，该申请已失效，请重新申请',
    'The main holder has changed since this request: make a new one',
    'El titular cambió desde esta solicitud: haga una nueva',
    '申請後に主たる使用者が変わりました。申請し直してください',
  ),
  transfer_fee_method: L('请选择过户费的收款方式', 'Choose how the transfer fee was paid', 'Indique cómo se pagó la tarifa de traspaso', '名義変更手数料の支払方法を選んでください'),
  transfer_managers_only: L('只有经理可以审批过户', 'Only managers approve or reject a transfer', 'Solo los gerentes aprueban o rechazan un traspaso', '名義変更の承認・却下はマネージャーのみです'),
  moveout_not_here: L(
    '该逝者不在此订单的墓位中',
    'This deceased does not rest in this order’s plot',
    'Este difunto no descansa en la parcela de este pedido',
    'この故人はこの注文の墓所にいません',
  ),
  moveout_open: L('该逝者已有一笔待办的迁出申请', 'This deceased already has a move-out under way', 'Este difunto ya tiene un traslado en curso', 'この故人には進行中の改葬があります'),
  moveout_not_open: L('该迁出申请已处理', 'This move-out has already been closed', 'Este traslado ya fue cerrado', 'この改葬は処理済みです'),
  registration_moved_out: L(
    '该逝者已迁出，登记的墓位和订单不能再修改',
    'This deceased has been moved out: the registration’s plot and order no longer change',
    'Este difunto fue trasladado: la parcela y el pedido del registro ya no cambian',
    'この故人は改葬済みです。登録の墓所と注文は変更できません',
  ),
  moveout_managers_only: L('只有经理可以办结迁出', 'Only managers complete a move-out', 'Solo los gerentes completan un traslado', '改葬の完了はマネージャーのみです'),
  transfer_same_person: L('新墓主与原墓主相同', 'The new holder is the same person as the present one', 'El nuevo titular es la misma persona que el actual', '新しい使用者が現在の使用者と同じです'),
} satisfies Record<string, Labels>;

export type RightsRefusal = keyof typeof RIGHTS_MESSAGES;
