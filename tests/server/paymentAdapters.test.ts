/**
 * The payment adapters against their providers' documented algorithms (docs/payments.md), with
 * keys made here (no network, no real merchant): WeChat Pay API v3's request signature (the
 * documented string to sign, byte for byte), its notification's signature and its
 * AEAD_AES_256_GCM resource, its trade bill, and a native payment whose HTTP call msw answers
 * with a signed answer; Alipay's notification verified by the official SDK (`alipay-sdk`) over
 * the documented RSA2 string (sorted parameters without sign and sign_type), and the wap pay
 * address the SDK signs. Every forgery, alteration, stale message and other merchant is refused.
 */
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { alipayProvider, makeAlipaySdk, readAlipayNotification } from '../../src/server/payments/alipay';
import { readAlipayBillZip, readZip } from '../../src/server/payments/alipayBill';
import { ProviderError, type RawNotification } from '../../src/server/payments/provider';
import type { AlipayConfig, WechatPayConfig } from '../../src/server/payments/settings';
import { authorization, decryptResource, parseWechatBill, readWechatNotification, requestMessage, wechatProvider } from '../../src/server/payments/wechat';

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const merchant = pair();
const platform = pair();
const NOW = new Date('2026-11-23T02:00:00Z');
const nowS = Math.floor(NOW.getTime() / 1000);

const wx: WechatPayConfig = {
  mchId: '1900009191',
  appId: 'wxd678efh567hg6787',
  apiV3Key: 'a'.repeat(16) + 'B'.repeat(16),
  serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  privateKey: merchant.privateKey,
  platformPublicKey: platform.publicKey,
  platformKeyId: 'PUB_KEY_ID_0114232134912410000000000000',
  baseUrl: 'https://api.mch.weixin.qq.com',
};

const failure = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ProviderError) return e.kind;
    throw e;
  }
  return 'accepted';
};

/** WeChat Pay's signature over a message: what its servers put in Wechatpay-Signature. */
const platformSign = (timestamp: string, nonce: string, body: string, key = platform.privateKey) => createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(key, 'base64');

/** A notification as WeChat Pay sends one (its documented shape), the resource encrypted with the APIv3 key. */
const wechatNotice = (transaction: Record<string, unknown>, opts: { key?: string; ts?: number; serial?: string; event?: string } = {}): RawNotification => {
  const nonce = 'fdasflkja484w';
  const iv = randomBytes(6).toString('hex'); // 12 characters, as WeChat's resource nonce
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(opts.key ?? wx.apiV3Key), Buffer.from(iv));
  cipher.setAAD(Buffer.from('transaction'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(transaction)), cipher.final(), cipher.getAuthTag()]).toString('base64');
  const body = JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2026-11-23T10:00:05+08:00',
    resource_type: 'encrypt-resource',
    event_type: opts.event ?? 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', nonce: iv },
  });
  const ts = String(opts.ts ?? nowS);
  return { body, headers: { 'wechatpay-timestamp': ts, 'wechatpay-nonce': nonce, 'wechatpay-serial': opts.serial ?? wx.platformKeyId, 'wechatpay-signature': platformSign(ts, nonce, body), 'content-type': 'application/json' } };
};

const transaction = {
  mchid: wx.mchId,
  appid: wx.appId,
  out_trade_no: 'PL20261123ABCDEFGHJK',
  transaction_id: '1217752501201407033233368018',
  trade_type: 'NATIVE',
  trade_state: 'SUCCESS',
  trade_state_desc: '支付成功',
  bank_type: 'CMC',
  success_time: '2026-11-23T10:00:05+08:00',
  payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  amount: { total: 10000, payer_total: 10000, currency: 'CNY', payer_currency: 'CNY' },
};

