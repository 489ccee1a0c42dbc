/**
 * The burial register (docs/import.md, "The register"): a flat file, one line per burial, that
 * the import writes as places, orders, payments, registrations and terms in one batch. Its
 * columns are declared here once, as a ResourceDef-shaped field set, so the import screen's
 * column matching and cell checks work on it exactly as on a real resource, and the server
 * reads its cells with the same `cellValue`. It is not a table: `table: 'register'` in an
 * import request names it.
 *
 * The deceased's fields are the registration's own (`member`), except that an applicant and
 * a phone are not asked for (a register of old burials seldom has them); the sale's status
 * and the payment's method are the order's and the payment's values.
 */
import { L, access } from '../config/define';
import { REGISTER_LABEL, REGISTER_LEVELS, REGISTER_TABLE } from './registerKeys';
import type { EnumField, FieldDef, Labels, ResourceDef, ResourcesConfig } from '../config/types';

export { REGISTER_LEVELS, REGISTER_TABLE } from './registerKeys';

const MONEY_MAX = 99_999_999;

/**
 * The name of the room and of the row the import creates for an area whose register gives
 * none (docs/import.md, "Places"), in the importing user's language: the plots of the area
 * are in them, so they are the whole area (a place line leaves them out: ./placeName.ts).
 */
export { WHOLE_AREA } from '../config/placeName';

/** Longest place text (one column: "Section 3, Lot 29 & 30"). */
const PLACE_MAX = 100;

/** The member fields a register line may carry about the deceased (same names as the registration's). */
export const REGISTER_MEMBER_FIELDS = [
  'name',
  'gender',
  'id_number',
  'birth_date',
  'death_date',
  'burial_date',
  'native_place',
  'cremation_cert_no',
  'funeral_home',
  'applicant_name',
  'applicant_phone',
  'applicant_relation',
] as const;

/** Columns naming the place: one `place` column, or the hierarchy column by column. */
export const REGISTER_PLACE_FIELDS = ['place', 'area', 'room', 'row', 'plot'] as const;

const text = (label: Labels, maxLength: number, extra: Partial<FieldDef> = {}): FieldDef => ({ type: 'text', label, maxLength, ...extra }) as FieldDef;

const field = (config: ResourcesConfig, table: string, name: string): FieldDef => {
  const f = config[table]?.fields[name];
  if (!f) throw new Error(`register: ${table}.${name} is not in the config`);
  return f;
};

/** A field taken from the config, optional here (the register may leave it empty), never read-only. */
const borrowed = (config: ResourcesConfig, table: string, name: string, label?: Labels): FieldDef => {
  const { required: _required, readOnly: _readOnly, unique: _unique, default: _default, ...rest } = field(config, table, name) as FieldDef & { default?: unknown };
  return { ...rest, ...(label ? { label } : {}) } as FieldDef;
};

const enumOf = (config: ResourcesConfig, table: string, name: string, label: Labels): EnumField => {
  const f = field(config, table, name);
  if (f.type !== 'enum') throw new Error(`register: ${table}.${name} is not an enum`);
  return { type: 'enum', label, values: f.values };
};

const CACHE = new WeakMap<ResourcesConfig, ResourceDef>();

/** The register's field set for a config (built once per config value). */
export const registerResource = (config: ResourcesConfig): ResourceDef => {
  const known = CACHE.get(config);
  if (known) return known;
  const member = Object.fromEntries(REGISTER_MEMBER_FIELDS.map((n) => [n, n === 'name' ? field(config, 'member', n) : borrowed(config, 'member', n)]));
  const fields: Record<string, FieldDef> = {
    // The place: one column, or the hierarchy's columns (docs/import.md, "Places").
    place: text(L('墓位位置', 'Place', 'Ubicación', '墓所の場所'), PLACE_MAX, {
      help: L(
        '一列写明墓位，如“3区29号”“A-03-12”“Section 3, Lot 29”；“29 & 30”为同一家庭的两个墓位',
        'The plot in one column: "Section 3, Lot 29", "A-03-12", "3-29"; "29 & 30" is two plots of one family',
        'La parcela en una columna: "Sección 3, Lote 29", "A-03-12"; "29 & 30" son dos parcelas de una familia',
        '1列で墓所を指定：「Section 3, Lot 29」「A-03-12」。「29 & 30」は1家族の2区画',
      ),
    }),
    area: text(L('墓区', 'Area', 'Zona', '区画'), 50),
    room: text(L('分进', 'Room', 'Sala', '区域'), 50),
    row: text(L('排', 'Row', 'Fila', '列'), 50),
    plot: text(L('墓位号', 'Plot number', 'N.º de parcela', '墓所番号'), 50),
    plot_type: enumOf(config, 'tomb_burialslot', 'type', L('墓位类型', 'Plot type', 'Tipo de parcela', '墓所の種類')),
    capacity: borrowed(config, 'tomb_burialslot', 'capacity'),
    ...member,
    // The holder (the family's contact): the order's buyer and the term's holder.
    holder_name: text(L('联系人', 'Holder', 'Titular', '名義人'), 50),
    holder_phone: borrowed(config, 'tomb_order', 'buyer_phone', L('联系电话', 'Holder phone', 'Teléfono del titular', '名義人電話')),
    // The sale, when the register has one.
    order_no: text(L('订单号', 'Order no.', 'N.º de pedido', '注文番号'), 50),
    sold_on: { type: 'date', label: L('售出日期', 'Sold on', 'Vendida el', '販売日'), notFuture: true },
    price: { type: 'money', label: L('售价', 'Sale price', 'Precio de venta', '販売価格'), min: 0, max: MONEY_MAX },
    order_status: enumOf(config, 'tomb_order', 'status', L('订单状态', 'Sale status', 'Estado de la venta', '販売状態')),
    paid: { type: 'money', label: L('已付金额', 'Paid', 'Pagado', '支払額'), min: 0, max: MONEY_MAX },
    paid_on: { type: 'date', label: L('付款日期', 'Paid on', 'Pagado el', '支払日'), notFuture: true },
    pay_method: enumOf(config, 'tomb_payment', 'method', L('付款方式', 'Payment method', 'Método de pago', '支払方法')),
    // The management term.
    paid_until: { type: 'date', label: L('管理费缴至', 'Fees paid until', 'Cuotas pagadas hasta', '管理費支払期限') },
    yearly_fee: borrowed(config, 'mgmt_term', 'yearly_fee'),
    remark: borrowed(config, 'member', 'remark'),
  };
  const def: ResourceDef = {
    table: REGISTER_TABLE,
    label: REGISTER_LABEL,
    singular: L('登记簿行', 'Register line', 'Línea del registro', '台帳の行'),
    recordRepresentation: 'name',
    channelScoped: true,
    access: access({ create: REGISTER_LEVELS }),
    fields,
  };
  CACHE.set(config, def);
  return def;
};

