/**
 * Aliyun SMS (阿里云短信服务, Dysmsapi 2017-05-25 `SendSms`) through its official SDK
 * (@alicloud/dysmsapi20170525 on @alicloud/openapi-core, which signs each call with
 * ACS3-HMAC-SHA256). Loaded on the first message, so a server on another provider never loads it.
 * The approved template's variables go as `TemplateParam` JSON by name; the answer's `Code` is
 * `OK` with a `BizId`, else one of the documented error codes, mapped below (docs/messaging.md).
 */
import { templateIdOf, type SmsTemplateIds } from './templates';
import { SMS_TEMPLATES } from '../../rules/messaging';
import { SmsError, asSmsError, noTemplate, type SmsFailure, type SmsProvider, type SmsReceipt, type SmsSent } from './provider';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名), e.g. 某某陵园. */
  signName: string;
  /** The approved template code (SMS_123456789) of each kind. */
  templates: SmsTemplateIds;
  /** dysmsapi.aliyuncs.com unless told (a regional endpoint). */
  endpoint: string;
  timeoutMs: number;
}

/** The documented error codes, by what the family or the administrator must do. */
const aliyunFailure = (code: string): SmsFailure => {
  if (code === 'isv.MOBILE_NUMBER_ILLEGAL' || code === 'isv.MOBILE_COUNT_OVER_LIMIT' || code === 'isv.DENY_IP_RANGE') return 'mobile';
  if (code === 'isv.BUSINESS_LIMIT_CONTROL' || code === 'isv.DAY_LIMIT_CONTROL' || code === 'isv.SMS_CONTENT_ILLEGAL_LIMIT') return 'limit';
  if (code.startsWith('isp.') || code.startsWith('Throttling') || code === 'SignatureNonceUsed' || code === 'network' || /^E[A-Z]+$/.test(code)) return 'unavailable';
  // isv.SMS_SIGNATURE_ILLEGAL, isv.SMS_TEMPLATE_ILLEGAL, isv.TEMPLATE_MISSING_PARAMETERS, isv.AMOUNT_NOT_ENOUGH,
  // isv.OUT_OF_SERVICE, isv.ACCOUNT_ABNORMAL, InvalidAccessKeyId.NotFound, SignatureDoesNotMatch...
  return 'config';
};

/** The day a message was sent as Aliyun files it (yyyyMMdd, Beijing time, UTC+8 all year). */
const beijingDay = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
/** Aliyun's `2019-01-08 16:44:13` (Beijing time) as a date. */
const beijingTime = (s: string | undefined): Date | null => {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(s ?? '');
  return m ? new Date(`${m[1]}T${m[2]}+08:00`) : null;
};

/** Aliyun takes mainland numbers as they are and others as the country code and number, without `+`. */
const aliyunNumber = (mobile: string): string => mobile.replace(/^\+/, '');

interface SendSmsBody {
  code?: string;
  message?: string;
  bizId?: string;
  requestId?: string;
}
interface SendDetail {
  phoneNum?: string;
  sendStatus?: number;
  errCode?: string;
  receiveDate?: string;
}
interface QueryBody {
  code?: string;
  message?: string;
  smsSendDetailDTOs?: { smsSendDetailDTO?: SendDetail[] };
}
interface AliyunClient {
  sendSms(request: unknown): Promise<{ body?: SendSmsBody }>;
  querySendDetails(request: unknown): Promise<{ body?: QueryBody }>;
}
interface AliyunSdk {
  Client: new (config: unknown) => AliyunClient;
  SendSmsRequest: new (values: Record<string, string>) => unknown;
  QuerySendDetailsRequest: new (values: Record<string, string | number>) => unknown;
  Config: new (values: Record<string, unknown>) => unknown;
}

/** The CommonJS packages as ES modules, however the loader presents them (Node, tsx, vitest). */
const namespaceWith = (mod: unknown, key: string): Record<string, unknown> => {
  const m = mod as Record<string, unknown>;
  const d = m.default as Record<string, unknown> | undefined;
  return key in m ? m : d && key in d ? d : m;
};

