/**
 * Every entity of the cemetery back office, in one declarative file.
 *
 * The browser builds its lists, filters, forms and labels from it; the server builds its
 * tables, columns, constraints, the whitelist of the generic query and the access checks
 * from it. Adding a field here adds the column (additive migration on start), the list
 * column, the filter, the form input and the validation. See docs/configuration.md.
 */
import { ALL_LEVELS, L, MANAGERS, access, defineResources, enumValue } from './src/config/define';
import { DEFAULT_ORDER_POLICY } from './src/config/orderRules';
import { DEFAULT_DURATION_MINUTES, WORK_KIND, WORK_STATUS } from './src/config/work';

const PLOT_STATUS = [
  enumValue('available', '#67c23a', L('可售', 'Available', 'Disponible', '販売可')),
  enumValue('reserved', '#e6a23c', L('已预订', 'Reserved', 'Reservada', '予約済')),
  enumValue('sold', '#409eff', L('已售', 'Sold', 'Vendida', '販売済')),
  enumValue('buried', '#606266', L('已安葬', 'Buried', 'Inhumada', '埋葬済')),
  enumValue('unavailable', '#c0c4cc', L('不可售', 'Unavailable', 'No disponible', '販売不可')),
] as const;

const PLOT_TYPE = [
  enumValue('single', '#409eff', L('单穴', 'Single', 'Individual', '単墓')),
  enumValue('double', '#11a983', L('双穴', 'Double', 'Doble', '夫婦墓')),
  enumValue('family', '#6959cd', L('家族', 'Family', 'Familiar', '家族墓')),
] as const;

const ORDER_STATUS = [
  enumValue('reserved', '#e6a23c', L('已预订', 'Reserved', 'Reservado', '予約')),
  enumValue('contracted', '#1890ff', L('已签约', 'Contracted', 'Contratado', '契約済')),
  enumValue('paid', '#13c2c2', L('已付清', 'Paid', 'Pagado', '支払済')),
  enumValue('completed', '#67c23a', L('已安葬', 'Completed', 'Completado', '完了')),
  enumValue('cancelled', '#909399', L('已取消', 'Cancelled', 'Cancelado', '取消')),
  enumValue('refunded', '#f5222d', L('已退款', 'Refunded', 'Reembolsado', '返金済')),
  enumValue('expired', '#c0c4cc', L('已过期', 'Expired', 'Caducado', '期限切れ')),
] as const;

const PAYMENT_KIND = [
  enumValue('charge', '#67c23a', L('收费', 'Charge', 'Cobro', '入金')),
  enumValue('refund', '#f5222d', L('退款', 'Refund', 'Reembolso', '返金')),
] as const;

const PAYMENT_ITEM = [
  enumValue('plot_price', '#409eff', L('墓位款', 'Plot price', 'Precio de la parcela', '墓所代金')),
  enumValue('deposit', '#e6a23c', L('定金', 'Deposit', 'Depósito', '手付金')),
  enumValue('maintenance', '#11a983', L('管理费', 'Maintenance', 'Mantenimiento', '管理費')),
  enumValue('engraving', '#6959cd', L('刻字费', 'Engraving', 'Grabado', '彫刻費')),
  enumValue('burial', '#606266', L('安葬费', 'Burial', 'Inhumación', '埋葬費')),
  enumValue('other', '#909399', L('其他', 'Other', 'Otro', 'その他')),
] as const;

const PAYMENT_METHOD = [
  enumValue('cash', '#67c23a', L('现金', 'Cash', 'Efectivo', '現金')),
  enumValue('card', '#409eff', L('银行卡', 'Card', 'Tarjeta', 'カード')),
  enumValue('wechat', '#07c160', L('微信', 'WeChat', 'WeChat', 'WeChat')),
  enumValue('alipay', '#1677ff', L('支付宝', 'Alipay', 'Alipay', 'Alipay')),
  enumValue('bank_transfer', '#304156', L('银行转账', 'Bank transfer', 'Transferencia', '銀行振込')),
] as const;

const GENDER = [
  enumValue('male', '#409eff', L('男', 'Male', 'Hombre', '男性')),
  enumValue('female', '#f56c6c', L('女', 'Female', 'Mujer', '女性')),
] as const;

const MESSAGE_STATUS = [
  enumValue('未读', '#f56c6c', L('未读', 'Unread', 'No leído', '未読')),
  enumValue('已读', '#909399', L('已读', 'Read', 'Leído', '既読')),
] as const;

