/**
 * The payment calls (contracts: src/protocol/contracts/payments.ts; docs/payments.md). The
 * family's calls are public: a code that does not exist counts against the asking address
 * (ten misses in ten minutes and it waits), so codes cannot be guessed by trying. The
 * providers' notifications are read raw in a context of their own (their signatures cover the
 * bytes, JSON for WeChat and the sandbox, a form for Alipay) and answered the provider's way:
 * success once applied or already applied, failure (the provider retries) otherwise.
 */
import type { FastifyInstance } from 'fastify';
import { isPayProviderName, normalisePayCode, type PayProviderName } from '../../rules/payments';
import * as pay from '../../protocol/contracts/payments';
import type { PayLinkMade, PayRefundRow, ProviderState } from '../../protocol/payments';
import { clockOf } from '../clock/clock';
import { doorRead, doorTransaction, privilegedRead } from '../data/door';
import { publicRoute, route } from '../contract/route';
import { ApiError } from '../http/errors';
import { WindowCounter } from '../publicKit/windowCounter';
import { applyPaid } from './apply';
import { linkUrl, makeLink, publicLink, startLink } from './links';
import { ProviderError } from './provider';
import { providerNamed, sandboxOn } from './registry';
import { providerStates } from './settings';
import { refundOnline, sendRefund } from './refunds';
import { resolveDifference, statementReport } from './statement';

const MISSES = 10;
const WINDOW_MS = 600_000;
const PHONE_AGENT = /Mobile|Android|iPhone|MicroMessenger|AlipayClient/i;

/** Ask a link's provider about its trade and apply a paid one (once). */
export const pollLink = async (app: FastifyInstance, link: { provider: string | null; out_trade_no: string | null }): Promise<string> => {
  const provider = link.provider && isPayProviderName(link.provider) ? providerNamed(app, link.provider) : undefined;
  if (!provider || !link.out_trade_no) return 'not_started';
  const trade = await provider.query(link.out_trade_no);
  if (!trade) return 'not_paid';
  return (await applyPaid(app, provider.name, trade)).outcome;
};

