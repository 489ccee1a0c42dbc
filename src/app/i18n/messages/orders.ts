/**
 * UI strings of the order page (src/app/resources/tomb_order), under the `orders.` namespace.
 * Field, status, item and method names come from the config's labels. The shell merges these.
 */
const zh = {
  orders: {
    summary: '金额',
    fees: '费用',
    closed: '订单%{status}：只能修改备注，其余内容保留为记录',
    cancel_reason: '取消原因',
    payments: {
      title: '收付款',
      empty: '还没有收付款',
      charge: '收款',
      refund: '退款',
      print: '打印收据',
    },
    dialog: {
      charge_title: '收款',
      refund_title: '退款',
      balance: '余额 %{amount}',
      refundable: '最多可退 %{amount}',
      submit: '确定',
      cancel: '取消',
    },
    actions: {
      sign: '签约',
      sign_confirm: '为订单 %{no} 签订合同？',
      cancel: '取消订单',
      cancel_title: '取消订单 %{no}',
      refund: '退单退款',
      refund_title: '退单并退还已付 %{amount}',
      reason: '原因',
      method: '退款方式',
      print: '打印',
      back_to_map: '在墓位图中查看',
    },
    done: {
      signed: '订单 %{no} 合同已签订',
      cancelled: '订单 %{no} 已取消',
      refunded: '订单 %{no} 已退款',
      payment: '订单 %{no} 的收付款已登记',
    },
  },
};

type Messages = typeof zh;

const en: Messages = {
  orders: {
    summary: 'Amounts',
    fees: 'Fees',
    closed: 'Order %{status}: only its remark can change; the rest stays as the record of what happened',
    cancel_reason: 'Cancel reason',
    payments: {
      title: 'Payments',
      empty: 'No payments yet',
      charge: 'Take a payment',
      refund: 'Refund',
      print: 'Print receipt',
    },
    dialog: {
      charge_title: 'Take a payment',
      refund_title: 'Refund a payment',
      balance: 'Balance %{amount}',
      refundable: 'At most %{amount} can be refunded',
      submit: 'Confirm',
      cancel: 'Cancel',
    },
    actions: {
      sign: 'Sign contract',
      sign_confirm: 'Sign the contract of order %{no}?',
      cancel: 'Cancel order',
      cancel_title: 'Cancel order %{no}',
      refund: 'Refund order',
      refund_title: 'Close the order and refund the %{amount} paid',
      reason: 'Reason',
      method: 'Refund method',
      print: 'Print',
      back_to_map: 'Show on the map',
    },
    done: {
      signed: 'Order %{no}: the contract is signed',
      cancelled: 'Order %{no} is cancelled',
      refunded: 'Order %{no} is refunded',
      payment: 'Order %{no}: the payment is recorded',
    },
  },
};

const es: Messages = {
  orders: {
    summary: 'Importes',
    fees: 'Cargos',
    closed: 'Pedido %{status}: solo se puede cambiar la observación; el resto queda como registro de lo ocurrido',
    cancel_reason: 'Motivo de cancelación',
    payments: {
      title: 'Pagos',
      empty: 'Aún no hay pagos',
      charge: 'Cobrar',
      refund: 'Reembolsar',
      print: 'Imprimir recibo',
    },
    dialog: {
      charge_title: 'Registrar un cobro',
      refund_title: 'Registrar un reembolso',
      balance: 'Saldo %{amount}',
      refundable: 'Se puede reembolsar como máximo %{amount}',
      submit: 'Confirmar',
      cancel: 'Cancelar',
    },
    actions: {
      sign: 'Firmar contrato',
      sign_confirm: '¿Firmar el contrato del pedido %{no}?',
      cancel: 'Cancelar pedido',
      cancel_title: 'Cancelar el pedido %{no}',
      refund: 'Reembolsar pedido',
      refund_title: 'Cerrar el pedido y reembolsar los %{amount} pagados',
      reason: 'Motivo',
      method: 'Método de reembolso',
      print: 'Imprimir',
      back_to_map: 'Ver en el mapa',
    },
    done: {
      signed: 'Pedido %{no}: contrato firmado',
      cancelled: 'Pedido %{no} cancelado',
      refunded: 'Pedido %{no} reembolsado',
      payment: 'Pedido %{no}: pago registrado',
    },
  },
};

const ja: Messages = {
  orders: {
    summary: '金額',
    fees: '費用',
    closed: '注文は%{status}：備考のみ変更できます。その他は記録として残ります',
    cancel_reason: '取消理由',
    payments: {
      title: '入出金',
      empty: '入出金はまだありません',
      charge: '入金',
      refund: '返金',
      print: '領収書を印刷',
    },
    dialog: {
      charge_title: '入金の登録',
      refund_title: '返金の登録',
      balance: '残高 %{amount}',
      refundable: '返金できるのは最大 %{amount} です',
      submit: '確定',
      cancel: 'キャンセル',
    },
    actions: {
      sign: '契約する',
      sign_confirm: '注文 %{no} の契約を締結しますか？',
      cancel: '注文を取り消す',
      cancel_title: '注文 %{no} の取消',
      refund: '注文を返金',
      refund_title: '注文を終了し支払済の %{amount} を返金',
      reason: '理由',
      method: '返金方法',
      print: '印刷',
      back_to_map: 'マップで見る',
    },
    done: {
      signed: '注文 %{no} を契約しました',
      cancelled: '注文 %{no} を取り消しました',
      refunded: '注文 %{no} を返金しました',
      payment: '注文 %{no} の入出金を登録しました',
    },
  },
};

export const ordersMessages = { zh, en, es, ja };
export { zh, en, es, ja };