/** A register's place, read from its columns: the area, room and row as written, and one or more plot numbers. */
export interface RegisterPlace {
  area?: string;
  room?: string;
  row?: string;
  /** "29 & 30": two plots of one family. */
  plots: string[];
}

/** Words that name a part of a place, in the registers we know (English, Chinese). */
const AREA_WORDS = /^(?:section|sec\.?|area|block|zone|field|墓区|区)\s*/i;
const ROOM_WORDS = /^(?:room|hall|分进|进)\s*/i;
const ROW_WORDS = /^(?:row|tier|排)\s*/i;
const PLOT_WORDS = /^(?:lot|plot|grave|no\.?|nr\.?|#|墓位|穴)\s*/i;
/** Several plots of one family: "29 & 30", "29 and 30", "29+30", "29、30". */
const SEVERAL = /\s*(?:&|\+|、|\band\b|和)\s*/i;
const MAX_PLOTS_PER_LINE = 10;

const clean = (s: string): string => s.trim().replace(/[.。,，;；]+$/, '').trim();

/**
 * A place in one column, as registers write it: "Section 3, Lot 29", "Sec 3 Row 2 Lot 29 & 30",
 * "A-03-12" (area, row, plot; four parts: area, room, row, plot), "3-29" (area, plot),
 * "3区29号", "福寿园一进第1排29号". Undefined when it cannot be read (the message says which forms are).
 */
export const parsePlace = (text: string): RegisterPlace | undefined => {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t === '') return undefined;
  // Chinese: 3区2排29号, 福寿园一进第1排29号, 3区29、30号.
  const zh = /^(?:(.+?(?:墓区|区|园)))?(?:(.+?进))?(?:第?(.+?)排)?第?(.+?)号?(?:墓位|穴)?$/.exec(t);
  if (/[区园进排号]/.test(t) && zh && zh[4]) {
    const [, named, room, row, plots] = zh;
    // 3区 and A区 are areas 3 and A; 福寿园 is the area's name.
    const area = named?.replace(/^([A-Za-z0-9-]+)(?:墓区|区)$/, '$1');
    const list = plots.split(SEVERAL).map(clean).filter(Boolean);
    if (list.length > 0 && list.length <= MAX_PLOTS_PER_LINE) return { area: area ? clean(area) : undefined, room: room ? clean(room) : undefined, row: row ? clean(row) : undefined, plots: list };
  }
  // Labelled parts separated by commas or spaces: Section 3, Row 2, Lot 29 & 30.
  if (/[a-z]/i.test(t) && /(section|sec|area|block|zone|field|room|hall|row|tier|lot|plot|grave)\b/i.test(t)) {
    const place: RegisterPlace = { plots: [] };
    const parts = t.split(/\s*[,;，]\s*|\s+(?=(?:section|sec\.?|area|block|zone|field|room|hall|row|tier|lot|plot|grave)\b)/i).filter(Boolean);
    for (const part of parts) {
      if (AREA_WORDS.test(part)) place.area = clean(part.replace(AREA_WORDS, ''));
      else if (ROOM_WORDS.test(part)) place.room = clean(part.replace(ROOM_WORDS, ''));
      else if (ROW_WORDS.test(part)) place.row = clean(part.replace(ROW_WORDS, ''));
      else if (PLOT_WORDS.test(part)) place.plots.push(...part.replace(PLOT_WORDS, '').split(SEVERAL).map(clean).filter(Boolean));
      else return undefined;
    }
    return place.plots.length > 0 && place.plots.length <= MAX_PLOTS_PER_LINE && !Object.values(place).some((v) => v === '') ? place : undefined;
  }
  // Codes: A-03-12, 3-29, 3/29, or a plot alone (29, 29 & 30).
  const several = t.split(SEVERAL);
  const first = several[0].split(/\s*[-/]\s*/).map(clean);
  if (first.some((p) => p === '' || /\s/.test(p)) || first.length > 4) return undefined;
  const plots = [first[first.length - 1], ...several.slice(1).map(clean)];
  if (plots.some((p) => p === '' || /\s/.test(p)) || plots.length > MAX_PLOTS_PER_LINE) return undefined;
  const [area, room, row] =
    first.length === 4 ? first.slice(0, 3) : first.length === 3 ? [first[0], undefined, first[1]] : first.length === 2 ? [first[0], undefined, undefined] : [undefined, undefined, undefined];
  return { area, room, row, plots };
};
