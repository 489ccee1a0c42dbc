/** The pay page's words in the four languages (its own small table: the page is a separate bundle, pay.html). */
import type { Lang } from '../../config/types';
import { firstLang, readerOf } from '../publicKit/langTable';

export { PUBLIC_LANGS as PAY_LANGS } from '../publicKit/langTable';

const T = {
  title: ['在线缴费', 'Pay online', 'Pago en línea', 'オンライン支払い'],
  term_renewal: ['管理费续费', 'Maintenance fee renewal', 'Renovación de la cuota de mantenimiento', '管理費の更新'],
  order_balance: ['墓位订单余款', 'Plot order balance', 'Saldo del pedido de parcela', '墓所注文の残高'],
  plot: ['墓位', 'Plot', 'Parcela', '墓所'],
  order: ['订单号', 'Order no.', 'N.º de pedido', '注文番号'],
  payer: ['付款人', 'For', 'A nombre de', '名義'],
  years: ['续费年限', 'Years', 'Años', '年数'],
  yearsValue: ['{n} 年', '{n} year(s)', '{n} año(s)', '{n} 年'],
  paidUntil: ['当前缴至', 'Paid until', 'Pagado hasta', '現在の期限'],
  newUntil: ['续费后缴至', 'Now paid until', 'Ahora pagado hasta', '更新後の期限'],
  amount: ['应付金额', 'Amount', 'Importe', 'お支払い金額'],
  amountPaid: ['实付金额', 'Amount paid', 'Importe pagado', 'お支払い済み金額'],
  expires: ['链接有效期至', 'Link valid until', 'Enlace válido hasta', 'リンク有効期限'],
  payWith: ['选择支付方式', 'Pay with', 'Pagar con', '支払い方法'],
  wechat: ['微信支付', 'WeChat Pay', 'WeChat Pay', 'WeChat Pay'],
  alipay: ['支付宝', 'Alipay', 'Alipay', 'Alipay'],
  noMethod: ['暂未开通在线支付，请到陵园前台缴费', 'Online payment is not set up yet: please pay at the cemetery’s desk', 'El pago en línea aún no está disponible: pague en la recepción del cementerio', 'オンライン支払いは未設定です。霊園の窓口でお支払いください'],
  sandboxTitle: ['沙箱支付（演示，不扣真钱）', 'Sandbox payment (demo: no real money)', 'Pago de prueba (demostración: sin dinero real)', 'サンドボックス決済（デモ：実際のお金は動きません）'],
  sandboxConfirm: ['确认支付 {amount}', 'Confirm payment of {amount}', 'Confirmar el pago de {amount}', '{amount} の支払いを確定'],
  cancel: ['返回', 'Back', 'Volver', '戻る'],
  paying: ['正在确认支付…', 'Confirming the payment…', 'Confirmando el pago…', '支払いを確認しています…'],
  scan: ['请用{app}扫描二维码完成支付', 'Scan the code with {app} to pay', 'Escanee el código con {app} para pagar', '{app}でコードを読み取って支払ってください'],
  paid: ['支付成功', 'Paid', 'Pagado', '支払い完了'],
  receipt: ['电子收据', 'E-receipt', 'Recibo electrónico', '電子領収書'],
  receiptNo: ['收据号', 'Receipt no.', 'N.º de recibo', '領収書番号'],
  paidAt: ['支付时间', 'Paid at', 'Pagado el', '支払日時'],
  method: ['支付方式', 'Method', 'Método', '支払い方法'],
  print: ['打印或保存收据', 'Print or save the receipt', 'Imprimir o guardar el recibo', '領収書を印刷・保存'],
  expired: ['这个缴费链接已过期，请联系陵园获取新的链接', 'This pay link has expired: ask the cemetery for a new one', 'Este enlace de pago ha caducado: pida uno nuevo al cementerio', 'この支払いリンクは期限切れです。霊園に新しいリンクをお求めください'],
  closed: ['这个缴费链接已不能使用，请联系陵园', 'This pay link can no longer be used: please call the cemetery', 'Este enlace de pago ya no se puede usar: llame al cementerio', 'この支払いリンクは使用できません。霊園にお問い合わせください'],
  review: ['款项已收到，陵园将与您联系确认', 'Your payment was received: the cemetery will contact you', 'Recibimos su pago: el cementerio se pondrá en contacto con usted', 'お支払いを受け付けました。霊園からご連絡します'],
  call: ['陵园电话：{phone}', 'Cemetery phone: {phone}', 'Teléfono del cementerio: {phone}', '霊園の電話：{phone}'],
  offline: ['网络连接失败，请稍后重试', 'No connection: try again in a moment', 'Sin conexión: inténtelo de nuevo', '接続できません。もう一度お試しください'],
  loading: ['加载中…', 'Loading…', 'Cargando…', '読み込み中…'],
} as const;

export type PayTextKey = keyof typeof T;
export const text = readerOf(T);

/** The page's first language (src/app/publicKit/langTable.ts): `?lang=`, else the reader's last choice here, else the browser's. */
export const initialLang = (): Lang => firstLang('pay-lang');
