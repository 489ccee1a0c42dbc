/**
 * An action route's contract (docs/architecture.md, "The path of one action call"): its path
 * under the API base, who may call it, its body's fields and the type of its answer. The
 * server registers every route from its contract (src/server/contract/route.ts) and decodes the
 * body here before the handler runs; the browser sends it with `call(contract, body)`
 * (src/app/providers/call.ts) and never writes a path. A body field is a field definition of
 * the config (the same validators the forms run check it, src/config/validators.ts), a field
 * of a configured resource by name, a row id, or a list or object of those.
 */
import { unreachable } from '../config/exhaustive';
import { canDo, resourceByKey } from '../config/access';
import { routeTable, type PageKey } from '../config/routes';
import type { FieldDef, Labels, Level, Operation, ResourcesConfig } from '../config/types';
import { INT4_MAX, validateField, type FieldError } from '../config/validators';

/** The API base every contract's path is under (the legacy server's `/index`). */
export const API_BASE = '/index';

/**
 * Who may call: anyone (the public visit pages), any session, the levels a resource's access
 * rules give an operation, the levels whose menu opens a page, the levels whose menu shows a
 * resource's screens, fixed levels, or the levels every one (or any one) of several rules admits.
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'session' }
  | { readonly kind: 'resource'; readonly resource: string; readonly op: Operation }
  | { readonly kind: 'page'; readonly page: PageKey }
  | { readonly kind: 'screen'; readonly resource: string }
  | { readonly kind: 'levels'; readonly levels: readonly Level[] }
  | { readonly kind: 'all'; readonly of: readonly Access[] }
  | { readonly kind: 'any'; readonly of: readonly Access[] };

export const anyone: Access = { kind: 'public' };
export const signedIn: Access = { kind: 'session' };
export const canOn = (resource: string, op: Operation): Access => ({ kind: 'resource', resource, op });
/** The levels whose routes open the page (src/config/routes.ts): the call is the page's. */
export const pageUsers = (page: PageKey): Access => ({ kind: 'page', page });
/** The levels whose menu shows the resource's screens (its config `menu`): the call belongs to those screens. */
export const screenUsers = (resource: string): Access => ({ kind: 'screen', resource });
export const levelsOnly = (...levels: Level[]): Access => ({ kind: 'levels', levels });
/** Every rule must admit the caller (a screen's call that also needs an operation on its resource). */
export const allOf = (...of: Access[]): Access => ({ kind: 'all', of });
/** One of the rules is enough (a call of two pages: the inside and the outside statistics). */
export const anyOf = (...of: Access[]): Access => ({ kind: 'any', of });

const ALL_LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6];

/**
 * The levels an access admits in a config (null: no level is needed, anyone or any session).
 * The one reading of the access tables: the server's check (src/server/contract/route.ts) and
 * anything else that must know who reaches a call (the calendar feed) ask here.
 */
