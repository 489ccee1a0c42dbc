/**
 * The door feature code reaches the database through: typed by table (src/server/db/tables.ts)
 * and scoped to the caller, the way the generic query is (./scope.ts). Every query built on a
 * door is rewritten before it runs: each channel-scoped table it reads, joins, updates or
 * deletes from gets `alias.channel = <the caller's channel>` (in the join's ON for a join,
 * so a left join finds nothing rather than another channel's row), and an insert into one gets
 * the caller's channel (one naming another channel is refused). Subqueries and CTEs are
 * scoped the same way. What a module would write by hand (`.where('channel', '=', ...)`) it
 * cannot forget, and tomorrow's cemetery scope is added here once.
 *
 * Raw SQL (`sql\`...\`` naming tables) is not rewritten: keep it to expressions, or, for the raw
 * aggregates (the statistics, the reconciliation), put `inScope(db, table, alias)` in its WHERE or
 * ON: the same condition the door adds, built here from the door's scope. The data layer itself (the generic query and writes, migrations,
 * backups, the import) names tables at run time and keeps the handle by table name (`Db`, rows as
 * `AnyRow`, ../db/handle.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  AliasNode,
  AndNode,
  BinaryOperationNode,
  ColumnNode,
  IdentifierNode,
  InsertQueryNode,
  JoinNode,
  OperationNodeTransformer,
  OperatorNode,
  ParensNode,
  PrimitiveValueListNode,
  ReferenceNode,
  TableNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  WhereNode,
  type DeleteQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type SelectQueryNode,
  type UnknownRow,
  type UpdateQueryNode,
  sql,
  type RawBuilder,
} from 'kysely';
import type { Actor, ResourcesConfig } from '../../config/types';
import { typedHandle, type Database } from '../db/handle';
import { bindConfig, derive } from '../db/handleFacts';
import type { TableName, TypedDb } from '../db/tables';
import { partitionOf, scopeOf, type Scope } from './scope';

export type { RowOf, PatchOf, TypedDb, ValuesOf } from '../db/tables';

/**
 * A server part's own tables partitioned like the config's channel-scoped ones (the statistics'
 * rollups and snapshots: a row per channel), declared by that part beside its CREATE TABLE with
 * `partitionedTable`: the door scopes them too.
 */
const SERVER_PARTITIONED = new Map<string, readonly string[]>();
export const partitionedTable = (table: string): void => {
  SERVER_PARTITIONED.set(table, ['channel']);
};

/** The partition columns of each table of a config, by table name (channel for channel-scoped tables). */
const partitionsByConfig = new WeakMap<ResourcesConfig, Map<string, readonly string[]>>();
const configPartitions = (config: ResourcesConfig): Map<string, readonly string[]> => {
  let map = partitionsByConfig.get(config);
  if (!map) {
    map = new Map();
    for (const resource of Object.values(config)) {
      const columns = partitionOf(resource, { channel: 'inside' }).map(([column]) => column);
      if (columns.length > 0) map.set(resource.table, columns);
    }
    partitionsByConfig.set(config, map);
  }
  return map;
};
/** A table's partition columns in a config (undefined: the table is everyone's). */
type Partitions = Pick<Map<string, readonly string[]>, 'get'>;
const partitionColumns = (config: ResourcesConfig): Partitions => {
  const map = configPartitions(config);
  return { get: (table) => map.get(table) ?? SERVER_PARTITIONED.get(table) };
};

/** A write the scope forbids: a bug of the calling code, never the caller's input. */
export class ScopeViolation extends Error {
  constructor(table: string, column: string) {
    super(`A scoped write to ${table} names another ${column}`);
    this.name = 'ScopeViolation';
  }
}

const nameOf = (node: TableNode): string => node.table.identifier.name;

/** A FROM item's table and the name its columns are reached by (the alias, else the table). */
const tableOf = (item: OperationNode): { table: string; ref: string } | undefined => {
  if (TableNode.is(item)) return { table: nameOf(item), ref: nameOf(item) };
  if (AliasNode.is(item) && TableNode.is(item.node) && IdentifierNode.is(item.alias)) return { table: nameOf(item.node), ref: item.alias.name };
  return undefined;
};

class ScopeTransformer extends OperationNodeTransformer {
  constructor(
    private readonly partitions: Partitions,
    private readonly scope: Scope,
  ) {
    super();
  }

  private scopeValue(column: string): unknown {
    return this.scope[column as keyof Scope];
  }

