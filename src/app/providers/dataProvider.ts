/**
 * react-admin's data calls over the legacy protocol only: the generic query (list, count,
 * update with the record's version) and the `admin.<table>/create|table_delete` family.
 * It works against the bundled server and any legacy server speaking the same protocol:
 * the base URL, session header and 10 s timeout live in http.ts.
 */
import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { writableFields } from '../../config/access';
import { errorMessage } from '../i18n/configTexts';
import { MAX_PAGE_SIZE, QUERY_PATH, type Condition, type ListRequest, type RowsAndTotal } from '../../protocol/wire';
import type { Capabilities } from '../../protocol/capabilities';
import { serverCapabilities } from './capabilities';
import type { ResourceDef, ResourcesConfig } from '../../config/types';
import { toNumber } from '../../config/validators';
import { trimInput } from '../../config/textInput';
import { postOk } from './http';
import { buildOrderBy, buildWhere, listRequest as listRequestFor, nestJoined } from '../../protocol/legacyQuery';
import { asHttp } from './providerErrors';
import { resolveResourceName } from '../../protocol/resourceName';
import { isEmpty } from '../../config/validators';
import { currentLanguage } from '../store/language';

/** The generic query's path (docs/protocol.md). */

/**
 * Creates that cannot go through the generic create: a user's password must be hashed by
 * the server, so users are made by the legacy create_user call, with exactly its keys.
 */
const SPECIAL_CREATES: Record<string, { path: string; keys: readonly string[] }> = {
  user: { path: 'admin.user/create_user', keys: ['mobile', 'nickname', 'level', 'password'] },
};

type Row = Record<string, unknown> & { id: Identifier };

interface Sort {
  field: string;
  order: string;
}

/** Numeric ids stay numbers even when react-admin took them from a URL. */
const toId = (id: Identifier): Identifier => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id);



/** Equal as the database sees it: '12.50' and 12.5 are the same money, '' and null the same nothing. */
const sameValue = (a: unknown, b: unknown): boolean => {
  if (isEmpty(a) && isEmpty(b)) return true;
  const na = toNumber(a);
  const nb = toNumber(b);
  if (na !== null && nb !== null) return na === nb;
  return JSON.stringify(a) === JSON.stringify(b);
};

interface LegacyDataProviderOptions {
  /** The config to read; tests pass a modified copy. */
  config: ResourcesConfig;
  /** What the server offers (./capabilities.ts); a legacy server's lists cost a second request for the total. */
  capabilities?: () => Promise<Capabilities>;
}