export const accessLevels = (access: Access, config: ResourcesConfig): readonly Level[] | null => {
  switch (access.kind) {
    case 'public':
    case 'session':
      return null;
    case 'resource': {
      const def = resourceByKey(access.resource, config);
      return def ? ALL_LEVELS.filter((l) => canDo(def, l, access.op)) : [];
    }
    case 'page':
      return [...new Set(routeTable(config).all.flatMap((r) => (r.kind === 'page' && r.page === access.page ? r.levels : [])))];
    case 'screen':
      return [...new Set(routeTable(config).all.flatMap((r) => (r.kind === 'resource' && r.resource === access.resource ? r.levels : [])))];
    case 'levels':
      return access.levels;
    case 'all':
      return access.of.reduce<readonly Level[] | null>((levels, a) => {
        const more = accessLevels(a, config);
        return levels === null ? more : more === null ? levels : levels.filter((l) => more.includes(l));
      }, null);
    case 'any': {
      const each = access.of.map((a) => accessLevels(a, config));
      return each.includes(null) ? null : [...new Set(each.flatMap((l) => l ?? []))];
    }
    default:
      return unreachable(access);
  }
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * A field written in the contract: a config field definition (the label is optional: the
 * message shows on the form's own field). Text is trimmed before it is checked unless
 * `trim: false` (a password); an empty value is absent.
 */
export type InlineField = DistributiveOmit<FieldDef, 'label'> & { readonly label?: Labels; readonly trim?: false };
/** A row id: 1 to the int4 maximum; anything else is a 400 (no form types an id). `nullable` keeps an explicit null. */
export interface IdField {
  readonly type: 'id';
  readonly required?: boolean;
  readonly nullable?: true;
}
/** A field of a configured resource, checked by its own definition in the running config. */
export interface ConfigField<T = string> {
  readonly type: 'config';
  readonly resource: string;
  readonly field: string;
  readonly required?: boolean;
  /** Phantom: the value's type. */
  readonly value?: T;
}
/** A list of at most `max` items (an absent list is empty); a list too long or not a list is a 400. */
export interface ListField<O extends BodyField = BodyField> {
  readonly type: 'list';
  readonly of: O;
  readonly max: number;
  readonly required?: boolean;
  /** Repeated items kept once. */
  readonly unique?: true;
  /** An absent list stays absent (the handler's default: no filter), not empty. */
  readonly keepAbsent?: true;
}
/** A nested object with its own fields (unknown keys refused as at the top). */
export interface ObjectField<S extends BodySpec = BodySpec> {
  readonly type: 'object';
  readonly fields: S;
  readonly required?: boolean;
}
/** A value the handler checks itself against a rule of its module (a JSON value of at most the body's size). */
export interface OpaqueField<T = unknown> {
  readonly type: 'opaque';
  readonly required?: boolean;
  readonly value?: T;
}

export type BodyField = InlineField | IdField | ConfigField<unknown> | ListField | ObjectField | OpaqueField;
export type BodySpec = Readonly<Record<string, BodyField>>;

/**
 * How the body is read: declared fields, none (an empty or absent body), the route's own
 * strict grammar (the generic query, the legacy login), or raw bytes the handler checks (a photo).
 */
export type BodyShape = BodySpec | 'none' | 'own' | 'bytes';

declare const answerBrand: unique symbol;
/** The answer's type, carried by the contract's type only. */
export interface Answer<A> {
  readonly [answerBrand]?: A;
}
export const answer = <A>(): Answer<A> => ({});

export interface Contract<B extends BodyShape = BodyShape, A = unknown> {
  /** Under the API base: `admin.ash_deposit/deposit` is `POST /index/admin.ash_deposit/deposit`. */
  readonly path: string;
  readonly method: 'POST' | 'GET';
  readonly access: Access;
  readonly body: B;
  /** The largest body, in bytes (default: the server's). */
  readonly maxBytes?: number;
  readonly answer: Answer<A>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContract = Contract<BodyShape, any>;
export type AnswerOf<C> = C extends Contract<BodyShape, infer A> ? A : never;

type ValueOf<F> = F extends IdField
  ? number | (F extends { nullable: true } ? null : never)
  : F extends ListField<infer O>
    ? ValueOf<O>[]
    : F extends ObjectField<infer S>
      ? Decoded<S>
      : F extends ConfigField<infer T>
        ? T
        : F extends OpaqueField<infer T>
          ? T
          : F extends { type: 'integer' | 'decimal' | 'money' | 'reference' }
            ? number
            : F extends { type: 'boolean' }
              ? boolean
              : F extends { type: 'enum'; values: readonly { value: infer V }[] }
                ? V
                : string;

/** Always present once decoded: required, given a default, or a list (absent is empty). */
type Present<F> = F extends { required: true } ? true : F extends { default: unknown } ? true : F extends { keepAbsent: true } ? false : F extends ListField ? true : false;
type Flat<T> = { [K in keyof T]: T[K] };

/** The body as the handler receives it. */
export type Decoded<S> = Flat<
  { -readonly [K in keyof S as Present<S[K]> extends true ? K : never]: ValueOf<S[K]> } & {
    -readonly [K in keyof S as Present<S[K]> extends true ? never : K]?: ValueOf<S[K]>;
  }
>;

type Needed<F> = F extends { required: true } ? (F extends { default: unknown } ? false : true) : false;
type InputOf<F> = F extends ListField<infer O>
  ? readonly InputOf<O>[]
  : F extends ObjectField<infer S>
    ? Input<S>
    : ValueOf<F>;
/** The body as the browser sends it: an optional field may be left out or null. */
export type Input<S> = Flat<
  { -readonly [K in keyof S as Needed<S[K]> extends true ? K : never]: InputOf<S[K]> } & {
    -readonly [K in keyof S as Needed<S[K]> extends true ? never : K]?: InputOf<S[K]> | null;
  }
>;
export type BodyOf<C> = C extends Contract<infer B, unknown>
  ? B extends BodySpec
    ? Input<B>
    : B extends 'own'
      ? Record<string, unknown>
      : B extends 'bytes'
        ? Blob
        : Record<string, never>
  : never;

/** A contract's path with its `:name` parameters filled (a GET of one file: `admin.work_order/photo/:photo`). */
export const pathOf = (c: AnyContract, params: Record<string, string | number> = {}): string =>
  c.path.replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));

/** Declare a route's contract; `answer<T>()` gives the answer's type. */
export const contract = <const B extends BodyShape, A>(c: {
  path: string;
  method?: 'POST' | 'GET';
  access: Access;
  body: B;
  maxBytes?: number;
  answer: Answer<A>;
}): Contract<B, A> => ({ method: 'POST', ...c });

/** Shorthands for the fields contracts repeat. */
export const id = { type: 'id', required: true } as const satisfies IdField;
export const optionalId = { type: 'id' } as const satisfies IdField;
/** A field of a configured resource (`required` is the call's, not the form's). */
export const configField = <T = string, R extends boolean = false>(resource: string, field: string, required?: R): ConfigField<NoInfer<T>> & { readonly required: R } => ({
  type: 'config',
  resource,
  field,
  required: (required ?? false) as R,
});

/** Why a body was refused: a 400 (its shape: not an object, an unknown key, a bad id or list) or a 422 with each field's error. */
export type Refusal =
  | { status: 400; code: 'bad_request' | 'unknown_key'; key?: string }
  | { status: 422; fields: Record<string, FieldError> };

type Decoding = { ok: true; value: Record<string, unknown> } | { ok: false; refusal: Refusal };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isEmptyValue = (v: unknown): boolean => v === undefined || v === null || v === '';

/** A JSON value of the right kind for the field's type (the wire is JSON: no number in a string). */
const wrongKind = (field: FieldDef, v: unknown): FieldError | null => {
  switch (field.type) {
    case 'integer':
      return typeof v === 'number' ? null : { key: 'type_integer' };
    case 'decimal':
    case 'money':
      return typeof v === 'number' ? null : { key: 'type_number' };
    case 'boolean':
      return typeof v === 'boolean' ? null : { key: 'type_boolean' };
    case 'reference':
      return typeof v === 'number' ? null : { key: 'reference' };
    case 'text':
    case 'longtext':
    case 'date':
    case 'datetime':
    case 'enum':
    case 'image':
    case 'url':
    case 'phone':
    case 'idNumber':
      return typeof v === 'string' ? null : { key: 'type_text' };
    default:
      return unreachable(field);
  }
};

class Refused {
  constructor(readonly refusal: Refusal) {}
}
const shapeRefusal = (code: 'bad_request' | 'unknown_key' = 'bad_request', key?: string): never => {
  throw new Refused({ status: 400, code, key });
};

/** One checked value: a field definition's rules, in the config's own validator. */
const checkDefined = (def: FieldDef, raw: unknown, trim: boolean, name: string, errors: Record<string, FieldError>): unknown => {
  const v = typeof raw === 'string' && trim ? raw.trim() : raw;
  if (isEmptyValue(v)) {
    if (def.required) errors[name] = { key: 'required' };
    else if ('default' in def && def.default !== undefined && def.default !== 'today' && def.default !== 'now') return def.default;
    return undefined;
  }
  const error = wrongKind(def, v) ?? validateField(def, v, true);
  if (error) errors[name] = error;
  return v;
};

const decodeValue = (field: BodyField, raw: unknown, name: string, config: ResourcesConfig, errors: Record<string, FieldError>): unknown => {
  switch (field.type) {
    case 'id': {
      if (raw === null && field.nullable) return null;
      if (raw === undefined || raw === null || raw === '') return field.required ? shapeRefusal() : undefined;
      return typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 1 && raw <= INT4_MAX ? raw : shapeRefusal();
    }
    case 'list': {
      if (raw === undefined || raw === null) return field.required ? shapeRefusal() : field.keepAbsent ? undefined : [];
      if (!Array.isArray(raw) || raw.length > field.max || (field.required && raw.length === 0)) return shapeRefusal();
      const items = raw.map((item, i) => decodeValue(field.of, item, `${name}.${i}`, config, errors));
      if (Object.keys(errors).some((k) => k.startsWith(`${name}.`))) {
        // The list's field carries the first item's error (the form shows it on the list).
        const first = Object.keys(errors).find((k) => k.startsWith(`${name}.`)) as string;
        const error = errors[first];
        for (const k of Object.keys(errors)) if (k.startsWith(`${name}.`)) delete errors[k];
        errors[name] = error;
      }
      return field.unique ? [...new Set(items)] : items;
    }
    case 'object': {
      if (raw === undefined || raw === null) return field.required ? shapeRefusal() : undefined;
      return decodeObject(field.fields, raw, config, errors, `${name}.`);
    }
    case 'opaque':
      if (raw === undefined || raw === null) return field.required ? shapeRefusal() : undefined;
      return raw;
    case 'config': {
      const def = resourceByKey(field.resource, config)?.fields[field.field];
      // A field the running config does not have takes no value.
      if (!def) return isEmptyValue(raw) ? undefined : shapeRefusal('unknown_key', name);
      return checkDefined({ ...def, required: field.required ?? false } as FieldDef, raw, true, name, errors);
    }
    default:
      return checkDefined(field as FieldDef, raw, field.trim !== false, name, errors);
  }
};

const decodeObject = (spec: BodySpec, raw: unknown, config: ResourcesConfig, errors: Record<string, FieldError>, prefix = ''): Record<string, unknown> => {
  if (!isObject(raw)) return shapeRefusal();
  for (const key of Object.keys(raw)) if (!Object.hasOwn(spec, key)) shapeRefusal('unknown_key', `${prefix}${key}`.slice(0, 60));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(spec)) {
    const v = decodeValue(field, raw[key], `${prefix}${key}`, config, errors);
    if (v !== undefined) out[key] = v;
  }
  return out;
};

/**
 * The one decoder of action bodies, run by the server before every handler (and free for the
 * browser to run before sending): unknown keys, bad ids and lists refused (400), each field
 * checked by its definition (422 with the field's error), text trimmed, empty values absent.
 */
export const decodeBody = (shape: BodyShape, raw: unknown, config: ResourcesConfig): Decoding => {
  if (shape === 'own' || shape === 'bytes') return { ok: true, value: raw as Record<string, unknown> };
  const body = raw === undefined || raw === null ? {} : raw;
  try {
    if (shape === 'none') {
      if (!isObject(body)) return shapeRefusal();
      const extra = Object.keys(body)[0];
      return extra === undefined ? { ok: true, value: {} } : shapeRefusal('unknown_key', extra.slice(0, 60));
    }
    const errors: Record<string, FieldError> = {};
    const value = decodeObject(shape, body, config, errors);
    return Object.keys(errors).length > 0 ? { ok: false, refusal: { status: 422, fields: errors } } : { ok: true, value };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, refusal: e.refusal };
    throw e;
  }
};
