/**
 * The providers' configuration, from the environment only (docs/payments.md): WeChat Pay API v3
 * (WECHATPAY_*) and Alipay (ALIPAY_*). Any value may be given in a file instead (`<NAME>_FILE`,
 * a path outside the repository: a private key, a container secret). Keys are never written to
 * the database, the log or an answer: the settings page sees which providers are configured and
 * which variables are missing, with the merchant and app ids masked.
 */
import { readFileSync } from 'node:fs';
import type { ProviderState } from '../../protocol/payments';

/** A value from the variable, or from the file its `_FILE` variable names. */
export const envValue = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const direct = env[name]?.trim();
  if (direct) return direct;
  const file = env[`${name}_FILE`]?.trim();
  if (!file) return undefined;
  return readFileSync(file, 'utf8').trim() || undefined;
};

export interface WechatPayConfig {
  /** 商户号 */
  mchId: string;
  /** The AppID bound to the merchant (a service account's, for JSAPI; any bound app's for Native/H5). */
  appId: string;
  /** APIv3 key (32 bytes): decrypts the notifications' resource. */
  apiV3Key: string;
  /** The merchant API certificate's serial number and its private key (PEM). */
  serialNo: string;
  privateKey: string;
  /** WeChat Pay's public key (PEM) and its id (PUB_KEY_ID_...), which verify its answers and notifications. */
  platformPublicKey: string;
  platformKeyId: string;
  /** https://api.mch.weixin.qq.com by default. */
  baseUrl: string;
}

export interface AlipayConfig {
  appId: string;
  /** The application's private key (PKCS#1 or PKCS#8 PEM, or the bare base64 body Alipay's tool gives). */
  privateKey: string;
  /** Alipay's public key (public-key mode). */
  alipayPublicKey: string;
  /** https://openapi.alipay.com/gateway.do by default; the sandbox: https://openapi-sandbox.dl.alipaydev.com/gateway.do */
  gateway: string;
}

const WECHAT_VARS = ['WECHATPAY_MCH_ID', 'WECHATPAY_APP_ID', 'WECHATPAY_API_V3_KEY', 'WECHATPAY_SERIAL_NO', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_PUBLIC_KEY_ID'] as const;
const ALIPAY_VARS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;

const read = <K extends string>(env: NodeJS.ProcessEnv, names: readonly K[]): { values: Partial<Record<K, string>>; missing: K[] } => {
  const values: Partial<Record<K, string>> = {};
  const missing: K[] = [];
  for (const n of names) {
    const v = envValue(env, n);
    if (v) values[n] = v;
    else missing.push(n);
  }
  return { values, missing };
};

/** WeChat Pay's configuration when every variable is set; undefined when none is; an error naming the missing ones when some are. */
export const wechatFromEnv = (env: NodeJS.ProcessEnv): WechatPayConfig | undefined => {
  const { values: v, missing } = read(env, WECHAT_VARS);
  if (missing.length === WECHAT_VARS.length) return undefined;
  if (missing.length > 0) throw new Error(`WeChat Pay: set ${missing.join(', ')} (docs/payments.md)`);
  if (Buffer.byteLength(v.WECHATPAY_API_V3_KEY!) !== 32) throw new Error('WeChat Pay: WECHATPAY_API_V3_KEY must be 32 bytes');
  return {
    mchId: v.WECHATPAY_MCH_ID!,
    appId: v.WECHATPAY_APP_ID!,
    apiV3Key: v.WECHATPAY_API_V3_KEY!,
    serialNo: v.WECHATPAY_SERIAL_NO!,
    privateKey: v.WECHATPAY_PRIVATE_KEY!,
    platformPublicKey: v.WECHATPAY_PUBLIC_KEY!,
    platformKeyId: v.WECHATPAY_PUBLIC_KEY_ID!,
    baseUrl: envValue(env, 'WECHATPAY_BASE_URL') ?? 'https://api.mch.weixin.qq.com',
  };
};

export const alipayFromEnv = (env: NodeJS.ProcessEnv): AlipayConfig | undefined => {
  const { values: v, missing } = read(env, ALIPAY_VARS);
  if (missing.length === ALIPAY_VARS.length) return undefined;
  if (missing.length > 0) throw new Error(`Alipay: set ${missing.join(', ')} (docs/payments.md)`);
  return { appId: v.ALIPAY_APP_ID!, privateKey: v.ALIPAY_PRIVATE_KEY!, alipayPublicKey: v.ALIPAY_PUBLIC_KEY!, gateway: envValue(env, 'ALIPAY_GATEWAY') ?? 'https://openapi.alipay.com/gateway.do' };
};

const mask = (id: string): string => (id.length <= 4 ? '****' : `${id.slice(0, 2)}****${id.slice(-2)}`);

/** What the settings page shows of the real providers: configured or not, the ids masked, or the variables missing. Never a key. */
export const providerStates = (env: NodeJS.ProcessEnv): ProviderState[] => {
  const state = (name: 'wechat' | 'alipay', vars: readonly string[], id: string): ProviderState => {
    const { values, missing } = read(env, vars);
    if (missing.length === 0) return { name, configured: true, detail: mask(values[id as keyof typeof values] ?? '') };
    return { name, configured: false, detail: missing.length === vars.length ? '' : `missing: ${missing.join(', ')}` };
  };
  return [state('wechat', WECHAT_VARS, 'WECHATPAY_MCH_ID'), state('alipay', ALIPAY_VARS, 'ALIPAY_APP_ID')];
};

/** The server's public address (PUBLIC_URL, e.g. https://cemetery.example.com), without a trailing slash; '' when unset. */
export const publicUrlFromEnv = (env: NodeJS.ProcessEnv): string => (env.PUBLIC_URL?.trim() ?? '').replace(/\/+$/, '');
