/**
 * The family's account (/family, docs/families.md): sign in with the mobile on the cemetery's
 * records and a one-time code; then "My graves": each plot or niche with who rests there, the
 * management fee's paid-until and the renewal due with its pay link, the orders with their
 * receipts (printable), the visit bookings, and each deceased's memorial page. What shows comes
 * only from the records staff confirmed for this mobile. No sign-in of the staff app; phone first.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { formatDay, formatDayTime } from '../../config/dates';
import { formatYuan } from '../../config/money';
import type { Lang } from '../../config/types';
import { ONE_TIME_CODE, isOneTimeCode, normaliseOneTimeCode } from '../../rules/messaging';
import { isMobile, normaliseMobile } from '../../rules/visits';
import { memorialPath } from '../../rules/family';
import { payPath } from '../../rules/payments';
import { familyAccount, familyContact, familyProofDecide, familySendCode, familyVerifyCode, memorialOpen } from '../../protocol/contracts/family';
import type { FamilyAccount, FamilyGrave, FamilyOrder, FamilyPayment, FamilyProof as InscriptionProof, FamilyTerm } from '../../protocol/family';
import { CallError, call } from '../publicKit/call';
import { dropFamilyProof, heldFamilyProof, keepFamilyProof, type FamilyProof } from './proof';
import { FAMILY_LANGS, initialLang, keepLang, text } from './text';

/** The booking page's own address (its pages, not its calls). */
const VISIT_PAGE = '/visit';

const mask = (m: string): string => (m.length >= 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m);

export const LangSwitch = ({ lang, onPick }: { lang: Lang; onPick: (l: Lang) => void }) => (
  <div className="langs noprint" role="group" aria-label="Language">
    {FAMILY_LANGS.map((l) => (
      <button key={l.lang} type="button" className={l.lang === lang ? 'on' : ''} aria-pressed={l.lang === lang} onClick={() => onPick(l.lang)}>
        {l.name}
      </button>
    ))}
  </div>
);

const SignIn = ({ lang, onProof }: { lang: Lang; onProof: (p: FamilyProof) => void }) => {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [resendAt]);
  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const refused = (e: unknown) => {
    const ce = e instanceof CallError ? e : new CallError(text(lang, 'offline'), 'offline');
    setFields(ce.fields);
    setError(Object.keys(ce.fields).length > 0 ? null : ce.message);
  };
  const send = async () => {
    if (!isMobile(mobile)) return setFields({ mobile: text(lang, 'badMobile') });
    setBusy(true);
    setFields({});
    setError(null);
    try {
      const sent = await call(familySendCode, { mobile: normaliseMobile(mobile) }, lang, text(lang, 'offline'));
      setChallenge(sent.challenge);
      setSentTo(normaliseMobile(mobile));
      setNow(Date.now());
      setResendAt(Date.now() + sent.resend_after * 1000);
    } catch (e) {
      if (e instanceof CallError && e.code === 'otp_resend_wait') setResendAt(Date.now() + ONE_TIME_CODE.resendSeconds * 1000);
      refused(e);
    } finally {
      setBusy(false);
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isMobile(mobile)) return setFields({ mobile: text(lang, 'badMobile') });
    if (!challenge) return setFields({ code: text(lang, 'needCode') });
    if (!isOneTimeCode(code)) return setFields({ code: text(lang, 'badCode') });
    setBusy(true);
    try {
      const proof = await call(familyVerifyCode, { mobile: normaliseMobile(mobile), challenge, code }, lang, text(lang, 'offline'));
      keepFamilyProof(proof);
      onProof(proof);
    } catch (err) {
      refused(err);
    } finally {
      setBusy(false);
    }
  };
  const label = busy && !challenge ? text(lang, 'sending') : wait > 0 ? text(lang, 'resendIn', { s: wait }) : challenge ? text(lang, 'resend') : text(lang, 'getCode');
  return (
    <form className="card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="signin-title">
      <h2 id="signin-title">{text(lang, 'signIn')}</h2>
      <p className="intro">{text(lang, 'intro')}</p>
      <div className="field">
        <label htmlFor="f-mobile">{text(lang, 'mobile')}</label>
        <input id="f-mobile" type="tel" inputMode="tel" autoComplete="tel" value={mobile} aria-invalid={!!fields.mobile} onChange={(e) => setMobile(e.target.value)} data-testid="family-mobile" />
        {fields.mobile && <small className="error">{fields.mobile}</small>}
      </div>
      <div className="field">
        <label htmlFor="f-otp">{text(lang, 'codeLabel')}</label>
        <div className="row">
          <input
            id="f-otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={ONE_TIME_CODE.digits}
            value={code}
            aria-invalid={!!fields.code}
            onChange={(e) => setCode(normaliseOneTimeCode(e.target.value).replace(/\D/g, '').slice(0, ONE_TIME_CODE.digits))}
            data-testid="family-otp"
          />
          <button type="button" className="secondary nowrap" disabled={busy || wait > 0} onClick={() => void send()} data-testid="family-get-code">
            {label}
          </button>
        </div>
        <small>{sentTo ? text(lang, 'codeSent', { mobile: mask(sentTo) }) : text(lang, 'needCode')}</small>
        {fields.code && <small className="error">{fields.code}</small>}
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy} data-testid="family-sign-in">
        {text(lang, 'signIn')}
      </button>
    </form>
  );
};

