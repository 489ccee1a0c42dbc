/**
 * UI strings of the print pages and the settings screen, under the `print.` namespace.
 * The printed documents' own words are in src/app/print/i18n (they follow the document
 * language, not the interface language). The shell merges these objects into its messages.
 */
const zh = {
  print: {
    picker: {
      order: '选择订单',
      payment: '选择收据',
      order_chosen: '订单',
      payment_chosen: '收据',
      search_order: '按订单号、购买人或墓位编号搜索',
      search_payment: '按收据号、付款人或订单号搜索',
      no_match: '没有符合条件的记录',
      searching: '正在搜索…',
      choose_order: '请先选择要打印的订单',
      choose_payment: '请先选择要打印的收据',
    },
    toolbar: {
      language: '单据语言',
      print: '打印',
      printing: '正在打印…',
      paper_a4: '纸张：A4 纵向',
      paper_a5: '纸张：A5 横向',
    },
    languages: { zh: '中文', en: 'English', es: 'Español', ja: '日本語' },
    loading: '正在加载…',
    errors: {
      load_failed: '无法加载记录：%{error}',
      not_eligible: '状态为“%{status}”的订单不能打印此单据（可打印的状态：%{allowed}）',
      wrong_kind: '这是一笔%{kind}，不能用此页面打印',
      log_failed: '无法记录本次打印，未打印：%{error}',
    },
    settings: {
      title: '系统设置',
      saved: '设置已保存',
      seal_preview: '公章预览',
      no_seal: '尚未设置公章图片',
      clauses_help: '每行一条（或用空行分隔各条），打印时自动编号。可用占位符：%{list}',
      commitment_help: '每行一段。可用占位符：%{list}',
      documents: '单据内容',
      cemetery: '陵园信息',
      business: '业务参数',
    },
  },
};

type Messages = typeof zh;

const en: Messages = {
  print: {
    picker: {
      order: 'Choose an order',
      payment: 'Choose a receipt',
      order_chosen: 'Order',
      payment_chosen: 'Receipt',
      search_order: 'Search by order no., buyer or plot code',
      search_payment: 'Search by receipt no., payer or order no.',
      no_match: 'No matching records',
      searching: 'Searching…',
      choose_order: 'Choose the order to print',
      choose_payment: 'Choose the receipt to print',
    },
    toolbar: {
      language: 'Document language',
      print: 'Print',
      printing: 'Printing…',
      paper_a4: 'Paper: A4 portrait',
      paper_a5: 'Paper: A5 landscape',
    },
    languages: { zh: '中文', en: 'English', es: 'Español', ja: '日本語' },
    loading: 'Loading…',
    errors: {
      load_failed: 'Could not load the record: %{error}',
      not_eligible: 'This document cannot be printed for an order with status "%{status}" (allowed: %{allowed})',
      wrong_kind: 'This payment is a %{kind} and cannot be printed here',
      log_failed: 'The print could not be recorded, so nothing was printed: %{error}',
    },
    settings: {
      title: 'Settings',
      saved: 'Settings saved',
      seal_preview: 'Seal preview',
      no_seal: 'No seal image yet',
      clauses_help: 'One clause per line (or separate clauses with blank lines); numbers are added when printing. Placeholders: %{list}',
      commitment_help: 'One paragraph per line. Placeholders: %{list}',
      documents: 'Document texts',
      cemetery: 'Cemetery',
      business: 'Business rules',
    },
  },
};

const es: Messages = {
  print: {
    picker: {
      order: 'Elija un pedido',
      payment: 'Elija un recibo',
      order_chosen: 'Pedido',
      payment_chosen: 'Recibo',
      search_order: 'Buscar por n.º de pedido, comprador o código de parcela',
      search_payment: 'Buscar por n.º de recibo, pagador o n.º de pedido',
      no_match: 'No hay registros que coincidan',
      searching: 'Buscando…',
      choose_order: 'Elija el pedido que desea imprimir',
      choose_payment: 'Elija el recibo que desea imprimir',
    },
    toolbar: {
      language: 'Idioma del documento',
      print: 'Imprimir',
      printing: 'Imprimiendo…',
      paper_a4: 'Papel: A4 vertical',
      paper_a5: 'Papel: A5 apaisado',
    },
    languages: { zh: '中文', en: 'English', es: 'Español', ja: '日本語' },
    loading: 'Cargando…',
    errors: {
      load_failed: 'No se pudo cargar el registro: %{error}',
      not_eligible: 'Este documento no se puede imprimir para un pedido en estado «%{status}» (permitidos: %{allowed})',
      wrong_kind: 'Este pago es un %{kind} y no se puede imprimir aquí',
      log_failed: 'No se pudo registrar la impresión, así que no se imprimió: %{error}',
    },
    settings: {
      title: 'Configuración',
      saved: 'Configuración guardada',
      seal_preview: 'Vista previa del sello',
      no_seal: 'Aún no hay imagen del sello',
      clauses_help: 'Una cláusula por línea (o sepárelas con líneas en blanco); la numeración se añade al imprimir. Marcadores: %{list}',
      commitment_help: 'Un párrafo por línea. Marcadores: %{list}',
      documents: 'Textos de los documentos',
      cemetery: 'Cementerio',
      business: 'Reglas del negocio',
    },
  },
};

const ja: Messages = {
  print: {
    picker: {
      order: '注文を選択',
      payment: '領収書を選択',
      order_chosen: '注文',
      payment_chosen: '領収書',
      search_order: '注文番号・購入者・墓所番号で検索',
      search_payment: '領収書番号・支払者・注文番号で検索',
      no_match: '該当するレコードがありません',
      searching: '検索中…',
      choose_order: '印刷する注文を選択してください',
      choose_payment: '印刷する領収書を選択してください',
    },
    toolbar: {
      language: '書類の言語',
      print: '印刷',
      printing: '印刷中…',
      paper_a4: '用紙：A4 縦',
      paper_a5: '用紙：A5 横',
    },
    languages: { zh: '中文', en: 'English', es: 'Español', ja: '日本語' },
    loading: '読み込み中…',
    errors: {
      load_failed: 'レコードを読み込めませんでした：%{error}',
      not_eligible: '状態が「%{status}」の注文ではこの書類を印刷できません（印刷できる状態：%{allowed}）',
      wrong_kind: 'この入出金は%{kind}のため、ここでは印刷できません',
      log_failed: '印刷を記録できなかったため、印刷しませんでした：%{error}',
    },
    settings: {
      title: '設定',
      saved: '設定を保存しました',
      seal_preview: '印影プレビュー',
      no_seal: '印影画像が未設定です',
      clauses_help: '1行に1条（または空行で区切る）。番号は印刷時に付きます。使えるプレースホルダー：%{list}',
      commitment_help: '1行に1段落。使えるプレースホルダー：%{list}',
      documents: '書類の文面',
      cemetery: '霊園情報',
      business: '業務設定',
    },
  },
};

export { en, es, ja, zh };
