/**
 * The pay page (docs/payments.md): /pay/<code> opens a pay link without signing in, phone first.
 * It shows what is paid, for whom and how much, offers the methods the cemetery has set up, goes
 * to the provider (its page, its QR code, or the sandbox's confirmation), then waits for the
 * server to have applied the provider's notification and shows the e-receipt.
 */
import { useCallback, useEffect, useState } from 'react';
import { formatDay, formatDayTime } from '../../config/dates';
import { formatYuan } from '../../config/money';
import type { PayMethod } from '../../rules/payments';
import type { Lang } from '../../config/types';
import { payLinkView, paySandbox, payStart } from '../../protocol/contracts/payments';
import type { PublicPayLink } from '../../protocol/payments';
import { CallError, call } from '../publicKit/call';
import { Qr } from '../publicKit/Qr';
import { PAY_LANGS, initialLang, text } from './text';

const codeInPath = (): string => decodeURIComponent(/^\/pay\/([^/]+)\/?$/.exec(window.location.pathname)?.[1] ?? '');

const POLL_MS = 1500;
const POLL_TRIES = 40;

type Step = { kind: 'choose' } | { kind: 'sandbox'; method: PayMethod } | { kind: 'qr'; method: PayMethod; codeUrl: string } | { kind: 'waiting' };

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div className={strong ? 'line strong' : 'line'}>
    <span>{label}</span>
    <b>{value}</b>
  </div>
);

const Receipt = ({ lang, link }: { lang: Lang; link: PublicPayLink }) => {
  const r = link.receipt!;
  return (
    <section className="receipt" aria-labelledby="receipt-title" data-testid="pay-receipt">
      <p className="ok" role="status">
        ✓ {text(lang, 'paid')}
      </p>
      <h2 id="receipt-title">
        {text(lang, 'receipt')} · {link.cemetery}
      </h2>
      <Row label={text(lang, 'receiptNo')} value={r.receipt_no} />
      <Row label={text(lang, link.purpose)} value={link.plot} />
      <Row label={text(lang, 'payer')} value={link.payer} />
      {link.periods ? <Row label={text(lang, 'years')} value={text(lang, 'yearsValue', { n: link.periods })} /> : null}
      {link.paid_until ? <Row label={text(lang, 'newUntil')} value={formatDay(link.paid_until, lang)} /> : null}
      <Row label={text(lang, 'method')} value={r.method === 'alipay' ? text(lang, 'alipay') : text(lang, 'wechat')} />
      <Row label={text(lang, 'paidAt')} value={formatDayTime(r.paid_at, lang)} />
      <Row label={text(lang, 'amountPaid')} value={formatYuan(r.amount, lang)} strong />
      <button type="button" className="secondary noprint" onClick={() => window.print()}>
        {text(lang, 'print')}
      </button>
    </section>
  );
};

