/**
 * An in-memory dataProvider for rendering config-built screens: equality, `_like`, `_gte`/`_lte` and `q` filters,
 * sort and pages, and a log of every call so tests can assert what a screen asked for.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';

interface ProviderCall {
  method: string;
  resource: string;
  params: Record<string, unknown>;
}

type Tables = Record<string, RaRecord[]>;

const matches = (row: RaRecord, filter: Record<string, unknown>): boolean =>
  Object.entries(filter).every(([k, v]) => {
    if (v === undefined || v === '') return true;
    if (k === 'q') return Object.values(row).some((x) => String(x ?? '').includes(String(v)));
    if (k.endsWith('_like')) return String(row[k.slice(0, -5)] ?? '').includes(String(v));
    if (k.endsWith('_gte')) return row[k.slice(0, -4)] != null && String(row[k.slice(0, -4)]) >= String(v);
    if (k.endsWith('_lte')) return row[k.slice(0, -4)] != null && String(row[k.slice(0, -4)]) <= String(v);
    if (Array.isArray(v)) return v.includes(row[k]);
    return String(row[k]) === String(v);
  });

interface MemoryOptions {
  /** Sort lists by the asked field (off by default: most tests read rows in insertion order). */
  sort?: boolean;
}

const sorted = (list: RaRecord[], sort: { field: string; order: string } | undefined): RaRecord[] => {
  if (!sort?.field) return list;
  const dir = sort.order === 'DESC' ? -1 : 1;
  return [...list].sort((a, b) => (String(a[sort.field]) < String(b[sort.field]) ? -dir : String(a[sort.field]) > String(b[sort.field]) ? dir : 0));
};

export const memoryDataProvider = (tables: Tables, options: MemoryOptions = {}) => {
  const calls: ProviderCall[] = [];
  const rows = (resource: string): RaRecord[] => (tables[resource] ??= []);
  const log = (method: string, resource: string, params: object) => calls.push({ method, resource, params: { ...params } });
  let nextId = 1000;

  const provider: DataProvider = {
    getList: async (resource, params) => {
      log('getList', resource, params);
      const { page = 1, perPage = 20 } = params.pagination ?? {};
      const matching = rows(resource).filter((r) => matches(r, params.filter ?? {}));
      const found = options.sort ? sorted(matching, params.sort) : matching;
      return { data: found.slice((page - 1) * perPage, page * perPage) as never[], total: found.length };
    },
    getOne: async (resource, params) => {
      log('getOne', resource, params);
      const row = rows(resource).find((r) => String(r.id) === String(params.id));
      if (!row) throw new Error('not found');
      return { data: row as never };
    },
    getMany: async (resource, params) => {
      log('getMany', resource, params);
      return { data: rows(resource).filter((r) => params.ids.map(String).includes(String(r.id))) as never[] };
    },
    getManyReference: async (resource, params) => {
      log('getManyReference', resource, params);
      const found = rows(resource).filter((r) => matches(r, { ...params.filter, [params.target]: params.id }));
      return { data: found as never[], total: found.length };
    },
    create: async (resource, params) => {
      log('create', resource, params);
      const row = { ...params.data, id: nextId++ } as RaRecord;
      rows(resource).push(row);
      return { data: row as never };
    },
    update: async (resource, params) => {
      log('update', resource, params);
      const list = rows(resource);
      const i = list.findIndex((r) => String(r.id) === String(params.id));
      list[i] = { ...list[i], ...params.data };
      return { data: list[i] as never };
    },
    updateMany: async (resource, params) => {
      log('updateMany', resource, params);
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      log('delete', resource, params);
      tables[resource] = rows(resource).filter((r) => String(r.id) !== String(params.id));
      return { data: params.previousData as never };
    },
    deleteMany: async (resource, params) => {
      log('deleteMany', resource, params);
      const ids = params.ids.map(String);
      tables[resource] = rows(resource).filter((r) => !ids.includes(String(r.id as Identifier)));
      return { data: params.ids };
    },
  };
  return { provider, calls };
};
