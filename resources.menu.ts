/**
 * The menu of this cemetery (the spec's section 2), per level: the groups in order, with the
 * pages and the screens fixed to a channel; the config blocks' own screens (their `menu`) join
 * the groups they name (src/config/routes.ts). Paths are exactly the legacy product's; the
 * groups follow what staff do (the administrators' user lists sit with the settings and the
 * operation log, not with the registrations as in the spec's table). Instance data, beside
 * resources.config.ts, which carries it (`withMenu`).
 */
import { L } from './src/config/define';
import { page, type MenuGroup, type MenuTable, type RouteDef } from './src/config/routes';
import type { Level } from './src/config/types';

const INSIDE_STATS: readonly Level[] = [2, 5];
const OUTSIDE_STATS: readonly Level[] = [4, 6];
const TOMB_LEVELS: readonly Level[] = [2, 4, 5, 6];
const FULL_PRINT: readonly Level[] = [4, 6];
const SHORT_PRINT: readonly Level[] = [2, 5];
const ALL_PRINT: readonly Level[] = [2, 4, 5, 6];

const GROUPS: readonly MenuGroup[] = [
  // The home page, first in every level's menu (a group of one: the entry itself).
  {
    path: '/dashboard',
    title: L('墓位定位', 'Tomb location', 'Ubicación de parcelas', '墓所位置'),
    icon: 'Dashboard',
    children: [{ ...page('/dashboard', 'dashboard', L('墓位定位', 'Tomb location', 'Ubicación de parcelas', '墓所位置'), 'Dashboard', [1, 2, 3, 4, 5, 6]), affix: true }],
  },
  {
    path: '/count',
    title: L('统计', 'Statistics', 'Estadísticas', '統計'),
    icon: 'BarChart',
    children: [page('/count/count', 'count', L('统计', 'Statistics', 'Estadísticas', '統計'), 'BarChart', INSIDE_STATS)],
  },
  {
    path: '/countOutsid',
    title: L('统计', 'Statistics', 'Estadísticas', '統計'),
    icon: 'BarChart',
    children: [
      page('/countOutsid/countOutsid', 'countOutsid', L('统计', 'Statistics', 'Estadísticas', '統計'), 'BarChart', OUTSIDE_STATS),
    ],
  },
  {
    path: '/member',
    title: L('信息登记', 'Registration', 'Registro', '情報登録'),
    icon: 'People',
    children: [
      {
        kind: 'resource',
        path: '/member/list',
        resource: 'member',
        channel: 'inside',
        title: L('信息登记', 'Registration', 'Registro', '情報登録'),
        icon: 'AssignmentInd',
        levels: [1, 5],
      },
      {
        kind: 'resource',
        path: '/member/list_outside',
        resource: 'member',
        channel: 'outside',
        title: L('信息登记', 'Registration', 'Registro', '情報登録'),
        icon: 'AssignmentInd',
        levels: [3, 6],
      },
      // Rights holders and transfers (docs/rights.md), for the levels that manage orders, per channel like the orders.
      { kind: 'resource', path: '/member/holderList', resource: 'rights_holder', channel: 'inside', title: L('权利人', 'Rights holders', 'Titulares', '使用者'), icon: 'Badge', levels: [1, 2, 5] },
      { kind: 'resource', path: '/member/holderList_outside', resource: 'rights_holder', channel: 'outside', title: L('权利人', 'Rights holders', 'Titulares', '使用者'), icon: 'Badge', levels: [3, 4, 6] },
      { kind: 'resource', path: '/member/transferList', resource: 'rights_transfer', channel: 'inside', title: L('过户', 'Transfers of rights', 'Traspasos', '名義変更'), icon: 'SwapHoriz', levels: [1, 2, 5] },
      { kind: 'resource', path: '/member/transferList_outside', resource: 'rights_transfer', channel: 'outside', title: L('过户', 'Transfers of rights', 'Traspasos', '名義変更'), icon: 'SwapHoriz', levels: [3, 4, 6] },
    ],
  },
  {
    path: '/tomb',
    title: L('墓位管理', 'Tomb management', 'Gestión de parcelas', '墓所管理'),
    icon: 'Landscape',
    alwaysShow: true,
    children: [
      { kind: 'resource', path: '/tomb/tombList', resource: 'tomb_area', title: L('墓区列表', 'Areas', 'Zonas', '区画一覧'), icon: 'Map', levels: TOMB_LEVELS },
      { kind: 'resource', path: '/tomb/tombRoomList', resource: 'tomb_room', title: L('分进列表', 'Rooms', 'Salas', '区域一覧'), icon: 'MeetingRoom', levels: TOMB_LEVELS },
      { kind: 'resource', path: '/tomb/tombShelfList', resource: 'tomb_shelf', title: L('排列表', 'Rows', 'Filas', '列一覧'), icon: 'ViewStream', levels: TOMB_LEVELS },
      { kind: 'resource', path: '/tomb/tombBurialslotList', resource: 'tomb_burialslot', title: L('墓位列表', 'Plots', 'Parcelas', '墓所一覧'), icon: 'GridOn', levels: TOMB_LEVELS },
      // The park map's editor (docs/map.md): the site plan, areas, rows, paths, gates drawn on it.
      page('/tomb/mapEditor', 'mapEditor', L('园区地图', 'Park map', 'Mapa del cementerio', '園内地図'), 'Map', TOMB_LEVELS),
    ],
  },
  {
    path: '/order',
    title: L('墓位订单管理', 'Tomb orders', 'Pedidos', '墓所注文管理'),
    icon: 'ReceiptLong',
    children: [
      {
        kind: 'resource',
        path: '/order/tombOrderList',
        resource: 'tomb_order',
        channel: 'inside',
        title: L('墓位订单管理', 'Tomb orders', 'Pedidos', '墓所注文管理'),
        icon: 'ReceiptLong',
        levels: [1, 2, 5],
      },
      {
        kind: 'resource',
        path: '/order/tombOrderList_outside',
        resource: 'tomb_order',
        channel: 'outside',
        title: L('墓位订单管理', 'Tomb orders', 'Pedidos', '墓所注文管理'),
        icon: 'ReceiptLong',
        levels: [3, 4, 6],
      },
    ],
  },
  // Terms and renewals (docs/terms.md): the due and overdue list per channel, like the order lists.
  {
    path: '/contract',
    title: L('合同管理', 'Contracts', 'Contratos', '契約管理'),
    icon: 'EventRepeat',
    alwaysShow: true,
    children: [
      {
        kind: 'resource',
        path: '/contract/termList',
        resource: 'mgmt_term',
        channel: 'inside',
        title: L('到期续费', 'Due and overdue', 'Vencimientos', '期限と更新'),
        icon: 'EventRepeat',
        levels: [1, 2, 5],
      },
      {
        kind: 'resource',
        path: '/contract/termList_outside',
        resource: 'mgmt_term',
        channel: 'outside',
        title: L('到期续费', 'Due and overdue', 'Vencimientos', '期限と更新'),
        icon: 'EventRepeat',
        levels: [3, 4, 6],
      },
      {
        kind: 'resource',
        path: '/contract/reminderList',
        resource: 'term_reminder',
        channel: 'inside',
        title: L('提醒发送记录', 'Reminders outbox', 'Bandeja de avisos', 'リマインダー送信箱'),
        icon: 'ContactMail',
        levels: [1, 2, 5],
      },
      {
        kind: 'resource',
        path: '/contract/reminderList_outside',
        resource: 'term_reminder',
        channel: 'outside',
        title: L('提醒发送记录', 'Reminders outbox', 'Bandeja de avisos', 'リマインダー送信箱'),
        icon: 'ContactMail',
        levels: [3, 4, 6],
      },
    ],
  },
  {
    path: '/print',
    title: L('打印', 'Print', 'Imprimir', '印刷'),
    icon: 'Print',
    alwaysShow: true,
    children: [
      page('/print/print1', 'print1', L('墓位订单打印', 'Tomb order', 'Pedido', '墓所注文書'), 'Description', ALL_PRINT),
      page('/print/commitmentLetter', 'commitmentLetter', L('承诺书', 'Commitment letter', 'Carta de compromiso', '誓約書'), 'HistoryEdu', FULL_PRINT),
      page('/print/print8', 'print8', L('合同', 'Contract', 'Contrato', '契約書'), 'Gavel', FULL_PRINT),
      page('/print/print3', 'print3', L('安葬证 第一页', 'Burial certificate p.1', 'Certificado p.1', '埋葬証 1頁'), 'Badge', FULL_PRINT),
      page('/print/print4', 'print4', L('安葬证 第二页', 'Burial certificate p.2', 'Certificado p.2', '埋葬証 2頁'), 'Badge', FULL_PRINT),
      page('/print/print5', 'print5', L('安葬证 第三页', 'Burial certificate p.3', 'Certificado p.3', '埋葬証 3頁'), 'Badge', FULL_PRINT),
      page('/print/print6', 'print6', L('安葬证 第四页', 'Burial certificate p.4', 'Certificado p.4', '埋葬証 4頁'), 'Badge', FULL_PRINT),
      page('/print/print9', 'print9', L('临时证', 'Temporary certificate', 'Certificado provisional', '仮証明書'), 'AssignmentLate', FULL_PRINT),
      page('/print/print10', 'print10', L('收费收据', 'Fee receipt', 'Recibo de cobro', '領収書'), 'Receipt', FULL_PRINT),
      page('/print/print11', 'print11', L('退款收据', 'Refund receipt', 'Recibo de reembolso', '返金受領書'), 'MoneyOff', FULL_PRINT),
      page('/print/receipt', 'receipt', L('收费收据', 'Fee receipt', 'Recibo de cobro', '領収書'), 'Receipt', SHORT_PRINT),
      page('/print/orderReceipt', 'orderReceipt', L('订单收费收据', 'Order fee receipt', 'Recibo del pedido', '注文領収書'), 'RequestQuote', SHORT_PRINT),
      // Work management's prints (docs/work.md): QR labels for plots, the inscription proof the family signs.
      page('/print/plotLabels', 'plotLabels', L('墓位二维码标签', 'Plot labels', 'Etiquetas de parcelas', '墓所ラベル'), 'QrCode2', TOMB_LEVELS),
      page('/print/inscription', 'inscription', L('碑文校样', 'Inscription proof', 'Prueba de inscripción', '碑文校正'), 'HistoryEdu', ALL_PRINT),
      // Terms and renewals (docs/terms.md): for every level that renews (the clerks too), outside the menu.
      { ...page('/print/renewalReceipt', 'renewalReceipt', L('续费收据', 'Renewal receipt', 'Recibo de renovación', '更新領収書'), 'Receipt', [1, 2, 3, 4, 5, 6]), hidden: true },
      { ...page('/print/reminder', 'reminder', L('续费提醒函', 'Reminder letter', 'Carta de aviso', '更新のお知らせ'), 'ContactMail', [1, 2, 3, 4, 5, 6]), hidden: true },
    ],
  },
  // Work management (docs/work.md): its screens are the config's (work_order's `menu`).
  {
    path: '/work',
    title: L('工作管理', 'Work management', 'Gestión de trabajos', '作業管理'),
    icon: 'EngineeringOutlined',
    alwaysShow: true,
    // Every level that sees work orders has its own work of the day (the phone page); managers also schedule on the calendar.
    children: [
      page('/work/today', 'workToday', L('今日工作', 'Today’s work', 'Trabajo de hoy', '今日の作業'), 'Today', [1, 2, 3, 4, 5, 6]),
      page('/work/calendar', 'workCalendar', L('工作日历', 'Work calendar', 'Calendario de trabajos', '作業カレンダー'), 'CalendarMonth', TOMB_LEVELS),
      // The walk (docs/import.md): managers, and clerks marked field crew (the server checks the mark on every call).
      { ...page('/work/walk', 'walk', L('实地巡查', 'The walk', 'Revisión en terreno', '現地巡回'), 'DirectionsWalk', TOMB_LEVELS), crewLevels: [1, 3] },
    ],
  },
  // Visit reservations (docs/visits.md): the gate and the driver's manifest for every level; gates, slots, bookings and shuttles are the config's (`menu`).
  {
    path: '/visit',
    title: L('祭扫预约', 'Visits', 'Visitas', '参拝予約'),
    icon: 'EventAvailable',
    alwaysShow: true,
    children: [
      page('/visit/gate', 'visitGate', L('入园检票', 'Gate check-in', 'Control de acceso', '入園チェック'), 'QrCodeScanner', [1, 2, 3, 4, 5, 6]),
      // Shuttles: a driver's manifest (any level may drive; a user linked to a vehicle opens on its departures).
      page('/visit/driver', 'visitDriver', L('司机乘客名单', 'Driver’s manifest', 'Lista del conductor', '運転手の乗客名簿'), 'DirectionsBus', [1, 2, 3, 4, 5, 6]),
    ],
  },
  // Moving in (docs/import.md): the import batches are the config's (import_batch's `menu`); the
  // other moving-in screens join this group.
  {
    path: '/import',
    title: L('迁入', 'Moving in', 'Migración', '移行'),
    icon: 'History',
    children: [page('/import/reconcile', 'reconcile', L('核对报告', 'Reconciliation', 'Conciliación', '照合レポート'), 'Balance', TOMB_LEVELS)],
  },
  // Finance (docs/payments.md): the online payments' daily reconciliation (对账) with the providers' statements.
  {
    path: '/finance',
    title: L('财务', 'Finance', 'Finanzas', '経理'),
    icon: 'Balance',
    children: [page('/finance/reconcile', 'payReconcile', L('在线支付对账', 'Reconcile payments', 'Conciliar pagos', 'オンライン決済の照合'), 'Balance', TOMB_LEVELS)],
  },
  // The families' door (docs/families.md): family accounts to confirm and memorial messages to review, one page.
  {
    path: '/memorial',
    title: L('家属服务', 'Families', 'Familias', '家族サービス'),
    icon: 'LocalFlorist',
    children: [page('/memorial/moderation', 'memorialModeration', L('家属与留言审核', 'Families & messages', 'Familias y mensajes', '家族とメッセージの確認'), 'LocalFlorist', TOMB_LEVELS)],
  },
  // The columbarium (docs/columbarium.md): its lists are the config's (ash_niche, ash_deposit,
  // ash_movement `menu`); the niche map is a page. Every level takes deposits for its channel.
  {
    path: '/ashes',
    title: L('骨灰寄存', 'Bone ash', 'Cenizas', '遺骨預かり'),
    icon: 'Inventory2',
    alwaysShow: true,
    children: [page('/ashes/nicheMap', 'nicheMap', L('格位图', 'Niche map', 'Mapa de nichos', '納骨壇マップ'), 'Map', [1, 2, 3, 4, 5, 6])],
  },
  // The administrators' own work (levels 5 and 6), apart from the counter's: the staff accounts
  // (the spec's paths, under /member), the settings and the operation log (also in the avatar menu).
  {
    path: '/system',
    title: L('系统管理', 'Administration', 'Administración', 'システム管理'),
    icon: 'Settings',
    alwaysShow: true,
    children: [
      {
        kind: 'resource',
        path: '/member/memberList',
        resource: 'user',
        channel: 'inside',
        title: L('用户列表', 'User list', 'Usuarios', 'ユーザー一覧'),
        icon: 'ManageAccounts',
        levels: [5],
      },
      {
        kind: 'resource',
        path: '/member/memberList_outside',
        resource: 'user',
        channel: 'outside',
        title: L('用户列表', 'User list', 'Usuarios', 'ユーザー一覧'),
        icon: 'ManageAccounts',
        levels: [6],
      },
      page('/system/settings', 'settings', L('系统设置', 'Settings', 'Configuración', '設定'), 'Settings', [5, 6]),
      // The config's read-only operation_log list; the server scopes it to the admin's channel.
      {
        kind: 'resource',
        path: '/system/operationLog',
        resource: 'operation_log',
        title: L('操作日志', 'Operation log', 'Registro de operaciones', '操作ログ'),
        icon: 'History',
        levels: [5, 6],
      },
    ],
  },
];

