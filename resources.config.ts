/**
 * Every entity of the cemetery back office, in one declarative file.
 *
 * The browser builds its lists, filters, forms and labels from it; the server builds its
 * tables, columns, constraints, the whitelist of the generic query and the access checks
 * from it. Adding a field here adds the column (additive migration on start), the list
 * column, the filter, the form input and the validation. See docs/configuration.md.
 */
import { ALL_LEVELS, L, MANAGERS, access, defineResources, enumValue } from './src/config/define';
import { DEFAULT_ORDER_POLICY } from './src/rules/orderRules';
import { CONTACT_PREFERENCE, DEFAULT_TERM_POLICY, HOLDER_LANGUAGE, REMINDER_STATUS, TERM_KIND, TERM_STATUS } from './src/rules/terms';
import { VISIT_BOOKING_STATUS, VISIT_LIMITS, VISIT_MANAGERS } from './src/rules/visits';
import { SMS_KIND, SMS_PROVIDER, SMS_STATUS } from './src/rules/messaging';
import { PAY_DIFFERENCE, PAY_LINK_STATUS, PAY_METHOD, PAY_PROVIDER, PAY_PURPOSE, PAY_REFUND_STATUS } from './src/rules/payments';
import { DEFAULT_DURATION_MINUTES, DEFAULT_WORK_HOURS, TIME_OF_DAY_PATTERN, WORK_KIND, WORK_STATUS } from './src/rules/work';
import { DEPOSIT_STATUS, FEE_BASIS, MOVEMENT_KIND, NICHE_STATUS, STORAGE_KIND, WITHDRAWAL_KIND } from './src/rules/columbarium';
import type { IntegerField, ReferenceField } from './src/config/types';
import { PLOT_STATUS, PLOT_TYPE, ORDER_STATUS, PAYMENT_KIND, PAYMENT_ITEM, PAYMENT_METHOD, GENDER, MESSAGE_STATUS, LOG_ACTION, IMPORT_BATCH_STATUS, LEVEL_NAMES } from './resources.enums';
import { withImportTargets } from './src/rules/importTargets';
import { withMenu } from './src/config/routes';
import { MENU } from './resources.menu';
import { MAP_FEATURE_KIND } from './src/rules/parkmapKinds';
import { WALK_CLOSING, WALK_MANAGERS, WALK_NOTE_MAX, WALK_RESULT } from './src/rules/walk';
import { FEE_METHOD, HOLDER_ROLE, HOLDER_SOURCE, MOVEOUT_STATUS, TRANSFER_REASON, TRANSFER_STATUS } from './src/rules/rights';
import { FAMILY_LIMITS, FAMILY_LINK_STATUS, FAMILY_STAFF, MEMORIAL_PRIVACY, PROOF_DECISION, TRIBUTE_KIND, TRIBUTE_STATUS } from './src/rules/family';

/** What joins along the tomb hierarchy show of a parent: public to every level, and what lists sort by. */
const PLACE_JOIN = ['name', 'code', 'sort'] as const;
/** What a join shows of a staff account: the name on the order, payment or message, nothing else. */
const STAFF_JOIN = ['nickname'] as const;

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

/**
 * Imported history (docs/import.md): set by an import on every row it writes, never by a client. A row
 * is imported history exactly when it is not null; the new-sale rules (expiry, repricing, fees) skip it.
 */
// A number, not a joined reference: lists join every reference they show, and this one would be
// joined into every list of eight tables (and sent to a server of the legacy protocol, which has no
// batches). The batch page links to the lists filtered by it.
const IMPORT_BATCH: IntegerField = {
  type: 'integer',
  label: L('导入批次', 'Import batch', 'Lote de importación', 'インポートバッチ'),
  readOnly: true,
  list: false,
  filter: true,
};

/**
 * Where a place stands in the tomb hierarchy, the same in rooms, rows, plots and niches: in an
 * area, in a room of that area, on a row of that room. Each picker offers only the places inside
 * the one chosen above it, and the server refuses parents that disagree (cascadeFrom).
 */
const IN_AREA = { type: 'reference', resource: 'tomb_area', label: area, required: true, filter: true, joinFields: PLACE_JOIN } satisfies ReferenceField;
const IN_ROOM = { ...IN_AREA, resource: 'tomb_room', label: room, cascadeFrom: { field: 'area_id', targetField: 'area_id' } } satisfies ReferenceField;
const ON_SHELF = { ...IN_AREA, resource: 'tomb_shelf', label: shelf, cascadeFrom: { field: 'room_id', targetField: 'room_id' } } satisfies ReferenceField;

