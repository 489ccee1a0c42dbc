/**
 * The data service: every read and write of a configured table, with access, channel and
 * row-filter scoping, validation, hooks and the operation log. Routes (the legacy generic
 * query, a REST view) only translate their request shapes into these calls.
 */
export { create, createRow } from './create';
export { count, getOne, list, search } from './list';
export { parseIds, remove } from './remove';
export { resolveTable, type Target } from './resolve';
export { update, updateMany } from './update';
