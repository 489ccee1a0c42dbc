/** One area's map from the compact endpoint, decoded once per load, with a reload for after changes. */
import { useCallback, useEffect, useState } from 'react';
import { areaMap } from '../../protocol/contracts/plots';
import { call } from '../providers/call';
import { decodeAreaMap } from './layout';
import type { AreaMap, AreaMapPayload } from './types';


const fetchAreaMap = async (areaId: number): Promise<AreaMap> => decodeAreaMap((await call(areaMap, { area_id: areaId })) as unknown as AreaMapPayload);

interface AreaMapState {
  map?: AreaMap;
  error?: Error;
  loading: boolean;
  reload: () => void;
}

export const useAreaMap = (areaId: number | undefined): AreaMapState => {
  const [state, setState] = useState<{ map?: AreaMap; error?: Error; loading: boolean; forArea?: number }>({ loading: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (areaId === undefined) return undefined;
    let live = true;
    setState((s) => ({ map: s.forArea === areaId ? s.map : undefined, loading: true, forArea: areaId }));
    fetchAreaMap(areaId).then(
      (map) => live && setState({ map, loading: false, forArea: areaId }),
      (error: Error) => live && setState({ error, loading: false, forArea: areaId }),
    );
    return () => {
      live = false;
    };
  }, [areaId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { map: state.map, error: state.error, loading: state.loading, reload };
};