export const paymentRoutes = async (app: FastifyInstance): Promise<void> => {
  const counter = new WindowCounter();
  const nowMs = () => clockOf(app).now().getTime();
  const guarded = async <T>(ip: string, fn: () => Promise<T>): Promise<T> => {
    if (counter.over(`pay-miss:${ip}`, MISSES, WINDOW_MS, nowMs())) throw new ApiError('too_many_attempts', 429);
    try {
      return await fn();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'pay_link_unknown') counter.add(`pay-miss:${ip}`, WINDOW_MS, nowMs());
      throw e;
    }
  };

  route(app, pay.createPayLink, async (body, actor) => {
    const link = await doorTransaction(app, actor, (db) => makeLink({ db, actor, app }, body));
    return { link: link as unknown as PayLinkMade['link'], url: linkUrl(app, link.code!) };
  });

  route(app, pay.queryPayLink, async (body, actor) => {
    const link = await doorRead(app, actor).selectFrom('pay_link').selectAll().where('id', '=', body.id).executeTakeFirst();
    if (!link) throw new ApiError('not_found', 404);
    const outcome = await pollLink(app, link);
    const after = await doorRead(app, actor).selectFrom('pay_link').select('status').where('id', '=', body.id).executeTakeFirstOrThrow();
    return { outcome, status: String(after.status) };
  });

  route(app, pay.refundOnline, async (body, actor) => (await refundOnline(app, actor, body)) as unknown as PayRefundRow);

  route(app, pay.sendPayRefund, async (body, actor) => {
    const refund = await doorRead(app, actor).selectFrom('pay_refund').selectAll().where('id', '=', body.id).executeTakeFirst();
    if (!refund) throw new ApiError('not_found', 404);
    return (await sendRefund(app, actor, refund)) as unknown as PayRefundRow;
  });

  route(app, pay.statementReport, async (body, actor) => statementReport(app, actor, body.day));

  route(app, pay.resolveDifference, async (body, actor) => {
    if (!body.note.trim()) throw new ApiError('validation', 422, undefined, { note: { key: 'required' } });
    return resolveDifference(app, actor, body);
  });

  route(app, pay.payProviders, async () => {
    const states: ProviderState[] = providerStates(process.env);
    const on = await sandboxOn(privilegedRead(app));
    return [{ name: 'sandbox' as const, configured: on, detail: on ? 'on' : 'off' }, ...states];
  });

  route(app, pay.testPayProvider, async (body) => {
    const provider = providerNamed(app, body.provider);
    if (!provider) return { ok: false, detail: 'not configured' };
    try {
      return { ok: true, detail: await provider.test() };
    } catch (e) {
      return { ok: false, detail: e instanceof Error ? e.message.slice(0, 300) : 'failed' };
    }
  });

  publicRoute(app, pay.payLinkView, async (body, _actor, { request }) => guarded(request.ip, () => publicLink(app, normalisePayCode(body.code))));

  publicRoute(app, pay.payStart, async (body, _actor, { request }) =>
    guarded(request.ip, async () => {
      try {
        const { provider, start } = await startLink(app, normalisePayCode(body.code), body.method, { ip: request.ip, mobile: PHONE_AGENT.test(request.headers['user-agent'] ?? '') });
        return { provider, ...start };
      } catch (e) {
        if (e instanceof ProviderError) {
          request.log.error({ provider: e.kind, err: e.message }, 'payments: a provider refused to start a payment');
          throw new ApiError('pay_provider_failed', 503);
        }
        throw e;
      }
    }),
  );

  publicRoute(app, pay.paySandbox, async (body, _actor, { request }) =>
    guarded(request.ip, async () => {
      const code = normalisePayCode(body.code);
      const link = await privilegedRead(app).selectFrom('pay_link').select(['out_trade_no', 'provider', 'status']).where('code', '=', code).executeTakeFirst();
      if (!link) throw new ApiError('pay_link_unknown', 404);
      if (!(await sandboxOn(privilegedRead(app))) || link.provider !== 'sandbox') throw new ApiError('pay_provider_off', 409);
      const notice = await app.payments.sandbox.pay(link.out_trade_no!, body.method);
      // The sandbox notifies like a provider, as many times as configured (a provider retrying): each one verified and applied at most once.
      const times = app.payments.sandboxNotifyTimes;
      await Promise.all(Array.from({ length: times }, () => app.inject({ method: 'POST', url: '/index/pay/notify/sandbox', headers: notice.headers, payload: notice.body })));
      return { notified: times };
    }),
  );

  // The notifications, raw, in their own context: these parsers serve this route only.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    // No provider sends a NUL character (raw or escaped in JSON): refused as every body is (../http/jsonBody.ts).
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => (String(body).includes('\u0000') || /\\u0000/i.test(String(body)) ? done(new ApiError('text_nul', 400), undefined) : done(null, body)));
    publicRoute(
      raw,
      pay.payNotify,
      async (_body, _actor, { request, reply }) => {
        const name = (request.params as { provider?: string }).provider ?? '';
        const provider = isPayProviderName(name) ? providerNamed(app, name as PayProviderName) : undefined;
        if (!provider) throw new ApiError('not_found', 404);
        const answer = (ok: boolean, message?: string) => {
          const a = provider.ack(ok, message);
          return reply.code(a.status).type(a.contentType).send(a.body);
        };
        let verified;
        try {
          verified = await provider.verify({ body: typeof request.body === 'string' ? request.body : '', headers: request.headers });
        } catch (e) {
          request.log.warn({ provider: name, err: e instanceof Error ? e.message : String(e) }, 'payments: a notification was refused (signature)');
          return answer(false, 'signature');
        }
        if ('other' in verified) return answer(true);
        const applied = await applyPaid(app, provider.name, verified.paid);
        if (applied.outcome === 'refused') {
          request.log.error({ provider: name, out_trade_no: verified.paid.outTradeNo, why: applied.why }, 'payments: a verified notification does not match its link');
          return answer(false, 'mismatch');
        }
        if (applied.outcome === 'review') request.log.warn({ out_trade_no: verified.paid.outTradeNo, why: applied.why }, 'payments: money in that could not be applied: the link is kept for review');
        return answer(true);
      },
      { raw: true },
    );
  });
};
