/**
 * UI strings of the rules on plot status and order limits (src/app/resources/tomb_burialslot,
 * the order page's refund buttons and limit hints), under the `limits.` namespace. The rules
 * themselves are in src/rules/orderRules.ts and the server; the messages of their refusals
 * are the config's (src/config/messages.ts).
 */
const zh = {
  limits: {
    plot: {
      status: '墓位状态',
      reason: '原因：%{reason}',
      take_off: '停止销售',
      put_back: '恢复销售',
      take_off_title: '停止销售墓位 %{code}',
      put_back_title: '恢复销售墓位 %{code}',
      held: '该墓位有有效订单，状态由订单决定',
      managers_only: '只有经理可以更改墓位是否可售',
      done_off: '墓位 %{code} 已停止销售',
      done_back: '墓位 %{code} 已恢复销售',
    },
    refund: {
      managers_only: '退款需由经理办理（可在设置中允许业务员退款）',
    },
    discount: {
      hint: '业务员最多 %{max}（价格的 %{percent}%），更多需经理',
    },
    reserved_until: {
      hint: '最晚 %{max}',
    },
  },
};

const en = {
  limits: {
    plot: {
      status: 'Plot status',
      reason: 'Reason: %{reason}',
      take_off: 'Take off sale',
      put_back: 'Put back on sale',
      take_off_title: 'Take plot %{code} off sale',
      put_back_title: 'Put plot %{code} back on sale',
      held: 'An order holds this plot: its status follows the order',
      managers_only: 'Only managers take plots off sale or back',
      done_off: 'Plot %{code} is off sale',
      done_back: 'Plot %{code} is back on sale',
    },
    refund: {
      managers_only: 'Refunds are recorded by a manager (the settings can let clerks refund)',
    },
    discount: {
      hint: 'Clerks give at most %{max} (%{percent}% of the price); more needs a manager',
    },
    reserved_until: {
      hint: 'At the latest %{max}',
    },
  },
};

const es = {
  limits: {
    plot: {
      status: 'Estado de la parcela',
      reason: 'Motivo: %{reason}',
      take_off: 'Retirar de la venta',
      put_back: 'Volver a poner a la venta',
      take_off_title: 'Retirar la parcela %{code} de la venta',
      put_back_title: 'Volver a poner la parcela %{code} a la venta',
      held: 'Un pedido tiene esta parcela: su estado sigue al pedido',
      managers_only: 'Solo los gerentes retiran o vuelven a poner parcelas a la venta',
      done_off: 'La parcela %{code} está retirada de la venta',
      done_back: 'La parcela %{code} vuelve a estar a la venta',
    },
    refund: {
      managers_only: 'Los reembolsos los registra un gerente (la configuración puede permitirlo a los empleados)',
    },
    discount: {
      hint: 'Los empleados dan como máximo %{max} (%{percent}% del precio); más requiere un gerente',
    },
    reserved_until: {
      hint: 'Como tarde el %{max}',
    },
  },
};

const ja = {
  limits: {
    plot: {
      status: '墓所の状態',
      reason: '理由：%{reason}',
      take_off: '販売停止',
      put_back: '販売再開',
      take_off_title: '墓所 %{code} の販売を停止',
      put_back_title: '墓所 %{code} の販売を再開',
      held: 'この墓所には有効な注文があり、状態は注文に従います',
      managers_only: '販売の停止・再開はマネージャーのみです',
      done_off: '墓所 %{code} の販売を停止しました',
      done_back: '墓所 %{code} の販売を再開しました',
    },
    refund: {
      managers_only: '返金はマネージャーが登録します（設定で担当者にも許可できます）',
    },
    discount: {
      hint: '担当者の割引は %{max}（価格の %{percent}%）まで。超える場合はマネージャー',
    },
    reserved_until: {
      hint: '最長 %{max} まで',
    },
  },
};

export { zh, en, es, ja };

export const limitsMessages = { zh, en, es, ja };
