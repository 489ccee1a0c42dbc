/**
 * The refusals of the import's batches and the register (docs/import.md), in the four
 * languages. Spread into ERROR_MESSAGES.
 */
import { L } from './define';

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
  import_batch_busy: L('这个批次还在导入中', 'This batch is still being imported', 'Este lote aún se está importando', 'このバッチはまだ取り込み中です'),
};
