/**
 * The payment dialog of the order page (src/app/resources/tomb_order/PaymentDialog.tsx), under
 * `payment.`: why Confirm is off, the currency, who receives a refund, and how every payment
 * ends (`payment.done`: what was paid or refunded, its receipt number, the receipt to print).
 */
export const zh = {
  in_currency: '%{label}（元）',
  payee: '领款人',
  enter: '请输入金额，最多 %{limit}',
  enter_refund: '请输入退款金额，最多 %{limit}',
  nothing_due: '该订单已无待收款项',
  not_number: '金额必须是数字',
  negative: '金额不能为负数',
  zero: '金额必须大于零',
  decimals: '金额最多两位小数（分）',
  over_balance: '超过了余额 %{balance}',
  over_paid: '超过了已付金额 %{paid}',
  reason_required: '请填写退款原因',
  done: {
    order_charge: '订单 %{no}：已收款 %{amount}，收据号 %{receipt}',
    order_refund: '订单 %{no}：已退款 %{amount}，收据号 %{receipt}',
    storage_fees: '骨灰已取出，收取寄存费 %{amount}，收据号 %{receipt}',
    print: '打印收据 %{receipt}',
    close: '关闭',
    no_print: '收据由可打印收据的经理或管理员打印',
  },
};

export const en: typeof zh = {
  in_currency: '%{label} (CNY)',
  payee: 'Refunded to',
  enter: 'Enter the amount, at most %{limit}',
  enter_refund: 'Enter the amount to refund, at most %{limit}',
  nothing_due: 'Nothing is owed on this order',
  not_number: 'The amount must be a number',
  negative: 'The amount cannot be negative',
  zero: 'The amount must be more than zero',
  decimals: 'At most two decimals (fen)',
  over_balance: 'More than the balance of %{balance}',
  over_paid: 'More than was paid (%{paid})',
  reason_required: 'Give the reason for the refund',
  done: {
    order_charge: 'Order %{no}: %{amount} received, receipt %{receipt}',
    order_refund: 'Order %{no}: %{amount} refunded, receipt %{receipt}',
    storage_fees: 'Ashes withdrawn; storage fees of %{amount} received, receipt %{receipt}',
    print: 'Print receipt %{receipt}',
    close: 'Close',
    no_print: 'A manager or administrator who prints receipts prints this one',
  },
};

export const es: typeof zh = {
  in_currency: '%{label} (CNY)',
  payee: 'Reembolsado a',
  enter: 'Introduzca el importe, como máximo %{limit}',
  enter_refund: 'Introduzca el importe a reembolsar, como máximo %{limit}',
  nothing_due: 'Este pedido no tiene nada pendiente',
  not_number: 'El importe debe ser un número',
  negative: 'El importe no puede ser negativo',
  zero: 'El importe debe ser mayor que cero',
  decimals: 'Como máximo dos decimales (fen)',
  over_balance: 'Supera el saldo de %{balance}',
  over_paid: 'Supera lo pagado (%{paid})',
  reason_required: 'Indique el motivo del reembolso',
  done: {
    order_charge: 'Pedido %{no}: cobrado %{amount}, recibo %{receipt}',
    order_refund: 'Pedido %{no}: reembolsado %{amount}, recibo %{receipt}',
    storage_fees: 'Cenizas retiradas; cobradas las cuotas de depósito de %{amount}, recibo %{receipt}',
    print: 'Imprimir el recibo %{receipt}',
    close: 'Cerrar',
    no_print: 'Lo imprime un responsable o administrador que imprime recibos',
  },
};

export const ja: typeof zh = {
  in_currency: '%{label}（元）',
  payee: '返金受取人',
  enter: '金額を入力してください（最大 %{limit}）',
  enter_refund: '返金額を入力してください（最大 %{limit}）',
  nothing_due: 'この注文に未払いはありません',
  not_number: '金額は数値で入力してください',
  negative: '金額はマイナスにできません',
  zero: '金額は0より大きくしてください',
  decimals: '小数点以下2桁（分）まで',
  over_balance: '残高 %{balance} を超えています',
  over_paid: '支払済額 %{paid} を超えています',
  reason_required: '返金理由を入力してください',
  done: {
    order_charge: '注文 %{no}：%{amount} を受領しました（領収書番号 %{receipt}）',
    order_refund: '注文 %{no}：%{amount} を返金しました（領収書番号 %{receipt}）',
    storage_fees: '遺骨を引き取りました。保管料 %{amount} を受領しました（領収書番号 %{receipt}）',
    print: '領収書 %{receipt} を印刷',
    close: '閉じる',
    no_print: '領収書は印刷権限のある管理者が印刷します',
  },
};
