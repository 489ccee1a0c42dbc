/**
 * The SMS adapters (docs/messaging.md) against the providers' documentation, never the network:
 * each provider's official SDK runs as in production, and msw answers its HTTP call on this
 * machine. The request is checked for the documented shape (Aliyun's SendSms query, Tencent's
 * SendSms JSON) and for a signature that the documented algorithm (tests/server/helpers/
 * providerSignatures.ts, first checked on each document's worked example) accepts with the
 * configured secret and refuses with another; the documented answers and error codes come back
 * as the adapter's result or failure kind.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aliyunProvider } from '../../src/server/messaging/aliyun';
import { SmsError } from '../../src/server/messaging/provider';
import { tencentProvider } from '../../src/server/messaging/tencent';
import { acs3Authorization, signedHeaderNames, tc3Authorization } from './helpers/providerSignatures';

interface Seen {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string;
}
const seen: Seen[] = [];
let answer: () => Response = () => HttpResponse.json({});
const capture = async ({ request }: { request: Request }) => {
  seen.push({ url: new URL(request.url), method: request.method, headers: Object.fromEntries(request.headers), body: await request.text() });
  return answer();
};
const server = setupServer(http.all('https://dysmsapi.aliyuncs.com/*', capture), http.all('https://sms.tencentcloudapi.com/*', capture));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

const failureOf = async (p: Promise<unknown>): Promise<[string, string]> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof SmsError) return [e.failure, e.providerCode];
    throw e;
  }
  throw new Error('the send did not fail');
};

const otp = { mobile: '13800138000', kind: 'otp' as const, lang: 'zh' as const, params: { code: '482913', minutes: '5' } };

describe('the documented signature examples', () => {
  it('Aliyun V3 (ACS3-HMAC-SHA256): the RunInstances example gives the documented Authorization', () => {
    const empty = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    expect(
      acs3Authorization({
        method: 'POST',
        path: '/',
        query: { ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd', RegionId: 'cn-shanghai' },
        headers: {
          host: 'ecs.cn-shanghai.aliyuncs.com',
          'x-acs-action': 'RunInstances',
          'x-acs-content-sha256': empty,
          'x-acs-date': '2023-10-26T10:22:32Z',
          'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
          'x-acs-version': '2014-05-26',
        },
        body: '',
        accessKeyId: 'YourAccessKeyId',
        accessKeySecret: 'YourAccessKeySecret',
      }),
    ).toBe(
      'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
    );
  });

  it('Tencent Cloud v3 (TC3-HMAC-SHA256): the DescribeInstances example gives the documented Authorization', () => {
    expect(
      tc3Authorization({
        service: 'cvm',
        headers: { 'content-type': 'application/json; charset=utf-8', host: 'cvm.tencentcloudapi.com' },
        body: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
        timestamp: 1551113065,
        secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
        secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      }),
    ).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});

describe('Aliyun SMS through @alicloud/dysmsapi20170525', () => {
  const config = {
    accessKeyId: 'LTAI5tTestKeyId0001',
    accessKeySecret: 'TestSecretNeverReal0123456789ab',
    signName: '青山陵园',
    templates: { otp: { default: 'SMS_154950909' } },
    endpoint: 'dysmsapi.aliyuncs.com',
    timeoutMs: 5000,
  };
  const provider = aliyunProvider(config);
  const verify = (s: Seen, secret: string): string => {
    const names = signedHeaderNames(s.headers.authorization);
    return acs3Authorization({
      method: s.method,
      path: s.url.pathname,
      query: Object.fromEntries(s.url.searchParams),
      headers: Object.fromEntries(names.map((n) => [n, s.headers[n]])),
      body: s.body,
      accessKeyId: config.accessKeyId,
      accessKeySecret: secret,
    });
  };

  it('sends SendSms with the documented parameters, signed as documented, and answers the BizId', async () => {
    // The documented answer of SendSms.
    answer = () => HttpResponse.json({ Code: 'OK', Message: 'OK', BizId: '9006197469364984^0', RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990' });
    expect(await provider.send(otp)).toEqual({ id: '9006197469364984^0' });
    expect(seen).toHaveLength(1);
    const s = seen[0];
    expect([s.method, s.url.host, s.url.pathname]).toEqual(['POST', 'dysmsapi.aliyuncs.com', '/']);
    expect(Object.fromEntries(s.url.searchParams)).toEqual({
      PhoneNumbers: '13800138000',
      SignName: '青山陵园',
      TemplateCode: 'SMS_154950909',
      TemplateParam: '{"code":"482913","minutes":"5"}',
    });
    expect([s.headers['x-acs-action'], s.headers['x-acs-version']]).toEqual(['SendSms', '2017-05-25']);
    expect(signedHeaderNames(s.headers.authorization)).toEqual(expect.arrayContaining(['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version']));
    expect(s.headers.authorization).toBe(verify(s, config.accessKeySecret));
    expect(s.headers.authorization).not.toBe(verify(s, 'another secret'));
    // The secret itself never travels.
    expect(JSON.stringify(s)).not.toContain(config.accessKeySecret);
  });

  it('sends an international number with its country code and without +', async () => {
    answer = () => HttpResponse.json({ Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'x' });
    await provider.send({ ...otp, mobile: '+85261234567' });
    expect(seen[0].url.searchParams.get('PhoneNumbers')).toBe('85261234567');
  });

  it('maps the documented error codes to what must be done', async () => {
    const cases: [Response, string, string][] = [
      [HttpResponse.json({ Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号', RequestId: 'r1' }), 'mobile', 'isv.MOBILE_NUMBER_ILLEGAL'],
      [HttpResponse.json({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1', RequestId: 'r2' }), 'limit', 'isv.BUSINESS_LIMIT_CONTROL'],
      [HttpResponse.json({ Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '模板不合法(不存在或被拉黑)', RequestId: 'r3' }), 'config', 'isv.SMS_TEMPLATE_ILLEGAL'],
      [HttpResponse.json({ Code: 'isv.AMOUNT_NOT_ENOUGH', Message: '账户余额不足', RequestId: 'r4' }), 'config', 'isv.AMOUNT_NOT_ENOUGH'],
      [
        HttpResponse.json(
          { RequestId: 'r5', HostId: 'dysmsapi.aliyuncs.com', Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' },
          { status: 400 },
        ),
        'config',
        'SignatureDoesNotMatch',
      ],
      [HttpResponse.json({ RequestId: 'r6', HostId: 'dysmsapi.aliyuncs.com', Code: 'isp.SYSTEM_ERROR', Message: 'The request processing has failed due to some unknown error.' }, { status: 500 }), 'unavailable', 'isp.SYSTEM_ERROR'],
    ];
    for (const [response, failure, code] of cases) {
      answer = () => response;
      expect(await failureOf(provider.send(otp))).toEqual([failure, code]);
    }
    answer = () => HttpResponse.error();
    expect((await failureOf(provider.send(otp)))[0]).toBe('unavailable');
  });

  it('sends the template of the message\'s kind in its language when the cemetery has one, else the kind\'s; none at all is a configuration failure', async () => {
    const multi = aliyunProvider({ ...config, templates: { otp: { default: 'SMS_154950909', en: 'SMS_154950910' }, reminder_plot: { default: 'SMS_200000001' } } });
    answer = () => HttpResponse.json({ Code: 'OK', Message: 'OK', BizId: '2', RequestId: 'x' });
    await multi.send({ ...otp, lang: 'en' });
    await multi.send({ ...otp, lang: 'ja' });
    const reminder = { mobile: '13800138000', kind: 'reminder_plot' as const, lang: 'en' as const, params: { holder: '李四', place: 'A-12', until: '20 Dec 2026' } };
    await multi.send(reminder);
    expect(seen.map((x) => x.url.searchParams.get('TemplateCode'))).toEqual(['SMS_154950910', 'SMS_154950909', 'SMS_200000001']);
    expect(JSON.parse(String(seen[2].url.searchParams.get('TemplateParam')))).toEqual({ holder: '李四', place: 'A-12', until: '20 Dec 2026' });
    expect(await failureOf(multi.send({ ...reminder, kind: 'reminder_storage' }))).toEqual(['config', 'template_missing']);
    expect(seen).toHaveLength(3);
  });

  it('asks QuerySendDetails for each message waiting (its mobile, BizId and Beijing day), signed as documented, and reads the documented receipts', async () => {
    // The documented answer of QuerySendDetails: SendStatus 3 delivered (ErrCode DELIVERED), 2 failed, 1 waiting.
    const detail = (SendStatus: number, ErrCode: string) =>
      HttpResponse.json({
        Code: 'OK',
        Message: 'OK',
        RequestId: '819BE656-D2E0-4858-8B21-B2E47708500B',
        TotalCount: 1,
        SmsSendDetailDTOs: { SmsSendDetailDTO: [{ ErrCode, TemplateCode: 'SMS_154950909', OutId: '', ReceiveDate: '2019-01-08 16:44:13', SendDate: '2019-01-08 16:44:10', PhoneNum: '13800138000', Content: '【青山陵园】…', SendStatus }] },
      });
    const answers = [detail(3, 'DELIVERED'), detail(2, 'MK:0001'), detail(1, '')];
    answer = () => answers.shift() ?? detail(1, '');
    // 2019-01-08 16:44:10 in Beijing is 08:44:10 UTC; 23:30 UTC is the next day in Beijing.
    const receipts = await provider.receipts!([
      { id: '9006197469364984^0', mobile: '13800138000', sentAt: new Date('2019-01-08T08:44:10Z') },
      { id: '9006197469364985^0', mobile: '+85261234567', sentAt: new Date('2019-01-08T23:30:00Z') },
      { id: '9006197469364986^0', mobile: '13800138001', sentAt: new Date('2019-01-08T08:44:10Z') },
    ]);
    expect(receipts).toEqual([
      { id: '9006197469364984^0', delivered: true, code: 'DELIVERED', at: new Date('2019-01-08T08:44:13Z') },
      { id: '9006197469364985^0', delivered: false, code: 'MK:0001', at: new Date('2019-01-08T08:44:13Z') },
    ]);
    expect(seen.map((x) => [x.headers['x-acs-action'], Object.fromEntries(x.url.searchParams)])).toEqual([
      ['QuerySendDetails', { PhoneNumber: '13800138000', BizId: '9006197469364984^0', SendDate: '20190108', PageSize: '10', CurrentPage: '1' }],
      ['QuerySendDetails', { PhoneNumber: '85261234567', BizId: '9006197469364985^0', SendDate: '20190109', PageSize: '10', CurrentPage: '1' }],
      ['QuerySendDetails', { PhoneNumber: '13800138001', BizId: '9006197469364986^0', SendDate: '20190108', PageSize: '10', CurrentPage: '1' }],
    ]);
    expect(seen[0].headers.authorization).toBe(verify(seen[0], config.accessKeySecret));
    answer = () => HttpResponse.json({ Code: 'isp.SYSTEM_ERROR', Message: 'unknown error', RequestId: 'r' });
    expect(await failureOf(provider.receipts!([{ id: '1', mobile: '13800138000', sentAt: new Date('2019-01-08T08:44:10Z') }]))).toEqual(['unavailable', 'isp.SYSTEM_ERROR']);
  });
});

describe('Tencent Cloud SMS through tencentcloud-sdk-nodejs-sms', () => {
  const config = {
    secretId: 'AKIDTestSecretIdNeverReal0001',
    secretKey: 'TestSecretKeyNeverReal0123456789',
    sdkAppId: '1400006666',
    signName: '青山陵园',
    templates: { otp: { default: '449739' } },
    region: 'ap-guangzhou',
    endpoint: 'sms.tencentcloudapi.com',
    timeoutMs: 5000,
  };
  const provider = tencentProvider(config);
  const verify = (s: Seen, secret: string): string =>
    tc3Authorization({
      service: 'sms',
      headers: Object.fromEntries(signedHeaderNames(s.headers.authorization).map((n) => [n, s.headers[n]])),
      body: s.body,
      timestamp: Number(s.headers['x-tc-timestamp']),
      secretId: config.secretId,
      secretKey: secret,
    });
  const status = (Code: string, Message: string) =>
    HttpResponse.json({
      Response: {
        SendStatusSet: [{ SerialNo: Code === 'Ok' ? '5000:1045710669157053657849499619' : '', PhoneNumber: '+8613800138000', Fee: Code === 'Ok' ? 1 : 0, SessionContext: '', Code, Message, IsoCode: 'CN' }],
        RequestId: 'a0aabda6-cf91-4f3e-a81f-9198114a2279',
      },
    });

  it('sends SendSms with the documented JSON, signed as documented, and answers the SerialNo', async () => {
    answer = () => status('Ok', 'send success');
    expect(await provider.send(otp)).toEqual({ id: '5000:1045710669157053657849499619' });
    expect(seen).toHaveLength(1);
    const s = seen[0];
    expect([s.method, s.url.host, s.url.pathname]).toEqual(['POST', 'sms.tencentcloudapi.com', '/']);
    expect([s.headers['x-tc-action'], s.headers['x-tc-version'], s.headers['x-tc-region']]).toEqual(['SendSms', '2021-01-11', 'ap-guangzhou']);
    expect(JSON.parse(s.body)).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400006666',
      SignName: '青山陵园',
      TemplateId: '449739',
      TemplateParamSet: ['482913', '5'],
    });
    expect(signedHeaderNames(s.headers.authorization)).toEqual(expect.arrayContaining(['content-type', 'host']));
    expect(s.headers.authorization).toBe(verify(s, config.secretKey));
    expect(s.headers.authorization).not.toBe(verify(s, 'another secret'));
    expect(JSON.stringify(s)).not.toContain(config.secretKey);
  });

  it('maps the documented error codes to what must be done', async () => {
    const cases: [Response, string, string][] = [
      [status('InvalidParameterValue.IncorrectPhoneNumber', 'invalid phone number'), 'mobile', 'InvalidParameterValue.IncorrectPhoneNumber'],
      [status('LimitExceeded.PhoneNumberThirtySecondLimit', 'the number of sms messages sent from a single mobile number within 30 seconds exceeds the upper limit'), 'limit', 'LimitExceeded.PhoneNumberThirtySecondLimit'],
      [status('LimitExceeded.PhoneNumberDailyLimit', 'the number of sms messages sent from a single mobile number every day exceeds the upper limit'), 'limit', 'LimitExceeded.PhoneNumberDailyLimit'],
      [status('FailedOperation.TemplateIncorrectOrUnapproved', 'the template is not approved'), 'config', 'FailedOperation.TemplateIncorrectOrUnapproved'],
      [
        HttpResponse.json({ Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated. Please check your signature is correct.' }, RequestId: 'ed93f3cb-f35e-473f-b9f3-0d451b8b79c6' } }),
        'config',
        'AuthFailure.SignatureFailure',
      ],
      [HttpResponse.json({ Response: { Error: { Code: 'InternalError.Timeout', Message: 'request timed out' }, RequestId: 'r' } }), 'unavailable', 'InternalError.Timeout'],
    ];
    for (const [response, failure, code] of cases) {
      answer = () => response;
      expect(await failureOf(provider.send(otp))).toEqual([failure, code]);
    }
    answer = () => HttpResponse.error();
    expect((await failureOf(provider.send(otp)))[0]).toBe('unavailable');
  });

  it('sends the template of the message\'s kind in its language when the cemetery has one, else the kind\'s', async () => {
    const multi = tencentProvider({ ...config, templates: { otp: { default: '449739', ja: '449740' }, reminder_plot_pay: { default: '500001' } } });
    answer = () => status('Ok', 'send success');
    await multi.send({ ...otp, lang: 'ja' });
    await multi.send({ mobile: '13800138000', kind: 'reminder_plot_pay', lang: 'zh', params: { holder: '李四', place: 'A-12', until: '2026-12-20', url: 'https://park.example/pay/AB12CD' } });
    expect(seen.map((x) => JSON.parse(x.body).TemplateId)).toEqual(['449740', '500001']);
    expect(JSON.parse(seen[1].body).TemplateParamSet).toEqual(['李四', 'A-12', '2026-12-20', 'https://park.example/pay/AB12CD']);
    expect(await failureOf(multi.send({ ...otp, kind: 'reminder_storage' }))).toEqual(['config', 'template_missing']);
  });

  it('pulls PullSmsSendStatusByPhoneNumber once per mobile, signed as documented, and reads the documented receipts by SerialNo', async () => {
    // The documented answer: ReportStatus SUCCESS or FAIL, Description the carrier's code; other messages of the number are left out.
    answer = () =>
      HttpResponse.json({
        Response: {
          PullSmsSendStatusSet: [
            { UserReceiveTime: 1620734188, CountryCode: '86', SubscriberNumber: '13800138000', PhoneNumber: '+8613800138000', SerialNo: '5000:1045710669157053657849499619', ReportStatus: 'SUCCESS', Description: 'DELIVRD', SessionContext: '' },
            { UserReceiveTime: 1620734190, CountryCode: '86', SubscriberNumber: '13800138000', PhoneNumber: '+8613800138000', SerialNo: '5000:1045710669157053657849499620', ReportStatus: 'FAIL', Description: 'MK:0005', SessionContext: '' },
            { UserReceiveTime: 1620734190, CountryCode: '86', SubscriberNumber: '13800138000', PhoneNumber: '+8613800138000', SerialNo: '5000:someone-else', ReportStatus: 'SUCCESS', Description: 'DELIVRD', SessionContext: '' },
          ],
          RequestId: 'b5b5f4d6-e1ce-4a6a-8e2e-3c5a1fca2b03',
        },
      });
    const at = new Date(1620734100 * 1000);
    const receipts = await provider.receipts!([
      { id: '5000:1045710669157053657849499619', mobile: '13800138000', sentAt: at },
      { id: '5000:1045710669157053657849499620', mobile: '13800138000', sentAt: new Date(at.getTime() + 1000) },
      { id: '5000:waiting', mobile: '13800138000', sentAt: at },
    ]);
    expect(receipts).toEqual([
      { id: '5000:1045710669157053657849499619', delivered: true, code: 'DELIVRD', at: new Date(1620734188 * 1000) },
      { id: '5000:1045710669157053657849499620', delivered: false, code: 'MK:0005', at: new Date(1620734190 * 1000) },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0].headers['x-tc-action']).toBe('PullSmsSendStatusByPhoneNumber');
    expect(JSON.parse(seen[0].body)).toEqual({ BeginTime: 1620734100 - 60, Offset: 0, Limit: 100, PhoneNumber: '+8613800138000', SmsSdkAppId: '1400006666' });
    expect(seen[0].headers.authorization).toBe(verify(seen[0], config.secretKey));
    answer = () => HttpResponse.json({ Response: { Error: { Code: 'InternalError.Timeout', Message: 'request timed out' }, RequestId: 'r' } });
    expect(await failureOf(provider.receipts!([{ id: '1', mobile: '13800138000', sentAt: at }]))).toEqual(['unavailable', 'InternalError.Timeout']);
  });
});
