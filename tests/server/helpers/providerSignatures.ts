/**
 * The two SMS providers' request signatures, written from their public documentation, to check
 * what their SDKs send (tests/server/smsAdapters.test.ts): Aliyun's V3 (ACS3-HMAC-SHA256,
 * "V3 request structure and signature") and Tencent Cloud's v3 (TC3-HMAC-SHA256, "Signature
 * v3"). Each is first shown to reproduce its document's worked example.
 */
import { createHash, createHmac } from 'node:crypto';

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

/** RFC 3986 encoding, as Aliyun's canonical query string wants it (space %20, * %2A, ~ kept). */
const percent = (s: string): string => encodeURIComponent(s).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

export interface Acs3Input {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Lower-case names; the signed ones. */
  headers: Record<string, string>;
  body: string;
  accessKeyId: string;
  accessKeySecret: string;
}

export const acs3Authorization = (r: Acs3Input): string => {
  const query = Object.keys(r.query)
    .sort()
    .map((k) => `${percent(k)}=${percent(r.query[k])}`)
    .join('&');
  const names = Object.keys(r.headers).sort();
  const canonical = [r.method, r.path, query, names.map((n) => `${n}:${r.headers[n].trim()}\n`).join(''), names.join(';'), sha256(r.body)].join('\n');
  const signature = createHmac('sha256', r.accessKeySecret).update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`).digest('hex');
  return `ACS3-HMAC-SHA256 Credential=${r.accessKeyId},SignedHeaders=${names.join(';')},Signature=${signature}`;
};

export interface Tc3Input {
  service: string;
  /** Lower-case names; the signed ones. */
  headers: Record<string, string>;
  body: string;
  timestamp: number;
  secretId: string;
  secretKey: string;
}

export const tc3Authorization = (r: Tc3Input): string => {
  const names = Object.keys(r.headers).sort();
  const canonical = ['POST', '/', '', names.map((n) => `${n}:${r.headers[n].trim().toLowerCase()}\n`).join(''), names.join(';'), sha256(r.body)].join('\n');
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${r.service}/tc3_request`;
  const toSign = ['TC3-HMAC-SHA256', String(r.timestamp), scope, sha256(canonical)].join('\n');
  const mac = (key: string | Buffer, text: string): Buffer => createHmac('sha256', key).update(text).digest();
  const signing = mac(mac(mac(`TC3${r.secretKey}`, date), r.service), 'tc3_request');
  return `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${createHmac('sha256', signing).update(toSign).digest('hex')}`;
};

/** The names an Authorization header says it signed (`SignedHeaders=a;b;c`). */
export const signedHeaderNames = (authorization: string): string[] => /SignedHeaders=([^,]+)/.exec(authorization)?.[1].trim().split(';') ?? [];