  /** `ref.col = value AND ...` for a FROM item of a scoped table; undefined otherwise. */
  private condition(item: OperationNode): OperationNode | undefined {
    const t = tableOf(item);
    const columns = t && this.partitions.get(t.table);
    if (!t || !columns) return undefined;
    return columns
      .map((column): OperationNode => BinaryOperationNode.create(ReferenceNode.create(ColumnNode.create(column), TableNode.create(t.ref)), OperatorNode.create('='), ValueNode.create(this.scopeValue(column))))
      .reduce((a, b) => AndNode.create(a, b));
  }

  private conditions(items: readonly OperationNode[] | undefined): OperationNode[] {
    return (items ?? []).flatMap((item) => this.condition(item) ?? []);
  }

  /** The where, with the conditions added (the existing one in parentheses: raw SQL may hold an OR). */
  private narrowed(where: WhereNode | undefined, conds: OperationNode[]): WhereNode | undefined {
    if (conds.length === 0) return where;
    const added = conds.reduce((a, b) => AndNode.create(a, b));
    return WhereNode.create(where ? AndNode.create(ParensNode.create(where.where), added) : added);
  }

  /** Inner and left joins get the condition in their ON; a join without ON (cross) in the where. */
  private scopedJoins(joins: readonly JoinNode[] | undefined, toWhere: OperationNode[]): JoinNode[] | undefined {
    return joins?.map((join) => {
      const cond = this.condition(join.table);
      if (!cond) return join;
      if (!join.on) {
        toWhere.push(cond);
        return join;
      }
      return JoinNode.cloneWithOn(join, cond);
    });
  }

  protected override transformSelectQuery(node: SelectQueryNode, queryId?: PluginTransformQueryArgs['queryId']): SelectQueryNode {
    const inner = super.transformSelectQuery(node, queryId);
    const conds = this.conditions(inner.from?.froms);
    const joins = this.scopedJoins(inner.joins, conds);
    return { ...inner, joins, where: this.narrowed(inner.where, conds) };
  }

  protected override transformUpdateQuery(node: UpdateQueryNode, queryId?: PluginTransformQueryArgs['queryId']): UpdateQueryNode {
    const inner = super.transformUpdateQuery(node, queryId);
    const t = inner.table && tableOf(inner.table);
    const columns = (t && this.partitions.get(t.table)) ?? [];
    for (const update of inner.updates ?? []) {
      if (ColumnNode.is(update.column) && columns.includes(update.column.column.name)) {
        if (!ValueNode.is(update.value) || update.value.value !== this.scopeValue(update.column.column.name)) throw new ScopeViolation(t!.table, update.column.column.name);
      }
    }
    const conds = [...(inner.table ? this.conditions([inner.table]) : []), ...this.conditions(inner.from?.froms)];
    const joins = this.scopedJoins(inner.joins, conds);
    return { ...inner, joins, where: this.narrowed(inner.where, conds) };
  }

  protected override transformDeleteQuery(node: DeleteQueryNode, queryId?: PluginTransformQueryArgs['queryId']): DeleteQueryNode {
    const inner = super.transformDeleteQuery(node, queryId);
    const conds = [...this.conditions(inner.from.froms), ...this.conditions(inner.using?.tables)];
    const joins = this.scopedJoins(inner.joins, conds);
    return { ...inner, joins, where: this.narrowed(inner.where, conds) };
  }

  protected override transformInsertQuery(node: InsertQueryNode, queryId?: PluginTransformQueryArgs['queryId']): InsertQueryNode {
    const inner = super.transformInsertQuery(node, queryId);
    const table = inner.into && nameOf(inner.into);
    const columns = table ? this.partitions.get(table) : undefined;
    if (!table || !columns) return inner;
    if (!inner.values || !ValuesNode.is(inner.values)) throw new ScopeViolation(table, columns.join(', '));
    let names = (inner.columns ?? []).map((c) => c.column.name);
    let rows = inner.values.values;
    for (const column of columns) {
      const want = this.scopeValue(column);
      const at = names.indexOf(column);
      if (at < 0) {
        names = [...names, column];
        rows = rows.map((row) => (PrimitiveValueListNode.is(row) ? PrimitiveValueListNode.create([...row.values, want]) : ValueListNode.create([...row.values, ValueNode.create(want)])));
        continue;
      }
      for (const row of rows) {
        const given = PrimitiveValueListNode.is(row) ? row.values[at] : ValueNode.is(row.values[at]) ? (row.values[at] as ValueNode).value : Symbol('expression');
        if (given !== want) throw new ScopeViolation(table, column);
      }
    }
    return InsertQueryNode.cloneWith(inner, { columns: names.map((n) => ColumnNode.create(n)), values: ValuesNode.create(rows) });
  }
}

