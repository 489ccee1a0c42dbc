/**
 * A memorial's photos in the browser (docs/families.md "Memorial pages"): each fetched with the
 * family's proof when this tab holds one (a private page's photos are the family's only) and
 * shown from an object URL; the family's upload sends the photo's raw bytes.
 */
import { useEffect, useState } from 'react';
import { API_BASE, pathOf } from '../../protocol/contract';
import { memorialPhotoFile, memorialPhotoUpload } from '../../protocol/contracts/family';
import { CallError } from '../publicKit/call';

const PROOF_HEADER = 'X-Family-Proof';

/** The object URL of a photo (its thumbnail unless `full`), or null while it loads or when it cannot be shown. */
export const usePhotoUrl = (code: string, id: number | null, proof: string | undefined, full = false): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (id === null) return;
    let current = true;
    let made: string | null = null;
    void fetch(`${API_BASE}/${pathOf(memorialPhotoFile, { photo: id })}?code=${encodeURIComponent(code)}${full ? '&size=full' : ''}`, { headers: proof ? { [PROOF_HEADER]: proof } : {}, credentials: 'omit' })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!current || !blob) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [code, id, proof, full]);
  return url;
};

/** Send one photo of the family's memorial (the portrait when asked); rejects with the server's refusal. */
export const uploadPhoto = async (code: string, proof: string, file: File, portrait: boolean, lang: string, offline: string): Promise<void> => {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/${pathOf(memorialPhotoUpload)}?code=${encodeURIComponent(code)}${portrait ? '&portrait=1' : ''}`, {
      method: 'POST',
      headers: { [PROOF_HEADER]: proof, 'content-type': 'application/octet-stream', 'accept-language': lang },
      body: file,
      credentials: 'omit',
    });
  } catch {
    throw new CallError(offline, 'offline');
  }
  const json = (await res.json().catch(() => null)) as { status: number; msg: string; data?: { code?: string } } | null;
  if (!json) throw new CallError(offline, 'offline');
  if (json.status !== 200) throw new CallError(json.msg, json.data?.code ?? 'error');
};