export const createLegacyDataProvider = ({ config, capabilities = serverCapabilities }: LegacyDataProviderOptions): DataProvider => {
  const resolve = (name: string) => resolveResourceName(name, config);

  const listRequest = (resource: ResourceDef, where: Condition[]): ListRequest => listRequestFor(resource, config, where);

  const fetchRows = async (req: ListRequest): Promise<Row[]> => {
    const rows = await postOk<Record<string, unknown>[]>(QUERY_PATH, req);
    return rows.map((r) => nestJoined(r) as Row);
  };

  const count = (table: string, where: Condition[]): Promise<number> =>
    postOk<number>(QUERY_PATH, { table, where, is_count: 1 }).then(Number);

  /**
   * One page; pages larger than the server's limit (CSV export asks for thousands) are
   * fetched as consecutive pages of MAX_PAGE_SIZE until a short one.
   */
  const page = async (base: ListRequest, pageNo: number, perPage: number): Promise<Row[]> => {
    if (perPage <= MAX_PAGE_SIZE) return fetchRows({ ...base, page: pageNo, page_size: perPage });
    const offset = (pageNo - 1) * perPage;
    if (offset % MAX_PAGE_SIZE !== 0) throw new Error(`A page of ${perPage} rows must start on a multiple of ${MAX_PAGE_SIZE}`);
    const rows: Row[] = [];
    for (let p = offset / MAX_PAGE_SIZE + 1; rows.length < perPage; p += 1) {
      const chunk = await fetchRows({ ...base, page: p, page_size: MAX_PAGE_SIZE });
      rows.push(...chunk);
      if (chunk.length < MAX_PAGE_SIZE) break;
    }
    return rows.slice(0, perPage);
  };

  const listWithTotal = async (name: string, filter: Record<string, unknown>, sort: Sort | undefined, pageNo: number, perPage: number) => {
    const { resource, channel } = resolve(name);
    const where = buildWhere(resource, filter, channel);
    const base = { ...listRequest(resource, where), order_by: buildOrderBy(sort, resource, config) };
    // One round trip when the server can answer the rows with their total (docs/protocol.md, `with_count`).
    if (perPage <= MAX_PAGE_SIZE && (await capabilities()).query.includes('with_count')) {
      const answer = await postOk<RowsAndTotal>(QUERY_PATH, { ...base, page: pageNo, page_size: perPage, with_count: 1 });
      return { data: answer.rows.map((r) => nestJoined(r) as Row), total: Number(answer.total) };
    }
    const [data, total] = await Promise.all([page(base, pageNo, perPage), count(resource.table, where)]);
    return { data, total };
  };

  const byIds = async (name: string, ids: readonly Identifier[]): Promise<Row[]> => {
    const { resource, channel } = resolve(name);
    if (ids.length === 0) return [];
    const where = [...buildWhere(resource, {}, channel), ['id', 'in', ids.map(toId)] as Condition];
    const base = listRequest(resource, where);
    return page(base, 1, ids.length);
  };

  const getOne = async (name: string, id: Identifier): Promise<Row> => {
    const { resource, channel } = resolve(name);
    const where = [...buildWhere(resource, {}, channel), ['id', '=', toId(id)] as Condition];
    const [row] = await fetchRows({ ...listRequest(resource, where), page: 1, page_size: 1 });
    // No row is no envelope error: say it as the server would, in the user's language.
    if (!row) throw new HttpError(errorMessage('not_found', currentLanguage()), 404, { code: 'not_found' });
    return row;
  };

  /** A write answers with the row, or with its id from servers that say less. */
  const rowAfterWrite = async (name: string, answer: unknown, id?: Identifier): Promise<Row> => {
    if (answer && typeof answer === 'object' && 'id' in answer) return getOne(name, (answer as Row).id);
    if (typeof answer === 'number' || typeof answer === 'string') return getOne(name, answer);
    if (id !== undefined) return getOne(name, id);
    throw new Error('The server did not say which record it wrote');
  };

  const writeOnly = (resource: ResourceDef, data: Record<string, unknown>): Record<string, unknown> => {
    const allowed = writableFields(resource);
    return Object.fromEntries(Object.entries(data).filter(([k]) => allowed.includes(k)).map(([k, v]) => [k, trimInput(resource.fields[k], v)]));
  };

  const updateOne = async (name: string, id: Identifier, data: Record<string, unknown>, previous?: Record<string, unknown>) => {
    const { resource } = resolve(name);
    const changed = Object.fromEntries(
      Object.entries(writeOnly(resource, data)).filter(([k, v]) => !previous || !sameValue(v, previous[k])),
    );
    if (previous && Object.keys(changed).length === 0) return previous as Row;
    const body: Record<string, unknown> = { table: resource.table, id: toId(id), data: changed };
    if (previous && typeof previous.version === 'number') body.version = previous.version;
    const answer = await postOk<unknown>(QUERY_PATH, body);
    return rowAfterWrite(name, answer, id);
  };

  const remove = (name: string, ids: readonly Identifier[]) => {
    const { resource } = resolve(name);
    return postOk<unknown>(`admin.${resource.table}/table_delete`, { ids: ids.map(toId) });
  };

  return {
    getList: (name, params) =>
      asHttp(() =>
        listWithTotal(name, params.filter ?? {}, params.sort, params.pagination?.page ?? 1, params.pagination?.perPage ?? 20),
      ) as never,

    getOne: (name, params) => asHttp(async () => ({ data: (await getOne(name, params.id)) as never })),

    getMany: (name, params) => asHttp(async () => ({ data: (await byIds(name, params.ids)) as never[] })),

    getManyReference: (name, params) =>
      asHttp(() =>
        listWithTotal(
          name,
          { ...params.filter, [params.target]: params.id },
          params.sort,
          params.pagination?.page ?? 1,
          params.pagination?.perPage ?? 20,
        ),
      ) as never,

    update: (name, params) =>
      asHttp(async () => ({ data: (await updateOne(name, params.id, params.data, params.previousData)) as never })),

    /** One call for all the rows (`ids` in the admin update), so a refusal changes none of them. */
    updateMany: (name, params) =>
      asHttp(async () => {
        const { resource } = resolve(name);
        await postOk(`admin.${resource.table}/update`, { ...writeOnly(resource, params.data as Record<string, unknown>), ids: params.ids.map(toId) });
        return { data: params.ids };
      }),

    create: (name, params) =>
      asHttp(async () => {
        const { key, resource } = resolve(name);
        const special = SPECIAL_CREATES[key];
        const keys = special?.keys ?? writableFields(resource);
        const data = Object.fromEntries(
          Object.entries(params.data as Record<string, unknown>)
            .filter(([k, v]) => !isEmpty(v) && keys.includes(k))
            .map(([k, v]) => [k, resource.fields[k] ? trimInput(resource.fields[k], v) : v]),
        );
        const answer = await postOk<unknown>(special?.path ?? `admin.${resource.table}/create`, data);
        return { data: (await rowAfterWrite(name, answer)) as never };
      }),

    delete: (name, params) =>
      asHttp(async () => {
        await remove(name, [params.id]);
        return { data: (params.previousData ?? { id: params.id }) as never };
      }),

    deleteMany: (name, params) =>
      asHttp(async () => {
        await remove(name, params.ids);
        return { data: params.ids };
      }),
  };
};
