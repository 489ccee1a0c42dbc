/**
 * The SMS layer's configuration, from the environment only (docs/messaging.md): which provider
 * (SMS_PROVIDER: development, the default, aliyun or tencent), its keys, the approved signature
 * and templates, and the sending bounds. A key may be given in a file instead (`<NAME>_FILE`, a
 * path outside the repository, e.g. a container secret). Keys are never stored in the database,
 * never logged, never answered. A provider named without what it needs stops the start with the
 * name of the missing variable.
 */
import { readFileSync } from 'node:fs';
import { SMS_KIND, isSmsProviderName, type SmsKind, type SmsProviderName } from '../../rules/messaging';
import { LANGS, type Lang } from '../../config/types';
import type { SmsTemplateIds } from './templates';

export { templateIdOf, type SmsTemplateIds } from './templates';
import { unreachable } from '../../config/exhaustive';
import { SettingsError, positiveInt } from '../runtime/settings';
import type { AliyunSmsConfig } from './aliyun';
import type { TencentSmsConfig } from './tencent';

export interface SmsLimits {
  /** Messages one mobile is sent per hour and per day (every kind; failed tries count). */
  perMobileHour: number;
  perMobileDay: number;
  /** Messages asked for from one address per hour. */
  perAddressHour: number;
  /**
   * One-time codes for one mobile asked from one network (an IPv4 /24, an IPv6 /64) per day, by
   * browsers that never proved it: a stranger's network uses up this share, never the mobile's day.
   */
  perMobileNetworkDay: number;
  /** One-time codes per day asked from a browser that proved the mobile before (./otpDevice.ts): its own bound, beside the mobile's. */
  perDeviceDay: number;
  /** Provider calls at once, and calls waiting for one beyond which a send is refused (503 sms_busy). */
  concurrency: number;
  queue: number;
  /** A provider call's limit. */
  timeoutMs: number;
}

export interface SmsSettings {
  provider: SmsProviderName;
  aliyun?: AliyunSmsConfig;
  tencent?: TencentSmsConfig;
  limits: SmsLimits;
}

export const DEFAULT_SMS_LIMITS: SmsLimits = { perMobileHour: 5, perMobileDay: 10, perAddressHour: 30, perMobileNetworkDay: 3, perDeviceDay: 5, concurrency: 4, queue: 100, timeoutMs: 10_000 };

/** The variable of each bound. */
const SMS_LIMIT_ENV = {
  perMobileHour: 'SMS_PER_MOBILE_HOUR',
  perMobileDay: 'SMS_PER_MOBILE_DAY',
  perAddressHour: 'SMS_PER_ADDRESS_HOUR',
  perMobileNetworkDay: 'SMS_PER_MOBILE_NETWORK_DAY',
  perDeviceDay: 'SMS_PER_DEVICE_DAY',
  concurrency: 'SMS_CONCURRENCY',
  queue: 'SMS_QUEUE',
  timeoutMs: 'SMS_TIMEOUT_MS',
} as const satisfies Record<keyof SmsLimits, string>;

/** A value from the variable, or from the file its `_FILE` variable names. */
const valueOf = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const direct = env[name]?.trim();
  if (direct) return direct;
  const file = env[`${name}_FILE`]?.trim();
  if (!file) return undefined;
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    throw new SettingsError(`${name}_FILE: cannot read ${file}`);
  }
};

const required = (env: NodeJS.ProcessEnv, provider: string, name: string): string => {
  const v = valueOf(env, name);
  if (!v) throw new SettingsError(`SMS_PROVIDER=${provider} needs ${name} (or ${name}_FILE): see docs/messaging.md`);
  return v;
};

/** The template variable of a kind (and language): SMS_TEMPLATE_OTP, SMS_TEMPLATE_REMINDER_PLOT_EN. */
export const templateEnv = (kind: SmsKind, lang?: Lang): string => `SMS_TEMPLATE_${kind.toUpperCase()}${lang ? `_${lang.toUpperCase()}` : ''}`;

/** The kinds a provider must have at the start (the booking page's codes); the reminders' are asked for when sent. */
const REQUIRED_KINDS: readonly SmsKind[] = ['otp'];

const templates = (env: NodeJS.ProcessEnv, provider: string): SmsTemplateIds =>
  Object.fromEntries(
    SMS_KIND.map((k) => {
      const ids: Partial<Record<Lang | 'default', string>> = {};
      const base = REQUIRED_KINDS.includes(k.value) ? required(env, provider, templateEnv(k.value)) : valueOf(env, templateEnv(k.value));
      if (base) ids.default = base;
      for (const lang of LANGS) {
        const id = valueOf(env, templateEnv(k.value, lang));
        if (id) ids[lang] = id;
      }
      return [k.value, ids];
    }),
  ) as SmsTemplateIds;

const smsLimitsFromEnv = (env: NodeJS.ProcessEnv): SmsLimits => {
  const d = DEFAULT_SMS_LIMITS;
  const read = (key: keyof SmsLimits, max: number): number => positiveInt(SMS_LIMIT_ENV[key], env[SMS_LIMIT_ENV[key]], d[key], max);
  return {
    perMobileHour: read('perMobileHour', 1000),
    perMobileDay: read('perMobileDay', 10_000),
    perAddressHour: read('perAddressHour', 1_000_000),
    perMobileNetworkDay: read('perMobileNetworkDay', 10_000),
    perDeviceDay: read('perDeviceDay', 10_000),
    concurrency: Math.max(1, read('concurrency', 100)),
    queue: read('queue', 100_000),
    timeoutMs: Math.max(1000, read('timeoutMs', 120_000)),
  };
};

export const smsSettingsFromEnv = (env: NodeJS.ProcessEnv): SmsSettings => {
  const name = (env.SMS_PROVIDER ?? '').trim().toLowerCase() || 'development';
  if (!isSmsProviderName(name)) throw new SettingsError(`SMS_PROVIDER: "${env.SMS_PROVIDER}" is not one of development, aliyun, tencent`);
  const limits = smsLimitsFromEnv(env);
  switch (name) {
    case 'development':
      return { provider: name, limits };
    case 'aliyun':
      return {
        provider: name,
        limits,
        aliyun: {
          accessKeyId: required(env, name, 'ALIYUN_SMS_ACCESS_KEY_ID'),
          accessKeySecret: required(env, name, 'ALIYUN_SMS_ACCESS_KEY_SECRET'),
          signName: required(env, name, 'SMS_SIGN_NAME'),
          templates: templates(env, name),
          endpoint: valueOf(env, 'ALIYUN_SMS_ENDPOINT') ?? 'dysmsapi.aliyuncs.com',
          timeoutMs: limits.timeoutMs,
        },
      };
    case 'tencent':
      return {
        provider: name,
        limits,
        tencent: {
          secretId: required(env, name, 'TENCENT_SMS_SECRET_ID'),
          secretKey: required(env, name, 'TENCENT_SMS_SECRET_KEY'),
          sdkAppId: required(env, name, 'TENCENT_SMS_SDK_APP_ID'),
          signName: required(env, name, 'SMS_SIGN_NAME'),
          templates: templates(env, name),
          region: valueOf(env, 'TENCENT_SMS_REGION') ?? 'ap-guangzhou',
          endpoint: valueOf(env, 'TENCENT_SMS_ENDPOINT') ?? 'sms.tencentcloudapi.com',
          timeoutMs: limits.timeoutMs,
        },
      };
    default:
      return unreachable(name);
  }
};
