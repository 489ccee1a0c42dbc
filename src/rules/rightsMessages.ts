/**
 * The refusals of the plot's life after the sale (docs/rights.md), in four languages: a table of
 * its own, beside src/rules/rights.ts, so that the staff app's first load carries none of it
 * (the config imports the rules' enums; the texts go into each language's catalogue through
 * src/rules/messages.ts and scripts/configTexts.ts, and the server reads them there).
 */
import { L } from '../config/define';
import type { Labels } from '../config/types';

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
