/** Which buttons a level sees: the config's access rules, the same ones the server enforces. */
import { canDo } from '../../../config/access';
import type { Operation, ResourceDef } from '../../../config/types';
import { useLevel } from './useLevel';

export const useCan = (resource: ResourceDef): Record<Operation, boolean> => {
  const level = useLevel();
  const can = (op: Operation) => level !== undefined && canDo(resource, level, op);
  return { read: can('read'), create: can('create'), update: can('update'), delete: can('delete') };
};
