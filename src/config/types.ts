/**
 * The types of resources.config.ts. Shared by the browser and the server:
 * no React and no database imports here.
 */

export const LANGS = ['zh', 'en', 'es', 'ja'] as const;
export type Lang = (typeof LANGS)[number];
export type Labels = Record<Lang, string>;

export const LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type Level = (typeof LEVELS)[number];

export const CHANNELS = ['inside', 'outside'] as const;
export type Channel = (typeof CHANNELS)[number];

export const OPERATIONS = ['read', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Who is asking: always taken from the server-side session, never from a request body. */
export interface Actor {
  userId: number;
  level: Level;
  channel: Channel;
}

export interface EnumValue {
  value: string;
  label: Labels;
  /** A CSS colour for the chip. */
  color: string;
}

interface FieldCommon {
  label: Labels;
  help?: Labels;
  required?: boolean;
  /**
   * With `required`: required of every record the product makes, but imported history (a row
   * whose import_batch_id is set) may lack it, since a register often has no applicant or phone
   * and nothing is invented (docs/import.md). The column is nullable; a CHECK keeps it required
   * for every other row (src/server/history/schema.ts).
   */
  optionalInHistory?: boolean;
  unique?: boolean;
  /**
   * Shown as a list column by default (default true unless longtext/hidden). False keeps it
   * out of the default columns but offered in the list's column chooser: a list's default
   * columns fit a 1366 px screen.
   */
  list?: boolean;
  /** Offered as a list filter (default false). */
  filter?: boolean;
  /** Offered in create/edit forms (default true unless readOnly). */
  form?: boolean;
  /** Part of the `q` full-text search. */
  searchable?: boolean;
  /** Sortable in lists (default true). */
  sortable?: boolean;
  /** Computed or set by the server; a client write is refused. */
  readOnly?: boolean;
  /** Never leaves the server (password hashes): not readable, not filterable, not writable. */
  hidden?: boolean;
  /** Create a single-column index. References are always indexed. */
  index?: boolean;
}

export interface TextField extends FieldCommon {
  type: 'text';
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: string;
}
export interface LongTextField extends FieldCommon {
  type: 'longtext';
  maxLength?: number;
  default?: string;
}
export interface IntegerField extends FieldCommon {
  type: 'integer';
  min?: number;
  max?: number;
  default?: number;
  /** Names of particular values, shown beside the number ("1 · Inside clerk") in lists, pages and pickers. */
  valueLabels?: Readonly<Partial<Record<number, Labels>>>;
}
export interface DecimalField extends FieldCommon {
  type: 'decimal';
  min?: number;
  max?: number;
  /** Digits after the point (default 2). */
  scale?: number;
  default?: number;
}
export interface MoneyField extends FieldCommon {
  type: 'money';
  min?: number;
  max?: number;
  default?: number;
}
export interface BooleanField extends FieldCommon {
  type: 'boolean';
  default?: boolean;
}
export interface DateField extends FieldCommon {
  type: 'date';
  min?: string;
  max?: string;
  /** Not later than today (a death, a birth). */
  notFuture?: boolean;
  /** Another date field of the resource this one must not be earlier than (death after birth). */
  after?: string;
  default?: 'today';
  /**
   * The register may know only part of the date: a month ('1923-11'), a year ('1879') or about
   * a year ('~1879') besides a day. The value is that canonical string everywhere (wire, forms,
   * imports); the database keeps the earliest day and a `<name>_precision` column
   * (src/config/dates.ts). Shown without inventing a day; rules (`after`, `notFuture`, min, max)
   * refuse only what every day of the value breaks.
   */
  partial?: boolean;
}
export interface DateTimeField extends FieldCommon {
  type: 'datetime';
  default?: 'now';
}
export interface EnumField extends FieldCommon {
  type: 'enum';
  values: readonly EnumValue[];
  default?: string;
}
export interface ReferenceField extends FieldCommon {
  type: 'reference';
  /** Key of the target resource in the config. */
  resource: string;
  /** What happens to this row when the target is deleted (default restrict: the delete is refused). */
  onDelete?: 'restrict' | 'cascade' | 'set null';
  /**
   * When this field narrows the choices of another (area -> room): the field of this record
   * (`field`) that the target's `targetField` must equal. The browser narrows the picker; the
   * server refuses a write whose parents disagree (a room of another area).
   */
  cascadeFrom?: { field: string; targetField: string };
  /**
   * The target's fields a left join along this reference may select, filter and sort on,
   * besides `id` and `channel` (default: the target's recordRepresentation alone). A join
   * never exposes more than this, whatever the target's own access: joining `salesperson_id`
   * gives a user's name, never their mobile or level.
   */
  joinFields?: readonly string[];
}
export interface ImageField extends FieldCommon {
  type: 'image';
}
export interface UrlField extends FieldCommon {
  type: 'url';
}
export interface PhoneField extends FieldCommon {
  type: 'phone';
  /** Only a mobile number (mainland 1[3-9] and 11 digits, or +country): a sign-in mobile, not a landline. */
  mobileOnly?: boolean;
}
export interface IdNumberField extends FieldCommon {
  type: 'idNumber';
}

export type FieldDef =
  | TextField
  | LongTextField
  | IntegerField
  | DecimalField
  | MoneyField
  | BooleanField
  | DateField
  | DateTimeField
  | EnumField
  | ReferenceField
  | ImageField
  | UrlField
  | PhoneField
  | IdNumberField;

export type FieldType = FieldDef['type'];

/** Extra row filter for a level: the equality conditions every read/update/delete of that level must meet. */
export type RowFilter = (actor: Actor) => Record<string, string | number | boolean | readonly (string | number)[]>;

export type AccessRules = Record<Operation, readonly Level[]>;

export interface ResourceDef {
  /** The protocol's `table` and the database table name. */
  table: string;
  /** The plural name: menus, lists ("Tomb orders"). */
  label: Labels;
  /**
   * One record's kind, capitalised as at the start of a sentence: messages, confirmations and
   * tab titles name a record by it ("Order O202611230001 saved", "Delete area 测试园?",
   * "New order"). Defaults to `label`.
   */
  singular?: Labels;
  /** The field that names a record (in references, breadcrumbs, titles, messages). */
  recordRepresentation: string;
  /**
   * How a record shows as a card on a phone, where a list is cards rather than a table: the
   * primary line (default the recordRepresentation), the secondary line under it, and the
   * tertiary fields at the card's right (a status, an amount); a line joins its fields with
   * " · ". Without it: the representation and the next two list columns.
   */
  card?: { primary?: string; secondary?: readonly string[]; tertiary?: readonly string[] };
  /** Rows carry a `channel` column; levels see and write only their channel. */
  channelScoped: boolean;
  fields: Record<string, FieldDef>;
  access: AccessRules;
  /** Row filters added by the server for each level, on read, update and delete. */
  rowFilter?: RowFilter;
  /**
   * The records' order: `field` first (the list's sorted column), then the `then` keys for
   * ties. A reference sorts by the parent's own order (src/protocol/sorting.ts): rooms by area,
   * then sort order, then code. Lists start in it and pickers offer their choices in it.
   */
  defaultSort?: { field: string; order: 'ASC' | 'DESC'; then?: readonly string[] };
  /**
   * Show when each record was created (the system column created_at) as a sortable list
   * column under this name, e.g. "Registered": a list sorted by creation shows what it is sorted by.
   */
  createdLabel?: Labels;
  /** Composite indexes for the lists people actually use. */
  indexes?: readonly (readonly string[])[];
  /** Exactly one row (id 1) that is edited, never created or deleted by clients. */
  singleton?: boolean;
  /**
   * Offered on the spreadsheet import screen to the levels that may create it (default true).
   * False for records a spreadsheet cannot describe (user accounts need a password). docs/import.md.
   */
  importable?: boolean;
  /**
   * Rows are updated again and again (statuses, read marks): the table's autovacuum runs after
   * 0.2% of its rows changed instead of PostgreSQL's 20%, so counts stay index-only scans
   * (docs/performance.md).
   */
  updatedOften?: boolean;
  /**
   * A screen for a resource added by config alone: the block names its menu entry and
   * nothing else needs an edit (the spec's own screens are in src/config/routes.ts).
   */
  menu?: ResourceMenu;
}

export interface ResourceMenu {
  /** The menu group it joins (`/tomb`); an unknown group becomes a group of its own. */
  group: string;
  /** The screen's path, e.g. `/tomb/tombGateList`. */
  path: string;
  /** MUI icon name (see src/app/shell/icons.ts). */
  icon: string;
  /** Defaults to the resource's label. */
  title?: Labels;
  /** Defaults to the levels that may read the resource. */
  levels?: readonly Level[];
}

/** Columns every table has, managed by the server. */
export const SYSTEM_COLUMNS = ['id', 'version', 'created_at', 'updated_at'] as const;
export const CHANNEL_COLUMN = 'channel';

export type ResourcesConfig = Record<string, ResourceDef>;
