/**
 * WeChat Pay API v3 (微信支付 APIv3; docs/payments.md), written from its public documentation
 * (no maintained official SDK for Node.js): every request signed with the merchant's API key
 * (RSA-SHA256 over "METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n", the `WECHATPAY2-SHA256-RSA2048`
 * Authorization header), every answer and notification verified with WeChat Pay's public key
 * (RSA-SHA256 over "TIMESTAMP\nNONCE\nBODY\n", the Wechatpay-* headers), the notification's
 * resource decrypted with the APIv3 key (AEAD_AES_256_GCM: the ciphertext's last 16 bytes are the
 * tag). Native pay (a QR code for a desk screen) and H5 pay (a phone's browser); JSAPI needs the
 * payer's openid from a service account, which this product does not have yet.
 */
import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import type { PayMethod } from '../../rules/payments';
import { ProviderError, type Ack, type PaidTrade, type PaymentProvider, type RawNotification, type StatementLine, type Verified } from './provider';
import type { WechatPayConfig } from './settings';

/** A notification or an answer older (or newer) than this is refused: a replay outside it cannot be checked for freshness. */
const MAX_SKEW_S = 300;
const TIMEOUT_MS = 10_000;

/** The string a request's signature covers (WeChat Pay's "构造签名串"). */
export const requestMessage = (method: string, pathWithQuery: string, timestamp: string, nonce: string, body: string): string => `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;

/** The Authorization header of one request. */
export const authorization = (cfg: Pick<WechatPayConfig, 'mchId' | 'serialNo' | 'privateKey'>, method: string, pathWithQuery: string, body: string, timestamp: string, nonce: string): string => {
  const signature = createSign('RSA-SHA256').update(requestMessage(method, pathWithQuery, timestamp, nonce, body)).sign(cfg.privateKey, 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${cfg.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${cfg.serialNo}"`;
};