class ScopePlugin implements KyselyPlugin {
  private readonly transformer: ScopeTransformer;
  constructor(partitions: Partitions, scope: Scope) {
    this.transformer = new ScopeTransformer(partitions, scope);
  }
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node, args.queryId);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** Who a door is for: the actor of a request (their channel), or a scope itself (a job working for one channel). */
type Caller = Pick<Actor, 'channel'>;

/**
 * `db` (the app's handle or a transaction), typed and scoped to the caller. Inside a
 * transaction: `door(app, trx, actor)`; a transaction of its own: `doorTransaction`.
 */
export const door = (app: Pick<FastifyInstance, 'resources'>, db: Database['db'] | TypedDb, caller: Caller): TypedDb => {
  const partitions = partitionColumns(app.resources);
  const scope = scopeOf(caller);
  const typed = privileged(db);
  const scoped = bindConfig(derive(typed.withPlugin(new ScopePlugin(partitions, scope)), typed), app.resources);
  unscopedOf.set(scoped, acrossChannels(typed));
  scopeOfDoor.set(scoped, { partitions, scope });
  return scoped;
};

/** The scope each door applies (for raw SQL's `inScope`). */
const scopeOfDoor = new WeakMap<TypedDb, { partitions: Partitions; scope: Scope }>();

/**
 * The door's condition on one table of a raw SQL statement, `alias.channel = <the caller's>`
 * (TRUE for a table no scope partitions): what the door adds to a built query, for the raw
 * aggregates it cannot rewrite. `db` must be a door (a privileged handle has no scope to give:
 * refused, so a raw read never widens by mistake).
 */
export const inScope = (db: TypedDb, table: TableName | string, alias: string = table): RawBuilder<boolean> => {
  const door = scopeOfDoor.get(db);
  if (!door) throw new Error(`inScope(${table}) needs a door: a privileged handle has no scope`);
  const columns = door.partitions.get(table);
  if (!columns) return sql<boolean>`TRUE`;
  return sql<boolean>`(${sql.join(
    columns.map((c) => sql`${sql.ref(`${alias}.${c}`)} = ${door.scope[c as keyof Scope]}`),
    sql` AND `,
  )})`;
};

/** The handle each door wraps (the same transaction, without the door's scope). */
const unscopedOf = new WeakMap<TypedDb, TypedDb>();

/**
 * The same transaction as `db`, without a door's scope: for the few reads a rule makes across
 * channels by design (a plot is shared: two burials at one plot at once are refused whichever
 * channel booked the first). Each use says why in a comment.
 */
export const acrossChannels = (db: TypedDb): TypedDb => unscopedOf.get(db) ?? db;

/** One transaction through the door: committed when `fn` resolves, rolled back when it throws. */
export const doorTransaction = <T>(app: Pick<FastifyInstance, 'resources' | 'database'>, caller: Caller, fn: (trx: TypedDb) => Promise<T>): Promise<T> =>
  app.database.transaction((trx) => fn(door(app, trx, caller)));

/** The app's handle through the door, for reads outside a transaction. */
export const doorRead = (app: Pick<FastifyInstance, 'resources' | 'database'>, caller: Caller): TypedDb => door(app, app.database.db, caller);

/**
 * Typed but not scoped: for the parts that work across channels by design (jobs, the seed,
 * the import, user administration, history). Each use says why in a comment.
 */
export const privileged = (db: Database['db'] | TypedDb): TypedDb => typedHandle(db);

/** A transaction for the system (a job at work for every channel), typed and not scoped. */
export const privilegedTransaction = <T>(app: Pick<FastifyInstance, 'database'>, fn: (trx: TypedDb) => Promise<T>): Promise<T> =>
  app.database.transaction((trx) => fn(privileged(trx)));

/** Which engine holds the data (a module's limits differ on PGlite's one connection): the engine's name, never a handle. */
export const databaseKind = (app: Pick<FastifyInstance, 'database'>): Database['kind'] => app.database.kind;

/** The app's handle, typed and not scoped: for reads made for no caller (a calendar feed found by its token, a table's DDL at start). */
export const privilegedRead = (app: Pick<FastifyInstance, 'database'>): TypedDb => privileged(app.database.db);
