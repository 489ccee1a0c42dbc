/**
 * Which area the map opens on when the URL names none: the one this user last chose
 * (remembered in this browser per user, so a colleague's choice or a new empty area sorted
 * first changes nothing), else the first area, in sort order, that has plots.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { AreaChoice } from './useAreas';

const keyFor = (userId: unknown): string | undefined => (userId === undefined || userId === null ? undefined : `cemetery.map.area.${String(userId)}`);

const read = (key: string | undefined): number | undefined => {
  if (!key || typeof localStorage === 'undefined') return undefined;
  const n = Number(localStorage.getItem(key));
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The user's last chosen area and a way to remember a new choice. */
export const useRememberedArea = (): { remembered?: number; remember: (areaId: number) => void; known: boolean } => {
  const { identity, isPending } = useGetIdentity();
  const key = keyFor(identity?.id);
  const [, setTick] = useState(0);
  const remember = useCallback(
    (areaId: number) => {
      if (!key) return;
      localStorage.setItem(key, String(areaId));
      setTick((n) => n + 1);
    },
    [key],
  );
  return { remembered: read(key), remember, known: !isPending };
};

/** The first area (in the given order) with at least one plot; asks area by area and stops at the first. */
export const useFirstAreaWithPlots = (areas: readonly AreaChoice[] | undefined, enabled: boolean): { areaId?: number; pending: boolean } => {
  const dataProvider = useDataProvider();
  const ids = (areas ?? []).map((a) => a.id);
  const { data, isPending } = useQuery({
    queryKey: ['map.firstAreaWithPlots', ids],
    enabled: enabled && ids.length > 0,
    queryFn: async (): Promise<number | null> => {
      for (const id of ids) {
        const { total } = await dataProvider.getList('tomb_burialslot', { filter: { area_id: id }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
        if (total) return id;
      }
      return null;
    },
  });
  return { areaId: data ?? undefined, pending: enabled && ids.length > 0 && isPending };
};