const one = (h: RawNotification['headers'], name: string): string => {
  const v = h[name] ?? h[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/** Verify the Wechatpay-* headers of an answer or a notification against its body; throws ProviderError('signature'). */
export const verifyWechatSignature = (cfg: Pick<WechatPayConfig, 'platformPublicKey' | 'platformKeyId'>, headers: RawNotification['headers'], body: string, nowS: number): void => {
  const timestamp = one(headers, 'wechatpay-timestamp');
  const nonce = one(headers, 'wechatpay-nonce');
  const signature = one(headers, 'wechatpay-signature');
  const serial = one(headers, 'wechatpay-serial');
  if (!timestamp || !nonce || !signature) throw new ProviderError('wechat: unsigned message', 'signature');
  if (serial !== cfg.platformKeyId) throw new ProviderError(`wechat: signed with an unknown key ${serial.slice(0, 40)}`, 'signature');
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowS - Number(timestamp)) > MAX_SKEW_S) throw new ProviderError('wechat: stale message', 'signature');
  const ok = createVerify('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).verify(cfg.platformPublicKey, signature, 'base64');
  if (!ok) throw new ProviderError('wechat: bad signature', 'signature');
};

/** The notification's resource, decrypted (AEAD_AES_256_GCM with the APIv3 key; the associated data authenticated). */
export const decryptResource = (apiV3Key: string, resource: { algorithm?: string; ciphertext: string; associated_data?: string; nonce: string }): string => {
  if (resource.algorithm && resource.algorithm !== 'AEAD_AES_256_GCM') throw new ProviderError(`wechat: algorithm ${resource.algorithm}`, 'signature');
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new ProviderError('wechat: short ciphertext', 'signature');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  try {
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw new ProviderError('wechat: the resource does not decrypt (wrong APIv3 key, or altered)', 'signature');
  }
};

/** A transaction as WeChat Pay states it (the notification's resource, or a query's answer). */
interface Transaction {
  mchid?: string;
  appid?: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

const paidOf = (cfg: Pick<WechatPayConfig, 'mchId'>, t: Transaction): PaidTrade | null => {
  if (t.mchid && t.mchid !== cfg.mchId) throw new ProviderError('wechat: another merchant’s transaction', 'signature');
  if (t.trade_state !== 'SUCCESS' || !t.transaction_id) return null;
  return { outTradeNo: t.out_trade_no, tradeNo: t.transaction_id, amountCents: Number(t.amount?.total ?? -1), currency: t.amount?.currency ?? 'CNY', paidAt: t.success_time ?? '', method: 'wechat' };
};

/** A verified notification's meaning: a paid transaction, or another event. */
export const readWechatNotification = (cfg: WechatPayConfig, n: RawNotification, nowS: number): Verified => {
  verifyWechatSignature(cfg, n.headers, n.body, nowS);
  const event = JSON.parse(n.body) as { event_type?: string; resource?: { algorithm?: string; ciphertext: string; associated_data?: string; nonce: string } };
  if (!event.resource) return { other: String(event.event_type ?? 'unknown') };
  const transaction = JSON.parse(decryptResource(cfg.apiV3Key, event.resource)) as Transaction;
  if (event.event_type !== 'TRANSACTION.SUCCESS') return { other: String(event.event_type) };
  const paid = paidOf(cfg, transaction);
  return paid ? { paid } : { other: transaction.trade_state };
};

/**
 * The trade bill (交易账单, ALL), as WeChat Pay's bill download gives it: a header line, a line
 * per trade or refund whose every field starts with a backquote, then the totals.
 */
export const parseWechatBill = (csv: string): StatementLine[] => {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.startsWith('`'));
  const out: StatementLine[] = [];
  for (const line of lines) {
    const f = line.split(',').map((x) => x.replace(/^`/, '').trim());
    // 交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,...
    if (f.length < 17) continue;
    const [at, , , , , tradeNo, outTradeNo, , , state] = f;
    const at8 = `${at.replace(' ', 'T')}+08:00`;
    if (state === 'SUCCESS') out.push({ outTradeNo, tradeNo, kind: 'charge', amountCents: Math.round(Number(f[12]) * 100), at: new Date(at8).toISOString(), method: 'wechat' });
    else if (state === 'REFUND') out.push({ outTradeNo, tradeNo: f[14], kind: 'refund', amountCents: Math.round(Number(f[16]) * 100), at: new Date(at8).toISOString(), method: 'wechat' });
  }
  return out;
};

export const wechatProvider = (cfg: WechatPayConfig, now: () => Date): PaymentProvider => {
  const nowS = () => Math.floor(now().getTime() / 1000);
  /** One signed call; the answer's signature verified; the answer's JSON, or a ProviderError. */
  const request = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, { raw = false }: { raw?: boolean } = {}): Promise<T> => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const url = new URL(path, cfg.baseUrl);
    const signedPath = `${url.pathname}${url.search}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: authorization(cfg, method, signedPath, text, String(nowS()), randomBytes(16).toString('hex')),
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': 'cemetery-admin',
          'wechatpay-serial': cfg.platformKeyId,
        },
        body: method === 'POST' ? text : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new ProviderError(`wechat: no answer (${(e as Error).message})`, 'unavailable');
    }
    const answer = await res.text();
    if (raw && res.ok) return answer as T;
    if (res.status >= 500) throw new ProviderError(`wechat: ${res.status}`, 'unavailable');
    if (res.status === 401) throw new ProviderError(`wechat: 401 ${answer.slice(0, 200)}`, 'config');
    // The answers of the API (not the bill file) are signed too.
    if (answer) verifyWechatSignature(cfg, Object.fromEntries(res.headers.entries()), answer, nowS());
    const json = (answer ? JSON.parse(answer) : {}) as T & { code?: string; message?: string };
    if (!res.ok) throw new ProviderError(`wechat: ${res.status} ${json.code ?? ''} ${json.message ?? ''}`.trim(), res.status === 404 ? 'refused' : 'refused');
    return json;
  };
  const methods: readonly PayMethod[] = ['wechat'];
  const ack = (ok: boolean, message = ''): Ack => (ok ? { status: 200, contentType: 'application/json', body: '' } : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: message || '失败' }) });
  return {
    name: 'wechat',
    methods,
    start: async (order) => {
      const common = {
        appid: cfg.appId,
        mchid: cfg.mchId,
        description: order.subject.slice(0, 127),
        out_trade_no: order.outTradeNo,
        time_expire: order.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        notify_url: order.notifyUrl,
        amount: { total: order.amountCents, currency: 'CNY' },
      };
      if (order.mobile) {
        const got = await request<{ h5_url: string }>('POST', '/v3/pay/transactions/h5', { ...common, scene_info: { payer_client_ip: order.clientIp ?? '127.0.0.1', h5_info: { type: 'Wap' } } });
        return { kind: 'redirect', url: `${got.h5_url}&redirect_url=${encodeURIComponent(order.returnUrl)}` };
      }
      const got = await request<{ code_url: string }>('POST', '/v3/pay/transactions/native', common);
      return { kind: 'qr', codeUrl: got.code_url };
    },
    verify: async (n) => readWechatNotification(cfg, n, nowS()),
    ack,
    query: async (outTradeNo) => {
      try {
        return paidOf(cfg, await request<Transaction>('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${cfg.mchId}`));
      } catch (e) {
        if (e instanceof ProviderError && /ORDER_NOT_EXIST|404/.test(e.message)) return null;
        throw e;
      }
    },
    refund: async (r) => {
      const got = await request<{ refund_id: string; status: string }>('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: r.outTradeNo,
        out_refund_no: r.refundNo,
        reason: r.reason.slice(0, 80),
        amount: { refund: r.amountCents, total: r.totalCents, currency: 'CNY' },
      });
      if (got.status === 'CLOSED' || got.status === 'ABNORMAL') throw new ProviderError(`wechat: refund ${got.status}`, 'refused');
      return { status: got.status === 'SUCCESS' ? 'success' : 'processing', refundId: got.refund_id };
    },
    refundState: async (r) => {
      // GET /v3/refund/domestic/refunds/{out_refund_no}: SUCCESS, CLOSED, PROCESSING or ABNORMAL (the documented states of a refund).
      const got = await request<{ status: string; out_trade_no?: string }>('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(r.refundNo)}`);
      if (got.out_trade_no && got.out_trade_no !== r.outTradeNo) throw new ProviderError(`wechat: refund ${r.refundNo} is of another trade`, 'refused');
      const status = String(got.status);
      return { status: status === 'SUCCESS' ? 'success' : status === 'CLOSED' || status === 'ABNORMAL' ? 'failed' : 'processing', answer: `wechat: refund ${status}` };
    },
    statement: async (day) => {
      const bill = await request<{ download_url: string }>('GET', `/v3/bill/tradebill?bill_date=${day}&bill_type=ALL`);
      return parseWechatBill(await request<string>('GET', bill.download_url, undefined, { raw: true }));
    },
    test: async () => {
      // A query of a trade that does not exist: answered 404 ORDER_NOT_EXIST when the keys are right, 401 when not.
      await request('GET', `/v3/pay/transactions/out-trade-no/CONNECTION-TEST?mchid=${cfg.mchId}`).catch((e: unknown) => {
        if (e instanceof ProviderError && /ORDER_NOT_EXIST/.test(e.message)) return;
        throw e;
      });
      return `wechat: merchant ${cfg.mchId.slice(0, 2)}****${cfg.mchId.slice(-2)} answered`;
    },
  };
};