describe('WeChat Pay API v3', () => {
  it('signs a request over the documented string: method, path, timestamp, nonce, body, each ending in a newline', () => {
    // The documentation's example (签名生成: GET /v3/certificates at 1554208460 with nonce 593BEC0C930BF1AFEB40B4A08C8FB242).
    expect(requestMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n');
    const body = '{"mchid":"1900009191"}';
    const header = authorization(wx, 'POST', '/v3/pay/transactions/native', body, '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242');
    const m = /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="([^"]+)",timestamp="1554208460",serial_no="5157F09EFDC096DE15EBE81A47057A7232F1B8E1"$/.exec(header);
    expect(m).not.toBeNull();
    expect(createVerify('RSA-SHA256').update(`POST\n/v3/pay/transactions/native\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n${body}\n`).verify(merchant.publicKey, m![1], 'base64')).toBe(true);
  });

  it('verifies a notification’s signature, decrypts its resource and reads the paid transaction', () => {
    expect(readWechatNotification(wx, wechatNotice(transaction), nowS)).toEqual({
      paid: { outTradeNo: 'PL20261123ABCDEFGHJK', tradeNo: '1217752501201407033233368018', amountCents: 10000, currency: 'CNY', paidAt: '2026-11-23T10:00:05+08:00', method: 'wechat' },
    });
  });

  it('refuses an altered body, another key, an unknown key id, a stale message, a wrong APIv3 key and another merchant', () => {
    const n = wechatNotice(transaction);
    expect(failure(() => readWechatNotification(wx, { ...n, body: n.body.replace('支付成功', '支付失败') }, nowS))).toBe('signature');
    const other = pair();
    expect(failure(() => readWechatNotification(wx, { ...n, headers: { ...n.headers, 'wechatpay-signature': platformSign(String(nowS), 'fdasflkja484w', n.body, other.privateKey) } }, nowS))).toBe('signature');
    expect(failure(() => readWechatNotification(wx, wechatNotice(transaction, { serial: 'PUB_KEY_ID_OTHER' }), nowS))).toBe('signature');
    expect(failure(() => readWechatNotification(wx, wechatNotice(transaction, { ts: nowS - 3600 }), nowS))).toBe('signature');
    expect(failure(() => readWechatNotification(wx, wechatNotice(transaction, { key: 'z'.repeat(32) }), nowS))).toBe('signature');
    expect(failure(() => readWechatNotification(wx, wechatNotice({ ...transaction, mchid: '1900000000' }), nowS))).toBe('signature');
    expect(failure(() => decryptResource(wx.apiV3Key, { ciphertext: 'AAAA', nonce: 'x', associated_data: '' }))).toBe('signature');
  });

  it('reads a notification of another state as nothing to apply', () => {
    expect(readWechatNotification(wx, wechatNotice({ ...transaction, trade_state: 'CLOSED' }, { event: 'TRANSACTION.CLOSED' }), nowS)).toEqual({ other: 'TRANSACTION.CLOSED' });
  });

  it('reads the trade bill: its trades and refunds, by the backquoted fields', () => {
    const bill = [
      '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
      '`2026-11-23 10:00:05,`wxd678efh567hg6787,`1900009191,`0,`,`1217752501201407033233368018,`PL20261123ABCDEFGHJK,`oUpF8uMu,`NATIVE,`SUCCESS,`CMC,`CNY,`100.00,`0.00,`0,`0,`0.00,`0.00,`,`,`青山陵园 管理费,`,`0.60000,`0.60%,`100.00,`0.00,`',
      '`2026-11-23 15:20:00,`wxd678efh567hg6787,`1900009191,`0,`,`1217752501201407033233368018,`PL20261123ABCDEFGHJK,`oUpF8uMu,`NATIVE,`REFUND,`CMC,`CNY,`0.00,`0.00,`50300000002026112300000001,`RF12,`30.00,`0.00,`ORIGINAL,`SUCCESS,`青山陵园 管理费,`,`-0.18000,`0.60%,`0.00,`30.00,`',
      '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
      '`2,`100.00,`30.00,`0.00,`0.42000,`100.00,`30.00',
    ].join('\r\n');
    expect(parseWechatBill(bill)).toEqual([
      { outTradeNo: 'PL20261123ABCDEFGHJK', tradeNo: '1217752501201407033233368018', kind: 'charge', amountCents: 10000, at: '2026-11-23T02:00:05.000Z', method: 'wechat' },
      { outTradeNo: 'PL20261123ABCDEFGHJK', tradeNo: '50300000002026112300000001', kind: 'refund', amountCents: 3000, at: '2026-11-23T07:20:00.000Z', method: 'wechat' },
    ]);
  });

  describe('over HTTP (msw answers as api.mch.weixin.qq.com)', () => {
    const seen: { url: URL; headers: Record<string, string>; body: string }[] = [];
    /** An answer signed by the platform key, as WeChat Pay signs its answers. */
    const signed = (json: unknown, status = 200) => {
      const body = JSON.stringify(json);
      const ts = String(nowS);
      return new HttpResponse(body, { status, headers: { 'content-type': 'application/json', 'wechatpay-timestamp': ts, 'wechatpay-nonce': 'n0nce', 'wechatpay-serial': wx.platformKeyId, 'wechatpay-signature': platformSign(ts, 'n0nce', body) } });
    };
    let answer = () => signed({});
    const server = setupServer(
      http.all('https://api.mch.weixin.qq.com/*', async ({ request }) => {
        seen.push({ url: new URL(request.url), headers: Object.fromEntries(request.headers), body: await request.text() });
        return answer();
      }),
    );
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterEach(() => {
      seen.length = 0;
    });
    afterAll(() => server.close());
    const provider = wechatProvider(wx, () => NOW);
    const order = { outTradeNo: 'PL20261123ABCDEFGHJK', amountCents: 10000, subject: '青山陵园 管理费', notifyUrl: 'https://cemetery.example.com/index/pay/notify/wechat', returnUrl: 'https://cemetery.example.com/pay/ABCDEFGHJK', method: 'wechat' as const, mobile: false, expiresAt: new Date('2026-12-07T02:00:00Z') };

    it('starts a native payment: the signed request, and the code to show as a QR', async () => {
      answer = () => signed({ code_url: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' });
      expect(await provider.start(order)).toEqual({ kind: 'qr', codeUrl: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' });
      const [req] = seen;
      expect(req.url.pathname).toBe('/v3/pay/transactions/native');
      expect(JSON.parse(req.body)).toEqual({ appid: wx.appId, mchid: wx.mchId, description: '青山陵园 管理费', out_trade_no: order.outTradeNo, time_expire: '2026-12-07T02:00:00+00:00', notify_url: order.notifyUrl, amount: { total: 10000, currency: 'CNY' } });
      const sig = /signature="([^"]+)",timestamp="(\d+)"/.exec(req.headers.authorization)!;
      const nonce = /nonce_str="([^"]+)"/.exec(req.headers.authorization)![1];
      expect(createVerify('RSA-SHA256').update(requestMessage('POST', '/v3/pay/transactions/native', sig[2], nonce, req.body)).verify(merchant.publicKey, sig[1], 'base64')).toBe(true);
    });

    it('refuses an answer that WeChat Pay did not sign', async () => {
      answer = () => HttpResponse.json({ code_url: 'weixin://wxpay/bizpayurl?pr=forged' });
      await expect(provider.start(order)).rejects.toMatchObject({ kind: 'signature' });
    });

    it('on a phone, starts an H5 payment that comes back to the pay page', async () => {
      answer = () => signed({ h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016121516420242444321ca0631331346&package=1405458241' });
      const got = await provider.start({ ...order, mobile: true, clientIp: '203.0.113.9' });
      expect(got).toEqual({ kind: 'redirect', url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016121516420242444321ca0631331346&package=1405458241&redirect_url=${encodeURIComponent(order.returnUrl)}` });
      expect(JSON.parse(seen[0].body).scene_info).toEqual({ payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } });
    });

    it('asks about a trade: paid, or not found', async () => {
      answer = () => signed(transaction);
      expect(await provider.query(order.outTradeNo)).toMatchObject({ tradeNo: transaction.transaction_id, amountCents: 10000 });
      expect(seen[0].url.pathname + seen[0].url.search).toBe(`/v3/pay/transactions/out-trade-no/${order.outTradeNo}?mchid=${wx.mchId}`);
      answer = () => signed({ code: 'ORDER_NOT_EXIST', message: '订单不存在' }, 404);
      expect(await provider.query(order.outTradeNo)).toBeNull();
    });

    it('refunds part of a payment', async () => {
      answer = () => signed({ refund_id: '50000000382019052709732678859', out_refund_no: 'RF12', status: 'PROCESSING' });
      expect(await provider.refund({ outTradeNo: order.outTradeNo, refundNo: 'RF12', amountCents: 3000, totalCents: 10000, reason: '家属退款' })).toEqual({ status: 'processing', refundId: '50000000382019052709732678859' });
      expect(JSON.parse(seen[0].body)).toEqual({ out_trade_no: order.outTradeNo, out_refund_no: 'RF12', reason: '家属退款', amount: { refund: 3000, total: 10000, currency: 'CNY' } });
    });

    it('asks about a refund answered PROCESSING by its number: SUCCESS, CLOSED, ABNORMAL and PROCESSING read', async () => {
      // The answer's fields as WeChat Pay documents them for GET /v3/refund/domestic/refunds/{out_refund_no}.
      const refund = (status: string) => ({ refund_id: '50000000382019052709732678859', out_refund_no: 'RF12', transaction_id: '1217752501201407033233368018', out_trade_no: order.outTradeNo, channel: 'ORIGINAL', user_received_account: '招商银行信用卡0403', status, create_time: '2026-11-23T10:00:05+08:00', amount: { total: 10000, refund: 3000, payer_total: 10000, payer_refund: 3000, settlement_refund: 3000, settlement_total: 10000, discount_refund: 0, currency: 'CNY' } });
      const states: string[] = [];
      for (const status of ['SUCCESS', 'CLOSED', 'ABNORMAL', 'PROCESSING']) {
        answer = () => signed(refund(status));
        states.push((await provider.refundState({ outTradeNo: order.outTradeNo, refundNo: 'RF12' })).status);
      }
      expect(states).toEqual(['success', 'failed', 'failed', 'processing']);
      expect(seen.map((r) => [r.url.pathname, r.body])).toEqual(Array(4).fill(['/v3/refund/domestic/refunds/RF12', '']));
      // Another trade's refund by that number, or an answer not signed by WeChat Pay, settles nothing.
      answer = () => signed({ ...refund('CLOSED'), out_trade_no: 'PL20261123OTHERTRADE' });
      await expect(provider.refundState({ outTradeNo: order.outTradeNo, refundNo: 'RF12' })).rejects.toBeInstanceOf(ProviderError);
      answer = () => HttpResponse.json(refund('CLOSED'));
      await expect(provider.refundState({ outTradeNo: order.outTradeNo, refundNo: 'RF12' })).rejects.toMatchObject({ kind: 'signature' });
    });
  });
});

describe('Alipay through alipay-sdk', () => {
  const app = pair();
  const alipay = pair();
  const cfg: AlipayConfig = { appId: '2021000116695001', privateKey: app.privateKey, alipayPublicKey: alipay.publicKey, gateway: 'https://openapi.alipay.com/gateway.do' };

  /** Alipay's documented RSA2 signature of a notification: the parameters sorted, without sign and sign_type, as key=value joined by &. */
  const alipaySign = (fields: Record<string, string>, key = alipay.privateKey) => {
    const text = Object.keys(fields)
      .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== '')
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&');
    return createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
  };
  /** A payment notification as Alipay posts it (a form), with the fields its documentation lists. */
  const notice = (over: Record<string, string> = {}, key?: string): string => {
    const fields: Record<string, string> = {
      gmt_create: '2026-11-23 10:00:01',
      charset: 'utf-8',
      seller_email: 'cemetery@example.com',
      subject: '青山陵园 管理费 ABCDEFGHJK',
      buyer_id: '2088102177846875',
      invoice_amount: '100.00',
      notify_id: '2026112300222100005093210509436180',
      fund_bill_list: '[{"amount":"100.00","fundChannel":"ALIPAYACCOUNT"}]',
      notify_type: 'trade_status_sync',
      trade_status: 'TRADE_SUCCESS',
      receipt_amount: '100.00',
      buyer_pay_amount: '100.00',
      app_id: cfg.appId,
      seller_id: '2088102177297020',
      gmt_payment: '2026-11-23 10:00:05',
      notify_time: '2026-11-23 10:00:06',
      version: '1.0',
      out_trade_no: 'PL20261123ABCDEFGHJK',
      total_amount: '100.00',
      trade_no: '2026112322001446870501302871',
      auth_app_id: cfg.appId,
      buyer_logon_id: 'abc***@example.com',
      point_amount: '0.00',
      ...over,
    };
    return new URLSearchParams({ ...fields, sign_type: 'RSA2', sign: alipaySign(fields, key) }).toString();
  };

  it('the SDK verifies a notification signed by the documented RSA2 string, and the adapter reads the paid trade', async () => {
    const sdk = await makeAlipaySdk(cfg);
    expect(readAlipayNotification(sdk, cfg, notice())).toEqual({
      paid: { outTradeNo: 'PL20261123ABCDEFGHJK', tradeNo: '2026112322001446870501302871', amountCents: 10000, currency: 'CNY', paidAt: '2026-11-23T02:00:05.000Z', method: 'alipay' },
    });
    expect(readAlipayNotification(sdk, cfg, notice({ trade_status: 'WAIT_BUYER_PAY' }))).toEqual({ other: 'WAIT_BUYER_PAY' });
  });

  it('refuses an altered amount, another signer and another application', async () => {
    const sdk = await makeAlipaySdk(cfg);
    const altered = notice().replace('total_amount=100.00', 'total_amount=1.00');
    expect(failure(() => readAlipayNotification(sdk, cfg, altered))).toBe('signature');
    expect(failure(() => readAlipayNotification(sdk, cfg, notice({}, pair().privateKey)))).toBe('signature');
    expect(failure(() => readAlipayNotification(sdk, cfg, notice({ app_id: '2021000000000000' })))).toBe('signature');
  });

  it('the wap pay address carries the method, the order and a signature the application’s public key verifies', async () => {
    const provider = alipayProvider(cfg, await makeAlipaySdk(cfg));
    const got = await provider.start({ outTradeNo: 'PL20261123ABCDEFGHJK', amountCents: 10000, subject: '青山陵园 管理费', notifyUrl: 'https://c.example.com/index/pay/notify/alipay', returnUrl: 'https://c.example.com/pay/ABCDEFGHJK', method: 'alipay', mobile: true, expiresAt: new Date('2026-12-07T02:00:00Z') });
    expect(got.kind).toBe('redirect');
    const url = new URL((got as { url: string }).url);
    expect(url.origin + url.pathname).toBe('https://openapi.alipay.com/gateway.do');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({ method: 'alipay.trade.wap.pay', app_id: cfg.appId, sign_type: 'RSA2', notify_url: 'https://c.example.com/index/pay/notify/alipay', return_url: 'https://c.example.com/pay/ABCDEFGHJK' });
    expect(JSON.parse(params.biz_content)).toEqual({ out_trade_no: 'PL20261123ABCDEFGHJK', total_amount: '100.00', subject: '青山陵园 管理费', product_code: 'QUICK_WAP_WAY', time_expire: '2026-12-07 10:00:00' });
    // Alipay's request signature: every parameter but sign, sorted, key=value joined by &.
    const text = Object.keys(params)
      .filter((k) => k !== 'sign')
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    expect(createVerify('RSA-SHA256').update(text, 'utf8').verify(app.publicKey, params.sign, 'base64')).toBe(true);
    expect(provider.ack(true)).toEqual({ status: 200, contentType: 'text/plain', body: 'success' });
  });
  describe('refunds over HTTP (a local gateway answering as openapi.alipay.com)', () => {
    const seen: Record<string, string>[] = [];
    let reply = (_fields: Record<string, string>) => '';
    let server: import('node:http').Server;
    let gateway = '';
    /** Files the local host serves (the bill's zip) by path. */
    const files = new Map<string, Uint8Array>();
    /** Alipay's signed answer: RSA2 over the JSON of `<method>_response`, as its gateway signs. */
    const signedAnswer = (key: string, inner: Record<string, string>) => {
      const json = JSON.stringify(inner);
      return `{"${key}":${json},"sign":"${createSign('RSA-SHA256').update(json, 'utf8').sign(alipay.privateKey, 'base64')}"}`;
    };
    beforeAll(async () => {
      const { createServer } = await import('node:http');
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => {
          const url = new URL(req.url ?? '/', 'http://x');
          const file = files.get(url.pathname);
          if (file) {
            res.writeHead(200, { 'content-type': 'application/octet-stream' });
            res.end(file);
            return;
          }
          const fields = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(body)) };
          seen.push(fields);
          res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
          res.end(reply(fields));
        });
      });
      await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
      gateway = `http://127.0.0.1:${(server.address() as { port: number }).port}/gateway.do`;
    });
    afterEach(() => {
      seen.length = 0;
      files.clear();
    });
    afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

    /** Text in GBK, as Alipay writes its bill (Node decodes GBK but does not encode it: the table made from the decoder). */
    const gbk = (() => {
      const table = new Map<string, number[]>();
      const decoder = new TextDecoder('gbk');
      for (let a = 0x81; a <= 0xfe; a++) for (let b = 0x40; b <= 0xfe; b++) if (b !== 0x7f) table.set(decoder.decode(Uint8Array.of(a, b)), [a, b]);
      return (text: string) => Uint8Array.from([...text].flatMap((c) => (c.charCodeAt(0) < 0x80 ? [c.charCodeAt(0)] : (table.get(c) ?? [0x3f]))));
    })();
    /** A bill's detail file in the documented shape: comment lines, the header, each field padded with a tab, then the totals. */
    const detail = [
      '#支付宝业务明细查询',
      '#账号：[20881234567890120156]',
      '#起始日期：[2026年11月23日 00:00:00]   终止日期：[2026年11月24日 00:00:00]',
      '#-----------------------------------------业务明细列表----------------------------------------',
      '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注',
      ['2026112322001446870501302871', 'PL20261123ABCDEFGHJK', '交易', '青山陵园 管理费', '2026-11-23 09:59:40', '2026-11-23 10:00:05', '', '', '', '', '159****5620', '100.00', '100.00', '0.00', '0.00', '0.00', '0.00', '0.00', '', '0.00', '0.00', '', '-0.60', '0.00', ''].map((f) => `${f}\t`).join(','),
      ['2026112322001446870501302871', 'PL20261123ABCDEFGHJK', '退款', '青山陵园 管理费', '2026-11-23 09:59:40', '2026-11-23 15:45:57', '', '', '', '', '159****5620', '-30.00', '-30.00', '0.00', '0.00', '0.00', '0.00', '0.00', '', '0.00', '0.00', 'RF20261123ABCDEFGH', '0.18', '0.00', ''].map((f) => `${f}\t`).join(','),
      '#-----------------------------------------业务明细列表结束------------------------------------',
      '#交易合计：1笔，商家实收：100.00元，商家优惠：0.00元',
      '#退款合计：1笔，商家实收：-30.00元，商家优惠：0.00元',
      '#导出时间：[2026年11月24日 09:12:34]',
    ].join('\r\n');
    const summary = ['#支付宝业务汇总查询', '门店编号,门店名称,交易订单总笔数,退款订单总笔数,订单金额（元）,商家实收（元）', '合计,,1,1,70.00,70.00'].join('\r\n');

    it('reads the daily bill: the address asked with alipay.data.dataservice.bill.downloadurl.query, its zip of GBK CSV files read', async () => {
      const local = { ...cfg, gateway };
      const provider = alipayProvider(local, await makeAlipaySdk(local));
      const billUrl = gateway.replace('/gateway.do', '/downloadBillFile.resource');
      files.set('/downloadBillFile.resource', zipSync({ '20881234567890120156_20261123_业务明细(汇总).csv': gbk(summary), '20881234567890120156_20261123_业务明细.csv': gbk(detail) }));
      reply = () => signedAnswer('alipay_data_dataservice_bill_downloadurl_query_response', { code: '10000', msg: 'Success', bill_download_url: billUrl });
      expect(await provider.statement('2026-11-23')).toEqual([
        { outTradeNo: 'PL20261123ABCDEFGHJK', tradeNo: '2026112322001446870501302871', kind: 'charge', amountCents: 10000, at: '2026-11-23T02:00:05.000Z', method: 'alipay' },
        { outTradeNo: 'PL20261123ABCDEFGHJK', tradeNo: 'RF20261123ABCDEFGH', kind: 'refund', amountCents: 3000, at: '2026-11-23T07:45:57.000Z', method: 'alipay' },
      ]);
      expect(seen[0]).toMatchObject({ method: 'alipay.data.dataservice.bill.downloadurl.query', app_id: cfg.appId, sign_type: 'RSA2' });
      expect(JSON.parse(seen[0].biz_content)).toEqual({ bill_type: 'trade', bill_date: '2026-11-23' });
    });

    it('a bill Alipay has not made, or a file that is no bill, is said unread (an error), not an empty day', async () => {
      const local = { ...cfg, gateway };
      const provider = alipayProvider(local, await makeAlipaySdk(local));
      reply = () => signedAnswer('alipay_data_dataservice_bill_downloadurl_query_response', { code: '40004', msg: 'Business Failed', sub_code: 'isp.bill_not_exist', sub_msg: '账单不存在' });
      await expect(provider.statement('2026-11-23')).rejects.toMatchObject({ kind: 'unavailable', message: expect.stringContaining('isp.bill_not_exist') });
      files.set('/downloadBillFile.resource', Buffer.from('<html>expired</html>'));
      reply = () => signedAnswer('alipay_data_dataservice_bill_downloadurl_query_response', { code: '10000', msg: 'Success', bill_download_url: gateway.replace('/gateway.do', '/downloadBillFile.resource') });
      await expect(provider.statement('2026-11-23')).rejects.toMatchObject({ kind: 'unavailable', message: expect.stringContaining('not a zip') });
    });

    it('reads a zip whose names are GBK (no UTF-8 flag) and whose entries are stored', () => {
      const zip = zipSync({ 'a.csv': [gbk(detail), { level: 0 }] });
      expect(readAlipayBillZip(zip).map((l) => l.kind)).toEqual(['charge', 'refund']);
      const named = Buffer.from(zipSync({ 'ab.csv': gbk(detail) }));
      // The name's bytes replaced by GBK ones of the same length in the local header and the directory (fflate writes ASCII names unflagged).
      const gbkName = Buffer.from(gbk('明.csv'));
      for (let i = named.indexOf('ab.csv'); i >= 0; i = named.indexOf('ab.csv', i + 1)) gbkName.copy(named, i);
      expect([...readZip(named).keys()]).toEqual(['明.csv']);
    });

    it('refunds part of a trade with alipay.trade.refund: the signed request, and the documented answer read', async () => {
      const local = { ...cfg, gateway };
      const provider = alipayProvider(local, await makeAlipaySdk(local));
      // The answer of Alipay's documentation for alipay.trade.refund (公共响应参数 + 响应示例).
      reply = () =>
        signedAnswer('alipay_trade_refund_response', { code: '10000', msg: 'Success', trade_no: '2013112011001004330000121536', out_trade_no: 'PL20261123ABCDEFGHJK', buyer_logon_id: '159****5620', fund_change: 'Y', refund_fee: '30.00', gmt_refund_pay: '2026-11-23 15:45:57', buyer_user_id: '2088101117955611' });
      const got = await provider.refund({ outTradeNo: 'PL20261123ABCDEFGHJK', refundNo: 'RF20261123ABCDEFGH', amountCents: 3000, totalCents: 10000, reason: '家属退款' });
      // Alipay gives no refund id of its own: the refund is known by our request number (its bill's 退款批次号/请求号).
      expect(got).toEqual({ status: 'success', refundId: 'RF20261123ABCDEFGH' });
      const [req] = seen;
      expect(req).toMatchObject({ method: 'alipay.trade.refund', app_id: cfg.appId, sign_type: 'RSA2', charset: 'utf-8', version: '1.0' });
      expect(JSON.parse(req.biz_content)).toEqual({ out_trade_no: 'PL20261123ABCDEFGHJK', refund_amount: '30.00', out_request_no: 'RF20261123ABCDEFGH', refund_reason: '家属退款' });
      // Alipay's request signature: every parameter but sign, sorted, key=value joined by &, verified with the application's public key.
      const text = Object.keys(req)
        .filter((k) => k !== 'sign')
        .sort()
        .map((k) => `${k}=${req[k]}`)
        .join('&');
      expect(createVerify('RSA-SHA256').update(text, 'utf8').verify(app.publicKey, req.sign, 'base64')).toBe(true);
    });

    it('a refund Alipay refuses, or an answer it did not sign, refunds nothing', async () => {
      const local = { ...cfg, gateway };
      const provider = alipayProvider(local, await makeAlipaySdk(local));
      const request = { outTradeNo: 'PL20261123ABCDEFGHJK', refundNo: 'RF20261123ABCDEFGJ', amountCents: 3000, totalCents: 10000, reason: '退款' };
      reply = () => signedAnswer('alipay_trade_refund_response', { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_HAS_CLOSE', sub_msg: '交易已经关闭' });
      await expect(provider.refund(request)).rejects.toMatchObject({ kind: 'refused', message: expect.stringContaining('ACQ.TRADE_HAS_CLOSE') });
      reply = () => `{"alipay_trade_refund_response":{"code":"10000","msg":"Success","fund_change":"Y","trade_no":"1"},"sign":"${createSign('RSA-SHA256').update('x').sign(pair().privateKey, 'base64')}"}`;
      await expect(provider.refund(request)).rejects.toBeInstanceOf(ProviderError);
    });
  });
});

describe('the providers’ configuration', () => {
  const full = {
    WECHATPAY_MCH_ID: '1900009191',
    WECHATPAY_APP_ID: 'wxd678efh567hg6787',
    WECHATPAY_API_V3_KEY: 'k'.repeat(32),
    WECHATPAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    WECHATPAY_PUBLIC_KEY: platform.publicKey,
    WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_1',
  };
  it('reads a key from a file outside the repository, and shows which providers are set without any key', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { providerStates, wechatFromEnv } = await import('../../src/server/payments/settings');
    const dir = mkdtempSync(join(tmpdir(), 'pay-'));
    writeFileSync(join(dir, 'apiclient_key.pem'), merchant.privateKey);
    const env = { ...full, WECHATPAY_PRIVATE_KEY_FILE: join(dir, 'apiclient_key.pem') };
    expect(wechatFromEnv(env)).toMatchObject({ mchId: '1900009191', privateKey: merchant.privateKey.trim() });
    const states = providerStates(env);
    expect(states).toEqual([
      { name: 'wechat', configured: true, detail: '19****91' },
      { name: 'alipay', configured: false, detail: '' },
    ]);
    expect(JSON.stringify(states)).not.toContain('kkkk');
    expect(() => wechatFromEnv(full)).toThrow(/WECHATPAY_PRIVATE_KEY/);
    expect(providerStates({ ALIPAY_APP_ID: '2021' })[1]).toEqual({ name: 'alipay', configured: false, detail: 'missing: ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY' });
  });
});
