/** The data screen's words, in the four languages (its own bundle: screen.html). */
import { readerOf } from '../../publicKit/langTable';

const T = {
  title: ['祭扫数据大屏', 'Visits today', 'Visitas de hoy', '参拝データ'],
  booked: ['已预约', 'Booked', 'Reservadas', '予約済'],
  capacity: ['总名额', 'Capacity', 'Capacidad', '定員'],
  entered: ['已入园', 'Entered', 'Entraron', '入園済'],
  bookings: ['预约单', 'Bookings', 'Reservas', '予約件数'],
  left: ['剩余名额', 'Places left', 'Plazas libres', '残り枠'],
  people: ['人', 'people', 'personas', '人'],
  perSlot: ['各时段入园 / 预约 / 名额', 'Per slot: entered / booked / capacity', 'Por turno: entraron / reservadas / cupo', '時間帯別 入園 / 予約 / 定員'],
  arrivals: ['每 15 分钟入园人数', 'Arrivals per 15 minutes', 'Llegadas cada 15 minutos', '15分ごとの入園者数'],
  burials: ['今日安葬', 'Burials today', 'Inhumaciones hoy', '本日の埋葬'],
  work: ['今日工单', 'Work orders today', 'Órdenes de trabajo hoy', '本日の作業指示'],
  week: ['本周销售（自 {since}）', 'This week’s sales (since {since})', 'Ventas de la semana (desde {since})', '今週の売上（{since} から）'],
  payments: ['笔收费', 'payments', 'cobros', '件の入金'],
  renewals: ['笔续费', 'renewals', 'renovaciones', '件の更新'],
  orders: ['新订单', 'new orders', 'pedidos nuevos', '件の新規注文'],
  live: ['实时', 'Live', 'En vivo', 'ライブ'],
  offline: ['网络中断，显示 {time} 的数据，正在重连…', 'Connection lost: showing {time}, reconnecting…', 'Sin conexión: datos de las {time}, reconectando…', '接続が切れました（{time} のデータ）。再接続中…'],
  signIn: ['请先登录（经理 2、4、5、6 级）', 'Sign in first (managers, levels 2, 4, 5, 6)', 'Inicie sesión (gerentes, niveles 2, 4, 5, 6)', '先にログインしてください（マネージャー レベル 2、4、5、6）'],
  forbidden: ['数据大屏仅供经理（2、4、5、6 级）使用', 'The data screen is for managers (levels 2, 4, 5, 6)', 'La pantalla es para gerentes (niveles 2, 4, 5, 6)', 'データ画面はマネージャー（レベル 2、4、5、6）用です'],
  tokenRefused: ['此大屏显示地址无效或已撤销，请向管理员索取新地址', 'This screen address is not valid or was revoked: ask an administrator for a new one', 'Esta dirección de pantalla no es válida o se revocó: pida una nueva a un administrador', 'この表示用アドレスは無効か取り消されています。管理者に新しいアドレスを依頼してください'],
  signInLink: ['去登录', 'Sign in', 'Iniciar sesión', 'ログイン'],
  none: ['无', 'None', 'Ninguno', 'なし'],
  noSlots: ['今天没有预约时段', 'No visit slots today', 'No hay turnos hoy', '本日の時間帯はありません'],
  loading: ['加载中…', 'Loading…', 'Cargando…', '読み込み中…'],
  closed: ['已关闭', 'closed', 'cerrado', '停止'],
  shuttles: ['摆渡车载客（已订 / 座位）', 'Shuttle load (booked / seats)', 'Lanzaderas (reservadas / plazas)', 'シャトル（予約 / 座席）'],
  earlier: ['… 另有 {n} 条较早的', '… {n} earlier', '… {n} anteriores', '… ほか {n} 件（以前）'],
  later: ['… 另有 {n} 条较晚的', '… {n} later', '… {n} posteriores', '… ほか {n} 件（以降）'],
  noShuttles: ['今天没有摆渡车班次', 'No shuttles today', 'No hay lanzaderas hoy', '本日のシャトルはありません'],
  s_requested: ['待安排', 'Requested', 'Solicitadas', '依頼中'],
  s_scheduled: ['已安排', 'Scheduled', 'Programadas', '予定済'],
  s_in_progress: ['进行中', 'In progress', 'En curso', '作業中'],
  s_done: ['已完成', 'Done', 'Hechas', '完了'],
  s_cancelled: ['已取消', 'Cancelled', 'Canceladas', '取消'],
} as const;

export type ScreenKey = keyof typeof T;
export const say = readerOf(T);
export const statusKey = (status: string): ScreenKey | null => (`s_${status}` in T ? (`s_${status}` as ScreenKey) : null);
