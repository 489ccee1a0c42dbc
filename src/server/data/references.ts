/**
 * A reference must point at a row the caller could see: an order of the other channel is
 * refused like a missing one (a foreign key alone would accept it and leak across channels).
 */
import { resourceByKey } from '../../config/access';
import type { Actor, ResourceDef, ResourcesConfig } from '../../config/types';
import type { FieldError } from '../../config/validators';
import type { Db } from '../db/database';
import { ApiError } from '../http/errors';
import type { Row } from '../hooks/registry';

export const checkReferences = async (trx: Db, config: ResourcesConfig, resource: ResourceDef, actor: Actor, values: Row): Promise<void> => {
  const errors: Record<string, FieldError> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
    if (!field || field.type !== 'reference' || value === null || value === undefined) continue;
    const target = resourceByKey(field.resource, config);
    if (!target) continue;
    let q = trx.selectFrom(target.table).select('id').where('id', '=', value);
    if (target.channelScoped) q = q.where('channel', '=', actor.channel);
    if (!(await q.executeTakeFirst())) errors[name] = { key: 'reference' };
  }
  if (Object.keys(errors).length > 0) throw new ApiError('validation', 422, undefined, errors);
};