export const PayApp = () => {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [link, setLink] = useState<PublicPayLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const code = codeInPath();

  const load = useCallback(async (): Promise<PublicPayLink | null> => {
    try {
      const got = await call(payLinkView, { code }, lang, text(lang, 'offline'));
      setLink(got);
      setError(null);
      return got;
    } catch (e) {
      setError((e as Error).message);
      return null;
    }
  }, [code, lang]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : lang;
    document.title = text(lang, 'title');
  }, [lang]);

  /** Wait for the server to have applied the provider's notification. */
  const waitPaid = useCallback(async () => {
    setStep({ kind: 'waiting' });
    for (let i = 0; i < POLL_TRIES; i++) {
      const got = await load();
      if (got && got.status !== 'open') return;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    setStep({ kind: 'choose' });
  }, [load]);

  const start = async (method: PayMethod) => {
    setBusy(true);
    setError(null);
    try {
      const started = await call(payStart, { code, method }, lang, text(lang, 'offline'));
      if (started.kind === 'redirect') window.location.href = started.url;
      else if (started.kind === 'qr') {
        setStep({ kind: 'qr', method, codeUrl: started.codeUrl });
        void waitPaid();
      } else setStep({ kind: 'sandbox', method });
    } catch (e) {
      setError(e instanceof CallError ? e.message : text(lang, 'offline'));
    } finally {
      setBusy(false);
    }
  };

  const confirmSandbox = async (method: PayMethod) => {
    setBusy(true);
    try {
      await call(paySandbox, { code, method }, lang, text(lang, 'offline'));
      await waitPaid();
    } catch (e) {
      setError((e as Error).message);
      setStep({ kind: 'choose' });
    } finally {
      setBusy(false);
    }
  };

  const pickLang = (l: Lang) => {
    setLang(l);
    try {
      localStorage.setItem('pay-lang', l);
    } catch {
      /* private mode: the choice lasts the visit */
    }
  };

  return (
    <main>
      <header className="noprint">
        <h1>{link?.cemetery || text(lang, 'title')}</h1>
        <div className="langs" role="group" aria-label="Language">
          {PAY_LANGS.map((l) => (
            <button key={l.lang} type="button" className={l.lang === lang ? 'on' : ''} aria-pressed={l.lang === lang} onClick={() => pickLang(l.lang)}>
              {l.name}
            </button>
          ))}
        </div>
      </header>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {!link && !error ? <p className="hint">{text(lang, 'loading')}</p> : null}
      {link?.status === 'paid' && link.receipt ? <Receipt lang={lang} link={link} /> : null}
      {link && link.status !== 'paid' ? (
        <section className="card" aria-labelledby="what">
          <h2 id="what">{text(lang, link.purpose)}</h2>
          <Row label={text(lang, 'plot')} value={link.plot} />
          {link.order_no ? <Row label={text(lang, 'order')} value={link.order_no} /> : null}
          <Row label={text(lang, 'payer')} value={link.payer} />
          {link.periods ? <Row label={text(lang, 'years')} value={text(lang, 'yearsValue', { n: link.periods })} /> : null}
          {link.paid_until ? <Row label={text(lang, 'paidUntil')} value={formatDay(link.paid_until, lang)} /> : null}
          <Row label={text(lang, 'amount')} value={formatYuan(link.amount, lang)} strong />
          {link.status === 'open' ? <Row label={text(lang, 'expires')} value={formatDayTime(link.expires_at, lang)} /> : null}
        </section>
      ) : null}
      {link?.status === 'expired' || link?.status === 'cancelled' || link?.status === 'review' ? (
        <p className="error" role="status">
          {text(lang, link.status === 'expired' ? 'expired' : link.status === 'review' ? 'review' : 'closed')}
          {link.phone ? (
            <>
              <br />
              {text(lang, 'call', { phone: link.phone })}
            </>
          ) : null}
        </p>
      ) : null}
      {link?.status === 'open' && step.kind === 'choose' ? (
        <section aria-labelledby="methods">
          <h2 id="methods">{text(lang, 'payWith')}</h2>
          {link.methods.length === 0 ? <p className="hint">{text(lang, 'noMethod')}</p> : null}
          <div className="methods">
            {link.methods.map((m) => (
              <button key={m} type="button" className={`method ${m}`} disabled={busy} onClick={() => void start(m)}>
                {text(lang, m)}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {link?.status === 'open' && step.kind === 'sandbox' ? (
        <section className="sandbox" aria-labelledby="sandbox-title">
          <h2 id="sandbox-title">{text(lang, 'sandboxTitle')}</h2>
          <p className="hint">{text(lang, step.method)}</p>
          <button type="button" className="primary" disabled={busy} onClick={() => void confirmSandbox(step.method)}>
            {text(lang, 'sandboxConfirm', { amount: formatYuan(link.amount, lang) })}
          </button>
          <button type="button" className="secondary" disabled={busy} onClick={() => setStep({ kind: 'choose' })}>
            {text(lang, 'cancel')}
          </button>
        </section>
      ) : null}
      {link?.status === 'open' && step.kind === 'qr' ? (
        <section className="qr" aria-labelledby="qr-title">
          <h2 id="qr-title">{text(lang, 'scan', { app: text(lang, step.method) })}</h2>
          <Qr value={step.codeUrl} label={text(lang, 'scan', { app: text(lang, step.method) })} />
        </section>
      ) : null}
      {step.kind === 'waiting' && link?.status === 'open' ? (
        <p className="hint" role="status">
          {text(lang, 'paying')}
        </p>
      ) : null}
    </main>
  );
};
