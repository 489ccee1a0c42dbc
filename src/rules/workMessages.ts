/**
 * The refusals of the work rules (src/rules/work.ts, src/server/work/), in the four languages.
 * Spread into ERROR_MESSAGES, so the server answers them like any error and the browser shows
 * the same text beside a disabled button.
 */
import { L } from '../config/define';
import type { Labels } from '../config/types';

export const WORK_ERROR_MESSAGES = {
  work_bad_move: L('工单当前状态不允许这一步', 'The work order cannot make this move from its status', 'La orden de trabajo no puede hacer este cambio desde su estado', '作業指示の現在の状態ではこの操作はできません'),
  work_managers_only: L('只有经理（2、4、5、6 级）可以安排工单', 'Only managers (levels 2, 4, 5, 6) schedule and move work orders', 'Solo los gerentes (niveles 2, 4, 5, 6) programan y mueven órdenes de trabajo', '作業指示の手配はマネージャー（レベル 2、4、5、6）のみです'),
  work_needs_schedule: L('请先填写开始时间和负责人（或班组）', 'Enter the start time and the assignee (or crew) first', 'Indique primero la hora de inicio y el responsable (o la cuadrilla)', '先に開始日時と担当者（または班）を入力してください'),
  work_needs_reason: L('取消工单需要填写原因', 'A cancelled work order needs a reason', 'Una orden cancelada necesita un motivo', '取消には理由が必要です'),
  inscription_not_approved: L('碑文须经家属确认后才能开始刻字', 'The family must approve the inscription before engraving starts', 'La familia debe aprobar la inscripción antes de grabarla', '彫刻の前に碑文の遺族確認が必要です'),
  inscription_needs_text: L('请先填写碑文', 'Write the inscription text first', 'Escriba primero el texto de la inscripción', '先に碑文を入力してください'),
  work_closed: L('工单已完成或已取消，不能再修改', 'The work order is done or cancelled and can no longer change', 'La orden está hecha o cancelada y ya no puede cambiar', '完了または取消済みの作業指示は変更できません'),
  work_clerk_kind: L('业务员只能申请安葬、骨灰安放、刻字和开穴', 'Clerks request only burials, ash placements, inscriptions and plot openings', 'Los empleados solo solicitan inhumaciones, cenizas, inscripciones y aperturas', '担当者が依頼できるのは埋葬・納骨・彫刻・開口のみです'),
  work_clerk_needs_order: L('业务员申请工单须关联本渠道的订单', "A clerk's request must name an order of their channel", 'La solicitud de un empleado debe indicar un pedido de su canal', '担当者の依頼には自チャネルの注文が必要です'),
  work_clerk_assigns: L('负责人由经理安排', 'Managers choose the assignee', 'El responsable lo eligen los gerentes', '担当者はマネージャーが決めます'),
  work_assignee_busy: L(
    '%{name} 在 %{time} 已有工单 %{no}，时间冲突',
    '%{name} is already booked at %{time} (work order %{no})',
    '%{name} ya tiene trabajo a las %{time} (orden %{no})',
    '%{name} は %{time} に作業指示 %{no} があり、時間が重なります',
  ),
  work_crew_busy: L(
    '班组 %{crew} 在 %{time} 已有工单 %{no}，时间冲突',
    'The crew %{crew} is already booked at %{time} (work order %{no})',
    'La cuadrilla %{crew} ya tiene trabajo a las %{time} (orden %{no})',
    '作業班 %{crew} は %{time} に作業指示 %{no} があり、時間が重なります',
  ),
  work_closed_day: L('%{day} 陵园不开放，不能安排工作', 'The cemetery is closed on %{day}: no work can be booked', 'El cementerio cierra el %{day}: no se puede programar trabajo', '%{day} は休園日のため作業を予定できません'),
  work_outside_hours: L(
    '工作须安排在工作时间 %{start}–%{end} 之内',
    'Work must be booked within the working hours, %{start}–%{end}',
    'El trabajo debe programarse dentro del horario, %{start}–%{end}',
    '作業は就業時間 %{start}～%{end} 内に予定してください',
  ),
  work_plot_busy: L('该墓位在这段时间已安排了另一场安葬', 'Another burial is scheduled at this plot at that time', 'Ya hay otra inhumación en esta parcela a esa hora', 'この墓所ではその時間に別の埋葬が予定されています'),
  work_order_state: L('订单状态（%{status}）不允许安排这项工作', 'The order’s status (%{status}) does not allow this work', 'El estado del pedido (%{status}) no permite este trabajo', '注文の状態（%{status}）ではこの作業はできません'),
  work_burial_exists: L('该订单已有未取消的安葬工单 %{no}', 'This order already has a burial work order (%{no})', 'Este pedido ya tiene una orden de inhumación (%{no})', 'この注文には既に埋葬の作業指示 %{no} があります'),
  work_needs_member: L('请先在订单上登记逝者，安葬完成时要记录安葬日期', 'Register the deceased on the order first: the burial date is recorded on the registration', 'Registre primero al difunto en el pedido: la fecha se guarda en su registro', '先に注文に故人を登録してください（埋葬日は登録に記録されます）'),
  work_plot_mismatch: L('墓位与订单的墓位不一致', 'The plot is not the plot of the order', 'La parcela no es la del pedido', '墓所が注文の墓所と一致しません'),
} satisfies Record<string, Labels>;