const LOG_ACTION = [
  enumValue('create', '#67c23a', L('新增', 'Create', 'Crear', '作成')),
  enumValue('update', '#409eff', L('修改', 'Update', 'Modificar', '更新')),
  enumValue('delete', '#f5222d', L('删除', 'Delete', 'Eliminar', '削除')),
  enumValue('login', '#909399', L('登录', 'Sign in', 'Inicio de sesión', 'ログイン')),
  enumValue('logout', '#909399', L('退出', 'Sign out', 'Cierre de sesión', 'ログアウト')),
  enumValue('print', '#6959cd', L('打印', 'Print', 'Imprimir', '印刷')),
] as const;

/** What joins along the tomb hierarchy show of a parent: public to every level, and what lists sort by. */
const PLACE_JOIN = ['name', 'code', 'sort'] as const;
/** What a join shows of a staff account: the name on the order, payment or message, nothing else. */
const STAFF_JOIN = ['nickname'] as const;

/** The levels' role names: the user list, the level pickers and a message's recipient show them beside the number. */
const LEVEL_NAMES = {
  1: L('内部登记员', 'Inside clerk', 'Empleado interno', '内部担当者'),
  2: L('内部经理', 'Inside manager', 'Gerente interno', '内部マネージャー'),
  3: L('外部登记员', 'Outside clerk', 'Empleado externo', '外部担当者'),
  4: L('外部经理', 'Outside manager', 'Gerente externo', '外部マネージャー'),
  5: L('内部管理员', 'Inside administrator', 'Administrador interno', '内部管理者'),
  6: L('外部管理员', 'Outside administrator', 'Administrador externo', '外部管理者'),
} as const;

const TOMB_ACCESS = access({ read: ALL_LEVELS, create: MANAGERS, update: MANAGERS, delete: MANAGERS });

const name = L('名称', 'Name', 'Nombre', '名称');
const code = L('编号', 'Code', 'Código', 'コード');
const sort = L('排序', 'Sort order', 'Orden', '並び順');
const description = L('说明', 'Description', 'Descripción', '説明');
const remark = L('备注', 'Remark', 'Observación', '備考');
const area = L('墓区', 'Area', 'Zona', '区画');
const room = L('分进', 'Room', 'Sala', '区域');
const shelf = L('排', 'Row', 'Fila', '列');
const plot = L('墓位', 'Plot', 'Parcela', '墓所');
const order = L('订单', 'Order', 'Pedido', '注文');

