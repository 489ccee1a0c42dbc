/**
 * The refusals of the import's batches and the register (docs/import.md), in the four
 * languages. Spread into ERROR_MESSAGES.
 */
import { L } from '../config/define';

export const IMPORT_BATCH_MESSAGES = {
  import_undo_blocked: L(
    '不能撤销这个批次：%{record}“%{name}”不属于本批次，但依赖本批次导入的%{target}“%{targetName}”。请先删除或修改它，然后再撤销',
    'This batch cannot be undone: %{record} “%{name}” is not part of it but depends on its %{target} “%{targetName}”. Remove or change that record first, then undo',
    'Este lote no se puede deshacer: %{record} «%{name}» no forma parte de él pero depende de su %{target} «%{targetName}». Elimine o cambie ese registro y vuelva a intentarlo',
    'このバッチは取り消せません：%{record}「%{name}」はバッチ外ですが、バッチで取り込んだ%{target}「%{targetName}」に依存しています。先にそれを削除または変更してください',
  ),
  import_undo_changed: L(
    '不能撤销这个批次：导入时修改过的%{record}“%{name}”之后又被修改了（%{fields}）。撤销会覆盖这些修改',
    'This batch cannot be undone: %{record} “%{name}”, which the import changed, has been changed again since (%{fields}); undoing would overwrite that',
    'Este lote no se puede deshacer: %{record} «%{name}», que la importación modificó, ha cambiado después (%{fields}); deshacer lo sobrescribiría',
    'このバッチは取り消せません：取り込みで変更した%{record}「%{name}」がその後さらに変更されています（%{fields}）。取り消すとその変更が失われます',
  ),
  import_batch_undone: L('这个批次已经撤销', 'This batch has already been undone', 'Este lote ya se ha deshecho', 'このバッチは取り消し済みです'),
  import_place_missing: L(
    '找不到“%{value}”：请改正位置，或勾选“创建缺少的墓区、排和墓位”',
    'Nothing found for “%{value}”: correct the place, or choose “Create the missing areas, rows and plots”',
    'No se encontró «%{value}»: corrija la ubicación o elija «Crear las zonas, filas y parcelas que faltan»',
    '「%{value}」が見つかりません。場所を直すか、「不足している区画・列・墓所を作成」を選んでください',
  ),
  import_place_unreadable: L(
    '看不懂位置“%{value}”：请写成“3区29号”“A-03-12”“3-29”或“Section 3, Lot 29”，或分列填写墓区、排和墓位号',
    'Cannot read the place “%{value}”: write it as “Section 3, Lot 29”, “A-03-12”, “3-29” or “3区29号”, or use the area, row and plot number columns',
    'No se puede leer la ubicación «%{value}»: escríbala como «Section 3, Lot 29», «A-03-12», «3-29» o «3区29号», o use las columnas de zona, fila y parcela',
    '場所「%{value}」を読み取れません。「Section 3, Lot 29」「A-03-12」「3-29」「3区29号」の形で書くか、区画・列・墓所番号の列を使ってください',
  ),
  import_capacity: L(
    '墓位 %{plot} 最多安葬 %{capacity} 人，登记簿共安葬 %{needed} 人（超出的行：%{lines}）。请提高该墓位的可葬人数（或改为家族墓），或改正这些行',
    'Plot %{plot} holds %{capacity} deceased; the register puts %{needed} in it (lines over: %{lines}). Raise the plot’s capacity (or make it a family plot), or correct those lines',
    'La parcela %{plot} admite %{capacity} difuntos; el registro pone %{needed} (líneas de más: %{lines}). Aumente su capacidad (o hágala familiar) o corrija esas líneas',
    '墓所 %{plot} の収容数は %{capacity} 人ですが、台帳では %{needed} 人です（超過行：%{lines}）。収容数を上げる（家族墓にする）か、その行を直してください',
  ),
  import_register_no_plot: L(
    '有售出、付款或管理费信息的行须写明墓位',
    'A line with a sale, a payment or a fee term must name its plot',
    'Una línea con venta, pago o cuota debe indicar su parcela',
    '販売・支払・管理費のある行には墓所が必要です',
  ),
  import_payment_date: L(
    '付款需要日期：请填写付款日期或售出日期',
    'A payment needs its date: fill in Paid on or Sold on',
    'Un pago necesita su fecha: indique Pagado el o Vendida el',
    '支払には日付が必要です。支払日か販売日を入力してください',
  ),
  import_batch_busy: L(
    '这个批次正在导入或撤销中，请稍后再试',
    'This batch is still being imported or undone: try again when it is done',
    'Este lote aún se está importando o deshaciendo: inténtelo cuando termine',
    'このバッチは取り込み中または取り消し中です。終わってからもう一度お試しください',
  ),
};
