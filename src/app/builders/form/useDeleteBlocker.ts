/**
 * Why a delete would fail before it is offered: the config's references that restrict deletion
 * (a payment's order, a room's area: `onDelete` restrict, the default) still point at the
 * records. The server refuses such a delete ('referenced'); the screens disable Delete and say
 * which records refer to it instead of offering what will fail. Rows the level cannot read are
 * not counted here: the server still has the last word. The count never holds a confirmation
 * back: Delete opens its dialog at once, which waits for the count inside (ConfigDeleteButton).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import { canDo } from '../../../config/access';
import type { Labels, Level, ResourceDef, ResourcesConfig } from '../../../config/types';
import { resourceNameForLevel } from '../../../protocol/resourceName';

interface RestrictingReference {
  /** The referring resource's config key and its field. */
  key: string;
  field: string;
  resource: ResourceDef;
}

/** Every reference field of the config pointing at `key` whose rows forbid the delete. */
const restrictingReferences = (key: string, config: ResourcesConfig): RestrictingReference[] =>
  Object.entries(config).flatMap(([refKey, resource]) =>
    Object.entries(resource.fields).flatMap(([field, def]) =>
      def.type === 'reference' && def.resource === key && !def.hidden && (def.onDelete ?? 'restrict') === 'restrict' ? [{ key: refKey, field, resource }] : [],
    ),
  );

interface DeleteBlocker {
  /** The referring resource's name (its label). */
  label: Labels;
  count: number;
}

interface DeleteCheck {
  blocker: DeleteBlocker | null;
  /** Still counting: Delete waits rather than being offered and then taken back. */
  checking: boolean;
}

export const useDeleteBlocker = (key: string, config: ResourcesConfig, level: Level | undefined, ids: readonly Identifier[]): DeleteCheck => {
  const dataProvider = useDataProvider();
  const refs = restrictingReferences(key, config).filter((r) => level !== undefined && canDo(r.resource, level, 'read'));
  const enabled = ids.length > 0 && refs.length > 0;
  const { data, isPending } = useQuery({
    queryKey: ['deleteBlocker', key, level, [...ids].map(String).sort()],
    enabled,
    // Every reference counted at once: one after the other, an area's (rooms, rows, plots...) kept
    // its Delete waiting for tens of seconds on a loaded machine.
    queryFn: async (): Promise<DeleteBlocker | null> => {
      const counts = await Promise.all(
        refs.map(async (ref) => {
          const { total } = await dataProvider.getList(resourceNameForLevel(ref.key, level, config).name, {
            filter: { [ref.field]: [...ids] },
            pagination: { page: 1, perPage: 1 },
            sort: { field: 'id', order: 'ASC' },
          });
          return { label: ref.resource.label, count: total ?? 0 };
        }),
      );
      return counts.find((c) => c.count > 0) ?? null;
    },
  });
  return { blocker: data ?? null, checking: enabled && isPending };
};
