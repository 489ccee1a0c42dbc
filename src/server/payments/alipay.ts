/**
 * Alipay (支付宝; docs/payments.md) through its official Node SDK, `alipay-sdk`: the SDK signs
 * every request (RSA2: SHA256withRSA over the sorted parameters), builds the page and wap pay
 * addresses, verifies the notifications' signature with Alipay's public key and the answers of
 * its gateway. This adapter chooses the calls (alipay.trade.wap.pay on a phone,
 * alipay.trade.page.pay on a screen; query, refund, the daily bill: ./alipayBill.ts) and reads their answers.
 * The SDK is loaded when the provider is made, so a server without Alipay never loads it.
 */
import type { AlipaySdk as Sdk } from 'alipay-sdk';
import { ProviderError, centsOfYuan, yuanText, type Ack, type PaidTrade, type PaymentProvider, type Verified } from './provider';
import { readAlipayBillZip } from './alipayBill';
import type { AlipayConfig } from './settings';

const PAID_STATES = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

/** Alipay's time ("2026-11-23 10:00:05", China time) as ISO. */
const isoOfBeijing = (t: string | undefined): string => (t ? new Date(`${t.replace(' ', 'T')}+08:00`).toISOString() : '');
const beijingOf = (d: Date): string => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A notification's fields (a form), verified by the SDK, and what they say. */
export const readAlipayNotification = (sdk: Pick<Sdk, 'checkNotifySignV2'>, cfg: Pick<AlipayConfig, 'appId'>, body: string): Verified => {
  const fields = Object.fromEntries(new URLSearchParams(body));
  // The values as sent, decoded once: the SDK's V2 check signs them as they are.
  if (!sdk.checkNotifySignV2(fields)) throw new ProviderError('alipay: bad signature', 'signature');
  if (fields.app_id !== cfg.appId) throw new ProviderError('alipay: another application’s notification', 'signature');
  if (!PAID_STATES.includes(fields.trade_status)) return { other: String(fields.trade_status) };
  const paid: PaidTrade = { outTradeNo: fields.out_trade_no, tradeNo: fields.trade_no, amountCents: centsOfYuan(fields.total_amount), currency: 'CNY', paidAt: isoOfBeijing(fields.gmt_payment), method: 'alipay' };
  return { paid };
};

export const makeAlipaySdk = async (cfg: AlipayConfig): Promise<Sdk> => {
  const { AlipaySdk } = await import('alipay-sdk');
  return new AlipaySdk({
    appId: cfg.appId,
    privateKey: cfg.privateKey,
    alipayPublicKey: cfg.alipayPublicKey,
    gateway: cfg.gateway,
    signType: 'RSA2',
    keyType: cfg.privateKey.includes('BEGIN PRIVATE KEY') || process.env.ALIPAY_KEY_TYPE === 'PKCS8' ? 'PKCS8' : 'PKCS1',
    camelcase: false,
    timeout: 10_000,
  });
};

export const alipayProvider = (cfg: AlipayConfig, sdk: Sdk): PaymentProvider => {
  const exec = async (method: string, bizContent: Record<string, unknown>) => {
    let res: Awaited<ReturnType<Sdk['exec']>>;
    try {
      res = await sdk.exec(method, { bizContent }, { validateSign: true });
    } catch (e) {
      throw new ProviderError(`alipay: ${(e as Error).message}`.slice(0, 300), 'unavailable');
    }
    return res as typeof res & Record<string, string | undefined>;
  };
  const ack = (ok: boolean): Ack => ({ status: 200, contentType: 'text/plain', body: ok ? 'success' : 'failure' });
  return {
    name: 'alipay',
    methods: ['alipay'],
    start: async (order) => {
      const url = sdk.pageExecute(order.mobile ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: order.outTradeNo,
          total_amount: yuanText(order.amountCents),
          subject: order.subject.slice(0, 128),
          product_code: order.mobile ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
          time_expire: beijingOf(order.expiresAt),
        },
        notifyUrl: order.notifyUrl,
        returnUrl: order.returnUrl,
      });
      return { kind: 'redirect', url };
    },
    verify: async (n) => readAlipayNotification(sdk, cfg, n.body),
    ack,
    query: async (outTradeNo) => {
      const r = await exec('alipay.trade.query', { out_trade_no: outTradeNo });
      if (r.code !== '10000' || !PAID_STATES.includes(String(r.trade_status))) return null;
      return { outTradeNo, tradeNo: String(r.trade_no), amountCents: centsOfYuan(String(r.total_amount)), currency: 'CNY', paidAt: isoOfBeijing(r.send_pay_date), method: 'alipay' };
    },
    refund: async (r) => {
      const got = await exec('alipay.trade.refund', { out_trade_no: r.outTradeNo, refund_amount: yuanText(r.amountCents), out_request_no: r.refundNo, refund_reason: r.reason.slice(0, 256) });
      if (got.code !== '10000') throw new ProviderError(`alipay: refund ${got.sub_code ?? got.code} ${got.sub_msg ?? ''}`.trim(), 'refused');
      // Alipay gives a refund no id of its own: the request number (out_request_no) is what its bill and refund query know it by.
      return { status: got.fund_change === 'Y' ? 'success' : 'processing', refundId: r.refundNo };
    },
    refundState: async (r) => {
      // alipay.trade.fastpay.refund.query: REFUND_SUCCESS once the money went back; no state yet means still on its way (never read as refused).
      const got = await exec('alipay.trade.fastpay.refund.query', { out_trade_no: r.outTradeNo, out_request_no: r.refundNo, query_options: ['gmt_refund_pay'] });
      if (got.code !== '10000') throw new ProviderError(`alipay: refund query ${got.sub_code ?? got.code} ${got.sub_msg ?? ''}`.trim(), 'unavailable');
      return got.refund_status === 'REFUND_SUCCESS' ? { status: 'success', answer: 'alipay: REFUND_SUCCESS' } : { status: 'processing', answer: `alipay: refund ${got.refund_status ?? 'not finished'}` };
    },
    statement: async (day) => {
      const r = await exec('alipay.data.dataservice.bill.downloadurl.query', { bill_type: 'trade', bill_date: day });
      if (r.code !== '10000' || !r.bill_download_url) throw new ProviderError(`alipay: bill ${r.sub_code ?? r.code} ${r.sub_msg ?? r.msg ?? ''}`.trim(), r.code === '40006' ? 'config' : 'unavailable');
      let zip: Uint8Array;
      try {
        const res = await fetch(r.bill_download_url, { signal: AbortSignal.timeout(30_000) });
        if (!res.ok) throw new Error(`download ${res.status}`);
        zip = new Uint8Array(await res.arrayBuffer());
      } catch (e) {
        throw new ProviderError(`alipay: bill ${(e as Error).message}`.slice(0, 300), 'unavailable');
      }
      try {
        return readAlipayBillZip(zip);
      } catch (e) {
        throw new ProviderError(`alipay: ${(e as Error).message}`.slice(0, 300), 'unavailable');
      }
    },
    test: async () => {
      // A query of a trade that does not exist: ACQ.TRADE_NOT_EXIST when the keys are right; a signature error when not.
      const r = await exec('alipay.trade.query', { out_trade_no: 'CONNECTION-TEST' });
      if (r.code === '10000' || r.sub_code === 'ACQ.TRADE_NOT_EXIST') return `alipay: application ${cfg.appId.slice(0, 4)}**** answered`;
      throw new ProviderError(`alipay: ${r.sub_code ?? r.code} ${r.sub_msg ?? r.msg ?? ''}`.trim(), 'config');
    },
  };
};
