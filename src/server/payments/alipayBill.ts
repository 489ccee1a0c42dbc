/**
 * Alipay's daily bill (对账单, docs/payments.md "Reconciliation"): `alipay.data.dataservice.bill.downloadurl.query`
 * (bill_type trade) gives the address of a zip holding CSV files in GBK: the detail (业务明细) and
 * its summary (业务明细(汇总)). The detail has comment lines starting with `#`, a header line, then
 * a line per trade (业务类型 交易) or refund (退款), each field padded with a tab. Read here without
 * a dependency: the zip's central directory, its entries inflated with node:zlib.
 */
import { inflateRawSync } from 'node:zlib';
import type { StatementLine } from './provider';

/** The files of a zip (stored or deflated), by name; names decoded as UTF-8 when flagged, else GBK as Alipay writes them. */
export const readZip = (zip: Uint8Array): Map<string, Uint8Array> => {
  const buf = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  // The end of central directory record: its signature, searched from the end (a comment may follow it).
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file');
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const gbk = new TextDecoder('gbk');
  const files = new Map<string, Uint8Array>();
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error('bad zip directory');
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const rawName = buf.subarray(at + 46, at + 46 + nameLen);
    const name = flags & 0x800 ? rawName.toString('utf8') : gbk.decode(rawName);
    at += 46 + nameLen + extraLen + commentLen;
    if (flags & 1) throw new Error('encrypted zip entry');
    if (buf.readUInt32LE(local) !== 0x04034b50) throw new Error('bad zip entry');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    if (method === 0) files.set(name, data);
    else if (method === 8) files.set(name, inflateRawSync(data));
    else throw new Error(`zip method ${method}`);
  }
  return files;
};

/** A header's name without its padding, full-width brackets as ASCII: 订单金额（元） → 订单金额(元). */
const norm = (s: string): string => s.replace(/[\t\s"]/g, '').replace(/（/g, '(').replace(/）/g, ')');

/** One CSV line's fields (Alipay's fields carry no commas; quotes taken off when present). */
const fields = (line: string): string[] => line.split(',').map((f) => f.trim().replace(/^"(.*)"$/, '$1').trim());

/** The detail file's lines (its text, decoded): trades and refunds; null when the text is not a detail file (the summary). */
export const parseAlipayBill = (text: string): StatementLine[] | null => {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const h = lines.findIndex((l) => !l.startsWith('#') && norm(l).includes('支付宝交易号') && norm(l).includes('业务类型'));
  if (h < 0) return null;
  const header = fields(lines[h]).map(norm);
  const col = (name: string) => header.indexOf(name);
  const [tradeNo, outTradeNo, kind, created, done, amount, refundNo] = ['支付宝交易号', '商户订单号', '业务类型', '创建时间', '完成时间', '订单金额(元)', '退款批次号/请求号'].map(col);
  if ([tradeNo, outTradeNo, kind, amount].some((i) => i < 0)) throw new Error('alipay bill: unknown columns');
  const out: StatementLine[] = [];
  for (const line of lines.slice(h + 1)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const f = fields(line);
    const time = f[done] || f[created] || '';
    const at = time ? new Date(`${time.replace(' ', 'T')}+08:00`).toISOString() : '';
    const cents = Math.abs(Math.round(Number(f[amount]) * 100));
    if (f[kind] === '交易') out.push({ outTradeNo: f[outTradeNo], tradeNo: f[tradeNo], kind: 'charge', amountCents: cents, at, method: 'alipay' });
    // A refund is known by its request number (our refund number, out_request_no): one trade may be refunded in parts.
    else if (f[kind] === '退款') out.push({ outTradeNo: f[outTradeNo], tradeNo: refundNo >= 0 && f[refundNo] ? f[refundNo] : f[tradeNo], kind: 'refund', amountCents: cents, at, method: 'alipay' });
  }
  return out;
};

/** The bill's zip: the lines of its detail file (GBK, or UTF-8 with a BOM). */
export const readAlipayBillZip = (zip: Uint8Array): StatementLine[] => {
  for (const [, data] of readZip(zip)) {
    const bom = data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf;
    const got = parseAlipayBill(new TextDecoder(bom ? 'utf-8' : 'gbk').decode(data));
    if (got) return got;
  }
  throw new Error('alipay bill: no detail file in the zip');
};
