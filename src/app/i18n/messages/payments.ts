/**
 * UI strings of online payments (src/app/payments: the pay link dialog of a term or an order,
 * the providers in the settings), under the `payments.` namespace. The refusals' texts are the
 * config's (src/rules/payments.ts).
 */
const zh = {
  payments: {
    link: {
      button: '缴费链接',
      title: '在线缴费链接',
      years: '续费年限',
      make: '生成链接',
      amount: '金额',
      expires: '有效期至',
      url: '短链接（可发送给家属）',
      copy: '复制链接',
      copied: '已复制',
      qr: '家属用手机扫码即可支付',
      close: '关闭',
      paid: '已支付',
    },
    refund: {
      button: '原路退款',
      title: '在线收款原路退款',
      left: '可退金额：%{left}（收款 %{paid}）',
      whole: '续费的在线收款只能整笔退款，续费年限同时退回',
      amount: '退款金额',
      reason: '退款原因',
      send: '提交退款',
      resend: '重新发送',
      done: '支付渠道已受理：%{status}，渠道退款单号 %{id}',
      status: '状态',
    },
    providers: {
      title: '在线支付',
      configured: '已配置',
      not_configured: '未配置',
      test: '测试连接',
      ok: '连接正常：%{detail}',
      failed: '连接失败：%{detail}',
      hint: '微信支付和支付宝的密钥在服务器环境变量中配置（见 docs/payments.md），不保存在数据库中。',
    },
  },
};

const en = {
  payments: {
    link: {
      button: 'Pay link',
      title: 'Online pay link',
      years: 'Years to renew',
      make: 'Make the link',
      amount: 'Amount',
      expires: 'Valid until',
      url: 'Short address (to send to the family)',
      copy: 'Copy the link',
      copied: 'Copied',
      qr: 'The family scans this with a phone to pay',
      close: 'Close',
      paid: 'Paid',
    },
    refund: {
      button: 'Refund online',
      title: 'Refund an online payment through its provider',
      left: 'Can be refunded: %{left} (paid %{paid})',
      whole: 'A renewal paid online is refunded whole; its years are taken back with it',
      amount: 'Amount to refund',
      reason: 'Refund reason',
      send: 'Refund',
      resend: 'Send again',
      done: 'The provider took it: %{status}, its refund no. %{id}',
      status: 'Status',
    },
    providers: {
      title: 'Online payments',
      configured: 'Configured',
      not_configured: 'Not configured',
      test: 'Test the connection',
      ok: 'Connection works: %{detail}',
      failed: 'Connection failed: %{detail}',
      hint: 'WeChat Pay and Alipay keys are set in the server’s environment (see docs/payments.md), never in the database.',
    },
  },
};

const es = {
  payments: {
    link: {
      button: 'Enlace de pago',
      title: 'Enlace de pago en línea',
      years: 'Años a renovar',
      make: 'Crear el enlace',
      amount: 'Importe',
      expires: 'Válido hasta',
      url: 'Dirección corta (para enviar a la familia)',
      copy: 'Copiar el enlace',
      copied: 'Copiado',
      qr: 'La familia lo escanea con el móvil para pagar',
      close: 'Cerrar',
      paid: 'Pagado',
    },
    refund: {
      button: 'Reembolsar en línea',
      title: 'Reembolsar un pago en línea por su proveedor',
      left: 'Reembolsable: %{left} (pagado %{paid})',
      whole: 'Una renovación pagada en línea se reembolsa entera; se quitan sus años',
      amount: 'Importe a reembolsar',
      reason: 'Motivo del reembolso',
      send: 'Reembolsar',
      resend: 'Enviar de nuevo',
      done: 'El proveedor lo aceptó: %{status}, su n.º de reembolso %{id}',
      status: 'Estado',
    },
    providers: {
      title: 'Pagos en línea',
      configured: 'Configurado',
      not_configured: 'Sin configurar',
      test: 'Probar la conexión',
      ok: 'La conexión funciona: %{detail}',
      failed: 'La conexión falló: %{detail}',
      hint: 'Las claves de WeChat Pay y Alipay se configuran en el entorno del servidor (ver docs/payments.md), nunca en la base de datos.',
    },
  },
};

const ja = {
  payments: {
    link: {
      button: '支払いリンク',
      title: 'オンライン支払いリンク',
      years: '更新年数',
      make: 'リンクを作成',
      amount: '金額',
      expires: '有効期限',
      url: '短縮アドレス（ご家族に送信）',
      copy: 'リンクをコピー',
      copied: 'コピーしました',
      qr: 'ご家族がスマートフォンで読み取って支払います',
      close: '閉じる',
      paid: '支払済',
    },
    refund: {
      button: 'オンライン返金',
      title: 'オンライン入金を決済事業者経由で返金',
      left: '返金可能額：%{left}（入金 %{paid}）',
      whole: 'オンラインで支払われた更新は全額のみ返金でき、年数も戻ります',
      amount: '返金額',
      reason: '返金理由',
      send: '返金する',
      resend: '再送',
      done: '決済事業者が受け付けました：%{status}、返金番号 %{id}',
      status: '状態',
    },
    providers: {
      title: 'オンライン決済',
      configured: '設定済み',
      not_configured: '未設定',
      test: '接続テスト',
      ok: '接続できました：%{detail}',
      failed: '接続できません：%{detail}',
      hint: 'WeChat Pay と Alipay の鍵はサーバーの環境変数で設定します（docs/payments.md 参照）。データベースには保存しません。',
    },
  },
};

export { zh, en, es, ja };
