/**
 * The phone page's and the photos' calls (src/server/work/phoneRoutes.ts). A photo goes up as
 * its raw bytes and comes back as a blob, both with the session header: an <img src> could not
 * carry it, so photos are shown from object URLs (usePhotoUrl).
 */
import { useEffect, useState } from 'react';
import { langOf } from '../../config/dates';
import { errorMessage } from '../i18n/configTexts';
import { PHOTO_MAX_BYTES, sniffPhotoType } from '../../config/workPhotos';
import type { Envelope, ErrorData } from '../../protocol/wire';
import { ApiCallError, SESSION_HEADER, apiBase, getToken, postOk } from '../providers/http';
import { currentLanguage } from '../store/language';

export interface TodayWork {
  id: number;
  version: number;
  work_no: string;
  kind: string;
  status: string;
  scheduled_start: string | null;
  duration_minutes: number | null;
  crew: string | null;
  notes: string | null;
  inscription_text: string | null;
  approved_at: string | null;
  assignee_id: number | null;
  order_id: number | null;
  burialslot_id: number;
  completed_at: string | null;
  plot_code: string;
  plot_status: string;
  column_no: number;
  area_id: number;
  area_name: string | null;
  room_name: string | null;
  shelf_name: string | null;
  order_no: string | null;
  photo_count: number;
}

export interface PhotoInfo {
  id: number;
  work_order_id: number;
  mime: string;
}

export const fetchToday = (): Promise<{ day: string; rows: TodayWork[] }> => postOk('admin.work_order/today', {});
export const fetchPhotos = (workId: number): Promise<PhotoInfo[]> => postOk('admin.work_order/photos', { id: workId });

const headers = (): Record<string, string> => {
  const h: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = getToken();
  if (token) h[SESSION_HEADER] = token;
  return h;
};

/**
 * The same checks as the server's, before sending (a file that is not a photo, or too large, is
 * refused at once with the server's message); the server checks again whatever the browser says.
 */
export const checkPhotoFile = async (file: Blob): Promise<string | null> => {
  const lang = langOf(currentLanguage());
  if (file.size === 0) return errorMessage('photo_empty', lang);
  if (file.size > PHOTO_MAX_BYTES) return errorMessage('photo_too_large', lang, { max: PHOTO_MAX_BYTES / 1024 / 1024 });
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffPhotoType(head) ? null : errorMessage('photo_bad_type', lang);
};

/** Upload one photo of a work order; a refusal throws with the server's translated message. */
export const uploadPhoto = (workId: number, file: Blob): Promise<PhotoInfo> => uploadPhotoTo(`admin.work_order/photo?id=${workId}`, file);

/** Upload one photo to the photo store through `path` (a work order's, or a walk flag's: admin.walk_check/photo?id=N). */
export const uploadPhotoTo = async <T = PhotoInfo>(path: string, file: Blob): Promise<T> => {
  const refused = await checkPhotoFile(file);
  if (refused) throw new ApiCallError(refused, 422);
  const res = await fetch(`${apiBase()}/${path}`, {
    method: 'POST',
    headers: { ...headers(), 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  let env: Envelope<T> | undefined;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    env = undefined;
  }
  if (!env) throw new ApiCallError(res.statusText || `HTTP ${res.status}`, res.status);
  if (env.status !== 200) throw new ApiCallError(env.msg, env.status, env.data as unknown as ErrorData | undefined);
  return env.data;
};

/** An object URL of a photo (or its thumbnail), fetched with the session; revoked when no longer shown. */
export const usePhotoUrl = (photoId: number, size: 'thumb' | 'full' = 'thumb'): string | undefined => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let made: string | undefined;
    let live = true;
    fetch(`${apiBase()}/admin.work_order/photo/${photoId}?size=${size}`, { headers: headers() })
      .then((res) => (res.ok ? res.blob() : undefined))
      .then((blob) => {
        if (!blob || !live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [photoId, size]);
  return url;
};
