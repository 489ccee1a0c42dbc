/**
 * The public pages' calls (the public-page kit, docs/architecture.md): POST a contract's small
 * JSON body with no session, in the page's language; a refusal is a CallError with the server's
 * translated message, its code and the fields it names.
 */
import { API_BASE, type AnswerOf, type AnyContract, type BodyOf } from '../../protocol/contract';

export class CallError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const call = async <C extends AnyContract>(contract: C, body: BodyOf<C>, lang: string, offline: string): Promise<AnswerOf<C>> => {
  type T = AnswerOf<C>;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/${contract.path}`, {
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
