/** The family page's and the memorial page's words in the four languages (their own small table: public bundles, family.html and memorial.html). */
import type { Lang } from '../../config/types';
import { firstLang, readerOf } from '../publicKit/langTable';

export const FAMILY_LANGS: readonly { lang: Lang; name: string }[] = [
  { lang: 'zh', name: '中文' },
  { lang: 'en', name: 'EN' },
  { lang: 'es', name: 'ES' },
  { lang: 'ja', name: '日本語' },
];

const T = {
  title: ['家属服务', 'Family account', 'Cuenta de la familia', '家族サービス'],
  intro: ['用登记在陵园记录上的手机号登录，查看墓位、缴费和收据。', 'Sign in with the mobile on the cemetery’s records to see your graves, dues and receipts.', 'Entre con el móvil que figura en los registros del cementerio para ver sus sepulturas, cuotas y recibos.', '霊園の記録にある携帯番号でログインし、墓所・料金・領収書を確認できます。'],
  mobile: ['手机号', 'Mobile', 'Móvil', '携帯番号'],
  badMobile: ['请输入正确的手机号', 'Enter a valid mobile number', 'Introduzca un móvil válido', '正しい携帯番号を入力してください'],
  codeLabel: ['验证码', 'Code', 'Código', '認証コード'],
  getCode: ['获取验证码', 'Get code', 'Recibir código', 'コードを取得'],
  resend: ['重新获取', 'Send again', 'Reenviar', '再送信'],
  resendIn: ['{s} 秒后重发', 'Again in {s}s', 'De nuevo en {s} s', '{s} 秒後に再送'],
  sending: ['发送中…', 'Sending…', 'Enviando…', '送信中…'],
  codeSent: ['验证码已发送到 {mobile}', 'Code sent to {mobile}', 'Código enviado a {mobile}', '{mobile} にコードを送信しました'],
  needCode: ['请先获取验证码', 'Ask for a code first', 'Pida primero un código', '先にコードを取得してください'],
  badCode: ['请输入 6 位验证码', 'Enter the 6-digit code', 'Introduzca el código de 6 cifras', '6 桁のコードを入力してください'],
  signIn: ['登录', 'Sign in', 'Entrar', 'ログイン'],
  signOut: ['退出', 'Sign out', 'Salir', 'ログアウト'],
  signedAs: ['已登录：{mobile}', 'Signed in: {mobile}', 'Sesión: {mobile}', 'ログイン中：{mobile}'],
  none: ['这个手机号没有登记在任何墓位、寄存或逝者登记中。如有疑问请联系陵园前台。', 'This mobile is on no plot, deposit or registration. Please contact the cemetery’s desk if you think it should be.', 'Este móvil no figura en ninguna parcela, depósito ni registro. Contacte con la recepción si cree que debería.', 'この携帯番号はどの墓所・預かり・登録にもありません。お心当たりがあれば霊園の窓口にご連絡ください。'],
  pending: ['我们找到了登记这个手机号的记录。为保护您的信息，陵园工作人员核对后才会显示（首次登录需确认）。', 'We found records carrying this mobile. To protect them, they show once the cemetery’s staff have checked and confirmed your account (the first time only).', 'Encontramos registros con este móvil. Para protegerlos, se muestran cuando el personal haya confirmado su cuenta (solo la primera vez).', 'この携帯番号の記録が見つかりました。保護のため、職員が確認した後に表示されます（初回のみ）。'],
  myGraves: ['我的墓位', 'My graves', 'Mis sepulturas', 'わたしの墓所'],
  plot: ['墓位', 'Plot', 'Parcela', '墓所'],
  niche: ['骨灰格位', 'Niche', 'Nicho', '納骨壇'],
  occupants: ['安葬', 'Resting here', 'Descansan aquí', '埋葬'],
  noOccupant: ['尚无安葬登记', 'No burial registered yet', 'Ninguna inhumación registrada', '埋葬の登録はまだありません'],
  memorial: ['纪念页', 'Memorial page', 'Página conmemorativa', '追悼ページ'],
  openMemorial: ['建立纪念页', 'Make a memorial page', 'Crear página conmemorativa', '追悼ページを作る'],
  term: ['管理费', 'Maintenance fee', 'Cuota de mantenimiento', '管理費'],
  paidUntil: ['缴至 {day}', 'Paid until {day}', 'Pagado hasta {day}', '{day} まで支払済'],
  current: ['正常', 'Current', 'Al día', '有効'],
  due_soon: ['即将到期', 'Due soon', 'Vence pronto', '期限間近'],
  overdue: ['已逾期', 'Overdue', 'Vencido', '期限切れ'],
  in_grace: ['宽限期', 'In grace', 'En periodo de gracia', '猶予期間'],
  lapsed: ['已失效', 'Lapsed', 'Caducado', '失効'],
  renewDue: ['需续费', 'Renewal due', 'Renovación pendiente', '更新が必要です'],
  payNow: ['在线缴费 {amount}', 'Pay {amount} online', 'Pagar {amount} en línea', '{amount} をオンラインで支払う'],
  askDesk: ['请联系陵园前台获取缴费链接', 'Ask the cemetery’s desk for a pay link', 'Pida un enlace de pago a la recepción', '支払いリンクは霊園の窓口にお問い合わせください'],
  order: ['订单 {no}', 'Order {no}', 'Pedido {no}', '注文 {no}'],
  contract: ['合同号 {no}', 'Contract {no}', 'Contrato {no}', '契約 {no}'],
  total: ['合计', 'Total', 'Total', '合計'],
  paid: ['已付', 'Paid', 'Pagado', '支払済'],
  balance: ['余额', 'Balance', 'Saldo', '残高'],
  receipts: ['收据', 'Receipts', 'Recibos', '領収書'],
  receipt: ['收据', 'Receipt', 'Recibo', '領収書'],
  receiptNo: ['收据号', 'Receipt no.', 'N.º de recibo', '領収書番号'],
  amount: ['金额', 'Amount', 'Importe', '金額'],
  paidAt: ['日期', 'Date', 'Fecha', '日付'],
  refund: ['退款', 'Refund', 'Reembolso', '返金'],
  print: ['打印或保存', 'Print or save', 'Imprimir o guardar', '印刷・保存'],
  close: ['关闭', 'Close', 'Cerrar', '閉じる'],
  deposit: ['寄存 {no}', 'Deposit {no}', 'Depósito {no}', '預かり {no}'],
  bookings: ['祭扫预约', 'Visit bookings', 'Reservas de visita', '参拝予約'],
  noBookings: ['没有即将到来的预约', 'No upcoming booking', 'Ninguna reserva próxima', '今後の予約はありません'],
  book: ['预约祭扫', 'Book a visit', 'Reservar una visita', '参拝を予約'],
  people: ['{n} 人', '{n} people', '{n} personas', '{n} 人'],
  cancelled: ['已取消', 'Cancelled', 'Cancelada', '取消'],
  offline: ['网络连接失败，请稍后重试', 'No connection: try again in a moment', 'Sin conexión: inténtelo de nuevo', '接続できません。もう一度お試しください'],
  loading: ['加载中…', 'Loading…', 'Cargando…', '読み込み中…'],
  reload: ['刷新', 'Reload', 'Recargar', '再読み込み'],
  // Proofs to approve.
  proofTitle: ['碑文校样 · 第 {n} 版', 'Inscription proof · version {n}', 'Prueba de inscripción · versión {n}', '碑文の校正 · 第 {n} 版'],
  proofHint: ['请逐字核对：确认后将按此刻字', 'Check every character: once approved, this is what will be carved', 'Revise cada carácter: una vez aprobada, esto es lo que se grabará', '一字ずつご確認ください。承認後、この内容で彫刻します'],
  approveProof: ['确认无误', 'Approve', 'Aprobar', '承認する'],
  returnProof: ['退回修改', 'Return with comments', 'Devolver con comentarios', '差し戻す'],
  commentLabel: ['修改意见', 'What to change', 'Qué cambiar', '修正内容'],
  proofApproved: ['已确认第 {n} 版', 'Version {n} approved', 'Versión {n} aprobada', '第 {n} 版を承認しました'],
  proofReturned: ['已退回第 {n} 版，陵园修改后会请您再确认', 'Version {n} returned: the cemetery will send a corrected proof', 'Versión {n} devuelta: el cementerio enviará una prueba corregida', '第 {n} 版を差し戻しました。修正後に再度ご確認いただきます'],
  proofWaiting: ['等待陵园修改', 'Waiting for the cemetery’s correction', 'Esperando la corrección del cementerio', '霊園の修正待ち'],
  decisionApproved: ['第 {n} 版 已确认 {at}', 'Version {n} approved {at}', 'Versión {n} aprobada {at}', '第 {n} 版 承認 {at}'],
  decisionReturned: ['第 {n} 版 已退回 {at}：{comment}', 'Version {n} returned {at}: {comment}', 'Versión {n} devuelta {at}: {comment}', '第 {n} 版 差し戻し {at}：{comment}'],
  // The memorial page.
  memorialTitle: ['纪念页', 'In memory', 'En memoria', '追悼ページ'],
  born: ['生于 {day}', 'Born {day}', 'Nació {day}', '{day} 生'],
  died: ['卒于 {day}', 'Died {day}', 'Falleció {day}', '{day} 没'],
  restsAt: ['安息于 {place}', 'Rests at {place}', 'Descansa en {place}', '{place} に眠る'],
  flower: ['献花', 'Lay a flower', 'Dejar una flor', '献花'],
  candle: ['点烛', 'Light a candle', 'Encender una vela', 'ろうそくを灯す'],
  incense: ['上香', 'Offer incense', 'Ofrecer incienso', '焼香'],
  flowers: ['鲜花 {n}', 'Flowers: {n}', 'Flores: {n}', '献花 {n}'],
  candles: ['蜡烛 {n}', 'Candles: {n}', 'Velas: {n}', 'ろうそく {n}'],
  incenses: ['香 {n}', 'Incense: {n}', 'Incienso: {n}', '焼香 {n}'],
  messagesCount: ['共 {n} 条', '{n} in all', '{n} en total', '全 {n} 件'],
  thanks: ['谢谢您的心意', 'Thank you', 'Gracias', 'ありがとうございます'],
  leaveMessage: ['写留言', 'Leave a message', 'Dejar un mensaje', 'メッセージを残す'],
  messageHint: ['留言经审核后显示，请勿留下姓名、电话等个人信息', 'Messages show once reviewed; please leave no name, phone or other personal details', 'Los mensajes se muestran tras revisarlos; no deje nombres, teléfonos ni datos personales', 'メッセージは審査後に表示されます。氏名や電話番号などは書かないでください'],
  send: ['发送', 'Send', 'Enviar', '送信'],
  held: ['留言已收到，审核后显示', 'Message received: it shows once reviewed', 'Mensaje recibido: se mostrará tras revisarlo', 'メッセージを受け付けました。審査後に表示されます'],
  shownNow: ['留言已显示', 'Message shown', 'Mensaje publicado', 'メッセージを表示しました'],
  report: ['举报', 'Report', 'Denunciar', '通報'],
  reported: ['已举报，谢谢', 'Reported, thank you', 'Denunciado, gracias', '通報しました'],
  messages: ['留言', 'Messages', 'Mensajes', 'メッセージ'],
  noMessages: ['还没有留言', 'No message yet', 'Aún no hay mensajes', 'まだメッセージはありません'],
  biography: ['生平', 'Life', 'Biografía', '略歴'],
  photos: ['照片', 'Photos', 'Fotos', '写真'],
  notFound: ['没有找到这个纪念页', 'No such memorial page', 'No existe esa página conmemorativa', 'その追悼ページはありません'],
  // The family's part of the memorial page.
  familyTools: ['家属管理', 'For the family', 'Para la familia', 'ご家族向け'],
  privacy: ['谁可以看到', 'Who may see it', 'Quién puede verla', '公開範囲'],
  private: ['仅家属', 'Family only', 'Solo la familia', '家族のみ'],
  link: ['有链接的人', 'Anyone with the link', 'Quien tenga el enlace', 'リンクを知る人'],
  public: ['所有人', 'Everyone', 'Todos', 'すべての人'],
  save: ['保存', 'Save', 'Guardar', '保存'],
  saved: ['已保存', 'Saved', 'Guardado', '保存しました'],
  heldMessages: ['待审核留言', 'Messages waiting', 'Mensajes pendientes', '審査待ちのメッセージ'],
  approve: ['显示', 'Show', 'Mostrar', '表示'],
  hide: ['隐藏', 'Hide', 'Ocultar', '非表示'],
  addPhoto: ['添加照片', 'Add a photo', 'Añadir una foto', '写真を追加'],
  asPortrait: ['作为遗像', 'As the portrait', 'Como retrato', '遺影にする'],
  removePhoto: ['移除', 'Remove', 'Quitar', '削除'],
  share: ['分享链接：{url}', 'Share this link: {url}', 'Comparta este enlace: {url}', '共有リンク：{url}'],
} as const;

export type FamilyTextKey = keyof typeof T;
export const text = readerOf(T);

/** The page's first language (src/app/publicKit/langTable.ts): `?lang=`, else the reader's last choice here, else the browser's. */
export const initialLang = (): Lang => firstLang('family-lang');

export const keepLang = (l: Lang): void => {
  try {
    localStorage.setItem('family-lang', l);
  } catch {
    /* private mode: the choice lasts the visit */
  }
};
