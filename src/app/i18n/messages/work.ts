/**
 * UI strings of work management (src/app/work, the order page's "Schedule burial"), under the
 * `work.` namespace. The refusals' texts are the config's (src/rules/workMessages.ts).
 */
const zh = {
  work: {
    status: '工单状态',
    to: { requested: '退回待安排', scheduled: '安排', in_progress: '开始', done: '完成', cancelled: '取消工单' },
    done: { requested: '工单 %{no} 已退回待安排', scheduled: '工单 %{no} 已安排', in_progress: '工单 %{no} 已开始', done: '工单 %{no} 已完成', cancelled: '工单 %{no} 已取消', approved: '工单 %{no} 已记录家属确认', burial: '安葬工单 %{no} 已创建' },
    confirm_done: '完成工单 %{no}？',
    confirm_done_burial: '完成安葬工单 %{no}？将记录安葬日期，订单变为已安葬，墓位变为已安葬。',
    cancel_title: '取消工单 %{no}',
    reason: '原因',
    approve: '家属已确认碑文',
    approve_confirm: '记录家属已确认工单 %{no} 的碑文？之后修改碑文会撤销确认。',
    approved_on: '家属已于 %{at} 确认碑文',
    not_approved: '碑文尚未经家属确认',
    dialog: { cancel: '返回', submit: '确定' },
    burial: {
      button: '安排安葬',
      title: '安排订单 %{no} 的安葬',
      start: '开始时间',
      duration: '时长（分钟）',
      crew: '班组',
      assign_me: '由我负责',
      opening: '先开穴（安葬前 1 小时）',
      inscription: '同时安排刻字',
      inscription_text: '碑文',
      hint_manager: '填写开始时间并由你或班组负责时直接安排；否则作为待安排的申请。',
      hint_clerk: '将作为申请提交，由经理安排时间和负责人。',
    },
  },
};

const en = {
  work: {
    status: 'Work status',
    to: { requested: 'Back to requested', scheduled: 'Schedule', in_progress: 'Start', done: 'Done', cancelled: 'Cancel work' },
    done: { requested: 'Work order %{no} is back to requested', scheduled: 'Work order %{no} is scheduled', in_progress: 'Work order %{no} has started', done: 'Work order %{no} is done', cancelled: 'Work order %{no} is cancelled', approved: 'Work order %{no}: the family’s approval is recorded', burial: 'Burial work order %{no} was created' },
    confirm_done: 'Mark work order %{no} done?',
    confirm_done_burial: 'Mark burial %{no} done? The burial date is recorded, the order completed and the plot marked buried.',
    cancel_title: 'Cancel work order %{no}',
    reason: 'Reason',
    approve: 'Family approved the text',
    approve_confirm: 'Record that the family approved the inscription of %{no}? A later change of the text takes the approval back.',
    approved_on: 'The family approved the text on %{at}',
    not_approved: 'The family has not approved the text yet',
    dialog: { cancel: 'Back', submit: 'Confirm' },
    burial: {
      button: 'Schedule burial',
      title: 'Schedule the burial of order %{no}',
      start: 'Starts',
      duration: 'Duration (minutes)',
      crew: 'Crew',
      assign_me: 'Assign to me',
      opening: 'Open the plot first (1 hour before)',
      inscription: 'Also an inscription',
      inscription_text: 'Inscription text',
      hint_manager: 'With a start and you or a crew doing it, the work is scheduled at once; otherwise it is a request.',
      hint_clerk: 'Sent as a request: a manager chooses the time and who does it.',
    },
  },
};

const es = {
  work: {
    status: 'Estado del trabajo',
    to: { requested: 'Volver a solicitada', scheduled: 'Programar', in_progress: 'Empezar', done: 'Hecha', cancelled: 'Cancelar trabajo' },
    done: { requested: 'La orden %{no} vuelve a estar solicitada', scheduled: 'La orden %{no} está programada', in_progress: 'La orden %{no} ha empezado', done: 'La orden %{no} está hecha', cancelled: 'La orden %{no} está cancelada', approved: 'Orden %{no}: aprobación de la familia registrada', burial: 'Se creó la orden de inhumación %{no}' },
    confirm_done: '¿Marcar la orden %{no} como hecha?',
    confirm_done_burial: '¿Marcar la inhumación %{no} como hecha? Se registra la fecha, el pedido se completa y la parcela queda inhumada.',
    cancel_title: 'Cancelar la orden %{no}',
    reason: 'Motivo',
    approve: 'La familia aprobó el texto',
    approve_confirm: '¿Registrar que la familia aprobó la inscripción de %{no}? Un cambio posterior del texto anula la aprobación.',
    approved_on: 'La familia aprobó el texto el %{at}',
    not_approved: 'La familia aún no ha aprobado el texto',
    dialog: { cancel: 'Volver', submit: 'Confirmar' },
    burial: {
      button: 'Programar inhumación',
      title: 'Programar la inhumación del pedido %{no}',
      start: 'Inicio',
      duration: 'Duración (minutos)',
      crew: 'Cuadrilla',
      assign_me: 'Asignármela',
      opening: 'Abrir antes la parcela (1 hora antes)',
      inscription: 'También una inscripción',
      inscription_text: 'Texto de la inscripción',
      hint_manager: 'Con inicio y usted o una cuadrilla, queda programada; si no, es una solicitud.',
      hint_clerk: 'Se envía como solicitud: un gerente elige la hora y quién la hace.',
    },
  },
};

const ja = {
  work: {
    status: '作業の状態',
    to: { requested: '依頼中に戻す', scheduled: '予定に入れる', in_progress: '開始', done: '完了', cancelled: '作業を取消' },
    done: { requested: '作業指示 %{no} を依頼中に戻しました', scheduled: '作業指示 %{no} を予定に入れました', in_progress: '作業指示 %{no} を開始しました', done: '作業指示 %{no} が完了しました', cancelled: '作業指示 %{no} を取り消しました', approved: '作業指示 %{no} の遺族の確認を記録しました', burial: '埋葬の作業指示 %{no} を作成しました' },
    confirm_done: '作業指示 %{no} を完了にしますか？',
    confirm_done_burial: '埋葬 %{no} を完了にしますか？埋葬日を記録し、注文は完了、墓所は埋葬済になります。',
    cancel_title: '作業指示 %{no} の取消',
    reason: '理由',
    approve: '遺族が碑文を確認済み',
    approve_confirm: '%{no} の碑文を遺族が確認したと記録しますか？後で碑文を変更すると確認は取り消されます。',
    approved_on: '遺族が %{at} に碑文を確認しました',
    not_approved: '碑文はまだ遺族の確認を受けていません',
    dialog: { cancel: '戻る', submit: '確定' },
    burial: {
      button: '埋葬を手配',
      title: '注文 %{no} の埋葬を手配',
      start: '開始日時',
      duration: '所要時間（分）',
      crew: '作業班',
      assign_me: '自分が担当',
      opening: '先に開口する（1 時間前）',
      inscription: '彫刻も手配',
      inscription_text: '碑文',
      hint_manager: '開始日時と担当（自分または作業班）があればすぐ予定に入ります。なければ依頼になります。',
      hint_clerk: '依頼として送ります。日時と担当はマネージャーが決めます。',
    },
  },
};

export { zh, en, es, ja };
