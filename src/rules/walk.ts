/**
 * The walk (docs/import.md, "After moving in: reconciliation and the walk"): grounds staff check
 * the records against the ground, plot by plot, and confirm or flag a difference; the office
 * closes each flag by a correction or a note. Who walks and who closes are decided here, once,
 * for the server's checks and the page's buttons. Refusals are the codes of WALK_ERROR_MESSAGES.
 */
import { L, MANAGERS, enumValue } from '../config/define';
import type { Labels, Level } from '../config/types';

export const WALK_RESULT = [
  enumValue('confirmed', '#67c23a', L('相符', 'Confirmed', 'Confirmada', '一致')),
  enumValue('flagged', '#f56c6c', L('有差异', 'Flagged', 'Con diferencia', '相違あり')),
] as const;
export type WalkResult = (typeof WALK_RESULT)[number]['value'];

export const WALK_CLOSING = [
  enumValue('corrected', '#409eff', L('已更正记录', 'Record corrected', 'Registro corregido', '記録を訂正')),
  enumValue('noted', '#909399', L('备注说明', 'Closed with a note', 'Cerrada con una nota', 'メモで終了')),
] as const;
export type WalkClosing = (typeof WALK_CLOSING)[number]['value'];

/** The office: the levels that read the reconciliation report, walk, and close flags. */
export const WALK_MANAGERS: readonly Level[] = MANAGERS;

/** Who walks: the managers, and any user marked field crew (docs/work.md), on their channel's records. */
export const mayWalk = (level: Level, fieldCrew: boolean): boolean => WALK_MANAGERS.includes(level) || fieldCrew;
/** Who closes a flag: the office. */
export const mayCloseFlag = (level: Level): boolean => WALK_MANAGERS.includes(level);

/** A flag's note and a closing note: at most this many characters. */
export const WALK_NOTE_MAX = 2000;
/** A plot's code as typed or scanned: at most this many characters. */
export const WALK_CODE_MAX = 200;

/**
 * The plot a scanned or typed text names: the plot label's QR code holds the map URL of the
 * plot (`…/dashboard?area=A&plot=ID`, src/app/work/print/PlotLabelsPage.tsx), else the text is
 * the plot's code as printed on the label.
 */
export const readPlotLabel = (text: string): { id: number } | { code: string } | null => {
  const t = text.trim();
  if (t === '') return null;
  const m = /[?&]plot=(\d{1,10})(?:&|#|$)/.exec(t);
  if (m) return { id: Number(m[1]) };
  return { code: t.toUpperCase() };
};

export const WALK_ERROR_MESSAGES = {
  walk_not_allowed: L(
    '巡查只对经理（2、4、5、6 级）和现场班组开放',
    'The walk is for managers (levels 2, 4, 5, 6) and the field crew',
    'La revisión es para los gerentes (niveles 2, 4, 5, 6) y el personal de campo',
    '巡回確認はマネージャー（レベル 2、4、5、6）と現場作業班のみです',
  ),
  walk_close_managers_only: L('只有经理（2、4、5、6 级）可以关闭差异', 'Only managers (levels 2, 4, 5, 6) close a flag', 'Solo los gerentes (niveles 2, 4, 5, 6) cierran una diferencia', '相違を閉じられるのはマネージャー（レベル 2、4、5、6）のみです'),
  walk_plot_unknown: L('没有编号为 %{code} 的墓位', 'No plot has the code %{code}', 'Ninguna parcela tiene el código %{code}', 'コード %{code} の墓所はありません'),
  walk_flag_needs_note: L('请说明与记录不符之处', 'Say what differs from the records', 'Indique qué difiere de los registros', '記録と違う点を入力してください'),
  walk_close_needs_note: L('请填写如何处理（更正了什么或说明）', 'Say how it was settled (what was corrected, or a note)', 'Indique cómo se resolvió (qué se corrigió o una nota)', '処理内容（訂正した内容またはメモ）を入力してください'),
  walk_already_closed: L('该差异已关闭', 'This flag is already closed', 'Esta diferencia ya está cerrada', 'この相違はすでに閉じられています'),
  walk_photo_taken: L('该差异已有照片', 'This flag already has its photo', 'Esta diferencia ya tiene su foto', 'この相違にはすでに写真があります'),
  walk_photo_flag_only: L('只有差异可以附照片', 'Only a flag takes a photo', 'Solo una diferencia admite una foto', '写真を付けられるのは相違のみです'),
} satisfies Record<string, Labels>;
