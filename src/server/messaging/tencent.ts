/**
 * Tencent Cloud SMS (腾讯云短信, API 2021-01-11 `SendSms`) through its official SDK
 * (tencentcloud-sdk-nodejs-sms, which signs each call with TC3-HMAC-SHA256). Loaded on the first
 * message. The approved template's variables go as `TemplateParamSet` in the template's order
 * ({1}, {2}...); the answer's `SendStatusSet[0].Code` is `Ok` with a `SerialNo`, else one of the
 * documented error codes, mapped below (docs/messaging.md).
 */
import { templateIdOf, type SmsTemplateIds } from './templates';
import { SMS_TEMPLATES } from '../../rules/messaging';
import { SmsError, asSmsError, noTemplate, type SmsFailure, type SmsProvider, type SmsReceipt, type SmsSent } from './provider';

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  /** The SMS application's SdkAppId (1400...). */
  sdkAppId: string;
  /** The approved signature (签名内容). */
  signName: string;
  /** The approved template id of each kind. */
  templates: SmsTemplateIds;
  /** ap-guangzhou unless told. */
  region: string;
  /** sms.tencentcloudapi.com unless told. */
  endpoint: string;
  timeoutMs: number;
}

/** The documented error codes, by what the family or the administrator must do. */
const tencentFailure = (code: string): SmsFailure => {
  if (code === 'InvalidParameterValue.IncorrectPhoneNumber' || code.startsWith('FailedOperation.PhoneNumber') || code === 'UnsupportedOperation.ChineseMainlandTemplateToGlobalPhone' || code === 'UnsupportedOperation.GlobalTemplateToChineseMainlandPhone' || code === 'UnsupportedOperation.UnsupportedRegion')
    return 'mobile';
  if (code.startsWith('LimitExceeded.')) return 'limit';
  if (code.startsWith('InternalError') || code === 'RequestLimitExceeded' || code === 'network' || /^E[A-Z]+$/.test(code)) return 'unavailable';
  // AuthFailure.*, UnauthorizedOperation.*, FailedOperation.SignatureIncorrectOrUnapproved,
  // FailedOperation.TemplateIncorrectOrUnapproved, FailedOperation.InsufficientBalanceInSmsPackage...
  return 'config';
};

/** E.164: a mainland number gets +86. */
const e164 = (mobile: string): string => (mobile.startsWith('+') ? mobile : `+86${mobile}`);

interface SendStatus {
  SerialNo?: string;
  Code?: string;
  Message?: string;
}
interface PulledStatus {
  SerialNo?: string;
  ReportStatus?: string;
  Description?: string;
  UserReceiveTime?: number;
}
interface TencentClient {
  SendSms(request: Record<string, unknown>): Promise<{ SendStatusSet?: SendStatus[] }>;
  PullSmsSendStatusByPhoneNumber(request: Record<string, unknown>): Promise<{ PullSmsSendStatusSet?: PulledStatus[] }>;
}
type TencentClientClass = new (config: Record<string, unknown>) => TencentClient;

const loadClient = async (): Promise<TencentClientClass> => {
  const mod = (await import('tencentcloud-sdk-nodejs-sms')) as unknown as Record<string, unknown>;
  const ns = (('sms' in mod ? mod : mod.default) ?? mod) as { sms: { v20210111: { Client: TencentClientClass } } };
  return ns.sms.v20210111.Client;
};

export const tencentProvider = (config: TencentSmsConfig): SmsProvider => {
  let client: Promise<TencentClient> | undefined;
  const ready = () =>
    (client ??= loadClient().then(
      (Client) =>
        new Client({
          credential: { secretId: config.secretId, secretKey: config.secretKey },
          region: config.region,
          profile: { httpProfile: { endpoint: config.endpoint, reqTimeout: Math.max(1, Math.ceil(config.timeoutMs / 1000)) } },
        }),
    ));
  return {
    name: 'tencent',
    send: async (request): Promise<SmsSent> => {
      const template = SMS_TEMPLATES[request.kind];
      const templateId = templateIdOf(config.templates, request.kind, request.lang);
      if (!templateId) throw noTemplate(request.kind);
      let status: SendStatus | undefined;
      try {
        const answer = await (await ready()).SendSms({
          PhoneNumberSet: [e164(request.mobile)],
          SmsSdkAppId: config.sdkAppId,
          SignName: config.signName,
          TemplateId: templateId,
          TemplateParamSet: template.params.map((p) => request.params[p] ?? ''),
        });
        status = answer.SendStatusSet?.[0];
      } catch (e) {
        throw asSmsError(e, tencentFailure);
      }
      if (status?.Code === 'Ok' && status.SerialNo) return { id: status.SerialNo };
      const code = status?.Code ?? 'no_answer';
      throw new SmsError(tencentFailure(code), code, String(status?.Message ?? 'no answer').slice(0, 300));
    },
    // PullSmsSendStatusByPhoneNumber, once per mobile (from its oldest message waiting; the last
    // 7 days only), matched by SerialNo: ReportStatus SUCCESS is delivered, FAIL not (Description
    // says why). A pull by number can be repeated (the plain PullSmsSendStatus gives each report once).
    receipts: async (pending) => {
      const out: SmsReceipt[] = [];
      const byMobile = new Map<string, Date>();
      for (const p of pending) {
        const first = byMobile.get(p.mobile);
        if (!first || p.sentAt < first) byMobile.set(p.mobile, p.sentAt);
      }
      const wanted = new Set(pending.map((p) => p.id));
      for (const [mobile, since] of byMobile) {
        let set: PulledStatus[];
        try {
          const answer = await (await ready()).PullSmsSendStatusByPhoneNumber({
            BeginTime: Math.floor(since.getTime() / 1000) - 60,
            Offset: 0,
            Limit: 100,
            PhoneNumber: e164(mobile),
            SmsSdkAppId: config.sdkAppId,
          });
          set = answer.PullSmsSendStatusSet ?? [];
        } catch (e) {
          throw asSmsError(e, tencentFailure);
        }
        for (const s of set) {
          if (!s.SerialNo || !wanted.has(s.SerialNo) || (s.ReportStatus !== 'SUCCESS' && s.ReportStatus !== 'FAIL')) continue;
          out.push({ id: s.SerialNo, delivered: s.ReportStatus === 'SUCCESS', code: String(s.Description ?? s.ReportStatus).slice(0, 60), at: s.UserReceiveTime ? new Date(s.UserReceiveTime * 1000) : null });
        }
      }
      return out;
    },
  };
};
