/**
 * The park map's calls from the staff app (contracts in src/protocol/contracts/parkmap.ts): the
 * map as drawn, the plan's image (fetched with the session, shown from an object URL), the plan's
 * upload, and the GeoJSON export and import.
 */
import { useEffect, useState } from 'react';
import { pathOf } from '../../protocol/contract';
import { exportMap, importMap, parkMap, planImage, uploadPlan, type ParkMapData, type PlanInfo } from '../../protocol/contracts/parkmap';
import type { Envelope } from '../../protocol/wire';
import { call } from '../providers/call';
import { ApiCallError, SESSION_HEADER, apiBase, getToken } from '../providers/http';
import { currentLanguage } from '../store/language';

const headers = (): Record<string, string> => {
  const h: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = getToken();
  if (token) h[SESSION_HEADER] = token;
  return h;
};

export const fetchParkMap = (): Promise<ParkMapData> => call(parkMap, {});

/** The plan's image as an object URL (revoked when no longer shown); null without an image. */
export const usePlanUrl = (plan: PlanInfo | null | undefined, version: number): string | null | undefined => {
  const [url, setUrl] = useState<string | null>();
  const has = plan?.has_image ?? false;
  const known = plan !== undefined;
  const id = plan?.id;
  useEffect(() => {
    if (!known) return undefined;
    if (!has) {
      setUrl(null);
      return undefined;
    }
    let made: string | undefined;
    let live = true;
    fetch(`${apiBase()}/${pathOf(planImage)}?v=${version}`, { headers: headers() })
      .then((res) => (res.ok ? res.blob() : undefined))
      .then((blob) => {
        if (!live) return;
        if (!blob) return setUrl(null);
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [known, id, has, version]);
  return url;
};

export const uploadPlanImage = async (file: Blob): Promise<PlanInfo> => {
  const res = await fetch(`${apiBase()}/${pathOf(uploadPlan)}`, { method: 'POST', headers: { ...headers(), 'Content-Type': 'application/octet-stream' }, body: file });
  const env = (await res.json().catch(() => undefined)) as Envelope<PlanInfo> | undefined;
  if (!env) throw new ApiCallError(res.statusText || `HTTP ${res.status}`, res.status);
  if (env.status !== 200) throw new ApiCallError(env.msg, env.status);
  return env.data;
};

/** The drawing as a GeoJSON file, downloaded. */
export const downloadGeoJson = async (): Promise<void> => {
  const collection = await call(exportMap, {});
  const url = URL.createObjectURL(new Blob([JSON.stringify(collection, null, 1)], { type: 'application/geo+json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'park-map.geojson';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const importGeoJson = async (file: Blob): Promise<number> => {
  const collection: unknown = JSON.parse(await file.text());
  return (await call(importMap, { collection, replace: true })).imported;
};
