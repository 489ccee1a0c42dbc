/**
 * UI strings of the sales desk around an order (src/app/resources/tomb_order and the map's
 * plot panel): the plot picker, the live pricing, the refunded amount, the deceased registered
 * on an order and the plot's capacity, under the `sales.` namespace. Field, status and type
 * names come from the config's labels. The shell merges these objects.
 */
const zh = {
  sales: {
    picker: {
      helper: '只列出可售墓位，按编号排序；输入编号查找',
      none: '没有可售墓位匹配该编号',
      registration_helper: '只列出有订单的墓位及已登记人数；已满的墓位不能选择',
      registration_none: '没有匹配该编号的有订单墓位',
    },
    pricing: {
      title: '价格预览',
      choose_plot: '选择墓位后显示价格',
      standard_maintenance: '%{years} 年 × %{per_year}（标准）',
      typed_maintenance: '按填写金额',
      note: '按服务器的计价规则计算；保存后以服务器结果为准，并显示已付和余额。',
      discount_too_large: '优惠超过了合计',
    },
    refunded: '已退款',
    owes_nothing: '订单%{status}，无需再付款',
    deceased: {
      title: '安葬逝者',
      empty: '此订单还没有登记逝者',
      register: '登记逝者',
      capacity: '已登记 %{count} / %{capacity}',
      full: '墓位已满（%{count} / %{capacity}）',
      not_active: '订单%{status}，不能登记逝者',
      dates: '%{birth} – %{death}',
      buried_on: '安葬于 %{date}',
      not_buried: '尚未安葬',
    },
  },
};

type Messages = typeof zh;

const en: Messages = {
  sales: {
    picker: {
      helper: 'Plots for sale only, in code order; type a code to find one',
      none: 'No plot for sale matches this code',
      registration_helper: 'Plots with an order, with how many are registered; a full plot cannot be chosen',
      registration_none: 'No plot with an order matches this code',
    },
    pricing: {
      title: 'Price',
      choose_plot: 'Choose a plot to see its price',
      standard_maintenance: '%{years} years × %{per_year} (standard)',
      typed_maintenance: 'as entered',
      note: 'Computed by the rules the server applies; once saved, the order shows what was paid and the balance.',
      discount_too_large: 'The discount is larger than the total',
    },
    refunded: 'Refunded',
    owes_nothing: 'Order %{status}: nothing is owed',
    deceased: {
      title: 'Deceased',
      empty: 'No deceased registered on this order yet',
      register: 'Register a deceased',
      capacity: '%{count} of %{capacity} registered',
      full: 'Plot full (%{count} of %{capacity})',
      not_active: 'Order %{status}: no deceased can be registered',
      dates: '%{birth} – %{death}',
      buried_on: 'Buried on %{date}',
      not_buried: 'Not buried yet',
    },
  },
};

const es: Messages = {
  sales: {
    picker: {
      helper: 'Solo parcelas a la venta, por código; escriba un código para buscarla',
      none: 'Ninguna parcela a la venta coincide con este código',
      registration_helper: 'Parcelas con pedido y cuántos hay registrados; una parcela completa no se puede elegir',
      registration_none: 'Ninguna parcela con pedido coincide con este código',
    },
    pricing: {
      title: 'Precio',
      choose_plot: 'Elija una parcela para ver su precio',
      standard_maintenance: '%{years} años × %{per_year} (estándar)',
      typed_maintenance: 'según lo indicado',
      note: 'Calculado con las reglas del servidor; una vez guardado, el pedido muestra lo pagado y el saldo.',
      discount_too_large: 'El descuento supera el total',
    },
    refunded: 'Reembolsado',
    owes_nothing: 'Pedido %{status}: no se debe nada',
    deceased: {
      title: 'Difuntos',
      empty: 'Aún no hay difuntos registrados en este pedido',
      register: 'Registrar un difunto',
      capacity: '%{count} de %{capacity} registrados',
      full: 'Parcela completa (%{count} de %{capacity})',
      not_active: 'Pedido %{status}: no se pueden registrar difuntos',
      dates: '%{birth} – %{death}',
      buried_on: 'Inhumado el %{date}',
      not_buried: 'Aún no inhumado',
    },
  },
};

const ja: Messages = {
  sales: {
    picker: {
      helper: '販売可の墓所のみ、コード順。コードを入力して検索',
      none: 'このコードに一致する販売可の墓所はありません',
      registration_helper: '注文のある墓所と登録人数を表示します。満員の墓所は選べません',
      registration_none: 'このコードに一致する注文のある墓所はありません',
    },
    pricing: {
      title: '価格',
      choose_plot: '墓所を選ぶと価格が表示されます',
      standard_maintenance: '%{years} 年 × %{per_year}（標準）',
      typed_maintenance: '入力どおり',
      note: 'サーバーと同じ規則で計算しています。保存後は支払済と残高も表示されます。',
      discount_too_large: '割引が合計を超えています',
    },
    refunded: '返金済',
    owes_nothing: '注文は%{status}：支払いは不要です',
    deceased: {
      title: '故人',
      empty: 'この注文にはまだ故人が登録されていません',
      register: '故人を登録',
      capacity: '%{count} / %{capacity} 登録済',
      full: '墓所は満員です（%{count} / %{capacity}）',
      not_active: '注文は%{status}：故人を登録できません',
      dates: '%{birth} – %{death}',
      buried_on: '%{date} 埋葬',
      not_buried: '未埋葬',
    },
  },
};

export { en, es, ja, zh };
