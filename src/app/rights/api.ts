/**
 * The rights calls of the browser (src/server/rights/): a document goes up as its raw bytes and
 * comes back as a blob, both with the session header (an <img src> could not carry it), so
 * documents are shown from object URLs.
 */
import { langOf } from '../../config/dates';
import { DOC_MAX_BYTES, docRefusal } from '../../rules/rights';
import { pathOf } from '../../protocol/contract';
import { decideTransfer, documentFile, listDocuments, orderHolders, removeDocument, requestTransfer, uploadDocument, type DocInfo, type DocList, type HoldersOf } from '../../protocol/contracts/rights';
import type { Envelope, ErrorData } from '../../protocol/wire';
import { errorMessage } from '../i18n/configTexts';
import { call } from '../providers/call';
import { ApiCallError, SESSION_HEADER, apiBase, getToken } from '../providers/http';
import { currentLanguage } from '../store/language';
import type { DocOwner } from '../../rules/rights';

export type { DocInfo, DocList, HoldersOf };

const headers = (): Record<string, string> => {
  const h: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = getToken();
  if (token) h[SESSION_HEADER] = token;
  return h;
};

export const fetchDocuments = (table: DocOwner, id: number): Promise<DocList> => call(listDocuments, { table, id });
export const deleteDocument = (id: number): Promise<{ id: number }> => call(removeDocument, { id });
export const fetchHolders = (orderId: number): Promise<HoldersOf> => call(orderHolders, { order_id: orderId });
export { decideTransfer, requestTransfer };

/** The server's own check, before sending: a file that is not a PDF or a photo, or too large, is refused at once with the server's message. */
export const checkDocumentFile = async (file: Blob): Promise<string | null> => {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const refusal = docRefusal(file.size, head);
  return refusal ? errorMessage(refusal, langOf(currentLanguage()), { max: DOC_MAX_BYTES / 1024 / 1024 }) : null;
};

/** Attach one file to a record; a refusal throws with the server's translated message. */
export const uploadDocumentTo = async (table: DocOwner, id: number, file: Blob, title: string): Promise<DocInfo> => {
  const refused = await checkDocumentFile(file);
  if (refused) throw new ApiCallError(refused, 422);
  const res = await fetch(`${apiBase()}/${pathOf(uploadDocument)}?table=${table}&id=${id}&title=${encodeURIComponent(title)}`, {
    method: 'POST',
    headers: { ...headers(), 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  let env: Envelope<DocInfo> | undefined;
  try {
    env = (await res.json()) as Envelope<DocInfo>;
  } catch {
    env = undefined;
  }
  if (!env) throw new ApiCallError(res.statusText || `HTTP ${res.status}`, res.status);
  if (env.status !== 200) throw new ApiCallError(env.msg, env.status, env.data as unknown as ErrorData | undefined);
  return env.data;
};

/** A document's file (or thumbnail) as a blob, fetched with the session. */
export const fetchDocumentBlob = async (id: number, size: 'thumb' | 'full'): Promise<Blob | undefined> => {
  const res = await fetch(`${apiBase()}/${pathOf(documentFile, { file: id })}?size=${size}`, { headers: headers() });
  return res.ok ? res.blob() : undefined;
};
