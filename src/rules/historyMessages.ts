/**
 * The refusals of imported history and of the occupied-plot guarantee (src/server/history/,
 * src/server/kernel/occupied.ts), in the four languages. Spread into ERROR_MESSAGES.
 */
import { L } from '../config/define';
import type { Labels } from '../config/types';

export const HISTORY_ERROR_MESSAGES = {
  plot_occupied: L(
    '墓位 %{code} 已登记逝者，不能出售或设为可售',
    'Plot %{code} holds a registered deceased: it is never offered for sale or sold',
    'La parcela %{code} tiene un difunto registrado: nunca se ofrece ni se vende',
    '墓所 %{code} には故人が登録されているため、販売や販売可にはできません',
  ),
  history_amounts: L(
    '这是导入的历史订单，金额按登记簿保留，不能修改',
    'This order is imported history: its amounts stay as the register gives them',
    'Este pedido es historia importada: sus importes quedan como los da el registro',
    'この注文は取り込んだ履歴です。金額は台帳のとおりで変更できません',
  ),
  history_plot_held: L(
    '第 %{line} 行：墓位 %{code} 已有有效订单 %{order}，不能再导入一份销售',
    'Line %{line}: plot %{code} is already held by order %{order}; a second sale cannot be imported on it',
    'Línea %{line}: la parcela %{code} ya la tiene el pedido %{order}; no se puede importar otra venta',
    '%{line} 行目：墓所 %{code} には有効な注文 %{order} があるため、別の販売は取り込めません',
  ),
  history_capacity: L(
    '第 %{line} 行：墓位 %{code} 最多安葬 %{capacity} 人，本行后将有 %{count} 人',
    'Line %{line}: plot %{code} holds at most %{capacity} deceased; with this line it would hold %{count}',
    'Línea %{line}: la parcela %{code} admite como máximo %{capacity} difuntos; con esta línea tendría %{count}',
    '%{line} 行目：墓所 %{code} の収容数は %{capacity} 人です。この行で %{count} 人になります',
  ),
  history_no_plot: L(
    '第 %{line} 行：没有墓位',
    'Line %{line}: no plot is given',
    'Línea %{line}: no se indica ninguna parcela',
    '%{line} 行目：墓所がありません',
  ),
  history_invalid: L(
    '第 %{line} 行：%{column}的值不正确（%{value}）',
    'Line %{line}: the %{column} is not valid (%{value})',
    'Línea %{line}: el valor de %{column} no es válido (%{value})',
    '%{line} 行目：%{column} の値が正しくありません（%{value}）',
  ),
  too_many_ids: L(
    '一次最多处理 %{max} 条记录，请分批选择',
    'At most %{max} records at a time: select fewer and repeat',
    'Como máximo %{max} registros a la vez: seleccione menos y repita',
    '一度に処理できるのは %{max} 件までです。分けて選択してください',
  ),
} satisfies Record<string, Labels>;