export const resources = defineResources({
  tomb_area: {
    table: 'tomb_area',
    label: L('墓区', 'Tomb areas', 'Zonas', '区画'),
    singular: L('墓区', 'Area', 'Zona', '区画'),
    recordRepresentation: 'name',
    channelScoped: false,
    access: TOMB_ACCESS,
    defaultSort: { field: 'sort', order: 'ASC', then: ['code'] },
    fields: {
      name: { type: 'text', label: name, required: true, unique: true, maxLength: 50, searchable: true, filter: true },
      code: { type: 'text', label: code, required: true, unique: true, maxLength: 20, pattern: '^[A-Za-z0-9-]+$', searchable: true },
      sort: { type: 'integer', label: sort, min: 0, max: 9999, default: 0 },
      image: { type: 'image', label: L('图片', 'Image', 'Imagen', '画像'), list: false },
      description: { type: 'longtext', label: description, maxLength: 2000 },
    },
  },
  tomb_room: {
    table: 'tomb_room',
    label: L('分进', 'Rooms', 'Salas', '区域'),
    singular: L('分进', 'Room', 'Sala', '区域'),
    recordRepresentation: 'name',
    channelScoped: false,
    access: TOMB_ACCESS,
    // By area (the areas' own order), then sort order, then code: 一进 before 二进 in each area.
    defaultSort: { field: 'area_id', order: 'ASC', then: ['sort', 'code'] },
    fields: {
      area_id: { type: 'reference', resource: 'tomb_area', label: area, required: true, filter: true, joinFields: PLACE_JOIN },
      name: { type: 'text', label: name, required: true, maxLength: 50, searchable: true },
      code: { type: 'text', label: code, required: true, unique: true, maxLength: 20, pattern: '^[A-Za-z0-9-]+$', searchable: true },
      sort: { type: 'integer', label: sort, min: 0, max: 9999, default: 0 },
      description: { type: 'longtext', label: description, maxLength: 2000 },
    },
  },
  tomb_shelf: {
    table: 'tomb_shelf',
    label: L('排', 'Rows', 'Filas', '列'),
    singular: L('排', 'Row', 'Fila', '列'),
    recordRepresentation: 'name',
    channelScoped: false,
    access: TOMB_ACCESS,
    defaultSort: { field: 'area_id', order: 'ASC', then: ['room_id', 'sort', 'code'] },
    fields: {
      area_id: { type: 'reference', resource: 'tomb_area', label: area, required: true, filter: true, joinFields: PLACE_JOIN },
      room_id: {
        type: 'reference',
        resource: 'tomb_room',
        label: room,
        required: true,
        filter: true,
        joinFields: PLACE_JOIN,
        cascadeFrom: { field: 'area_id', targetField: 'area_id' },
      },
      name: { type: 'text', label: name, required: true, maxLength: 50, searchable: true },
      code: { type: 'text', label: code, required: true, unique: true, maxLength: 20, pattern: '^[A-Za-z0-9-]+$', searchable: true },
      sort: { type: 'integer', label: sort, min: 0, max: 9999, default: 0 },
    },
  },
  tomb_burialslot: {
    table: 'tomb_burialslot',
    updatedOften: true,
    label: L('墓位', 'Plots', 'Parcelas', '墓所'),
    singular: L('墓位', 'Plot', 'Parcela', '墓所'),
    card: { secondary: ['area_id', 'type', 'price'], tertiary: ['status'] },
    recordRepresentation: 'code',
    channelScoped: false,
    access: TOMB_ACCESS,
    defaultSort: { field: 'area_id', order: 'ASC', then: ['room_id', 'shelf_id', 'column_no', 'code'] },
    indexes: [['area_id', 'status', 'created_at'], ['shelf_id', 'column_no']],
    fields: {
      area_id: { type: 'reference', resource: 'tomb_area', label: area, required: true, filter: true, joinFields: PLACE_JOIN },
      room_id: {
        type: 'reference',
        resource: 'tomb_room',
        label: room,
        required: true,
        filter: true,
        joinFields: PLACE_JOIN,
        cascadeFrom: { field: 'area_id', targetField: 'area_id' },
      },
      shelf_id: {
        type: 'reference',
        resource: 'tomb_shelf',
        label: shelf,
        required: true,
        filter: true,
        joinFields: PLACE_JOIN,
        cascadeFrom: { field: 'room_id', targetField: 'room_id' },
      },
      code: { type: 'text', label: code, required: true, unique: true, maxLength: 30, pattern: '^[A-Za-z0-9-]+$', searchable: true },
      column_no: { type: 'integer', label: L('列号', 'Column', 'Columna', '番号'), required: true, min: 1, max: 9999 },
      type: { type: 'enum', label: L('类型', 'Type', 'Tipo', '種類'), values: PLOT_TYPE, required: true, default: 'single', filter: true },
      capacity: { type: 'integer', label: L('可葬人数', 'Capacity', 'Capacidad', '収容数'), min: 1, max: 20, default: 1 },
      size: { type: 'text', label: L('尺寸', 'Size', 'Tamaño', 'サイズ'), maxLength: 30 },
      price: { type: 'money', label: L('价格', 'Price', 'Precio', '価格'), required: true, min: 0, max: 99999999, filter: true },
      // The order's business: set by the order, registration and expiry rules; a manager only
      // takes a plot off sale or back on sale, with a reason (docs/operations.md).
      status: {
        type: 'enum',
        label: L('状态', 'Status', 'Estado', '状態'),
        values: PLOT_STATUS,
        required: true,
        readOnly: true,
        default: 'available',
        filter: true,
        index: true,
      },
      status_reason: {
        type: 'text',
        label: L('状态原因', 'Status reason', 'Motivo del estado', '状態の理由'),
        readOnly: true,
        maxLength: 500,
        list: false,
      },
      remark: { type: 'longtext', label: remark, maxLength: 2000 },
    },
  },
  tomb_order: {
    table: 'tomb_order',
    updatedOften: true,
    label: L('墓位订单', 'Tomb orders', 'Pedidos', '墓所注文'),
    singular: L('订单', 'Order', 'Pedido', '注文'),
    // The list's default columns fit 1366 px (contract no., plot price, reservation date and agent wait in the column chooser);
    // a phone card: the order number, plot and buyer, and what is owed beside the status.
    card: { secondary: ['burialslot_id', 'buyer_name', 'total'], tertiary: ['status', 'balance'] },
    recordRepresentation: 'order_no',
    channelScoped: true,
    access: access({ read: ALL_LEVELS, create: ALL_LEVELS, update: ALL_LEVELS, delete: [5, 6] }),
    defaultSort: { field: 'created_at', order: 'DESC' },
    // The statistics' range scans: channel + created_at carrying status, total and the seller
    // (index-only, about twice as fast on 100,000 orders), one seller's orders, the open
    // orders' balance, and a payment's order's seller looked up without reading the table
    // (docs/statistics.md).
    indexes: [
      ['channel', 'status', 'created_at'],
      ['channel', 'created_at', 'status', 'total', 'salesperson_id', 'agent'],
      ['channel', 'salesperson_id', 'created_at'],
      ['channel', 'status', 'balance'],
      ['id', 'channel', 'salesperson_id', 'agent'],
    ],
    fields: {
      order_no: { type: 'text', label: L('订单号', 'Order no.', 'N.º de pedido', '注文番号'), readOnly: true, unique: true, searchable: true },
      contract_no: { type: 'text', label: L('合同号', 'Contract no.', 'N.º de contrato', '契約番号'), readOnly: true, unique: true, searchable: true, list: false },
      burialslot_id: {
        type: 'reference',
        resource: 'tomb_burialslot',
        label: plot,
        required: true,
        filter: true,
        joinFields: ['code', 'type', 'status', 'price', 'capacity', 'area_id', 'room_id', 'shelf_id'],
      },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: ORDER_STATUS, readOnly: true, default: 'reserved', filter: true },
      buyer_name: { type: 'text', label: L('购买人', 'Buyer', 'Comprador', '購入者'), required: true, maxLength: 50, searchable: true },
      buyer_phone: { type: 'phone', label: L('购买人电话', 'Buyer phone', 'Teléfono del comprador', '購入者電話'), required: true, searchable: true },
      buyer_id_number: { type: 'idNumber', label: L('购买人身份证号', 'Buyer ID number', 'DNI del comprador', '購入者身分証番号'), list: false, searchable: true },
      buyer_address: { type: 'text', label: L('购买人地址', 'Buyer address', 'Dirección del comprador', '購入者住所'), maxLength: 200, list: false },
      relation: { type: 'text', label: L('与逝者关系', 'Relation to the deceased', 'Parentesco con el difunto', '故人との続柄'), maxLength: 20, list: false },
      reserved_until: { type: 'date', label: L('预订截止日', 'Reserved until', 'Reservado hasta', '予約期限'), list: false },
      price: { type: 'money', label: L('墓位价格', 'Plot price', 'Precio de la parcela', '墓所価格'), readOnly: true, list: false },
      discount: { type: 'money', label: L('优惠', 'Discount', 'Descuento', '割引'), min: 0, max: 99999999, default: 0, list: false },
      maintenance_years: { type: 'integer', label: L('管理年限', 'Maintenance years', 'Años de mantenimiento', '管理年数'), min: 0, max: 100, default: 20, list: false },
      maintenance_fee: {
        type: 'money',
        label: L('管理费', 'Maintenance fee', 'Cuota de mantenimiento', '管理費'),
        help: L('0 表示标准管理费：年限 × 每年管理费', '0 means the standard fee: years × the yearly fee', '0 = la cuota estándar: años × la cuota anual', '0 は標準の管理費：年数 × 年間管理費'),
        min: 0,
        max: 99999999,
        default: 0,
        list: false,
      },
      engraving_fee: { type: 'money', label: L('刻字费', 'Engraving fee', 'Grabado', '彫刻費'), min: 0, max: 99999999, default: 0, list: false },
      burial_fee: { type: 'money', label: L('安葬费', 'Burial fee', 'Inhumación', '埋葬費'), min: 0, max: 99999999, default: 0, list: false },
      other_fee: { type: 'money', label: L('其他费用', 'Other fees', 'Otros cargos', 'その他費用'), min: 0, max: 99999999, default: 0, list: false },
      total: { type: 'money', label: L('合计', 'Total', 'Total', '合計'), readOnly: true },
      paid: { type: 'money', label: L('已付', 'Paid', 'Pagado', '支払済'), readOnly: true },
      balance: { type: 'money', label: L('余额', 'Balance', 'Saldo', '残高'), readOnly: true },
      salesperson_id: { type: 'reference', resource: 'user', label: L('销售员', 'Salesperson', 'Vendedor', '販売担当'), readOnly: true, filter: true, joinFields: STAFF_JOIN },
      agent: { type: 'text', label: L('代理人', 'Agent', 'Agente', '代理店'), maxLength: 50, searchable: true, list: false },
      signed_at: { type: 'date', label: L('签约日期', 'Signed on', 'Firmado el', '契約日'), readOnly: true, list: false },
      completed_at: { type: 'date', label: L('安葬日期', 'Completed on', 'Completado el', '完了日'), readOnly: true, list: false },
      cancel_reason: { type: 'longtext', label: L('取消原因', 'Cancel reason', 'Motivo de cancelación', '取消理由'), readOnly: true, maxLength: 2000 },
      remark: { type: 'longtext', label: remark, maxLength: 2000 },
    },
  },
  tomb_payment: {
    table: 'tomb_payment',
    label: L('收付款', 'Payments', 'Pagos', '入出金'),
    singular: L('收付款', 'Payment', 'Pago', '入出金'),
    card: { secondary: ['order_id', 'item', 'method'], tertiary: ['kind', 'amount'] },
    recordRepresentation: 'receipt_no',
    channelScoped: true,
    access: access({ read: ALL_LEVELS, create: ALL_LEVELS }),
    defaultSort: { field: 'paid_at', order: 'DESC' },
    // The second one carries what the statistics sum, so their range scans are index-only.
    indexes: [['channel', 'paid_at'], ['channel', 'paid_at', 'kind', 'method', 'amount', 'order_id']],
    fields: {
      receipt_no: { type: 'text', label: L('收据号', 'Receipt no.', 'N.º de recibo', '領収書番号'), readOnly: true, unique: true, searchable: true },
      order_id: { type: 'reference', resource: 'tomb_order', label: order, required: true, filter: true, joinFields: ['order_no', 'buyer_name', 'status', 'burialslot_id'] },
      kind: { type: 'enum', label: L('类别', 'Kind', 'Clase', '区分'), values: PAYMENT_KIND, required: true, default: 'charge', filter: true },
      item: { type: 'enum', label: L('项目', 'Item', 'Concepto', '項目'), values: PAYMENT_ITEM, required: true, filter: true },
      method: { type: 'enum', label: L('方式', 'Method', 'Método', '方法'), values: PAYMENT_METHOD, required: true, filter: true },
      amount: { type: 'money', label: L('金额', 'Amount', 'Importe', '金額'), required: true, min: 0.01, max: 99999999 },
      paid_at: { type: 'datetime', label: L('日期', 'Date', 'Fecha', '日時'), readOnly: true, default: 'now' },
      operator_id: { type: 'reference', resource: 'user', label: L('经办人', 'Operator', 'Operador', '担当者'), readOnly: true, joinFields: STAFF_JOIN },
      payer: { type: 'text', label: L('付款人', 'Payer', 'Pagador', '支払者'), maxLength: 50 },
      reason: { type: 'longtext', label: L('退款原因', 'Refund reason', 'Motivo del reembolso', '返金理由'), maxLength: 500 },
    },
  },
  member: {
    table: 'member',
    label: L('逝者登记', 'Registrations', 'Registros', '故人登録'),
    singular: L('逝者登记', 'Registration', 'Registro', '故人登録'),
    card: { secondary: ['burialslot_id', 'burial_date', 'applicant_name'], tertiary: ['gender'] },
    recordRepresentation: 'name',
    channelScoped: true,
    access: access({ read: ALL_LEVELS, create: [1, 3, 5, 6], update: [1, 3, 5, 6], delete: [5, 6] }),
    // Newest registrations first, under a visible column (createdLabel) that carries the sort indicator.
    defaultSort: { field: 'created_at', order: 'DESC' },
    createdLabel: L('登记时间', 'Registered', 'Registrado', '登録日時'),
    // Registrations and burials in a range, per channel (statistics).
    indexes: [['channel', 'created_at'], ['channel', 'burial_date']],
    fields: {
      name: { type: 'text', label: L('逝者姓名', 'Name of the deceased', 'Nombre del difunto', '故人氏名'), required: true, maxLength: 50, searchable: true },
      gender: { type: 'enum', label: L('性别', 'Gender', 'Sexo', '性別'), values: GENDER, filter: true },
      id_number: { type: 'idNumber', label: L('身份证号', 'ID number', 'DNI', '身分証番号'), searchable: true, list: false },
      birth_date: { type: 'date', label: L('出生日期', 'Born', 'Nacimiento', '生年月日'), list: false, notFuture: true },
      death_date: { type: 'date', label: L('死亡日期', 'Died', 'Fallecimiento', '死亡日'), notFuture: true, after: 'birth_date' },
      native_place: { type: 'text', label: L('籍贯', 'Native place', 'Lugar de origen', '本籍'), maxLength: 50, list: false },
      cremation_cert_no: { type: 'text', label: L('火化证号', 'Cremation certificate', 'Certificado de cremación', '火葬証明番号'), maxLength: 50, list: false },
      funeral_home: { type: 'text', label: L('殡仪馆', 'Funeral home', 'Funeraria', '葬儀場'), maxLength: 100, list: false },
      applicant_name: { type: 'text', label: L('申请人', 'Applicant', 'Solicitante', '申請者'), required: true, maxLength: 50, searchable: true },
      applicant_phone: { type: 'phone', label: L('申请人电话', 'Applicant phone', 'Teléfono del solicitante', '申請者電話'), required: true, searchable: true },
      applicant_relation: { type: 'text', label: L('与逝者关系', 'Relation', 'Parentesco', '続柄'), maxLength: 20, list: false },
      burialslot_id: { type: 'reference', resource: 'tomb_burialslot', label: plot, filter: true },
      order_id: { type: 'reference', resource: 'tomb_order', label: order, filter: true, list: false },
      // A burial may be booked ahead, so it may be in the future; never before the death.
      burial_date: { type: 'date', label: L('安葬日期', 'Burial date', 'Fecha de inhumación', '埋葬日'), after: 'death_date' },
      photo: { type: 'image', label: L('照片', 'Photo', 'Foto', '写真'), list: false },
      remark: { type: 'longtext', label: remark, maxLength: 2000 },
    },
  },
  user: {
    table: 'user',
    label: L('用户', 'Users', 'Usuarios', 'ユーザー'),
    singular: L('用户', 'User', 'Usuario', 'ユーザー'),
    card: { secondary: ['mobile', 'level'], tertiary: ['enabled'] },
    recordRepresentation: 'nickname',
    channelScoped: true,
    access: access({ read: ALL_LEVELS, create: [5, 6], update: [5, 6], delete: [5, 6] }),
    // An account needs a password, which no spreadsheet should carry: created one by one in the form.
    importable: false,
    // Staff below 5 see only themselves (for names on orders they still read the
    // nickname through joins); managers of users see their channel up to their own level.
    rowFilter: (actor): Record<string, number | number[]> =>
      actor.level >= 5 ? { level: [1, 2, 3, 4, 5, 6].filter((l) => l <= actor.level) } : { id: actor.userId },
    defaultSort: { field: 'id', order: 'ASC' },
    fields: {
      mobile: { type: 'phone', mobileOnly: true, label: L('手机号', 'Mobile', 'Móvil', '携帯番号'), required: true, unique: true, searchable: true },
      nickname: { type: 'text', label: L('姓名', 'Name', 'Nombre', '氏名'), required: true, maxLength: 50, searchable: true },
      avatar: { type: 'image', label: L('头像', 'Avatar', 'Avatar', 'アバター'), list: false },
      introduction: { type: 'longtext', label: L('简介', 'Introduction', 'Presentación', '紹介'), maxLength: 500 },
      level: { type: 'integer', label: L('级别', 'Level', 'Nivel', 'レベル'), required: true, min: 1, max: 6, filter: true, valueLabels: LEVEL_NAMES },
      enabled: { type: 'boolean', label: L('启用', 'Enabled', 'Activo', '有効'), default: true, filter: true },
      password_hash: { type: 'text', label: L('密码', 'Password', 'Contraseña', 'パスワード'), hidden: true },
      last_login_at: { type: 'datetime', label: L('最近登录', 'Last sign-in', 'Último acceso', '最終ログイン'), readOnly: true },
      // Seeded with the demo data's published password; cleared when the password changes.
      // On a server other machines reach, such an account must change its password first (docs/auth.md).
      demo: { type: 'boolean', label: L('演示账户', 'Demo account', 'Cuenta de demostración', 'デモアカウント'), readOnly: true, default: false, filter: true },
    },
  },
  message: {
    table: 'message',
    updatedOften: true,
    label: L('消息', 'Messages', 'Mensajes', 'メッセージ'),
    singular: L('消息', 'Message', 'Mensaje', 'メッセージ'),
    recordRepresentation: 'content',
    channelScoped: false,
    access: access({ read: ALL_LEVELS, update: ALL_LEVELS }),
    rowFilter: (actor) => ({ receive_user_id: actor.level }),
    defaultSort: { field: 'submit_date', order: 'DESC' },
    indexes: [['receive_user_id', 'status']],
    fields: {
      type: { type: 'text', label: L('类型', 'Type', 'Tipo', '種類'), readOnly: true, maxLength: 30 },
      submit_user_id: { type: 'reference', resource: 'user', label: L('提交人', 'Submitter', 'Remitente', '送信者'), readOnly: true, joinFields: STAFF_JOIN },
      receive_user_id: { type: 'integer', label: L('接收级别', 'Recipient level', 'Nivel destinatario', '受信レベル'), readOnly: true, min: 1, max: 6, valueLabels: LEVEL_NAMES },
      content: { type: 'longtext', label: L('内容', 'Content', 'Contenido', '内容'), readOnly: true, list: true, searchable: true },
      submit_date: { type: 'datetime', label: L('提交日期', 'Submitted', 'Enviado', '送信日時'), readOnly: true, default: 'now' },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: MESSAGE_STATUS, default: '未读', filter: true },
      url: { type: 'text', label: L('链接', 'Link', 'Enlace', 'リンク'), readOnly: true, maxLength: 300 },
    },
  },
  operation_log: {
    table: 'operation_log',
    label: L('操作日志', 'Operation log', 'Registro de operaciones', '操作ログ'),
    singular: L('日志', 'Log entry', 'Entrada del registro', 'ログ'),
    recordRepresentation: 'id',
    channelScoped: true,
    access: access({ read: [5, 6] }),
    defaultSort: { field: 'created_at', order: 'DESC' },
    createdLabel: L('时间', 'Time', 'Hora', '日時'),
    indexes: [['table_name', 'row_id']],
    fields: {
      user_id: { type: 'reference', resource: 'user', label: L('操作人', 'User', 'Usuario', '操作者'), readOnly: true, filter: true, joinFields: STAFF_JOIN },
      action: { type: 'enum', label: L('操作', 'Action', 'Acción', '操作'), values: LOG_ACTION, readOnly: true, filter: true },
      table_name: { type: 'text', label: L('数据表', 'Table', 'Tabla', 'テーブル'), readOnly: true, filter: true },
      row_id: { type: 'integer', label: L('记录号', 'Row', 'Fila', '行'), readOnly: true },
      before: { type: 'longtext', label: L('修改前', 'Before', 'Antes', '変更前'), readOnly: true, list: false },
      after: { type: 'longtext', label: L('修改后', 'After', 'Después', '変更後'), readOnly: true, list: false },
    },
  },
  setting: {
    table: 'setting',
    label: L('系统设置', 'Settings', 'Configuración', '設定'),
    singular: L('系统设置', 'Settings', 'Configuración', '設定'),
    recordRepresentation: 'cemetery_name',
    channelScoped: false,
    singleton: true,
    access: access({ read: ALL_LEVELS, update: [5, 6] }),
    fields: {
      cemetery_name: { type: 'text', label: L('陵园名称', 'Cemetery name', 'Nombre del cementerio', '霊園名'), required: true, maxLength: 60 },
      address: { type: 'text', label: L('地址', 'Address', 'Dirección', '住所'), maxLength: 200 },
      phone: { type: 'phone', label: L('电话', 'Phone', 'Teléfono', '電話') },
      seal_url: { type: 'image', label: L('公章图片', 'Seal image', 'Imagen del sello', '印影画像') },
      maintenance_fee_per_year: { type: 'money', label: L('每年管理费', 'Maintenance fee per year', 'Mantenimiento anual', '年間管理費'), min: 0, max: 999999, default: 100 },
      reservation_days: { type: 'integer', label: L('预订保留天数', 'Reservation days', 'Días de reserva', '予約保持日数'), min: 1, max: 365, default: 7 },
      // Limits both sides apply (src/config/orderRules.ts, docs/operations.md "Limits").
      reservation_max_days: {
        type: 'integer',
        label: L('预订最长天数', 'Longest reservation (days)', 'Reserva máxima (días)', '予約の最長日数'),
        help: L('预订截止日最晚为今天加上这些天', 'A reservation may run at most this many days from today', 'Una reserva puede durar como máximo estos días desde hoy', '予約期限は今日からこの日数まで'),
        min: 1,
        max: 365,
        default: DEFAULT_ORDER_POLICY.reservationMaxDays,
      },
      clerk_refunds: {
        type: 'boolean',
        label: L('业务员可以退款', 'Clerks may record refunds', 'Los empleados pueden registrar reembolsos', '担当者も返金を登録できる'),
        help: L('关闭时只有经理（2、4、5、6 级）可以退款', 'Off: only managers (levels 2, 4, 5, 6) record refunds', 'Desactivado: solo los gerentes (niveles 2, 4, 5, 6) registran reembolsos', 'オフ：返金はマネージャー（レベル 2、4、5、6）のみ'),
        default: DEFAULT_ORDER_POLICY.clerkRefunds,
      },
      clerk_discount_percent: {
        type: 'integer',
        label: L('业务员最高优惠（%）', 'Largest clerk discount (%)', 'Descuento máximo de empleados (%)', '担当者の最大割引（%）'),
        help: L('业务员（1、3 级）的优惠最多为墓位价格的这个百分比，更多需经理', 'Clerks (levels 1 and 3) give at most this share of the plot price; more needs a manager', 'Los empleados (niveles 1 y 3) dan como máximo este porcentaje del precio; más requiere un gerente', '担当者（レベル 1、3）の割引は墓所価格のこの割合まで。超える場合はマネージャー'),
        min: 0,
        max: 100,
        default: DEFAULT_ORDER_POLICY.clerkDiscountPercent,
      },
      contract_clauses: { type: 'longtext', label: L('合同条款', 'Contract clauses', 'Cláusulas del contrato', '契約条項'), maxLength: 20000 },
      commitment_text: { type: 'longtext', label: L('承诺书正文', 'Commitment letter text', 'Texto de la carta de compromiso', '誓約書本文'), maxLength: 20000 },
    },
  },
  // Work management (docs/work.md): burials, inscriptions and grounds work after the sale. A work
  // order carries the channel of the order it serves; its status moves only through the action
  // calls (src/server/work/), which check the graph, the order's state and double bookings.
  work_order: {
    table: 'work_order',
    updatedOften: true,
    label: L('工单', 'Work orders', 'Órdenes de trabajo', '作業指示'),
    singular: L('工单', 'Work order', 'Orden de trabajo', '作業指示'),
    recordRepresentation: 'work_no',
    channelScoped: true,
    // Clerks request (the server lets them create burial work for their orders only); managers schedule, assign and move.
    access: access({ read: ALL_LEVELS, create: ALL_LEVELS, update: MANAGERS, delete: [5, 6] }),
    defaultSort: { field: 'scheduled_start', order: 'ASC', then: ['id'] },
    // A phone card: the work number, what and where, when, and its status.
    card: { secondary: ['kind', 'burialslot_id', 'scheduled_start'], tertiary: ['status'] },
    indexes: [['assignee_id', 'status', 'scheduled_start'], ['burialslot_id', 'status', 'scheduled_start'], ['channel', 'status', 'scheduled_start']],
    menu: { group: '/work', path: '/work/workOrderList', icon: 'EngineeringOutlined', title: L('工单', 'Work orders', 'Órdenes de trabajo', '作業指示') },
    fields: {
      work_no: { type: 'text', label: L('工单号', 'Work no.', 'N.º de orden', '作業番号'), readOnly: true, unique: true, searchable: true },
      kind: { type: 'enum', label: L('类别', 'Kind', 'Clase', '種類'), values: WORK_KIND, required: true, default: 'burial', filter: true },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: WORK_STATUS, readOnly: true, default: 'requested', filter: true },
      burialslot_id: { type: 'reference', resource: 'tomb_burialslot', label: plot, required: true, filter: true, joinFields: ['code', 'status', 'area_id', 'room_id', 'shelf_id'] },
      order_id: { type: 'reference', resource: 'tomb_order', label: order, filter: true, joinFields: ['order_no', 'status', 'buyer_name'] },
      member_id: { type: 'reference', resource: 'member', label: L('逝者', 'Deceased', 'Difunto', '故人'), list: false },
      scheduled_start: { type: 'datetime', label: L('开始时间', 'Starts', 'Inicio', '開始日時'), filter: true },
      duration_minutes: {
        type: 'integer',
        label: L('时长（分钟）', 'Duration (minutes)', 'Duración (minutos)', '所要時間（分）'),
        min: 15,
        max: 1440,
        default: DEFAULT_DURATION_MINUTES,
      },
      assignee_id: { type: 'reference', resource: 'user', label: L('负责人', 'Assignee', 'Responsable', '担当者'), filter: true, joinFields: STAFF_JOIN },
      crew: { type: 'text', label: L('班组', 'Crew', 'Cuadrilla', '作業班'), maxLength: 100, list: false },
      notes: { type: 'longtext', label: L('备注', 'Notes', 'Notas', 'メモ'), maxLength: 2000 },
      inscription_text: {
        type: 'longtext',
        label: L('碑文', 'Inscription text', 'Texto de la inscripción', '碑文'),
        help: L('家属确认后修改会撤销确认', 'A change after the family approved it takes the approval back', 'Un cambio tras la aprobación de la familia la anula', '遺族確認後に変更すると確認が取り消されます'),
        maxLength: 2000,
        list: false,
      },
      approved_by: { type: 'reference', resource: 'user', label: L('确认登记人', 'Approval recorded by', 'Aprobación registrada por', '確認登録者'), readOnly: true, list: false, joinFields: STAFF_JOIN },
      approved_at: { type: 'datetime', label: L('家属确认时间', 'Approved by the family', 'Aprobada por la familia', '遺族確認日時'), readOnly: true, list: false },
      cancel_reason: { type: 'longtext', label: L('取消原因', 'Cancel reason', 'Motivo de cancelación', '取消理由'), readOnly: true, maxLength: 2000, list: false },
      completed_at: { type: 'datetime', label: L('完成时间', 'Completed', 'Terminada', '完了日時'), readOnly: true, list: false },
    },
  },
});

export default resources;