const Receipt = ({ lang, cemetery, order, payment, grave, onClose }: { lang: Lang; cemetery: string; order: FamilyOrder; payment: FamilyPayment; grave: FamilyGrave; onClose: () => void }) => (
  <section className="sheet" aria-labelledby="receipt-title" data-testid="family-receipt">
    <h2 id="receipt-title">
      {text(lang, payment.kind === 'refund' ? 'refund' : 'receipt')} · {cemetery}
    </h2>
    <div className="line">
      <span>{text(lang, 'receiptNo')}</span>
      <b>{payment.receipt_no}</b>
    </div>
    <div className="line">
      <span>{text(lang, 'plot')}</span>
      <b>{grave.place}</b>
    </div>
    <div className="line">
      <span>{text(lang, 'order', { no: '' }).trim()}</span>
      <b>{order.order_no}</b>
    </div>
    <div className="line">
      <span>{text(lang, 'paidAt')}</span>
      <b>{formatDayTime(payment.paid_at, lang)}</b>
    </div>
    <div className="line">
      <span>{text(lang, 'amount')}</span>
      <b>{formatYuan(payment.amount, lang)}</b>
    </div>
    <div className="actions noprint">
      <button type="button" className="secondary" onClick={() => window.print()}>
        {text(lang, 'print')}
      </button>
      <button type="button" className="secondary" onClick={onClose}>
        {text(lang, 'close')}
      </button>
    </div>
  </section>
);

const PREFERENCES = ['sms', 'wechat', 'letter', 'phone'] as const;
const LETTER_LANGS = ['zh', 'en', 'es', 'ja'] as const;

