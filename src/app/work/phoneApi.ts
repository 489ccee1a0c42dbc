/**
 * The phone page's and the photos' calls (src/server/work/phoneRoutes.ts). A photo goes up as
 * its raw bytes and comes back as a blob, both with the session header: an <img src> could not
 * carry it, so photos are shown from object URLs (usePhotoUrl).
 */
import { useEffect, useState } from 'react';
import { langOf } from '../../config/dates';
import { errorMessage } from '../i18n/configTexts';
import { PHOTO_MAX_BYTES, sniffPhotoType } from '../../rules/workPhotos';
import { pathOf, type AnswerOf, type Contract } from '../../protocol/contract';
import { todayWork, uploadWorkPhoto, workPhotoFile, workPhotos, type PhotoInfo, type TodayWork } from '../../protocol/contracts/work';
import type { Envelope, ErrorData } from '../../protocol/wire';
import { call } from '../providers/call';
import { ApiCallError, SESSION_HEADER, apiBase, getToken } from '../providers/http';
import { currentLanguage } from '../store/language';

export type { PhotoInfo, TodayWork };

export const fetchToday = (): Promise<{ day: string; rows: TodayWork[] }> => call(todayWork, {});
export const fetchPhotos = (workId: number): Promise<PhotoInfo[]> => call(workPhotos, { id: workId });

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
export const uploadPhoto = (workId: number, file: Blob): Promise<PhotoInfo> => uploadPhotoTo(uploadWorkPhoto, workId, file);

/** Upload one photo to the photo store through its contract (a work order's, or a walk flag's), for the record `id`. */
export const uploadPhotoTo = async <C extends Contract<'bytes', unknown>>(contract: C, id: number, file: Blob): Promise<AnswerOf<C>> => {
  const refused = await checkPhotoFile(file);
  if (refused) throw new ApiCallError(refused, 422);
  const res = await fetch(`${apiBase()}/${pathOf(contract)}?id=${id}`, {
    method: 'POST',
    headers: { ...headers(), 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  let env: Envelope<AnswerOf<C>> | undefined;
  try {
    env = (await res.json()) as Envelope<AnswerOf<C>>;
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
    fetch(`${apiBase()}/${pathOf(workPhotoFile, { photo: photoId })}?size=${size}`, { headers: headers() })
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
