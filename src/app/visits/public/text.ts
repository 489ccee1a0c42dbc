/**
 * The public booking page's words, in the four languages. Its own small catalogue: the page
 * is a separate bundle (visit.html) and must not carry the staff app's messages.
 */
import { firstLang, readerOf } from '../../publicKit/langTable';

export type PublicLang = 'zh' | 'en' | 'es' | 'ja';
export { PUBLIC_LANGS } from '../../publicKit/langTable';

const T = {
  title: ['祭扫预约', 'Book a visit', 'Reservar una visita', '参拝予約'],
  intro: [
    '请选择日期和时段，凭预约码或二维码入园。',
    'Choose a day and a time; show the code or QR at the gate.',
    'Elija día y hora; muestre el código o el QR en la entrada.',
    '日付と時間帯を選び、入口で予約コードかQRを提示してください。',
  ],
  day: ['日期', 'Day', 'Día', '日付'],
  slot: ['时段', 'Time', 'Hora', '時間帯'],
  left: ['剩余 {n}', '{n} left', 'Quedan {n}', '残り {n}'],
  full: ['已满', 'Full', 'Completo', '満員'],
  noSlots: ['近期没有开放预约的时段', 'No slots are open for booking yet', 'Aún no hay turnos abiertos', '予約できる時間帯はまだありません'],
  name: ['姓名', 'Your name', 'Su nombre', 'お名前'],
  mobile: ['手机号', 'Mobile', 'Móvil', '携帯番号'],
  people: ['人数', 'People', 'Personas', '人数'],
  peopleHint: ['每次最多 {max} 人', 'At most {max} per booking', 'Máximo {max} por reserva', '1件につき最大 {max} 人'],
  deceased: ['祭扫逝者（可选）', 'Deceased visited (optional)', 'Difunto visitado (opcional)', '参拝する故人（任意）'],
  search: ['查找', 'Find', 'Buscar', '検索'],
  searchHint: ['输入姓名（至少 2 个字）', 'Type the name (2 characters or more)', 'Escriba el nombre (2 caracteres o más)', '氏名を入力（2文字以上）'],
  noneFound: ['没有找到，可不填', 'Nobody found: you may leave it empty', 'No se encontró a nadie: puede dejarlo vacío', '見つかりません（空欄で構いません）'],
  clear: ['清除', 'Clear', 'Quitar', 'クリア'],
  book: ['提交预约', 'Book', 'Reservar', '予約する'],
  booking: ['提交中…', 'Booking…', 'Reservando…', '予約中…'],
  loading: ['加载中…', 'Loading…', 'Cargando…', '読み込み中…'],
  chooseSlot: ['请先选择时段', 'Choose a time first', 'Elija primero una hora', '先に時間帯を選んでください'],
  badMobile: ['请输入 11 位手机号', 'Enter an 11-digit mobile number', 'Introduzca un móvil de 11 cifras', '11桁の携帯番号を入力してください'],
  required: ['必填', 'Required', 'Obligatorio', '必須です'],
  done: ['预约成功', 'Booked', 'Reserva hecha', '予約しました'],
  showAtGate: ['入园时出示二维码或预约码', 'Show this QR or code at the gate', 'Muestre este QR o código en la entrada', '入口でこのQRかコードを提示してください'],
  saveHint: ['请截图保存，修改或取消需预约码和手机号', 'Keep a screenshot: changes need the code and your mobile', 'Guarde una captura: los cambios piden el código y su móvil', 'スクリーンショットを保存してください（変更にはコードと携帯番号が必要）'],
  code: ['预约码', 'Booking code', 'Código de reserva', '予約コード'],
  gate: ['入口', 'Gate', 'Acceso', '入口'],
  status_booked: ['有效', 'Valid', 'Válida', '有効'],
  status_cancelled: ['已取消', 'Cancelled', 'Cancelada', '取消済'],
  entered: ['已入园 {n} 人', '{n} entered', 'Entraron {n}', '入園済 {n} 人'],
  manage: ['查询、修改或取消预约', 'Find, change or cancel a booking', 'Buscar, cambiar o cancelar una reserva', '予約の確認・変更・取消'],
  find: ['查询', 'Find', 'Buscar', '確認'],
  back: ['返回预约', 'Back to booking', 'Volver a reservar', '予約に戻る'],
  change: ['修改', 'Change', 'Cambiar', '変更'],
  saveChange: ['保存修改', 'Save the change', 'Guardar el cambio', '変更を保存'],
  cancel: ['取消预约', 'Cancel the booking', 'Cancelar la reserva', '予約を取り消す'],
  confirmCancel: ['确定取消这个预约吗？名额将释放给他人。', 'Cancel this booking? Its places go back to others.', '¿Cancelar esta reserva? Sus plazas quedan libres.', 'この予約を取り消しますか？枠は他の人に戻ります。'],
  keep: ['保留', 'Keep it', 'Mantenerla', '取り消さない'],
  yesCancel: ['确定取消', 'Yes, cancel', 'Sí, cancelar', '取り消す'],
  cancelled: ['预约已取消', 'The booking is cancelled', 'La reserva está cancelada', '予約を取り消しました'],
  changed: ['已修改', 'Changed', 'Cambiada', '変更しました'],
  offline: ['网络连接中断，请稍后再试', 'No connection: try again in a moment', 'Sin conexión: inténtelo en un momento', '接続できません。しばらくしてからお試しください'],
  refreshed: ['余量每 15 秒更新', 'Places left update every 15 s', 'Las plazas se actualizan cada 15 s', '残り枠は15秒ごとに更新'],
  weekdays: ['日一二三四五六', 'SuMoTuWeThFrSa', 'DoLuMaMiJuViSá', '日月火水木金土'],
  today: ['今天', 'Today', 'Hoy', '今日'],
  shuttle: ['摆渡车（可选）', 'Shuttle bus (optional)', 'Lanzadera (opcional)', 'シャトルバス（任意）'],
  shuttleCard: ['摆渡车', 'Shuttle', 'Lanzadera', 'シャトル'],
  noShuttle: ['不乘车', 'No shuttle', 'Sin lanzadera', '利用しない'],
  seatsLeft: ['剩 {n} 座', '{n} seats left', 'Quedan {n} plazas', '残り {n} 席'],
  seats: ['座位数', 'Seats', 'Plazas', '席数'],
  seatsHint: ['座位数不超过预约人数', 'No more seats than people', 'No más plazas que personas', '席数は人数まで'],
  seatsN: ['{n} 座', '{n} seats', '{n} plazas', '{n} 席'],
  getCode: ['获取验证码', 'Get code', 'Obtener código', 'コードを取得'],
  resend: ['重新获取', 'Send again', 'Reenviar', '再送する'],
  resendIn: ['{s} 秒后可重发', 'Again in {s} s', 'Reenviar en {s} s', '{s} 秒後に再送'],
  sending: ['发送中…', 'Sending…', 'Enviando…', '送信中…'],
  codeLabel: ['短信验证码', 'Code from the text message', 'Código del SMS', 'SMS の認証コード'],
  codeSent: ['验证码已发送至 {mobile}，5 分钟内有效', 'A code was sent to {mobile}; it is valid 5 minutes', 'Se envió un código a {mobile}; vale 5 minutos', '{mobile} にコードを送りました（5 分間有効）'],
  needCode: ['请先获取并填写短信验证码', 'Get a code by text message and type it', 'Pida un código por SMS y escríbalo', 'SMS でコードを取得して入力してください'],
  badCode: ['请输入 6 位数字验证码', 'Type the 6-digit code', 'Escriba el código de 6 cifras', '6 桁のコードを入力してください'],
  verified: ['手机号已验证', 'Mobile verified', 'Móvil verificado', '携帯番号は確認済み'],
  verifyFirst: [
    '修改或取消前，请用短信验证码确认手机号',
    'To change or cancel, confirm your mobile with a text message code',
    'Para cambiar o cancelar, confirme su móvil con un código SMS',
    '変更・取消の前に SMS のコードで携帯番号を確認してください',
  ],
  confirm: ['确认', 'Confirm', 'Confirmar', '確認'],
} as const;

export type TextKey = keyof typeof T;
export const text = readerOf(T);

/** A weekday's short name (0 = Sunday). */
export const weekday = (lang: PublicLang, d: number): string => {
  const all = text(lang, 'weekdays');
  return lang === 'zh' || lang === 'ja' ? all[d] : all.slice(d * 2, d * 2 + 2);
};

/** The page's first language (src/app/publicKit/langTable.ts): `?lang=`, else the family's last choice here, else the browser's. */
export const initialLang = (): PublicLang => firstLang('visit-lang');