/** The family's contact details on a term (the reminders' way), saved with the operation log. */
const Contact = ({ lang, term, proof, onSaved }: { lang: Lang; term: FamilyTerm; proof: string; onSaved: (a: FamilyAccount) => void }) => {
  const [open, setOpen] = useState(false);
  const [pref, setPref] = useState(term.contact_preference ?? 'sms');
  const [address, setAddress] = useState(term.holder_address ?? '');
  const [letters, setLetters] = useState(term.holder_language ?? '');
  const [note, setNote] = useState<string | null>(null);
  const save = async () => {
    try {
      onSaved(
        await call(
          familyContact,
          { proof, term_id: term.id, contact_preference: pref as (typeof PREFERENCES)[number], holder_address: address || undefined, holder_language: (letters || undefined) as (typeof LETTER_LANGS)[number] | undefined },
          lang,
          text(lang, 'offline'),
        ),
      );
      setNote(text(lang, 'saved'));
      setOpen(false);
    } catch (e) {
      setNote((e as Error).message);
    }
  };
  if (!open)
    return (
      <div className="sub">
        {text(lang, 'contactBy')}: {text(lang, (term.contact_preference ?? 'sms') as (typeof PREFERENCES)[number])}{' '}
        <button type="button" className="link" onClick={() => setOpen(true)} data-testid="family-contact-open">
          {text(lang, 'contact')}
        </button>
        {note && <span role="status"> · {note}</span>}
      </div>
    );
  return (
    <div className="contact" data-testid="family-contact">
      <div className="field">
        <label htmlFor={`c-pref-${term.id}`}>{text(lang, 'contactBy')}</label>
        <select id={`c-pref-${term.id}`} value={pref} onChange={(e) => setPref(e.target.value)}>
          {PREFERENCES.map((p) => (
            <option key={p} value={p}>
              {text(lang, p)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`c-addr-${term.id}`}>{text(lang, 'address')}</label>
        <input id={`c-addr-${term.id}`} maxLength={200} value={address} onChange={(e) => setAddress(e.target.value)} data-testid="family-contact-address" />
      </div>
      <div className="field">
        <label htmlFor={`c-lang-${term.id}`}>{text(lang, 'letterLang')}</label>
        <select id={`c-lang-${term.id}`} value={letters} onChange={(e) => setLetters(e.target.value)}>
          <option value="">{text(lang, 'anyLang')}</option>
          {LETTER_LANGS.map((l) => (
            <option key={l} value={l}>
              {FAMILY_LANGS.find((x) => x.lang === l)?.name ?? l}
            </option>
          ))}
        </select>
      </div>
      <p className="sub">{text(lang, 'mobileByDesk')}</p>
      <button type="button" className="primary" onClick={() => void save()} data-testid="family-contact-save">
        {text(lang, 'save')}
      </button>
      {note && <p role="status">{note}</p>}
    </div>
  );
};

/** An inscription proof: the text as it will be carved, approved or returned with comments; earlier versions' decisions under it. */
const Proof = ({ lang, item, proof, onDone }: { lang: Lang; item: InscriptionProof; proof: string; onDone: () => void }) => {
  const [comment, setComment] = useState('');
  const [returning, setReturning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const decide = async (approve: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const done = await call(familyProofDecide, { proof, work_id: item.work_id, version: item.version, approve, comment: approve ? undefined : comment }, lang, text(lang, 'offline'));
      setNote(text(lang, done.decision === 'approved' ? 'proofApproved' : 'proofReturned', { n: done.version }));
      onDone();
    } catch (e) {
      const ce = e instanceof CallError ? e : null;
      setError(ce?.fields.comment ?? (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const last = item.decisions.at(-1);
  const returnedThis = last?.version === item.version && last.decision === 'returned';
  return (
    <div className="proof" data-testid="family-proof">
      <b>{text(lang, 'proofTitle', { n: item.version })}</b> {item.deceased ? <span className="sub">{item.deceased}</span> : null}
      <p className="stone" lang="zh">
        {item.text}
      </p>
      {!item.approved && item.open && !returnedThis && (
        <>
          <p className="sub">{text(lang, 'proofHint')}</p>
          {returning && (
            <div className="field">
              <label htmlFor={`p-comment-${item.work_id}`}>{text(lang, 'commentLabel')}</label>
              <textarea id={`p-comment-${item.work_id}`} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} data-testid="family-proof-comment" />
            </div>
          )}
          <div className="actions">
            {!returning && (
              <button type="button" className="primary inline" disabled={busy} onClick={() => void decide(true)} data-testid="family-proof-approve">
                {text(lang, 'approveProof')}
              </button>
            )}
            <button type="button" className="secondary" disabled={busy} onClick={() => (returning ? void decide(false) : setReturning(true))} data-testid="family-proof-return">
              {text(lang, 'returnProof')}
            </button>
          </div>
        </>
      )}
      {!item.approved && returnedThis && <p className="sub">{text(lang, 'proofWaiting')}</p>}
      {note && (
        <p className="ok" role="status">
          {note}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {item.decisions.length > 0 && (
        <ul className="sub history">
          {item.decisions.map((d) => (
            <li key={`${d.version}-${d.at}`}>
              {d.decision === 'approved'
                ? text(lang, 'decisionApproved', { n: d.version, at: formatDayTime(d.at, lang) })
                : text(lang, 'decisionReturned', { n: d.version, at: formatDayTime(d.at, lang), comment: d.comment ?? '' })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

const Grave = ({ lang, grave, proof, onReceipt, memorials, onChange, onAccount }: { lang: Lang; grave: FamilyGrave; proof: string; onReceipt: (o: FamilyOrder, p: FamilyPayment) => void; memorials: boolean; onChange: () => void; onAccount: (a: FamilyAccount) => void }) => {
  const [error, setError] = useState<string | null>(null);
  const openMemorial = async (memberId: number) => {
    try {
      const { code } = await call(memorialOpen, { proof, member_id: memberId }, lang, text(lang, 'offline'));
      window.location.href = memorialPath(code);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <article className="card grave" data-testid="family-grave">
      <h3>
        {text(lang, grave.kind)} {grave.code}
      </h3>
      <p className="place">{grave.place}</p>
      {grave.kind === 'plot' && (
        <>
          <b>{text(lang, 'occupants')}</b>
          {grave.occupants.length === 0 && <p className="sub">{text(lang, 'noOccupant')}</p>}
          <ul>
            {grave.occupants.map((o) => (
              <li key={o.id}>
                <b>{o.name}</b>{' '}
                <span className="sub">
                  {[o.birth_date ? formatDay(o.birth_date, lang) : '', o.death_date ? formatDay(o.death_date, lang) : ''].filter(Boolean).join(' – ')}
                </span>
                {memorials && (
                  <div>
                    {o.memorial ? (
                      <a href={memorialPath(o.memorial.code)} data-testid="family-memorial-link">
                        {text(lang, 'memorial')} · {text(lang, o.memorial.privacy)}
                      </a>
                    ) : (
                      <button type="button" className="link" onClick={() => void openMemorial(o.id)} data-testid="family-memorial-open">
                        {text(lang, 'openMemorial')}
                      </button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {grave.proofs.map((p) => (
        <Proof key={p.work_id} lang={lang} item={p} proof={proof} onDone={onChange} />
      ))}
      {grave.deposits.map((d) => (
        <p key={d.id} className="sub">
          {text(lang, 'deposit', { no: d.deposit_no })} · {d.deceased_name ?? ''} {d.paid_until ? `· ${text(lang, 'paidUntil', { day: formatDay(d.paid_until, lang) })}` : ''}
        </p>
      ))}
      {grave.terms.map((t) => (
        <div key={t.id} className="term" data-testid="family-term">
          <b>{text(lang, 'term')}</b>{' '}
          {t.paid_until && <span>{text(lang, 'paidUntil', { day: formatDay(t.paid_until, lang) })}</span>}
          {t.state && <span className={t.state === 'current' ? 'tag' : t.state === 'due_soon' ? 'tag warn' : 'tag bad'}>{text(lang, t.state)}</span>}
          <Contact lang={lang} term={t} proof={proof} onSaved={onAccount} />
          {t.state && t.state !== 'current' && (
            <div>
              {t.pay ? (
                <a className="pay" href={payPath(t.pay.code)} data-testid="family-pay">
                  {text(lang, 'payNow', { amount: formatYuan(t.pay.amount, lang) })}
                </a>
              ) : (
                <p className="sub">
                  {text(lang, 'renewDue')} · {text(lang, 'askDesk')}
                </p>
              )}
            </div>
          )}
        </div>
      ))}
      {grave.orders.map((o) => (
        <div key={o.id} className="order">
          <p>
            <b>{text(lang, 'order', { no: o.order_no })}</b> {o.contract_no ? <span className="sub">{text(lang, 'contract', { no: o.contract_no })}</span> : null}
          </p>
          <div className="money">
            <span>
              {text(lang, 'total')} {formatYuan(o.total, lang)}
            </span>
            <span>
              {text(lang, 'paid')} {formatYuan(o.paid, lang)}
            </span>
            {o.balance > 0 && (
              <span>
                {text(lang, 'balance')} <b>{formatYuan(o.balance, lang)}</b>
              </span>
            )}
          </div>
          {o.pay && (
            <a className="pay" href={payPath(o.pay.code)}>
              {text(lang, 'payNow', { amount: formatYuan(o.pay.amount, lang) })}
            </a>
          )}
          {o.payments.length > 0 && (
            <div className="receipts">
              <span className="sub">{text(lang, 'receipts')}:</span>
              {o.payments.map((p) => (
                <div key={p.id}>
                  <button type="button" onClick={() => onReceipt(o, p)} data-testid="family-receipt-open">
                    {p.receipt_no} · {formatDay(p.paid_at, lang)} · {formatYuan(p.amount, lang)}
                  </button>
                </div>
              ))}
            </div>
          )}
        </div>
      ))}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
};

export const FamilyApp = () => {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [proof, setProof] = useState<FamilyProof | null>(() => heldFamilyProof());
  const [account, setAccount] = useState<FamilyAccount | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<{ grave: FamilyGrave; order: FamilyOrder; payment: FamilyPayment } | null>(null);
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : lang;
    document.title = text(lang, 'title');
  }, [lang]);
  const load = useCallback(async () => {
    if (!proof) return;
    try {
      setAccount(await call(familyAccount, { proof: proof.proof }, lang, text(lang, 'offline')));
      setError(null);
    } catch (e) {
      // A proof out of date: sign in again.
      if (e instanceof CallError && (e.code === 'otp_required' || e.code === 'otp_proof_expired')) {
        dropFamilyProof();
        setProof(null);
      }
      setError((e as Error).message);
    }
  }, [proof, lang]);
  useEffect(() => {
    void load();
  }, [load]);
  const pickLang = (l: Lang) => {
    setLang(l);
    keepLang(l);
  };
  const signOut = () => {
    dropFamilyProof();
    setProof(null);
    setAccount(null);
  };
  return (
    <main>
      <header className="noprint">
        <h1>{account?.cemetery || text(lang, 'title')}</h1>
        <LangSwitch lang={lang} onPick={pickLang} />
      </header>
      {!proof && <SignIn lang={lang} onProof={setProof} />}
      {proof && (
        <p className="sub noprint">
          {text(lang, 'signedAs', { mobile: mask(proof.mobile) })}{' '}
          <button type="button" className="link" onClick={signOut}>
            {text(lang, 'signOut')}
          </button>
        </p>
      )}
      {error && proof && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {proof && !account && !error && <p className="hint">{text(lang, 'loading')}</p>}
      {receipt && account && <Receipt lang={lang} cemetery={account.cemetery} {...receipt} onClose={() => setReceipt(null)} />}
      {account && !receipt && (
        <>
          {account.state === 'none' && (
            <p className="empty" role="status" data-testid="family-state">
              {text(lang, 'none')}
            </p>
          )}
          {account.state === 'pending' && (
            <p className="empty" role="status" data-testid="family-state">
              {text(lang, 'pending')}
            </p>
          )}
          {account.graves.length > 0 && (
            <section aria-labelledby="graves-title">
              <h2 id="graves-title">{text(lang, 'myGraves')}</h2>
              {account.graves.map((g) => (
                <Grave key={g.key} lang={lang} grave={g} proof={proof?.proof ?? ''} memorials={account.memorials} onChange={() => void load()} onAccount={setAccount} onReceipt={(order, payment) => setReceipt({ grave: g, order, payment })} />
              ))}
            </section>
          )}
          <section aria-labelledby="bookings-title">
            <h2 id="bookings-title">{text(lang, 'bookings')}</h2>
            {account.bookings.length === 0 && <p className="sub">{text(lang, 'noBookings')}</p>}
            {account.bookings.map((b) => (
              <p key={b.code} className="card">
                <b>{formatDay(b.day, lang)}</b> {b.starts}–{b.ends} · {text(lang, 'people', { n: b.people })} {b.status === 'cancelled' ? <span className="tag">{text(lang, 'cancelled')}</span> : null}
                <br />
                <a href={`${VISIT_PAGE}/${b.code}`}>{b.code}</a>
              </p>
            ))}
            <a href={VISIT_PAGE}>{text(lang, 'book')}</a>
          </section>
        </>
      )}
    </main>
  );
};