const loadSdk = async (): Promise<AliyunSdk> => {
  const dysms = namespaceWith(await import('@alicloud/dysmsapi20170525'), 'SendSmsRequest');
  const core = namespaceWith(await import('@alicloud/openapi-core'), '$OpenApiUtil');
  const Client = (typeof dysms.default === 'function' ? dysms.default : dysms) as AliyunSdk['Client'];
  return { Client, SendSmsRequest: dysms.SendSmsRequest as AliyunSdk['SendSmsRequest'], QuerySendDetailsRequest: dysms.QuerySendDetailsRequest as AliyunSdk['QuerySendDetailsRequest'], Config: (core.$OpenApiUtil as { Config: AliyunSdk['Config'] }).Config };
};

export const aliyunProvider = (config: AliyunSmsConfig): SmsProvider => {
  let client: Promise<{ sdk: AliyunSdk; client: AliyunClient }> | undefined;
  const ready = () =>
    (client ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.Client(
        new sdk.Config({
          accessKeyId: config.accessKeyId,
          accessKeySecret: config.accessKeySecret,
          endpoint: config.endpoint,
          connectTimeout: config.timeoutMs,
          readTimeout: config.timeoutMs,
        }),
      ),
    })));
  return {
    name: 'aliyun',
    send: async (request): Promise<SmsSent> => {
      const template = SMS_TEMPLATES[request.kind];
      const params = Object.fromEntries(template.params.map((p) => [p, request.params[p] ?? '']));
      const templateCode = templateIdOf(config.templates, request.kind, request.lang);
      if (!templateCode) throw noTemplate(request.kind);
      let body: SendSmsBody | undefined;
      try {
        const { sdk, client: c } = await ready();
        const answer = await c.sendSms(
          new sdk.SendSmsRequest({
            phoneNumbers: aliyunNumber(request.mobile),
            signName: config.signName,
            templateCode,
            templateParam: JSON.stringify(params),
          }),
        );
        body = answer.body;
      } catch (e) {
        throw asSmsError(e, aliyunFailure);
      }
      if (body?.code === 'OK' && body.bizId) return { id: body.bizId };
      const code = body?.code ?? 'no_answer';
      throw new SmsError(aliyunFailure(code), code, String(body?.message ?? 'no answer').slice(0, 300));
    },
    // QuerySendDetails, one message at a time (by its mobile, its BizId and the day it was sent,
    // Beijing time): SendStatus 3 is delivered, 2 failed (ErrCode says why), 1 still waiting.
    receipts: async (pending) => {
      const { sdk, client: c } = await ready().catch((e: unknown) => {
        throw asSmsError(e, aliyunFailure);
      });
      const out: SmsReceipt[] = [];
      for (const p of pending) {
        let body: QueryBody | undefined;
        try {
          body = (await c.querySendDetails(new sdk.QuerySendDetailsRequest({ phoneNumber: aliyunNumber(p.mobile), bizId: p.id, sendDate: beijingDay(p.sentAt), pageSize: 10, currentPage: 1 }))).body;
        } catch (e) {
          throw asSmsError(e, aliyunFailure);
        }
        if (body?.code !== 'OK') throw new SmsError(aliyunFailure(body?.code ?? 'no_answer'), body?.code ?? 'no_answer', String(body?.message ?? 'no answer').slice(0, 300));
        const detail = body.smsSendDetailDTOs?.smsSendDetailDTO?.[0];
        if (detail?.sendStatus === 3 || detail?.sendStatus === 2)
          out.push({ id: p.id, delivered: detail.sendStatus === 3, code: String(detail.errCode ?? (detail.sendStatus === 3 ? 'DELIVERED' : 'FAILED')).slice(0, 60), at: beijingTime(detail.receiveDate) });
      }
      return out;
    },
  };
};