// import_batch.table_name names every table in the user's language (src/rules/importTargets.ts).
export const resources = withMenu(withImportTargets(defineResources({
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
      import_batch_id: IMPORT_BATCH,
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
      area_id: IN_AREA,
      name: { type: 'text', label: name, required: true, maxLength: 50, searchable: true },
      code: { type: 'text', label: code, required: true, unique: true, maxLength: 20, pattern: '^[A-Za-z0-9-]+$', searchable: true },
      sort: { type: 'integer', label: sort, min: 0, max: 9999, default: 0 },
      description: { type: 'longtext', label: description, maxLength: 2000 },
      import_batch_id: IMPORT_BATCH,
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
      area_id: IN_AREA,
      room_id: IN_ROOM,
      name: { type: 'text', label: name, required: true, maxLength: 50, searchable: true },
      code: { type: 'text', label: code, required: true, unique: true, maxLength: 20, pattern: '^[A-Za-z0-9-]+$', searchable: true },
      sort: { type: 'integer', label: sort, min: 0, max: 9999, default: 0 },
      import_batch_id: IMPORT_BATCH,
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
      area_id: IN_AREA,
      room_id: IN_ROOM,
      shelf_id: ON_SHELF,
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
      maintenance_fee_per_year: {
        type: 'money',
        label: L('每年管理费', 'Yearly maintenance fee', 'Mantenimiento anual', '年間管理費'),
        help: L('留空则按墓位类型取系统设置中的每年管理费', 'Empty: the yearly fee of the settings for the plot type', 'Vacío: la cuota anual de la configuración según el tipo', '空欄の場合は設定の種類別年間管理費'),
        min: 0,
        max: 999999,
        list: false,
      },
      remark: { type: 'longtext', label: remark, maxLength: 2000 },
      import_batch_id: IMPORT_BATCH,
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
      // The orders list's own order (newest first, then id): deep pages find their ids in it alone (docs/performance.md).
      ['channel', 'created_at', 'id'],
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
      buyer_name: { type: 'text', label: L('购买人', 'Buyer', 'Comprador', '購入者'), required: true, optionalInHistory: true, maxLength: 50, searchable: true },
      buyer_phone: { type: 'phone', label: L('购买人电话', 'Buyer phone', 'Teléfono del comprador', '購入者電話'), required: true, optionalInHistory: true, searchable: true },
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
      cancel_reason: { type: 'longtext', label: L('取消或退款原因', 'Cancel or refund reason', 'Motivo de cancelación o reembolso', '取消・返金理由'), readOnly: true, maxLength: 2000 },
      remark: { type: 'longtext', label: remark, maxLength: 2000 },
      import_batch_id: IMPORT_BATCH,
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
      method: { type: 'enum', label: L('方式', 'Method', 'Método', '方法'), values: PAYMENT_METHOD, required: true, optionalInHistory: true, filter: true },
      amount: { type: 'money', label: L('金额', 'Amount', 'Importe', '金額'), required: true, min: 0.01, max: 99999999 },
      paid_at: { type: 'datetime', label: L('日期', 'Date', 'Fecha', '日時'), readOnly: true, default: 'now' },
      operator_id: { type: 'reference', resource: 'user', label: L('经办人', 'Operator', 'Operador', '担当者'), readOnly: true, joinFields: STAFF_JOIN },
      payer: { type: 'text', label: L('付款人', 'Payer', 'Pagador', '支払者'), maxLength: 50 },
      reason: { type: 'longtext', label: L('退款原因', 'Refund reason', 'Motivo del reembolso', '返金理由'), maxLength: 500 },
      // A renewal of a management term (docs/terms.md): set only by the renewal and its refund, never by a client.
      term_id: { type: 'reference', resource: 'mgmt_term', label: L('管理期限', 'Term', 'Plazo', '管理期間'), readOnly: true, filter: true, list: false, joinFields: ['holder_name', 'paid_until'] },
      periods: { type: 'integer', label: L('续费年限', 'Years renewed', 'Años renovados', '更新年数'), readOnly: true, list: false },
      refund_of: { type: 'integer', label: L('退还的续费', 'Refund of renewal', 'Reembolso de la renovación', '返金した更新'), readOnly: true, list: false },
      // An online payment (docs/payments.md): set by the server from the provider's verified notification, never by a client.
      // The merchant's trade number is unique: a notification applied twice would be a second row, which the database refuses.
      provider: { type: 'enum', label: L('支付渠道', 'Paid through', 'Pagado mediante', '決済事業者'), values: PAY_PROVIDER, readOnly: true, filter: true, list: false },
      out_trade_no: { type: 'text', label: L('商户订单号', 'Merchant trade no.', 'N.º de operación del comercio', '加盟店取引番号'), readOnly: true, unique: true, searchable: true, list: false, maxLength: 64 },
      trade_no: { type: 'text', label: L('支付流水号', 'Provider trade no.', 'N.º de operación del proveedor', '決済取引番号'), readOnly: true, searchable: true, list: false, maxLength: 64 },
      import_batch_id: IMPORT_BATCH,
    },
  },
  // Pay links (docs/payments.md): what a family pays online at /pay/<code>, made by staff from an
  // order or a term, or by a reminder. Written by the server only (src/server/payments/): the
  // amount is fixed when the link is made, a link is paid once, and expires.
  pay_link: {
    table: 'pay_link',
    updatedOften: true,
    label: L('缴费链接', 'Pay links', 'Enlaces de pago', '支払いリンク'),
    singular: L('缴费链接', 'Pay link', 'Enlace de pago', '支払いリンク'),
    recordRepresentation: 'code',
    channelScoped: true,
    importable: false,
    access: access({ read: ALL_LEVELS }),
    defaultSort: { field: 'created_at', order: 'DESC' },
    card: { secondary: ['purpose', 'payer_name', 'amount'], tertiary: ['status'] },
    indexes: [['status', 'expires_at'], ['order_id'], ['term_id']],
    fields: {
      code: { type: 'text', label: L('链接码', 'Code', 'Código', 'コード'), readOnly: true, unique: true, searchable: true, maxLength: 16 },
      purpose: { type: 'enum', label: L('用途', 'Pays for', 'Paga', '用途'), values: PAY_PURPOSE, readOnly: true, filter: true },
      order_id: { type: 'reference', resource: 'tomb_order', label: order, readOnly: true, filter: true, joinFields: ['order_no', 'buyer_name', 'status'] },
      term_id: { type: 'reference', resource: 'mgmt_term', label: L('管理期限', 'Term', 'Plazo', '管理期間'), readOnly: true, filter: true, list: false, joinFields: ['holder_name', 'paid_until'] },
      periods: { type: 'integer', label: L('续费年限', 'Years renewed', 'Años renovados', '更新年数'), readOnly: true, list: false },
      payer_name: { type: 'text', label: L('付款人', 'Payer', 'Pagador', '支払者'), readOnly: true, searchable: true, maxLength: 50 },
      payer_phone: { type: 'phone', label: L('付款人电话', 'Payer phone', 'Teléfono del pagador', '支払者電話'), readOnly: true, list: false },
      amount: { type: 'money', label: L('金额', 'Amount', 'Importe', '金額'), readOnly: true },
      expires_at: { type: 'datetime', label: L('有效期至', 'Expires', 'Caduca', '有効期限'), readOnly: true },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: PAY_LINK_STATUS, readOnly: true, default: 'open', filter: true },
      provider: { type: 'enum', label: L('支付渠道', 'Paid through', 'Pagado mediante', '決済事業者'), values: PAY_PROVIDER, readOnly: true, filter: true, list: false },
      out_trade_no: { type: 'text', label: L('商户订单号', 'Merchant trade no.', 'N.º de operación del comercio', '加盟店取引番号'), readOnly: true, unique: true, list: false, maxLength: 64 },
      trade_no: { type: 'text', label: L('支付流水号', 'Provider trade no.', 'N.º de operación del proveedor', '決済取引番号'), readOnly: true, list: false, maxLength: 64 },
      payment_id: { type: 'integer', label: L('收款记录', 'Payment', 'Pago', '入金'), readOnly: true, list: false },
      paid_at: { type: 'datetime', label: L('支付时间', 'Paid at', 'Pagado el', '支払日時'), readOnly: true },
      note: { type: 'text', label: L('说明', 'Note', 'Nota', 'メモ'), readOnly: true, list: false, maxLength: 300 },
      created_by: { type: 'reference', resource: 'user', label: L('创建人', 'Made by', 'Creado por', '作成者'), readOnly: true, list: false, onDelete: 'set null', joinFields: STAFF_JOIN },
    },
  },
  // Refunds of online payments through their provider (docs/payments.md, "Refunds"): asked by
  // whoever may refund (the desk's rules), recorded before the provider is asked, with its answer.
  // Written by the server only (src/server/payments/refunds.ts); the refund's payment row is
  // written once the provider has taken it.
  pay_refund: {
    table: 'pay_refund',
    label: L('在线退款', 'Online refunds', 'Reembolsos en línea', 'オンライン返金'),
    singular: L('在线退款', 'Online refund', 'Reembolso en línea', 'オンライン返金'),
    recordRepresentation: 'refund_no',
    channelScoped: true,
    importable: false,
    access: access({ read: ALL_LEVELS }),
    defaultSort: { field: 'created_at', order: 'DESC' },
    card: { secondary: ['payment_id', 'amount', 'provider'], tertiary: ['status'] },
    indexes: [['payment_id'], ['order_id']],
    fields: {
      refund_no: { type: 'text', label: L('退款单号', 'Refund no.', 'N.º de reembolso', '返金番号'), readOnly: true, unique: true, searchable: true, maxLength: 64 },
      payment_id: { type: 'reference', resource: 'tomb_payment', label: L('原收款', 'Payment refunded', 'Pago reembolsado', '返金元の入金'), readOnly: true, required: true, filter: true, joinFields: ['receipt_no', 'out_trade_no'] },
      order_id: { type: 'reference', resource: 'tomb_order', label: order, readOnly: true, filter: true, joinFields: ['order_no', 'buyer_name'] },
      provider: { type: 'enum', label: L('支付渠道', 'Paid through', 'Pagado mediante', '決済事業者'), values: PAY_PROVIDER, readOnly: true, required: true, filter: true },
      amount: { type: 'money', label: L('退款金额', 'Amount refunded', 'Importe reembolsado', '返金額'), readOnly: true, required: true },
      reason: { type: 'longtext', label: L('退款原因', 'Refund reason', 'Motivo del reembolso', '返金理由'), readOnly: true, maxLength: 500 },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: PAY_REFUND_STATUS, readOnly: true, default: 'pending', filter: true },
      provider_refund_id: { type: 'text', label: L('渠道退款单号', 'Provider refund no.', 'N.º de reembolso del proveedor', '事業者の返金番号'), readOnly: true, searchable: true, maxLength: 64 },
      answer: { type: 'text', label: L('渠道应答', 'Provider’s answer', 'Respuesta del proveedor', '事業者の応答'), readOnly: true, list: false, maxLength: 300 },
      refund_payment_id: { type: 'integer', label: L('退款记录', 'Refund payment', 'Pago del reembolso', '返金の入出金'), readOnly: true, list: false },
      created_by: { type: 'reference', resource: 'user', label: L('经办人', 'Operator', 'Operador', '担当者'), readOnly: true, list: false, onDelete: 'set null', joinFields: STAFF_JOIN },
    },
  },
  // The reconciliation's resolved differences (对账, docs/payments.md): a difference between a provider's daily
  // statement and the payments recorded that finance checked, with its note. Written only by its own call
  // (admin.pay_statement/resolve, src/server/payments/statement.ts), on the page /finance/reconcile.
  pay_difference: {
    table: 'pay_difference',
    label: L('对账差异处理', 'Reconciliation notes', 'Notas de conciliación', '照合の処理記録'),
    singular: L('对账差异处理', 'Reconciliation note', 'Nota de conciliación', '照合の処理記録'),
    recordRepresentation: 'out_trade_no',
    channelScoped: true,
    importable: false,
    access: access({ read: [2, 4, 5, 6] }),
    defaultSort: { field: 'created_at', order: 'DESC' },
    indexes: [['day']],
    fields: {
      day: { type: 'date', label: L('账单日', 'Statement day', 'Día del extracto', '明細日'), readOnly: true, required: true, filter: true },
      provider: { type: 'enum', label: L('支付渠道', 'Paid through', 'Pagado mediante', '決済事業者'), values: PAY_PROVIDER, readOnly: true, required: true, filter: true },
      method: { type: 'enum', label: L('支付方式', 'Method', 'Método', '支払い方法'), values: PAY_METHOD, readOnly: true },
      kind: { type: 'enum', label: L('差异', 'Difference', 'Diferencia', '差異'), values: PAY_DIFFERENCE, readOnly: true, required: true, filter: true },
      out_trade_no: { type: 'text', label: L('商户订单号', 'Merchant trade no.', 'N.º de operación del comercio', '加盟店取引番号'), readOnly: true, required: true, searchable: true, maxLength: 64 },
      trade_no: { type: 'text', label: L('支付流水号', 'Provider trade no.', 'N.º de operación del proveedor', '決済取引番号'), readOnly: true, maxLength: 64 },
      note: { type: 'text', label: L('处理说明', 'How it was resolved', 'Cómo se resolvió', '処理内容'), readOnly: true, required: true, maxLength: 300 },
      resolved_by: { type: 'reference', resource: 'user', label: L('处理人', 'Resolved by', 'Resuelto por', '処理者'), readOnly: true, onDelete: 'set null', joinFields: STAFF_JOIN },
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
      birth_date: { type: 'date', label: L('出生日期', 'Born', 'Nacimiento', '生年月日'), list: false, notFuture: true, partial: true },
      death_date: { type: 'date', label: L('死亡日期', 'Died', 'Fallecimiento', '死亡日'), notFuture: true, after: 'birth_date', partial: true },
      native_place: { type: 'text', label: L('籍贯', 'Native place', 'Lugar de origen', '本籍'), maxLength: 50, list: false },
      cremation_cert_no: { type: 'text', label: L('火化证号', 'Cremation certificate', 'Certificado de cremación', '火葬証明番号'), maxLength: 50, list: false },
      funeral_home: { type: 'text', label: L('殡仪馆', 'Funeral home', 'Funeraria', '葬儀場'), maxLength: 100, list: false },
      applicant_name: { type: 'text', label: L('申请人', 'Applicant', 'Solicitante', '申請者'), required: true, optionalInHistory: true, maxLength: 50, searchable: true },
      applicant_phone: { type: 'phone', label: L('申请人电话', 'Applicant phone', 'Teléfono del solicitante', '申請者電話'), required: true, optionalInHistory: true, searchable: true },
      applicant_relation: { type: 'text', label: L('与逝者关系', 'Relation', 'Parentesco', '続柄'), maxLength: 20, list: false },
      burialslot_id: { type: 'reference', resource: 'tomb_burialslot', label: plot, filter: true },
      order_id: { type: 'reference', resource: 'tomb_order', label: order, filter: true, list: false },
      // A burial may be booked ahead, so it may be in the future; never before the death.
      burial_date: { type: 'date', label: L('安葬日期', 'Burial date', 'Fecha de inhumación', '埋葬日'), after: 'death_date', partial: true },
      photo: { type: 'image', label: L('照片', 'Photo', 'Foto', '写真'), list: false },
      remark: { type: 'longtext', label: remark, maxLength: 2000 },
      // Shown by name (and plot) to the public booking page's search (docs/visits.md); off: never shown.
      visit_public: {
        type: 'boolean',
        label: L('祭扫预约可查询', 'Findable when booking a visit', 'Visible al reservar una visita', '参拝予約で検索可'),
        help: L('开启后，公众预约祭扫时可按姓名查到逝者姓名和墓位', 'On: the public booking page finds the name and plot by name', 'Activado: la página pública de reservas encuentra el nombre y la parcela', 'オン：公開予約ページで氏名と墓所が検索できます'),
        default: false,
        list: false,
      },
      import_batch_id: IMPORT_BATCH,
      // A move-out (迁出, docs/rights.md) closes the registration: the plot it left, when and where to; its plot is then empty.
      moved_out_on: { type: 'date', label: L('迁出日期', 'Moved out on', 'Trasladado el', '改葬日'), readOnly: true, filter: true, list: false },
      moved_out_to: { type: 'text', label: L('迁往', 'Moved to', 'Trasladado a', '改葬先'), readOnly: true, maxLength: 200, list: false },
      moved_out_from: { type: 'reference', resource: 'tomb_burialslot', label: L('原墓位', 'Moved out of', 'Trasladado desde', '改葬元'), readOnly: true, list: false },
    },
  },
  // Rights holders (墓主/使用权人, docs/rights.md): the people who hold a sold plot's right, a main
  // holder and co-holders, with the dates each held it. The main holder comes from the buyer when the
  // order is signed and changes only by a transfer (src/server/rights/); the contact fields are the desk's.
  rights_holder: {
    table: 'rights_holder',
    label: L('权利人', 'Rights holders', 'Titulares', '使用者'),
    singular: L('权利人', 'Rights holder', 'Titular', '使用者'),
    card: { secondary: ['burialslot_id', 'phone', 'since'], tertiary: ['role'] },
    recordRepresentation: 'name',
    channelScoped: true,
    importable: false,
    access: access({ read: ALL_LEVELS, create: ALL_LEVELS, update: ALL_LEVELS }),
    defaultSort: { field: 'created_at', order: 'DESC' },
    indexes: [['order_id', 'until'], ['channel', 'created_at']],
    fields: {
      name: { type: 'text', label: L('姓名', 'Name', 'Nombre', '氏名'), required: true, maxLength: 50, searchable: true },
      role: { type: 'enum', label: L('身份', 'Role', 'Función', '区分'), values: HOLDER_ROLE, required: true, default: 'co', filter: true },
      order_id: { type: 'reference', resource: 'tomb_order', label: order, required: true, filter: true, joinFields: ['order_no', 'status', 'buyer_name'] },
      burialslot_id: { type: 'reference', resource: 'tomb_burialslot', label: plot, readOnly: true, filter: true, joinFields: ['code', 'area_id'] },
      phone: { type: 'phone', label: L('电话', 'Phone', 'Teléfono', '電話'), searchable: true },
      id_number: { type: 'idNumber', label: L('身份证号', 'ID number', 'DNI', '身分証番号'), searchable: true, list: false },
      address: { type: 'text', label: L('地址', 'Address', 'Dirección', '住所'), maxLength: 200, list: false },
      relation: { type: 'text', label: L('与逝者关系', 'Relation to the deceased', 'Parentesco con el difunto', '故人との続柄'), maxLength: 20, list: false },
      since: { type: 'date', label: L('起始日期', 'Holder since', 'Titular desde', '開始日'), readOnly: true },
      until: { type: 'date', label: L('结束日期', 'Holder until', 'Titular hasta', '終了日'), readOnly: true, filter: true },
      source: { type: 'enum', label: L('取得方式', 'Came by', 'Adquirido por', '取得方法'), values: HOLDER_SOURCE, readOnly: true, filter: true },
      certificate_no: { type: 'text', label: L('墓证号', 'Certificate no.', 'N.º de certificado', '墓所証番号'), readOnly: true, unique: true, searchable: true, maxLength: 64 },
      transfer_id: { type: 'integer', label: L('过户申请', 'Transfer', 'Traspaso', '名義変更'), readOnly: true, list: false },
      remark: { type: 'longtext', label: remark, maxLength: 2000, list: false },
    },
  },
  // Transfers of rights (过户, docs/rights.md): a request to move a plot's right from its main holder to
  // an heir or a buyer, with its documents and the fee of the settings, approved or rejected by a
  // manager. Written only by its calls (src/server/rights/transfer.ts).
  rights_transfer: {
    table: 'rights_transfer',
    updatedOften: true,
    label: L('过户', 'Transfers of rights', 'Traspasos', '名義変更'),
    singular: L('过户申请', 'Transfer of rights', 'Traspaso', '名義変更'),
    card: { secondary: ['order_id', 'to_name', 'fee'], tertiary: ['status'] },
    recordRepresentation: 'transfer_no',
    channelScoped: true,
    importable: false,
    access: access({ read: ALL_LEVELS }),
    defaultSort: { field: 'created_at', order: 'DESC' },
    indexes: [['order_id', 'status'], ['channel', 'status', 'created_at']],
    fields: {
      transfer_no: { type: 'text', label: L('过户单号', 'Transfer no.', 'N.º de traspaso', '名義変更番号'), readOnly: true, unique: true, searchable: true, maxLength: 64 },
      order_id: { type: 'reference', resource: 'tomb_order', label: order, readOnly: true, required: true, filter: true, joinFields: ['order_no', 'status', 'buyer_name'] },
      burialslot_id: { type: 'reference', resource: 'tomb_burialslot', label: plot, readOnly: true, filter: true, joinFields: ['code', 'area_id'] },
      from_holder_id: { type: 'reference', resource: 'rights_holder', label: L('原墓主', 'From', 'De', '変更前'), readOnly: true, joinFields: ['name', 'certificate_no'] },
      to_name: { type: 'text', label: L('新墓主', 'To', 'A', '変更後'), readOnly: true, required: true, maxLength: 50, searchable: true },
      to_phone: { type: 'phone', label: L('新墓主电话', 'New holder phone', 'Teléfono del nuevo titular', '変更後の電話'), readOnly: true },
      to_id_number: { type: 'idNumber', label: L('新墓主身份证号', 'New holder ID number', 'DNI del nuevo titular', '変更後の身分証番号'), readOnly: true, list: false },
      to_address: { type: 'text', label: L('新墓主地址', 'New holder address', 'Dirección del nuevo titular', '変更後の住所'), readOnly: true, maxLength: 200, list: false },
      to_relation: { type: 'text', label: L('与逝者关系', 'Relation to the deceased', 'Parentesco con el difunto', '故人との続柄'), readOnly: true, maxLength: 20, list: false },
      reason: { type: 'enum', label: L('过户原因', 'Reason', 'Motivo', '理由'), values: TRANSFER_REASON, readOnly: true, required: true, filter: true },
      fee: { type: 'money', label: L('过户费', 'Transfer fee', 'Tarifa de traspaso', '名義変更手数料'), readOnly: true },
      fee_method: { type: 'enum', label: L('收款方式', 'Fee paid by', 'Tarifa pagada con', '手数料の支払方法'), values: FEE_METHOD, readOnly: true, list: false },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: TRANSFER_STATUS, readOnly: true, default: 'requested', filter: true },
      note: { type: 'longtext', label: L('说明', 'Note', 'Nota', 'メモ'), readOnly: true, maxLength: 2000, list: false },
      requested_by: { type: 'reference', resource: 'user', label: L('申请经办人', 'Requested by', 'Solicitado por', '申請担当者'), readOnly: true, list: false, onDelete: 'set null', joinFields: STAFF_JOIN },
      decided_by: { type: 'reference', resource: 'user', label: L('审批人', 'Decided by', 'Resuelto por', '承認者'), readOnly: true, onDelete: 'set null', joinFields: STAFF_JOIN },
      decided_at: { type: 'datetime', label: L('审批时间', 'Decided at', 'Resuelto el', '承認日時'), readOnly: true },
      decision_note: { type: 'longtext', label: L('审批意见', 'Decision note', 'Nota de la resolución', '承認メモ'), readOnly: true, maxLength: 2000, list: false },
      new_holder_id: { type: 'integer', label: L('新墓主记录', 'New holder record', 'Registro del nuevo titular', '変更後の使用者記録'), readOnly: true, list: false },
    },
  },
  // Move-outs (迁出) and exhumations (docs/rights.md): a deceased leaves the plot for another place; a work
  // order on the calendar does the work; done, the registration is closed and the plot freed only when empty
  // and the holder gives it up. Written only by its calls (src/server/rights/moveout.ts).
  rights_moveout: {
    table: 'rights_moveout',
    updatedOften: true,
    label: L('迁出', 'Move-outs', 'Traslados', '改葬'),
    singular: L('迁出申请', 'Move-out', 'Traslado', '改葬'),
    card: { secondary: ['member_id', 'destination', 'burialslot_id'], tertiary: ['status'] },
    recordRepresentation: 'moveout_no',
    channelScoped: true,
    importable: false,
    access: access({ read: ALL_LEVELS }),
    defaultSort: { field: 'created_at', order: 'DESC' },
    indexes: [['order_id', 'status'], ['member_id', 'status']],
    fields: {
      moveout_no: { type: 'text', label: L('迁出单号', 'Move-out no.', 'N.º de traslado', '改葬番号'), readOnly: true, unique: true, searchable: true, maxLength: 64 },
      order_id: { type: 'reference', resource: 'tomb_order', label: order, readOnly: true, required: true, filter: true, joinFields: ['order_no', 'status'] },
      burialslot_id: { type: 'reference', resource: 'tomb_burialslot', label: plot, readOnly: true, filter: true, joinFields: ['code', 'area_id'] },
      member_id: { type: 'reference', resource: 'member', label: L('逝者', 'Deceased', 'Difunto', '故人'), readOnly: true, required: true, joinFields: ['name'] },
      destination: { type: 'text', label: L('迁往', 'Moved to', 'Trasladado a', '改葬先'), readOnly: true, required: true, maxLength: 200 },
      reason: { type: 'longtext', label: L('原因', 'Reason', 'Motivo', '理由'), readOnly: true, maxLength: 2000, list: false },
      keep_plot: { type: 'boolean', label: L('保留墓位', 'Holder keeps the plot', 'El titular conserva la parcela', '墓所を保持'), readOnly: true, default: false },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: MOVEOUT_STATUS, readOnly: true, default: 'requested', filter: true },
      work_order_id: { type: 'integer', label: L('工单', 'Work order', 'Orden de trabajo', '作業指示'), readOnly: true, list: false },
      moved_out_on: { type: 'date', label: L('迁出日期', 'Moved out on', 'Trasladado el', '改葬日'), readOnly: true },
      plot_freed: { type: 'boolean', label: L('墓位已释放', 'Plot back on sale', 'Parcela de nuevo en venta', '墓所を販売に戻した'), readOnly: true, list: false },
      requested_by: { type: 'reference', resource: 'user', label: L('申请经办人', 'Requested by', 'Solicitado por', '申請担当者'), readOnly: true, list: false, onDelete: 'set null', joinFields: STAFF_JOIN },
      done_by: { type: 'reference', resource: 'user', label: L('办结人', 'Completed by', 'Completado por', '完了者'), readOnly: true, list: false, onDelete: 'set null', joinFields: STAFF_JOIN },
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
      // Works in the grounds (burials, engraving, repairs): offered first when a manager assigns work (docs/work.md).
      field_crew: {
        type: 'boolean',
        label: L('现场班组', 'Field crew', 'Personal de campo', '現場作業班'),
        help: L('负责安葬、刻字、维修等现场工作，安排工单时优先列出', 'Does the work in the grounds (burials, engraving, repairs): listed first when work is assigned', 'Hace el trabajo en el terreno (inhumaciones, grabado, reparaciones): aparece primero al asignar trabajo', '埋葬・彫刻・修繕など現場の作業を担当し、作業の割り当てで先に表示されます'),
        default: false,
        filter: true,
        list: false,
      },
      password_hash: { type: 'text', label: L('密码', 'Password', 'Contraseña', 'パスワード'), hidden: true },
      // Field staff (docs/work.md): the crew's work is in their calendar and their calendar feed.
      crew: {
        type: 'text',
        label: L('班组', 'Crew', 'Cuadrilla', '作業班'),
        help: L('外勤人员所在班组：班组的工单会出现在其日历订阅中', "A field staff member's crew: the crew's work is in their calendar feed", 'La cuadrilla del personal de campo: su trabajo aparece en su calendario', '現場担当の作業班：班の作業がカレンダー配信に入ります'),
        maxLength: 100,
        list: false,
      },
      // The SHA-256 of the user's secret calendar feed token (docs/work.md "Calendar feed"); the token itself is never stored.
      ics_token_hash: { type: 'text', label: L('日历订阅', 'Calendar feed', 'Calendario suscrito', 'カレンダー配信'), hidden: true },
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
      // The body as a key and its values (src/rules/eventMessages.ts), written out in the reader's language;
      // content keeps the Chinese text for legacy clients. '' once an old body was found to be a person's text.
      content_key: { type: 'text', label: L('内容模板', 'Content template', 'Plantilla del contenido', '内容テンプレート'), readOnly: true, list: false, maxLength: 40 },
      content_values: { type: 'longtext', label: L('内容参数', 'Content values', 'Valores del contenido', '内容パラメータ'), readOnly: true, list: false },
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
      // The batch of an imported record's entries (set from the record's own import_batch_id, src/server/oplog/record.ts).
      import_batch_id: IMPORT_BATCH,
    },
  },
  // Saved column mappings of the import screen (docs/import.md): a named mapping of a file's
  // columns to a resource's fields, offered for the next file of that resource. Each channel
  // keeps its own; the server stamps who saved it (src/server/importMappings/).
  import_mapping: {
    table: 'import_mapping',
    label: L('导入列对应', 'Saved column mappings', 'Correspondencias guardadas', '保存した列の対応'),
    singular: L('列对应', 'Column mapping', 'Correspondencia', '列の対応'),
    recordRepresentation: 'name',
    channelScoped: true,
    importable: false,
    access: access({ read: ALL_LEVELS, create: ALL_LEVELS, update: ALL_LEVELS, delete: ALL_LEVELS }),
    defaultSort: { field: 'name', order: 'ASC' },
    indexes: [['resource', 'name']],
    fields: {
      name: { type: 'text', label: name, required: true, maxLength: 60, searchable: true },
      resource: { type: 'text', label: L('导入到', 'Imports into', 'Importa a', 'インポート先'), required: true, maxLength: 60, filter: true },
      mapping: { type: 'longtext', label: L('列对应', 'Mapping', 'Correspondencia', '対応'), required: true, maxLength: 20000, list: false },
      created_by: { type: 'reference', resource: 'user', label: L('保存人', 'Saved by', 'Guardada por', '保存者'), readOnly: true, joinFields: STAFF_JOIN },
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
      // The fee of a transfer of rights (过户, docs/rights.md), fixed on the request when it is made.
      transfer_fee: { type: 'money', label: L('过户费', 'Transfer fee', 'Tarifa de traspaso', '名義変更手数料'), min: 0, max: 999999, default: 200 },
      reservation_days: { type: 'integer', label: L('预订保留天数', 'Reservation days', 'Días de reserva', '予約保持日数'), min: 1, max: 365, default: 7 },
      // Limits both sides apply (src/rules/orderRules.ts, docs/operations.md "Limits").
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
      // Terms and renewals (docs/terms.md, src/rules/terms.ts).
      maintenance_fee_double: {
        type: 'money',
        label: L('双穴每年管理费', 'Yearly fee, double plots', 'Cuota anual, parcelas dobles', '夫婦墓の年間管理費'),
        help: L('留空则同每年管理费', 'Empty: the same as the yearly fee', 'Vacío: igual que la cuota anual', '空欄は年間管理費と同じ'),
        min: 0,
        max: 999999,
      },
      maintenance_fee_family: {
        type: 'money',
        label: L('家族墓每年管理费', 'Yearly fee, family plots', 'Cuota anual, parcelas familiares', '家族墓の年間管理費'),
        help: L('留空则同每年管理费', 'Empty: the same as the yearly fee', 'Vacío: igual que la cuota anual', '空欄は年間管理費と同じ'),
        min: 0,
        max: 999999,
      },
      term_window_days: {
        type: 'integer',
        label: L('到期提醒天数', 'Due-soon window (days)', 'Aviso de vencimiento (días)', '期限間近の日数'),
        help: L('到期前这些天内显示为即将到期', 'A term ending within this many days is due soon', 'Un plazo que vence en estos días vence pronto', 'この日数以内に終わる期間は期限間近'),
        min: 1,
        max: 3650,
        default: DEFAULT_TERM_POLICY.windowDays,
      },
      term_overdue_days: {
        type: 'integer',
        label: L('逾期天数', 'Overdue period (days)', 'Periodo vencido (días)', '期限切れの日数'),
        help: L('到期后这些天为逾期，之后进入宽限期', 'Days after the end counted overdue; then the grace period', 'Días tras el vencimiento contados como vencidos; luego la gracia', '期限後この日数は期限切れ、その後は猶予期間'),
        min: 0,
        max: 36500,
        default: DEFAULT_TERM_POLICY.overdueDays,
      },
      term_grace_days: {
        type: 'integer',
        label: L('宽限期天数', 'Grace period (days)', 'Periodo de gracia (días)', '猶予期間の日数'),
        help: L('宽限期结束后期限失效', 'After the grace period the term has lapsed', 'Tras la gracia el plazo caduca', '猶予期間の後は失効'),
        min: 0,
        max: 36500,
        default: DEFAULT_TERM_POLICY.graceDays,
      },
      term_rate_percent: {
        type: 'integer',
        label: L('续费调价（%）', 'Renewal rate change (%)', 'Cambio de tarifa (%)', '更新時の料金改定（%）'),
        help: L('续费时每年管理费加减这个百分比', 'Renewals add (or take off) this share of the yearly fee', 'Las renovaciones suman (o restan) este porcentaje de la cuota', '更新時に年間管理費へこの割合を加減'),
        min: -90,
        max: 1000,
        default: DEFAULT_TERM_POLICY.ratePercent,
      },
      term_discount_min_years: {
        type: 'integer',
        label: L('续费优惠起始年限', 'Renewal discount from (years)', 'Descuento desde (años)', '更新割引の最低年数'),
        min: 1,
        max: 50,
        default: DEFAULT_TERM_POLICY.discountMinPeriods,
      },
      term_discount_percent: {
        type: 'integer',
        label: L('续费优惠（%）', 'Renewal discount (%)', 'Descuento de renovación (%)', '更新割引（%）'),
        help: L('一次续费达到起始年限时优惠这个百分比', 'Renewing that many years at once takes this share off', 'Renovar esos años de una vez descuenta este porcentaje', 'その年数以上をまとめて更新するとこの割合を割引'),
        min: 0,
        max: 100,
        default: DEFAULT_TERM_POLICY.discountPercent,
      },
      // The wall screen's display address (docs/visits.md "The data screen", src/server/visits/screenToken.ts).
      screen_money: {
        type: 'boolean',
        label: L('数据大屏显示收入', 'Show takings on the wall screen', 'Mostrar ingresos en la pantalla', 'データ画面に売上を表示'),
        help: L('关闭时，用显示地址打开的大屏不显示本周销售', 'Off: a screen opened by its display address shows no sales figures', 'Desactivado: la pantalla abierta con su dirección no muestra ventas', 'オフ：表示用アドレスで開いた画面に売上を表示しない'),
        default: false,
      },
      // Online payments (docs/payments.md): the sandbox provider pays pretend money, for the demo and training; the real
      // providers are configured in the server's environment (their keys never in the database).
      pay_sandbox: {
        type: 'boolean',
        label: L('启用沙箱支付', 'Sandbox payments on', 'Pagos de prueba (sandbox)', 'サンドボックス決済を有効化'),
        help: L('开启后，缴费链接可用沙箱（模拟）支付，不收真钱：仅用于演示和培训', 'On: pay links can be paid in the sandbox, with no real money (demo and training only)', 'Activado: los enlaces de pago se pueden pagar en el sandbox, sin dinero real (solo demostración y formación)', 'オン：支払いリンクをサンドボックスで支払えます（実際のお金は動きません。デモと研修用）'),
        default: false,
      },
      // The families' door (docs/families.md): memorial pages on or off for the whole cemetery, and whether messages wait for review.
      memorial_enabled: {
        type: 'boolean',
        label: L('开通纪念页（云祭祀）', 'Memorial pages on', 'Páginas conmemorativas activas', '追悼ページを有効化'),
        help: L('关闭后所有纪念页都不可访问', 'Off: no memorial page opens, whatever the families chose', 'Desactivado: ninguna página conmemorativa se abre', 'オフ：どの追悼ページも開けません'),
        default: true,
      },
      memorial_messages_at_once: {
        type: 'boolean',
        label: L('留言无需审核即显示', 'Show messages without review', 'Mostrar mensajes sin revisión', 'メッセージを審査なしで表示'),
        help: L('关闭时留言须经工作人员或家属审核后才显示', 'Off: a message shows once staff or the family approved it', 'Desactivado: un mensaje se muestra tras la aprobación del personal o la familia', 'オフ：職員または家族が承認した後に表示'),
        default: false,
      },
      screen_token_hash: { type: 'text', label: L('大屏显示地址', 'Screen display address', 'Dirección de la pantalla', 'データ画面の表示用アドレス'), hidden: true },
      screen_token_channel: { type: 'text', label: L('大屏渠道', 'Screen channel', 'Canal de la pantalla', 'データ画面のチャネル'), hidden: true },
      contract_clauses: { type: 'longtext', label: L('合同条款', 'Contract clauses', 'Cláusulas del contrato', '契約条項'), maxLength: 20000 },
      commitment_text: { type: 'longtext', label: L('承诺书正文', 'Commitment letter text', 'Texto de la carta de compromiso', '誓約書本文'), maxLength: 20000 },
      // Working hours and days (src/rules/work.ts workHoursOf, docs/work.md): work is booked only inside them.
      work_day_start: { type: 'text', label: L('上班时间', 'Work starts at', 'Inicio de la jornada', '始業時刻'), help: L('如 08:00', 'e.g. 08:00', 'p. ej. 08:00', '例 08:00'), pattern: TIME_OF_DAY_PATTERN, maxLength: 5, default: DEFAULT_WORK_HOURS.start },
      work_day_end: { type: 'text', label: L('下班时间', 'Work ends at', 'Fin de la jornada', '終業時刻'), help: L('如 18:00', 'e.g. 18:00', 'p. ej. 18:00', '例 18:00'), pattern: TIME_OF_DAY_PATTERN, maxLength: 5, default: DEFAULT_WORK_HOURS.end },
      work_closed_weekdays: {
        type: 'text',
        label: L('每周休息日', 'Closed weekdays', 'Días de cierre semanales', '定休日（曜日）'),
        // Stored as day numbers (0 is Sunday, 6 Saturday: '0,6'); the settings screen shows a checkbox per day (src/app/settings/WeekdaysInput.tsx).
        help: L('0 为周日，6 为周六，用逗号分隔；留空为每天开放', '0 is Sunday, 6 Saturday, separated by commas; empty: open every day', '0 es domingo, 6 sábado, separados por comas; vacío: abierto todos los días', '0 が日曜、6 が土曜（カンマ区切り）。空欄は毎日開園'),
        pattern: '^[0-6]?([ ,，][0-6])*$',
        maxLength: 20,
      },
      work_closed_days: {
        type: 'longtext',
        label: L('闭园日期', 'Closed days', 'Días de cierre', '休園日'),
        help: L('每行一个日期，如 2027-01-28', 'One date per line, e.g. 2027-01-28', 'Una fecha por línea, p. ej. 2027-01-28', '1 行に 1 日付（例 2027-01-28）'),
        maxLength: 4000,
      },
      work_peak_days: {
        type: 'longtext',
        label: L('高峰日（清明等）', 'Peak days (Qingming...)', 'Días punta (Qingming...)', '繁忙日（清明など）'),
        help: L('每行一个日期，在日历上标出', 'One date per line, marked on the calendar', 'Una fecha por línea, marcada en el calendario', '1 行に 1 日付。カレンダーに表示されます'),
        maxLength: 4000,
      },
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
      cancel_reason: { type: 'longtext', label: L('取消或退款原因', 'Cancel or refund reason', 'Motivo de cancelación o reembolso', '取消・返金理由'), readOnly: true, maxLength: 2000, list: false },
      completed_at: { type: 'datetime', label: L('完成时间', 'Completed', 'Terminada', '完了日時'), readOnly: true, list: false },
      // When the bell reminded the channel of this burial, the day before (src/server/work/reminders.ts).
      reminded_at: { type: 'datetime', label: L('已提醒', 'Reminded', 'Recordada', '通知日時'), readOnly: true, list: false },
    },
  },
  // The walk (docs/import.md, "After moving in"): one row per plot checked on the ground, in the
  // channel of whoever checked it (the occupants and holder checked are that channel's records);
  // written only by the walk's calls (src/server/walk/), read by the office's list.
  walk_check: {
    table: 'walk_check',
    updatedOften: true,
    label: L('巡查记录', 'Walk checks', 'Revisiones en terreno', '巡回確認'),
    singular: L('巡查记录', 'Walk check', 'Revisión en terreno', '巡回確認'),
    recordRepresentation: 'id',
    channelScoped: true,
    importable: false,
    access: access({ read: ALL_LEVELS }),
    defaultSort: { field: 'checked_at', order: 'DESC', then: ['id'] },
    card: { secondary: ['burialslot_id', 'note', 'checked_at'], tertiary: ['result'] },
    indexes: [['channel', 'area_id', 'burialslot_id', 'checked_at'], ['channel', 'result', 'closed_at']],
    menu: { group: '/work', path: '/work/walkCheckList', icon: 'FactCheckOutlined', levels: WALK_MANAGERS },
    fields: {
      burialslot_id: { type: 'reference', resource: 'tomb_burialslot', label: plot, required: true, readOnly: true, filter: true, joinFields: ['code', 'status', 'area_id'] },
      area_id: { type: 'reference', resource: 'tomb_area', label: area, readOnly: true, filter: true, joinFields: PLACE_JOIN },
      result: { type: 'enum', label: L('结果', 'Result', 'Resultado', '結果'), values: WALK_RESULT, required: true, readOnly: true, filter: true },
      note: { type: 'longtext', label: L('差异说明', 'What differs', 'Qué difiere', '相違点'), readOnly: true, maxLength: WALK_NOTE_MAX },
      // The flag's photo, kept in the file store (src/server/files/store.ts).
      photo_id: { type: 'integer', label: L('照片', 'Photo', 'Foto', '写真'), readOnly: true, list: false },
      checked_by: { type: 'reference', resource: 'user', label: L('巡查人', 'Checked by', 'Revisada por', '確認者'), readOnly: true, filter: true, joinFields: STAFF_JOIN },
      checked_at: { type: 'datetime', label: L('巡查时间', 'Checked at', 'Revisada el', '確認日時'), readOnly: true },
      closed_at: { type: 'datetime', label: L('关闭时间', 'Closed at', 'Cerrada el', '終了日時'), readOnly: true, filter: true },
      closed_by: { type: 'reference', resource: 'user', label: L('关闭人', 'Closed by', 'Cerrada por', '終了者'), readOnly: true, list: false, joinFields: STAFF_JOIN },
      closing_kind: { type: 'enum', label: L('处理方式', 'Settled by', 'Resuelta con', '処理'), values: WALK_CLOSING, readOnly: true, filter: true },
      closing_note: { type: 'longtext', label: L('处理说明', 'Closing note', 'Nota de cierre', '処理メモ'), readOnly: true, maxLength: WALK_NOTE_MAX, list: false },
    },
  },
  // The file store (src/server/files/): photos now, attachments of any record next. A file
  // belongs to one record (owner_table, owner_id) and goes with it; its bytes lie in a folder or
  // in the server's table stored_file_blob. Written only by the modules that take uploads (work
  // photos, walk flags), read through their calls: the generic calls reach nothing here.
  stored_file: {
    table: 'stored_file',
    label: L('文件', 'Files', 'Archivos', 'ファイル'),
    singular: L('文件', 'File', 'Archivo', 'ファイル'),
    recordRepresentation: 'id',
    channelScoped: true,
    importable: false,
    access: access({}),
    indexes: [['owner_table', 'owner_id', 'id']],
    fields: {
      owner_table: { type: 'text', label: L('所属表', 'Belongs to table', 'Tabla', '所属テーブル'), required: true, readOnly: true, maxLength: 63 },
      owner_id: { type: 'integer', label: L('所属记录', 'Belongs to record', 'Registro', '所属レコード'), required: true, readOnly: true, min: 1 },
      mime: { type: 'text', label: L('类型', 'Type', 'Tipo', '種類'), required: true, readOnly: true, maxLength: 100 },
      bytes: { type: 'integer', label: L('大小', 'Size', 'Tamaño', 'サイズ'), required: true, readOnly: true, min: 0 },
      width: { type: 'integer', label: L('宽', 'Width', 'Ancho', '幅'), readOnly: true, min: 0 },
      height: { type: 'integer', label: L('高', 'Height', 'Alto', '高さ'), readOnly: true, min: 0 },
      in_folder: { type: 'boolean', label: L('存于文件夹', 'In the folder', 'En la carpeta', 'フォルダ内'), required: true, readOnly: true },
      uploaded_by: { type: 'reference', resource: 'user', label: L('上传人', 'Uploaded by', 'Subido por', 'アップロード者'), readOnly: true, onDelete: 'set null', joinFields: STAFF_JOIN },
      // What an attached document is (docs/rights.md): "ID card", "death certificate", as the uploader named it.
      title: { type: 'text', label: L('文件名称', 'Title', 'Título', '名称'), readOnly: true, maxLength: 100 },
    },
  },
  // The park map (docs/map.md): the cemetery's site plan and what managers draw on it. Written
  // only through the map's own calls (src/server/parkmap/), which check each drawing; every level
  // reads them (the staff map). Not a channel's: the park is the cemetery's.
  park_plan: {
    table: 'park_plan',
    label: L('园区平面图', 'Site plans', 'Planos del cementerio', '園内平面図'),
    singular: L('园区平面图', 'Site plan', 'Plano', '園内平面図'),
    recordRepresentation: 'name',
    channelScoped: false,
    importable: false,
    access: access({ read: ALL_LEVELS }),
    fields: {
      name: { type: 'text', label: name, required: true, maxLength: 50 },
      width: { type: 'integer', label: L('宽', 'Width', 'Ancho', '幅'), required: true, readOnly: true, min: 1, max: 100000 },
      height: { type: 'integer', label: L('高', 'Height', 'Alto', '高さ'), required: true, readOnly: true, min: 1, max: 100000 },
      meters_per_unit: { type: 'decimal', label: L('每单位米数', 'Metres per unit', 'Metros por unidad', '1単位のメートル'), required: true, min: 0.001, max: 1000, scale: 3, default: 0.25 },
      file_id: { type: 'integer', label: L('图片文件', 'Image file', 'Archivo de imagen', '画像ファイル'), readOnly: true, min: 1, list: false },
      // A plan drawn as SVG (the demo's generated plan): served as an image only, never as a page.
      svg: { type: 'longtext', label: L('SVG 平面图', 'SVG plan', 'Plano SVG', 'SVG 平面図'), readOnly: true, maxLength: 500000, list: false },
      georef: { type: 'longtext', label: L('地理配准', 'Georeference', 'Georreferencia', 'ジオリファレンス'), readOnly: true, maxLength: 4000, list: false },
    },
  },
  map_feature: {
    table: 'map_feature',
    label: L('地图要素', 'Map features', 'Elementos del mapa', '地図要素'),
    singular: L('地图要素', 'Map feature', 'Elemento del mapa', '地図要素'),
    recordRepresentation: 'name',
    channelScoped: false,
    importable: false,
    access: access({ read: ALL_LEVELS }),
    indexes: [['kind', 'id']],
    fields: {
      kind: { type: 'enum', label: L('类型', 'Kind', 'Tipo', '種類'), values: MAP_FEATURE_KIND, required: true, readOnly: true, filter: true },
      name: { type: 'text', label: name, maxLength: 50 },
      area_id: { type: 'reference', resource: 'tomb_area', label: area, readOnly: true, onDelete: 'cascade', joinFields: PLACE_JOIN },
      shelf_id: { type: 'reference', resource: 'tomb_shelf', label: shelf, readOnly: true, onDelete: 'cascade', joinFields: PLACE_JOIN, unique: true },
      burialslot_id: { type: 'reference', resource: 'tomb_burialslot', label: plot, readOnly: true, onDelete: 'cascade', unique: true },
      geometry: { type: 'longtext', label: L('图形（GeoJSON）', 'Geometry (GeoJSON)', 'Geometría (GeoJSON)', '図形（GeoJSON）'), required: true, readOnly: true, maxLength: 100000, list: false },
    },
  },
  // Terms and renewals (docs/terms.md): the management fee (管理费) a sold plot has paid ahead.
  // Made by the server when an order is paid; the dates move only through a renewal (a payment)
  // and its refund (src/server/terms/). The contact fields are the front desk's.
  mgmt_term: {
    table: 'mgmt_term',
    updatedOften: true,
    label: L('管理期限', 'Management terms', 'Plazos de mantenimiento', '管理期間'),
    singular: L('管理期限', 'Management term', 'Plazo de mantenimiento', '管理期間'),
    recordRepresentation: 'holder_name',
    channelScoped: true,
    importable: false,
    access: access({ read: ALL_LEVELS, update: ALL_LEVELS }),
    defaultSort: { field: 'paid_until', order: 'ASC', then: ['id'] },
    card: { secondary: ['burialslot_id', 'holder_phone', 'yearly_fee'], tertiary: ['paid_until'] },
    indexes: [['channel', 'status', 'paid_until'], ['channel', 'area_id', 'paid_until']],
    fields: {
      // A plot's management fee, or a deposit's niche storage: the columbarium writes and keeps its
      // storage terms from the deposit (src/server/columbarium/storageTerm.ts), renewed by its own call.
      kind: { type: 'enum', label: L('类别', 'Kind', 'Clase', '種類'), values: TERM_KIND, readOnly: true, default: 'plot', filter: true },
      burialslot_id: { type: 'reference', resource: 'tomb_burialslot', label: plot, readOnly: true, filter: true, joinFields: ['code', 'type', 'area_id', 'room_id', 'shelf_id'] },
      niche_id: { type: 'reference', resource: 'ash_niche', label: L('格位', 'Niche', 'Nicho', '納骨壇'), readOnly: true, filter: true, joinFields: ['code', 'area_id', 'room_id', 'shelf_id'] },
      deposit_id: { type: 'reference', resource: 'ash_deposit', label: L('寄存', 'Deposit', 'Depósito', '預かり'), readOnly: true, unique: true, list: false, joinFields: ['deposit_no', 'deceased_name'] },
      area_id: { type: 'reference', resource: 'tomb_area', label: area, readOnly: true, filter: true, joinFields: PLACE_JOIN },
      order_id: { type: 'reference', resource: 'tomb_order', label: order, readOnly: true, unique: true, list: false, joinFields: ['order_no', 'status', 'buyer_name'] },
      holder_name: { type: 'text', label: L('联系人', 'Holder', 'Titular', '名義人'), required: true, optionalInHistory: true, maxLength: 50, searchable: true },
      holder_phone: { type: 'phone', label: L('联系电话', 'Holder phone', 'Teléfono del titular', '名義人電話'), searchable: true },
      holder_address: { type: 'text', label: L('通信地址', 'Postal address', 'Dirección postal', '郵送先'), maxLength: 200, list: false },
      contact_preference: { type: 'enum', label: L('联系方式偏好', 'Contact by', 'Contactar por', '連絡方法'), values: CONTACT_PREFERENCE, default: 'sms', list: false },
      holder_language: {
        type: 'enum',
        label: L('信函语言', 'Letter language', 'Idioma de las cartas', '通知の言語'),
        help: L('提醒函和短信使用的语言；不选则用经办人的界面语言', 'The language of the reminder letter and message; none: the staff member\'s language', 'El idioma de la carta y del mensaje; vacío: el del empleado', '通知状とメッセージの言語。未選択なら担当者の表示言語'),
        values: HOLDER_LANGUAGE,
        list: false,
      },
      do_not_contact: {
        type: 'boolean',
        label: L('请勿联系', 'Do not contact', 'No contactar', '連絡不要'),
        help: L('勾选后不发送任何提醒，也不打印催缴信', 'No reminder is sent or printed to this holder', 'No se envía ni imprime ningún aviso a este titular', 'この名義人にはリマインダーを送らず、印刷もしません'),
        default: false,
        filter: true,
        list: false,
      },
      unit: { type: 'enum', label: L('计费单位', 'Period', 'Periodo', '単位'), values: [enumValue('year', '#409eff', L('年', 'Year', 'Año', '年')), enumValue('month', '#11a983', L('月', 'Month', 'Mes', '月'))], readOnly: true, default: 'year', list: false },
      paid_from: { type: 'date', label: L('起始日期', 'Paid from', 'Pagado desde', '開始日'), readOnly: true, list: false },
      periods: { type: 'integer', label: L('已缴期数', 'Periods paid', 'Periodos pagados', '支払期数'), readOnly: true, list: false },
      paid_until: { type: 'date', label: L('到期日期', 'Paid until', 'Pagado hasta', '期限'), readOnly: true, filter: true },
      // A year's fee (plots, yearly storage) or a month's (monthly storage): the fee of one period of `unit`.
      yearly_fee: { type: 'money', label: L('每期费用', 'Fee per period', 'Cuota por periodo', '1期の料金'), required: true, min: 0, max: 999999, filter: true },
      // Stored: active until the order ends, then closed. What a user filters by is the state computed from paid_until
      // (due soon, overdue, in grace, lapsed: src/rules/terms.ts termState), so this is not a filter of its own.
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: TERM_STATUS, readOnly: true, default: 'active', list: false },
      last_renewed_at: { type: 'datetime', label: L('最近续费', 'Last renewed', 'Última renovación', '最終更新'), readOnly: true, list: false },
      remark: { type: 'longtext', label: remark, maxLength: 2000, list: false },
      import_batch_id: IMPORT_BATCH,
    },
  },
  // The reminders outbox (docs/terms.md): a reminder per term and end date, queued by the front
  // desk and delivered by the notifier (the log by default, an SMS/WeChat gateway when one is
  // configured). Written by the server only; its state says what happened.
  term_reminder: {
    table: 'term_reminder',
    updatedOften: true,
    label: L('提醒发送记录', 'Reminders outbox', 'Bandeja de avisos', 'リマインダー送信箱'),
    singular: L('提醒', 'Reminder', 'Aviso', 'リマインダー'),
    recordRepresentation: 'holder_name',
    channelScoped: true,
    importable: false,
    access: access({ read: ALL_LEVELS }),
    defaultSort: { field: 'created_at', order: 'DESC' },
    createdLabel: L('加入时间', 'Queued', 'En cola', '登録日時'),
    card: { secondary: ['holder_phone', 'via'], tertiary: ['status'] },
    indexes: [['status', 'next_attempt_at'], ['term_id', 'paid_until'], ['sms_id']],
    fields: {
      term_id: { type: 'reference', resource: 'mgmt_term', label: L('管理期限', 'Term', 'Plazo', '管理期間'), readOnly: true, filter: true, list: false, joinFields: ['holder_name', 'paid_until'] },
      holder_name: { type: 'text', label: L('联系人', 'Holder', 'Titular', '名義人'), readOnly: true, searchable: true },
      holder_phone: { type: 'phone', label: L('联系电话', 'Holder phone', 'Teléfono del titular', '名義人電話'), readOnly: true, searchable: true },
      via: { type: 'enum', label: L('发送方式', 'Sent by', 'Enviado por', '送信方法'), values: CONTACT_PREFERENCE, readOnly: true, filter: true },
      paid_until: { type: 'date', label: L('到期日期', 'Paid until', 'Pagado hasta', '期限'), readOnly: true },
      message: { type: 'longtext', label: L('内容', 'Message', 'Mensaje', '内容'), readOnly: true, list: false },
      // One reminder per term and end date: queuing again changes nothing (nothing is sent twice).
      dedupe_key: { type: 'text', label: L('去重键', 'Dedupe key', 'Clave única', '重複キー'), readOnly: true, unique: true, list: false, maxLength: 60 },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: REMINDER_STATUS, readOnly: true, default: 'queued', filter: true },
      attempts: { type: 'integer', label: L('尝试次数', 'Attempts', 'Intentos', '試行回数'), readOnly: true, default: 0 },
      last_error: { type: 'text', label: L('失败原因', 'Last error', 'Último error', '失敗理由'), readOnly: true, maxLength: 500 },
      sent_at: { type: 'datetime', label: L('发送时间', 'Sent', 'Enviado', '送信日時'), readOnly: true },
      // The SMS layer's part (docs/messaging.md "Reminders"): when the next try is due (a retry's
      // backoff, or a claimed send's lease), the text message sent (sms_message), and the template
      // with its variables as queued ({kind, lang, params}).
      next_attempt_at: { type: 'datetime', label: L('下次尝试', 'Next try', 'Próximo intento', '次の試行'), readOnly: true },
      delivered_at: { type: 'datetime', label: L('送达时间', 'Delivered', 'Entregado', '配信日時'), readOnly: true, list: false },
      sms_id: { type: 'integer', label: L('短信记录', 'Text message', 'Mensaje SMS', 'SMS 記録'), readOnly: true, list: false },
      sms_template: { type: 'text', label: L('短信模板', 'SMS template', 'Plantilla SMS', 'SMS テンプレート'), readOnly: true, list: false, maxLength: 1000 },
    },
  },
  // Visit reservations (docs/visits.md): gates, slots with quotas, the public's bookings and the
  // gate's check-ins. Slots are configured by managers; bookings and check-ins are written only
  // by the action calls of src/server/visits/ (the quota is enforced there, in the database).
  visit_gate: {
    table: 'visit_gate',
    label: L('入口', 'Gates', 'Accesos', '入口'),
    singular: L('入口', 'Gate', 'Acceso', '入口'),
    recordRepresentation: 'name',
    channelScoped: false,
    access: access({ read: ALL_LEVELS, create: VISIT_MANAGERS, update: VISIT_MANAGERS, delete: VISIT_MANAGERS }),
    defaultSort: { field: 'sort', order: 'ASC', then: ['id'] },
    menu: { group: '/visit', path: '/visit/admin/gateList', icon: 'MeetingRoom', levels: VISIT_MANAGERS },
    fields: {
      name: { type: 'text', label: name, required: true, maxLength: 40, unique: true, searchable: true },
      sort: { type: 'integer', label: sort, min: 0, max: 9999, default: 0 },
      remark: { type: 'text', label: remark, maxLength: 200 },
    },
  },
  visit_slot: {
    table: 'visit_slot',
    updatedOften: true,
    label: L('祭扫时段', 'Visit slots', 'Turnos de visita', '参拝時間帯'),
    singular: L('时段', 'Slot', 'Turno', '時間帯'),
    recordRepresentation: 'starts',
    channelScoped: false,
    access: access({ read: ALL_LEVELS, create: VISIT_MANAGERS, update: VISIT_MANAGERS, delete: VISIT_MANAGERS }),
    defaultSort: { field: 'day', order: 'ASC', then: ['starts', 'gate_id'] },
    card: { secondary: ['day', 'gate_id', 'ends'], tertiary: ['booked', 'quota'] },
    indexes: [['day', 'starts', 'gate_id']],
    menu: { group: '/visit', path: '/visit/admin/slotList', icon: 'EventAvailable', levels: VISIT_MANAGERS },
    fields: {
      day: { type: 'date', label: L('日期', 'Day', 'Día', '日付'), required: true, filter: true },
      gate_id: { type: 'reference', resource: 'visit_gate', label: L('入口', 'Gate', 'Acceso', '入口'), required: true, filter: true, joinFields: ['name', 'sort'] },
      starts: { type: 'text', label: L('开始', 'Starts', 'Empieza', '開始'), required: true, maxLength: 5, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
      ends: { type: 'text', label: L('结束', 'Ends', 'Termina', '終了'), required: true, maxLength: 5, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
      quota: { type: 'integer', label: L('名额（人）', 'Quota (people)', 'Cupo (personas)', '定員（人）'), required: true, min: 0, max: VISIT_LIMITS.maxQuota },
      booked: { type: 'integer', label: L('已预约（人）', 'Booked (people)', 'Reservado (personas)', '予約済（人）'), readOnly: true, default: 0 },
      checked_in: { type: 'integer', label: L('已入园（人）', 'Entered (people)', 'Entraron (personas)', '入園済（人）'), readOnly: true, default: 0 },
      closed: { type: 'boolean', label: L('关闭预约', 'Closed', 'Cerrado', '受付停止'), default: false, filter: true },
    },
  },
  visit_booking: {
    table: 'visit_booking',
    updatedOften: true,
    label: L('祭扫预约', 'Visit bookings', 'Reservas de visita', '参拝予約'),
    singular: L('预约', 'Booking', 'Reserva', '予約'),
    recordRepresentation: 'code',
    channelScoped: false,
    // Written only by the public calls and the gate (src/server/visits/); managers read them.
    access: access({ read: VISIT_MANAGERS }),
    defaultSort: { field: 'created_at', order: 'DESC' },
    createdLabel: L('预约时间', 'Booked at', 'Reservada el', '予約日時'),
    card: { secondary: ['slot_id', 'people'], tertiary: ['status'] },
    indexes: [['slot_id', 'status'], ['mobile', 'day']],
    menu: { group: '/visit', path: '/visit/admin/bookingList', icon: 'ConfirmationNumber', levels: VISIT_MANAGERS },
    fields: {
      code: { type: 'text', label: L('预约码', 'Code', 'Código', '予約コード'), readOnly: true, unique: true, searchable: true },
      slot_id: { type: 'reference', resource: 'visit_slot', label: L('时段', 'Slot', 'Turno', '時間帯'), readOnly: true, filter: true, joinFields: ['day', 'starts', 'ends', 'gate_id'] },
      day: { type: 'date', label: L('日期', 'Day', 'Día', '日付'), readOnly: true, filter: true },
      name: { type: 'text', label: L('姓名', 'Name', 'Nombre', '氏名'), readOnly: true, maxLength: 40, searchable: true },
      mobile: { type: 'phone', mobileOnly: true, label: L('手机号', 'Mobile', 'Móvil', '携帯番号'), readOnly: true, searchable: true },
      people: { type: 'integer', label: L('人数', 'People', 'Personas', '人数'), readOnly: true, min: 1, max: VISIT_LIMITS.maxParty },
      checked_in: { type: 'integer', label: L('已入园', 'Entered', 'Entraron', '入園済'), readOnly: true, default: 0 },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: VISIT_BOOKING_STATUS, readOnly: true, default: 'booked', filter: true },
      member_id: { type: 'reference', resource: 'member', label: L('祭扫逝者', 'Deceased visited', 'Difunto visitado', '参拝する故人'), readOnly: true, list: false },
      // Shuttle seats (docs/visits.md "Shuttles"): one departure of the booking's day, seats ≤ people; taken with the booking.
      departure_id: { type: 'reference', resource: 'visit_departure', label: L('摆渡车班次', 'Shuttle', 'Lanzadera', 'シャトル便'), readOnly: true, filter: true, joinFields: ['day', 'departs'] },
      seats: { type: 'integer', label: L('摆渡车座位', 'Shuttle seats', 'Plazas de lanzadera', 'シャトル席数'), readOnly: true, default: 0, min: 0, max: VISIT_LIMITS.maxParty },
      boarded: { type: 'boolean', label: L('已上车', 'Boarded', 'Subieron', '乗車済'), readOnly: true, default: false, list: false },
    },
  },
  visit_checkin: {
    table: 'visit_checkin',
    label: L('入园记录', 'Gate entries', 'Entradas', '入園記録'),
    singular: L('入园记录', 'Gate entry', 'Entrada', '入園記録'),
    recordRepresentation: 'id',
    channelScoped: false,
    access: access({ read: VISIT_MANAGERS }),
    defaultSort: { field: 'created_at', order: 'DESC' },
    createdLabel: L('时间', 'Time', 'Hora', '日時'),
    indexes: [['day', 'created_at']],
    fields: {
      booking_id: { type: 'reference', resource: 'visit_booking', label: L('预约', 'Booking', 'Reserva', '予約'), readOnly: true, filter: true, joinFields: ['code'] },
      slot_id: { type: 'reference', resource: 'visit_slot', label: L('时段', 'Slot', 'Turno', '時間帯'), readOnly: true },
      day: { type: 'date', label: L('日期', 'Day', 'Día', '日付'), readOnly: true },
      people: { type: 'integer', label: L('人数', 'People', 'Personas', '人数'), readOnly: true },
      user_id: { type: 'reference', resource: 'user', label: L('检票人', 'Checked by', 'Registrada por', '確認者'), readOnly: true, joinFields: STAFF_JOIN },
    },
  },
  // Shuttles (摆渡车, docs/visits.md "Shuttles"): departures on visit days (a vehicle on a route at a
  // time; seats from the vehicle), kept by managers. Seats are taken only by the public booking
  // calls (src/server/visits/shuttles.ts), in the database, never over the departure's seats.
  visit_departure: {
    table: 'visit_departure',
    updatedOften: true,
    label: L('摆渡车班次', 'Shuttles', 'Lanzaderas', 'シャトル便'),
    singular: L('班次', 'Departure', 'Salida', '便'),
    recordRepresentation: 'departs',
    channelScoped: false,
    access: access({ read: ALL_LEVELS, create: VISIT_MANAGERS, update: VISIT_MANAGERS, delete: VISIT_MANAGERS }),
    defaultSort: { field: 'day', order: 'ASC', then: ['departs', 'id'] },
    card: { secondary: ['day', 'route_id', 'vehicle_id'], tertiary: ['booked', 'seats'] },
    indexes: [['day', 'departs']],
    menu: { group: '/visit', path: '/visit/admin/shuttleList', icon: 'DepartureBoard', levels: VISIT_MANAGERS },
    fields: {
      day: { type: 'date', label: L('日期', 'Day', 'Día', '日付'), required: true, filter: true },
      departs: { type: 'text', label: L('发车时间', 'Departs', 'Sale', '発車'), required: true, maxLength: 5, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
      route_id: { type: 'reference', resource: 'visit_route', label: L('线路', 'Route', 'Ruta', '路線'), required: true, filter: true, joinFields: ['name'] },
      vehicle_id: { type: 'reference', resource: 'visit_vehicle', label: L('车辆', 'Vehicle', 'Vehículo', '車両'), required: true, filter: true, joinFields: ['name', 'plate'] },
      seats: { type: 'integer', label: L('座位', 'Seats', 'Plazas', '座席'), readOnly: true, default: 0 },
      booked: { type: 'integer', label: L('已订座位', 'Seats booked', 'Plazas reservadas', '予約席'), readOnly: true, default: 0 },
      boarded: { type: 'integer', label: L('已上车', 'Boarded', 'Subieron', '乗車済'), readOnly: true, default: 0 },
      closed: { type: 'boolean', label: L('停止订座', 'Closed', 'Cerrada', '受付停止'), default: false, filter: true },
    },
  },
  visit_vehicle: {
    table: 'visit_vehicle',
    label: L('摆渡车辆', 'Shuttle vehicles', 'Vehículos lanzadera', 'シャトル車両'),
    singular: L('车辆', 'Vehicle', 'Vehículo', '車両'),
    recordRepresentation: 'name',
    channelScoped: false,
    access: access({ read: ALL_LEVELS, create: VISIT_MANAGERS, update: VISIT_MANAGERS, delete: VISIT_MANAGERS }),
    defaultSort: { field: 'name', order: 'ASC', then: ['id'] },
    menu: { group: '/visit', path: '/visit/admin/vehicleList', icon: 'AirportShuttle', levels: VISIT_MANAGERS },
    fields: {
      name: { type: 'text', label: name, required: true, maxLength: 40, unique: true, searchable: true },
      plate: { type: 'text', label: L('车牌号', 'Plate', 'Matrícula', 'ナンバー'), maxLength: 20, searchable: true },
      seats: { type: 'integer', label: L('座位', 'Seats', 'Plazas', '座席'), required: true, min: 1, max: VISIT_LIMITS.maxSeats },
      // The driver: this user's driver page opens on this vehicle's departures.
      driver_id: { type: 'reference', resource: 'user', label: L('司机', 'Driver', 'Conductor', '運転手'), filter: true, joinFields: STAFF_JOIN },
      remark: { type: 'text', label: remark, maxLength: 200 },
    },
  },
  visit_route: {
    table: 'visit_route',
    label: L('摆渡车线路', 'Shuttle routes', 'Rutas de lanzadera', 'シャトル路線'),
    singular: L('线路', 'Route', 'Ruta', '路線'),
    recordRepresentation: 'name',
    channelScoped: false,
    access: access({ read: ALL_LEVELS, create: VISIT_MANAGERS, update: VISIT_MANAGERS, delete: VISIT_MANAGERS }),
    defaultSort: { field: 'name', order: 'ASC', then: ['id'] },
    menu: { group: '/visit', path: '/visit/admin/routeList', icon: 'Route', levels: VISIT_MANAGERS },
    fields: {
      name: { type: 'text', label: name, required: true, maxLength: 40, unique: true, searchable: true },
      stops: { type: 'text', label: L('站点', 'Stops', 'Paradas', '停留所'), required: true, maxLength: 200 },
    },
  },
  // Text messages sent (docs/messaging.md): one row per message the SMS layer sent or tried
  // (src/server/messaging/sender.ts writes them; nobody edits them). A one-time code's digits are
  // masked in `text`; the providers' keys are never here (they are in the environment).
  sms_message: {
    table: 'sms_message',
    label: L('短信记录', 'Text messages', 'Mensajes SMS', 'SMS 送信記録'),
    singular: L('短信', 'Text message', 'Mensaje SMS', 'SMS'),
    recordRepresentation: 'id',
    channelScoped: false,
    access: access({ read: [5, 6] }),
    defaultSort: { field: 'created_at', order: 'DESC' },
    createdLabel: L('时间', 'Time', 'Hora', '日時'),
    card: { secondary: ['kind', 'mobile'], tertiary: ['status'] },
    indexes: [['mobile', 'created_at'], ['address', 'created_at'], ['created_at'], ['status', 'created_at'], ['ref']],
    menu: { group: '/visit', path: '/visit/admin/smsList', icon: 'ContactMail', levels: [5, 6] },
    fields: {
      kind: { type: 'enum', label: L('类型', 'Kind', 'Tipo', '種類'), values: SMS_KIND, readOnly: true, filter: true },
      mobile: { type: 'text', label: L('手机号', 'Mobile', 'Móvil', '携帯番号'), maxLength: 20, readOnly: true, filter: true, searchable: true },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: SMS_STATUS, readOnly: true, filter: true },
      provider: { type: 'enum', label: L('服务商', 'Provider', 'Proveedor', '事業者'), values: SMS_PROVIDER, readOnly: true, filter: true },
      text: { type: 'text', label: L('内容', 'Text', 'Texto', '本文'), maxLength: 500, readOnly: true },
      provider_id: { type: 'text', label: L('回执编号', 'Provider’s id', 'Id del proveedor', '受付番号'), maxLength: 100, readOnly: true, list: false },
      error: { type: 'text', label: L('失败原因', 'Error', 'Error', 'エラー'), maxLength: 300, readOnly: true },
      address: { type: 'text', label: L('请求地址', 'Asked from', 'Pedido desde', '依頼元'), maxLength: 64, readOnly: true, list: false },
      // What the message belongs to (term_reminder:12), so a send cut short is found after a restart.
      ref: { type: 'text', label: L('关联', 'For', 'Para', '関連'), maxLength: 60, readOnly: true, list: false, filter: true },
      // The carrier's delivery receipt (docs/messaging.md "Delivery receipts").
      receipt: { type: 'text', label: L('回执', 'Receipt', 'Acuse', '配信レポート'), maxLength: 60, readOnly: true },
      delivered_at: { type: 'datetime', label: L('送达时间', 'Delivered', 'Entregado', '配信日時'), readOnly: true },
    },
  },
  // The columbarium (docs/columbarium.md): niches (格位) in halls, walls and rows of the tomb
  // hierarchy (a hall is an area, a wall a room, a row a row), deposits of ashes with their
  // storage term, the storage fees paid, and the movement log. Deposits, withdrawals and
  // transfers go through the action calls of src/server/columbarium/, which lock the niches
  // and check capacity, identity and fees in one transaction.
  ash_niche: {
    table: 'ash_niche',
    updatedOften: true,
    label: L('骨灰格位', 'Niches', 'Nichos', '納骨壇'),
    singular: L('格位', 'Niche', 'Nicho', '納骨壇'),
    recordRepresentation: 'code',
    channelScoped: false,
    access: TOMB_ACCESS,
    defaultSort: { field: 'area_id', order: 'ASC', then: ['room_id', 'shelf_id', 'column_no', 'code'] },
    card: { secondary: ['area_id', 'stored', 'price_year'], tertiary: ['status'] },
    indexes: [['shelf_id', 'column_no'], ['area_id', 'status']],
    menu: { group: '/ashes', path: '/ashes/nicheList', icon: 'GridOn', title: L('格位列表', 'Niches', 'Nichos', '納骨壇一覧') },
    fields: {
      area_id: { ...IN_AREA, label: L('骨灰堂', 'Hall', 'Sala', '納骨堂') },
      room_id: { ...IN_ROOM, label: L('墙 / 架', 'Wall or shelf', 'Pared o estante', '壁・棚') },
      shelf_id: ON_SHELF,
      code: { type: 'text', label: code, required: true, unique: true, maxLength: 30, pattern: '^[A-Za-z0-9-]+$', searchable: true },
      column_no: { type: 'integer', label: L('列号', 'Column', 'Columna', '番号'), required: true, min: 1, max: 9999 },
      capacity: { type: 'integer', label: L('可放骨灰盒数', 'Capacity (urns)', 'Capacidad (urnas)', '収容数（骨壺）'), required: true, min: 1, max: 12, default: 1 },
      stored: { type: 'integer', label: L('已寄存', 'Urns held', 'Urnas', '安置数'), readOnly: true, default: 0, min: 0, max: 12 },
      price_month: { type: 'money', label: L('月寄存费', 'Monthly fee', 'Tarifa mensual', '月額保管料'), required: true, min: 0, max: 999999, default: 0 },
      price_year: { type: 'money', label: L('年寄存费', 'Yearly fee', 'Tarifa anual', '年額保管料'), required: true, min: 0, max: 999999, default: 0, filter: true },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: NICHE_STATUS, readOnly: true, default: 'available', filter: true },
      reserved_for: {
        type: 'text',
        label: L('预留给', 'Reserved for', 'Reservado para', '予約者'),
        help: L('填写后空格位显示为已预留', 'An empty niche with a name here shows as reserved', 'Un nicho vacío con un nombre aquí aparece como reservado', '空の納骨壇は予約済みと表示されます'),
        maxLength: 50,
        list: false,
      },
      remark: { type: 'longtext', label: remark, maxLength: 2000 },
    },
  },
  ash_deposit: {
    table: 'ash_deposit',
    updatedOften: true,
    label: L('骨灰寄存', 'Deposits', 'Depósitos', '遺骨預かり'),
    singular: L('寄存', 'Deposit', 'Depósito', '預かり'),
    recordRepresentation: 'deposit_no',
    channelScoped: true,
    // Created, withdrawn and moved only through the action calls (src/server/columbarium/); the
    // generic update may correct the depositor's contact details and the remark while stored.
    access: access({ read: ALL_LEVELS, update: ALL_LEVELS }),
    importable: false,
    defaultSort: { field: 'created_at', order: 'DESC' },
    createdLabel: L('登记时间', 'Registered', 'Registrado', '登録日時'),
    card: { secondary: ['niche_id', 'deceased_name', 'paid_until'], tertiary: ['status'] },
    indexes: [['channel', 'status', 'paid_until'], ['niche_id', 'status']],
    menu: { group: '/ashes', path: '/ashes/depositList', icon: 'Inventory2', title: L('寄存记录', 'Deposits', 'Depósitos', '預かり一覧') },
    fields: {
      deposit_no: { type: 'text', label: L('寄存号', 'Deposit no.', 'N.º de depósito', '預かり番号'), readOnly: true, unique: true, searchable: true },
      niche_id: { type: 'reference', resource: 'ash_niche', label: L('格位', 'Niche', 'Nicho', '納骨壇'), readOnly: true, filter: true, joinFields: ['code', 'area_id', 'room_id', 'shelf_id', 'status'] },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: DEPOSIT_STATUS, readOnly: true, default: 'stored', filter: true },
      deceased_name: { type: 'text', label: L('逝者姓名', 'Name of the deceased', 'Nombre del difunto', '故人氏名'), readOnly: true, maxLength: 50, searchable: true },
      death_date: { type: 'date', label: L('死亡日期', 'Died', 'Fallecimiento', '死亡日'), readOnly: true, list: false },
      member_id: { type: 'reference', resource: 'member', label: L('逝者登记', 'Registration', 'Registro', '故人登録'), readOnly: true, list: false },
      depositor_name: { type: 'text', label: L('寄存人', 'Depositor', 'Depositante', '預け主'), required: true, maxLength: 50, searchable: true },
      depositor_id_number: { type: 'idNumber', label: L('寄存人身份证号', 'Depositor ID number', 'DNI del depositante', '預け主の身分証番号'), required: true, list: false, searchable: true },
      depositor_phone: { type: 'phone', label: L('寄存人电话', 'Depositor phone', 'Teléfono del depositante', '預け主の電話'), required: true, searchable: true },
      depositor_relation: { type: 'text', label: L('与逝者关系', 'Relation', 'Parentesco', '続柄'), maxLength: 20, list: false },
      deposited_on: { type: 'date', label: L('寄存日期', 'Deposited on', 'Depositado el', '預かり日'), readOnly: true, filter: true },
      storage_kind: { type: 'enum', label: L('寄存方式', 'Storage', 'Depósito', '預かり方法'), values: STORAGE_KIND, readOnly: true, default: 'long_term', filter: true, list: false },
      fee_basis: { type: 'enum', label: L('计费方式', 'Fee basis', 'Base de la tarifa', '料金の単位'), values: FEE_BASIS, readOnly: true, default: 'yearly', list: false },
      fee_rate: { type: 'money', label: L('每期费用', 'Fee per period', 'Tarifa por periodo', '1期あたりの料金'), readOnly: true, list: false },
      paid_from: { type: 'date', label: L('费用起始日', 'Paid from', 'Pagado desde', '支払開始日'), readOnly: true, list: false },
      paid_until: { type: 'date', label: L('费用到期日', 'Paid until', 'Pagado hasta', '支払期限'), readOnly: true, filter: true },
      pickup_hash: { type: 'text', label: L('取件码', 'Pick-up code', 'Código de recogida', '引取コード'), hidden: true },
      // Wrong pick-up tries in a row and the lock they set (src/rules/columbarium.ts): written only by the withdraw and unlock calls.
      // Not on the deposit's form: its page shows the lock, when there is one, above it (PickupLock).
      pickup_failures: { type: 'integer', label: L('取件码错误次数', 'Wrong pick-up tries', 'Intentos de recogida erróneos', '引取コード誤り回数'), readOnly: true, default: 0, list: false, form: false },
      pickup_locked_until: { type: 'datetime', label: L('取出锁定至', 'Withdrawal locked until', 'Retirada bloqueada hasta', '引き取りロック期限'), readOnly: true, list: false, form: false },
      withdrawn_at: { type: 'datetime', label: L('取出时间', 'Withdrawn at', 'Retirado el', '引取日時'), readOnly: true, list: false },
      withdrawal_kind: { type: 'enum', label: L('取出去向', 'Withdrawn to', 'Destino', '引取先'), values: WITHDRAWAL_KIND, readOnly: true, list: false },
      order_id: { type: 'reference', resource: 'tomb_order', label: order, readOnly: true, list: false, joinFields: ['order_no', 'status', 'burialslot_id'] },
      work_order_id: { type: 'reference', resource: 'work_order', label: L('安葬工单', 'Burial work order', 'Orden de inhumación', '埋葬作業指示'), readOnly: true, list: false, joinFields: ['work_no', 'status'] },
      override_by: { type: 'reference', resource: 'user', label: L('免收批准人', 'Fees overridden by', 'Tarifas eximidas por', '免除承認者'), readOnly: true, list: false, joinFields: STAFF_JOIN },
      override_reason: { type: 'longtext', label: L('免收原因', 'Override reason', 'Motivo de la exención', '免除理由'), readOnly: true, maxLength: 500, list: false },
      remark: { type: 'longtext', label: remark, maxLength: 2000 },
    },
  },
  ash_payment: {
    table: 'ash_payment',
    label: L('寄存费', 'Storage fees', 'Tarifas de depósito', '保管料'),
    singular: L('寄存费', 'Storage fee', 'Tarifa de depósito', '保管料'),
    recordRepresentation: 'receipt_no',
    channelScoped: true,
    // Written only by the deposit, renewal, withdrawal and refund calls, with a receipt number of the payments'
    // series (docs/numbering.md); never updated or deleted.
    access: access({ read: ALL_LEVELS }),
    importable: false,
    defaultSort: { field: 'paid_at', order: 'DESC' },
    indexes: [['deposit_id'], ['channel', 'paid_at']],
    fields: {
      receipt_no: { type: 'text', label: L('收据号', 'Receipt no.', 'N.º de recibo', '領収書番号'), readOnly: true, unique: true, searchable: true },
      deposit_id: { type: 'reference', resource: 'ash_deposit', label: L('寄存', 'Deposit', 'Depósito', '預かり'), readOnly: true, filter: true, joinFields: ['deposit_no', 'deceased_name'] },
      method: { type: 'enum', label: L('方式', 'Method', 'Método', '方法'), values: PAYMENT_METHOD, readOnly: true },
      amount: { type: 'money', label: L('金额', 'Amount', 'Importe', '金額'), readOnly: true },
      periods: { type: 'integer', label: L('期数', 'Periods', 'Periodos', '期数'), readOnly: true },
      covers_from: { type: 'date', label: L('起', 'From', 'Desde', '開始'), readOnly: true },
      covers_until: { type: 'date', label: L('止', 'Until', 'Hasta', '終了'), readOnly: true },
      paid_at: { type: 'datetime', label: L('日期', 'Date', 'Fecha', '日時'), readOnly: true },
      operator_id: { type: 'reference', resource: 'user', label: L('经办人', 'Operator', 'Operador', '担当者'), readOnly: true, joinFields: STAFF_JOIN },
      payer: { type: 'text', label: L('付款人', 'Payer', 'Pagador', '支払者'), readOnly: true, maxLength: 50 },
      // A refund of a storage renewal (docs/columbarium.md): a new row, never a change of the renewal's.
      kind: { type: 'enum', label: L('类别', 'Kind', 'Clase', '区分'), values: PAYMENT_KIND, readOnly: true, default: 'charge', filter: true },
      refund_of: { type: 'integer', label: L('退还的续费', 'Refund of renewal', 'Reembolso de la renovación', '返金した更新'), readOnly: true, list: false },
      reason: { type: 'longtext', label: L('退款原因', 'Refund reason', 'Motivo del reembolso', '返金理由'), readOnly: true, maxLength: 500, list: false },
    },
  },
  ash_movement: {
    table: 'ash_movement',
    label: L('存取记录', 'Movement log', 'Registro de movimientos', '入出庫記録'),
    singular: L('存取记录', 'Movement', 'Movimiento', '入出庫'),
    recordRepresentation: 'id',
    channelScoped: true,
    // Immutable: nobody updates or deletes a movement (the config grants it to nobody, the hooks
    // refuse it, and a database trigger refuses any UPDATE or DELETE of its rows).
    access: access({ read: ALL_LEVELS }),
    importable: false,
    defaultSort: { field: 'created_at', order: 'DESC' },
    createdLabel: L('时间', 'Time', 'Hora', '日時'),
    indexes: [['deposit_id', 'created_at'], ['channel', 'created_at']],
    menu: { group: '/ashes', path: '/ashes/movementList', icon: 'History', title: L('存取记录', 'Movement log', 'Movimientos', '入出庫記録') },
    fields: {
      deposit_id: { type: 'reference', resource: 'ash_deposit', label: L('寄存', 'Deposit', 'Depósito', '預かり'), readOnly: true, filter: true, joinFields: ['deposit_no', 'deceased_name'] },
      kind: { type: 'enum', label: L('类别', 'Kind', 'Clase', '種類'), values: MOVEMENT_KIND, readOnly: true, filter: true },
      from_niche_id: { type: 'reference', resource: 'ash_niche', label: L('原格位', 'From niche', 'Nicho de origen', '移動元'), readOnly: true },
      to_niche_id: { type: 'reference', resource: 'ash_niche', label: L('新格位', 'To niche', 'Nicho de destino', '移動先'), readOnly: true },
      user_id: { type: 'reference', resource: 'user', label: L('经办人', 'By', 'Por', '担当者'), readOnly: true, filter: true, joinFields: STAFF_JOIN },
      note: { type: 'longtext', label: L('说明', 'Note', 'Nota', 'メモ'), readOnly: true, maxLength: 500 },
    },
  },
  // Moving in (docs/import.md, "Batches"): every import is one batch, written by the server only;
  // The families' door (docs/families.md). A family account is a mobile proven by a one-time
  // code; in each channel whose orders, terms, deposits or registrations carry that mobile it
  // gets a link, which staff confirm the first time (a family member is not automatically a
  // holder). Written only by the family's calls and the confirmation (src/server/family/).
  family_link: {
    table: 'family_link',
    label: L('家属账户', 'Family accounts', 'Cuentas de familias', '家族アカウント'),
    singular: L('家属账户', 'Family account', 'Cuenta de familia', '家族アカウント'),
    recordRepresentation: 'mobile',
    channelScoped: true,
    importable: false,
    access: access({ read: FAMILY_STAFF }),
    defaultSort: { field: 'created_at', order: 'DESC', then: ['id'] },
    card: { secondary: ['names', 'records'], tertiary: ['status'] },
    indexes: [['channel', 'status', 'created_at'], ['mobile']],
    fields: {
      mobile: { type: 'phone', label: L('手机号', 'Mobile', 'Móvil', '携帯番号'), required: true, readOnly: true, searchable: true },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: FAMILY_LINK_STATUS, readOnly: true, default: 'pending', filter: true },
      // What staff compare before confirming: the names the records carry for this mobile, and which records.
      names: { type: 'text', label: L('记录上的姓名', 'Names on the records', 'Nombres en los registros', '記録上の氏名'), readOnly: true, maxLength: 300 },
      records: { type: 'text', label: L('关联记录', 'Records', 'Registros', '関連記録'), readOnly: true, maxLength: 1000 },
      // One link per channel and mobile (`<channel>:<mobile>`): a second sign-in finds the first.
      link_key: { type: 'text', label: L('账户键', 'Account key', 'Clave', 'キー'), readOnly: true, unique: true, list: false, maxLength: 40 },
      decided_by: { type: 'reference', resource: 'user', label: L('处理人', 'Decided by', 'Resuelto por', '処理者'), readOnly: true, onDelete: 'set null', joinFields: STAFF_JOIN },
      decided_at: { type: 'datetime', label: L('处理时间', 'Decided at', 'Resuelto el', '処理日時'), readOnly: true },
      last_seen_at: { type: 'datetime', label: L('最近登录', 'Last signed in', 'Último acceso', '最終ログイン'), readOnly: true, list: false },
    },
  },
  // A memorial page per deceased (云祭祀, docs/families.md): private unless the family chose
  // otherwise, reached at /memorial/<code>. Written only by the family's calls (src/server/memorial/).
  memorial: {
    table: 'memorial',
    updatedOften: true,
    label: L('纪念页', 'Memorial pages', 'Páginas conmemorativas', '追悼ページ'),
    singular: L('纪念页', 'Memorial page', 'Página conmemorativa', '追悼ページ'),
    recordRepresentation: 'code',
    channelScoped: true,
    importable: false,
    access: access({ read: FAMILY_STAFF }),
    defaultSort: { field: 'created_at', order: 'DESC', then: ['id'] },
    card: { secondary: ['member_id', 'privacy'], tertiary: ['flowers'] },
    fields: {
      member_id: { type: 'reference', resource: 'member', label: L('逝者', 'Deceased', 'Difunto', '故人'), required: true, readOnly: true, unique: true, joinFields: ['name'] },
      code: { type: 'text', label: L('链接码', 'Link code', 'Código del enlace', 'リンクコード'), readOnly: true, unique: true, maxLength: 20 },
      privacy: { type: 'enum', label: L('公开范围', 'Who may see it', 'Quién puede verla', '公開範囲'), values: MEMORIAL_PRIVACY, readOnly: true, default: 'private', filter: true },
      biography: { type: 'longtext', label: L('生平', 'Biography', 'Biografía', '略歴'), readOnly: true, maxLength: FAMILY_LIMITS.biographyMax, list: false },
      portrait_id: { type: 'integer', label: L('遗像', 'Portrait', 'Retrato', '遺影'), readOnly: true, list: false },
      flowers: { type: 'integer', label: L('献花', 'Flowers', 'Flores', '献花'), readOnly: true, default: 0 },
      candles: { type: 'integer', label: L('点烛', 'Candles', 'Velas', 'ろうそく'), readOnly: true, default: 0 },
      incense: { type: 'integer', label: L('上香', 'Incense', 'Incienso', '焼香'), readOnly: true, default: 0 },
      updated_by_mobile: { type: 'phone', label: L('最近修改的家属', 'Last changed by (mobile)', 'Último cambio (móvil)', '最終変更（携帯）'), readOnly: true, list: false },
    },
  },
  // Tributes laid on a memorial: the gestures are counted on the memorial; each written message is
  // a row, held for review unless the cemetery shows them at once, reported by readers.
  memorial_tribute: {
    table: 'memorial_tribute',
    label: L('纪念留言', 'Memorial messages', 'Mensajes conmemorativos', '追悼メッセージ'),
    singular: L('纪念留言', 'Memorial message', 'Mensaje conmemorativo', '追悼メッセージ'),
    recordRepresentation: 'id',
    channelScoped: true,
    importable: false,
    access: access({ read: FAMILY_STAFF }),
    defaultSort: { field: 'created_at', order: 'DESC', then: ['id'] },
    card: { secondary: ['memorial_id', 'message'], tertiary: ['status'] },
    indexes: [['memorial_id', 'status', 'created_at'], ['channel', 'status', 'created_at']],
    fields: {
      memorial_id: { type: 'reference', resource: 'memorial', label: L('纪念页', 'Memorial page', 'Página conmemorativa', '追悼ページ'), required: true, readOnly: true, filter: true, joinFields: ['code'] },
      kind: { type: 'enum', label: L('类别', 'Kind', 'Clase', '種類'), values: TRIBUTE_KIND, readOnly: true, default: 'message', filter: true },
      message: { type: 'longtext', label: L('留言', 'Message', 'Mensaje', 'メッセージ'), readOnly: true, maxLength: FAMILY_LIMITS.messageMax },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: TRIBUTE_STATUS, readOnly: true, default: 'held', filter: true },
      reports: { type: 'integer', label: L('举报次数', 'Reports', 'Denuncias', '通報数'), readOnly: true, default: 0 },
      decided_by: { type: 'reference', resource: 'user', label: L('审核人', 'Reviewed by', 'Revisado por', '審査者'), readOnly: true, onDelete: 'set null', list: false, joinFields: STAFF_JOIN },
      decided_at: { type: 'datetime', label: L('审核时间', 'Reviewed at', 'Revisado el', '審査日時'), readOnly: true, list: false },
    },
  },
  // Proofs the family approves from the phone (docs/families.md "Proofs to approve"): each decision on a version of an
  // inscription (碑文) work order's text, kept as it was shown, with who (the family's mobile) and when. Written only by
  // the family's call (src/server/family/proofs.ts); an approval also marks the work order approved by the family.
  proof_decision: {
    table: 'proof_decision',
    label: L('校样确认记录', 'Proof decisions', 'Decisiones sobre pruebas', '校正の確認記録'),
    singular: L('校样确认', 'Proof decision', 'Decisión sobre prueba', '校正の確認'),
    recordRepresentation: 'id',
    channelScoped: true,
    importable: false,
    access: access({ read: ALL_LEVELS }),
    defaultSort: { field: 'created_at', order: 'DESC', then: ['id'] },
    card: { secondary: ['work_order_id', 'proof_version', 'decided_by_mobile'], tertiary: ['decision'] },
    indexes: [['work_order_id', 'id']],
    fields: {
      work_order_id: { type: 'reference', resource: 'work_order', label: L('工单', 'Work order', 'Orden de trabajo', '作業指示'), required: true, readOnly: true, filter: true, joinFields: ['work_no', 'kind', 'status'] },
      proof_version: { type: 'integer', label: L('校样版本', 'Proof version', 'Versión de la prueba', '校正版'), required: true, readOnly: true, min: 1 },
      proof_text: { type: 'longtext', label: L('确认时的碑文', 'Text as shown', 'Texto mostrado', '表示された碑文'), readOnly: true, maxLength: 2000, list: false },
      decision: { type: 'enum', label: L('结果', 'Decision', 'Decisión', '結果'), values: PROOF_DECISION, required: true, readOnly: true, filter: true },
      comment: { type: 'longtext', label: L('修改意见', 'Comments', 'Comentarios', '修正意見'), readOnly: true, maxLength: FAMILY_LIMITS.commentMax },
      decided_by_mobile: { type: 'phone', label: L('确认人手机', 'Decided by (mobile)', 'Decidido por (móvil)', '確認者の携帯'), readOnly: true, searchable: true },
    },
  },
  // its rows carry import_batch_id, and the batch page's undo removes them all or none.
  import_batch: {
    table: 'import_batch',
    label: L('导入批次', 'Import batches', 'Lotes de importación', 'インポートバッチ'),
    singular: L('导入批次', 'Import batch', 'Lote de importación', 'インポートバッチ'),
    recordRepresentation: 'file_name',
    channelScoped: true,
    importable: false,
    access: access({ read: MANAGERS }),
    defaultSort: { field: 'created_at', order: 'DESC', then: ['id'] },
    createdLabel: L('导入时间', 'Imported', 'Importado', 'インポート日時'),
    card: { secondary: ['table_name', 'rows', 'user_id'], tertiary: ['status'] },
    indexes: [['channel', 'created_at', 'id']],
    menu: { group: '/import', path: '/import/batches', icon: 'History', levels: MANAGERS, title: L('导入批次', 'Import batches', 'Lotes de importación', 'インポートバッチ') },
    fields: {
      file_name: { type: 'text', label: L('文件名', 'File', 'Archivo', 'ファイル名'), readOnly: true, maxLength: 200, searchable: true },
      // Made an enum of every table and the register, named in the user's language (src/rules/importTargets.ts).
      table_name: { type: 'text', label: L('导入到', 'Imported into', 'Importado en', 'インポート先'), readOnly: true, maxLength: 50, filter: true },
      rows: { type: 'integer', label: L('行数', 'Rows', 'Filas', '行数'), readOnly: true },
      // Rows written per table, as JSON text: {"tomb_burialslot": 120, "member": 131}.
      counts: { type: 'longtext', label: L('各表记录数', 'Records per table', 'Registros por tabla', 'テーブル別件数'), readOnly: true, list: false },
      user_id: { type: 'reference', resource: 'user', label: L('导入人', 'Imported by', 'Importado por', 'インポート者'), readOnly: true, filter: true, joinFields: STAFF_JOIN },
      status: { type: 'enum', label: L('状态', 'Status', 'Estado', '状態'), values: IMPORT_BATCH_STATUS, readOnly: true, default: 'committed', filter: true },
      undone_at: { type: 'datetime', label: L('撤销时间', 'Undone', 'Deshecho', '取消日時'), readOnly: true, list: false },
      undone_by: { type: 'reference', resource: 'user', label: L('撤销人', 'Undone by', 'Deshecho por', '取消者'), readOnly: true, list: false, joinFields: STAFF_JOIN },
    },
  },
})), MENU);

export default resources;
