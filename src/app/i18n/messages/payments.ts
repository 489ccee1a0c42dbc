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
