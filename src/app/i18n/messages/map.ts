/**
 * UI strings of the tomb location view (src/app/map), under the `map.` namespace. Statuses,
 * types and field names come from the config's labels. The shell merges these objects.
 */
const zh = {
  map: {
    area: '墓区',
    no_areas: '还没有墓区',
    loading: '正在加载墓位图…',
    load_error: '墓位图加载失败：%{message}',
    retry: '重试',
    legend: '图例',
    shown: '显示 %{shown} / %{count} 个墓位',
    room_plots: '%{count} 个墓位',
    row_empty: '这一排还没有墓位',
    room_empty: '这个分进还没有排',
    area_empty: '这个墓区还没有墓位',
    filter: { status: '状态', type: '类型', clear: '清除筛选' },
    search: {
      label: '搜索',
      placeholder: '墓位编号、逝者姓名、身份证号或电话',
      none: '没有找到“%{q}”',
      results: '找到的逝者',
      no_plot: '未关联墓位',
    },
    panel: {
      close: '关闭',
      location: '位置',
      order: '订单',
      no_order: '没有有效订单',
      other_channel: '该墓位的订单属于另一个渠道',
      deceased: '逝者',
      no_deceased: '尚未登记逝者',
      payments: '收付款',
      no_payments: '还没有收付款',
      reserved_until: '预订至 %{date}',
      loading: '正在加载…',
    },
    actions: {
      reserve: '预订 / 销售',
      view_order: '查看订单',
      register: '登记逝者',
    },
  },
};

type Messages = typeof zh;

const en: Messages = {
  map: {
    area: 'Area',
    no_areas: 'There are no tomb areas yet',
    loading: 'Loading the plot map…',
    load_error: 'The plot map could not be loaded: %{message}',
    retry: 'Retry',
    legend: 'Legend',
    shown: '%{shown} of %{count} plots shown',
    room_plots: '%{count} plots',
    row_empty: 'No plots in this row yet',
    room_empty: 'No rows in this room yet',
    area_empty: 'No plots in this area yet',
    filter: { status: 'Status', type: 'Type', clear: 'Clear filters' },
    search: {
      label: 'Search',
      placeholder: 'Plot code, deceased name, ID number or phone',
      none: 'Nothing found for “%{q}”',
      results: 'Deceased found',
      no_plot: 'no plot linked',
    },
    panel: {
      close: 'Close',
      location: 'Location',
      order: 'Order',
      no_order: 'No active order',
      other_channel: 'The order of this plot belongs to the other channel',
      deceased: 'Deceased',
      no_deceased: 'No deceased registered yet',
      payments: 'Payments',
      no_payments: 'No payments yet',
      reserved_until: 'Reserved until %{date}',
      loading: 'Loading…',
    },
    actions: {
      reserve: 'Reserve / sell',
      view_order: 'View order',
      register: 'Register a deceased',
    },
  },
};

const es: Messages = {
  map: {
    area: 'Zona',
    no_areas: 'Todavía no hay zonas',
    loading: 'Cargando el mapa de parcelas…',
    load_error: 'No se pudo cargar el mapa: %{message}',
    retry: 'Reintentar',
    legend: 'Leyenda',
    shown: '%{shown} de %{count} parcelas visibles',
    room_plots: '%{count} parcelas',
    row_empty: 'Esta fila aún no tiene parcelas',
    room_empty: 'Esta sala aún no tiene filas',
    area_empty: 'Esta zona aún no tiene parcelas',
    filter: { status: 'Estado', type: 'Tipo', clear: 'Quitar filtros' },
    search: {
      label: 'Buscar',
      placeholder: 'Código de parcela, nombre del difunto, DNI o teléfono',
      none: 'No se encontró «%{q}»',
      results: 'Difuntos encontrados',
      no_plot: 'sin parcela',
    },
    panel: {
      close: 'Cerrar',
      location: 'Ubicación',
      order: 'Pedido',
      no_order: 'Sin pedido activo',
      other_channel: 'El pedido de esta parcela pertenece al otro canal',
      deceased: 'Difuntos',
      no_deceased: 'Aún no hay difuntos registrados',
      payments: 'Pagos',
      no_payments: 'Aún no hay pagos',
      reserved_until: 'Reservada hasta %{date}',
      loading: 'Cargando…',
    },
    actions: {
      reserve: 'Reservar / vender',
      view_order: 'Ver pedido',
      register: 'Registrar un difunto',
    },
  },
};

const ja: Messages = {
  map: {
    area: '区画',
    no_areas: '区画がまだありません',
    loading: '墓所マップを読み込み中…',
    load_error: '墓所マップを読み込めませんでした：%{message}',
    retry: '再試行',
    legend: '凡例',
    shown: '%{count} 件中 %{shown} 件を表示',
    room_plots: '%{count} 区画',
    row_empty: 'この列にはまだ墓所がありません',
    room_empty: 'この区域にはまだ列がありません',
    area_empty: 'この区画にはまだ墓所がありません',
    filter: { status: '状態', type: '種類', clear: '絞り込み解除' },
    search: {
      label: '検索',
      placeholder: '墓所コード、故人氏名、身分証番号、電話',
      none: '「%{q}」は見つかりませんでした',
      results: '見つかった故人',
      no_plot: '墓所未設定',
    },
    panel: {
      close: '閉じる',
      location: '場所',
      order: '注文',
      no_order: '有効な注文はありません',
      other_channel: 'この墓所の注文は別のチャネルのものです',
      deceased: '故人',
      no_deceased: '故人はまだ登録されていません',
      payments: '入出金',
      no_payments: '入出金はまだありません',
      reserved_until: '%{date} まで予約',
      loading: '読み込み中…',
    },
    actions: {
      reserve: '予約 / 販売',
      view_order: '注文を見る',
      register: '故人を登録',
    },
  },
};

export const mapMessages = { zh, en, es, ja };
export { zh, en, es, ja };
