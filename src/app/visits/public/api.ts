/** The public calls (src/server/visits/routes.ts): POST with a small JSON body, no session, the page's language. */
import type { PublicLang } from './text';

export class CallError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const call = async <T>(path: string, body: unknown, lang: PublicLang, offline: string): Promise<T> => {
  let res: Response;
  try {
    res = await fetch(`/index/visit/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new CallError(offline, 'offline');
  }
  const json = (await res.json().catch(() => null)) as { status: number; msg: string; data: T & { code?: string; fields?: Record<string, string> } } | null;
  if (!json) throw new CallError(offline, 'offline');
  if (json.status !== 200) throw new CallError(json.msg, json.data?.code ?? 'error', json.data?.fields ?? {});
  return json.data;
};