/** Routes outside the menu. */
export const HIDDEN_ROUTES: readonly RouteDef[] = [
  { ...page('/profile/index', 'profile', L('个人中心', 'Profile', 'Perfil', 'プロフィール'), 'Person', [1, 2, 3, 4, 5, 6]), hidden: true },
  // The deposit certificate: opened from a deposit (its pick-up code is shown only right after the deposit).
  // The exhumation certificate (迁出证明, docs/rights.md): opened from a move-out done, on the order page.
  { ...page('/print/exhumation', 'exhumation', L('迁出证明', 'Exhumation certificate', 'Certificado de exhumación', '改葬証明書'), 'Badge', [1, 2, 3, 4, 5, 6]), hidden: true },
  { ...page('/print/depositCertificate', 'depositCertificate', L('寄存证', 'Deposit certificate', 'Certificado de depósito', '預かり証'), 'Receipt', [1, 2, 3, 4, 5, 6]), hidden: true },
  // A storage payment's receipt (the deposit's, a renewal's or a refund's): opened from the deposit's storage fees.
  { ...page('/print/storageReceipt', 'storageReceipt', L('寄存费收据', 'Storage fee receipt', 'Recibo de depósito', '保管料領収書'), 'Receipt', [1, 2, 3, 4, 5, 6]), hidden: true },
];

export const MENU: MenuTable = { groups: GROUPS, hidden: HIDDEN_ROUTES };
