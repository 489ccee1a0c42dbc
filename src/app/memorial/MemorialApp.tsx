/**
 * A memorial page (云祭祀, /memorial/<code>, docs/families.md "Memorial pages"): the deceased's
 * name, dates (a partial date as the register keeps it), portrait, the family's words and
 * photos, the place; flowers, candles and incense with their counts; messages (shown once
 * reviewed) with a report button. The family, signed in on the family page in this tab, also
 * chooses who may see the page, writes the biography and shows or hides the messages waiting.
 * A page the reader may not see answers as one that does not exist.
 */
import { useCallback, useEffect, useState } from 'react';
import { formatDay, formatDayTime } from '../../config/dates';
import type { Lang } from '../../config/types';
import { FAMILY_LIMITS, MEMORIAL_PRIVACY, anniversaries, type Gesture, type MemorialPrivacy } from '../../rules/family';
import { memorialEdit, memorialFamilyDecide, memorialPhotoRemove, memorialReport, memorialTribute, memorialView } from '../../protocol/contracts/family';
import { uploadPhoto, usePhotoUrl } from './photos';
import type { PublicMemorial } from '../../protocol/family';
import { CallError, call } from '../publicKit/call';
import { LangSwitch } from '../family/FamilyApp';
import { heldFamilyProof } from '../family/proof';
import { initialLang, keepLang, text } from '../family/text';

/** The reader's own day ('YYYY-MM-DD'), for the next days to remember. */
const localToday = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const codeInPath = (): string => decodeURIComponent(/^\/memorial\/([^/]+)\/?$/.exec(window.location.pathname)?.[1] ?? '');

/** The gestures' drawings: plain SVG, the same on every phone (no emoji font needed). */
const GestureIcon = ({ kind }: { kind: Gesture }) => {
  switch (kind) {
    case 'flower':
      return (
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <path d="M14 15v11" stroke="#3b8a3e" strokeWidth="2" />
          <path d="M14 22c-3-1-5-3-5-5 3 0 5 2 5 5z" fill="#5aa55d" />
          {[0, 72, 144, 216, 288].map((a) => (
            <ellipse key={a} cx="14" cy="6.5" rx="3.2" ry="4.5" fill="#f2f2f2" stroke="#c9c9c9" transform={`rotate(${a} 14 11)`} />
          ))}
          <circle cx="14" cy="11" r="2.6" fill="#f0c419" />
        </svg>
      );
    case 'candle':
      return (
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <path d="M14 2c3 4 3 7 0 9-3-2-3-5 0-9z" fill="#f5a623" />
          <rect x="10" y="12" width="8" height="14" rx="1.5" fill="#f7efe0" stroke="#d9c9a8" />
        </svg>
      );
    case 'incense':
      return (
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          {[10, 14, 18].map((x) => (
            <g key={x}>
              <path d={`M${x} 6v14`} stroke="#8d6e63" strokeWidth="1.6" />
              <circle cx={x} cy="5.5" r="1.3" fill="#e4572e" />
            </g>
          ))}
          <path d="M6 20h16l-2 6H8z" fill="#b08d57" />
        </svg>
      );
    default: {
      const never: never = kind;
      return never;
    }
  }
};
const COUNT_KEY = { flower: 'flowers', candle: 'candles', incense: 'incenses' } as const;

const Photo = ({ code, id, proof, className, alt }: { code: string; id: number; proof: string | undefined; className?: string; alt: string }) => {
  const url = usePhotoUrl(code, id, proof, className === 'portrait');
  return url ? <img className={className} src={url} alt={alt} data-testid="memorial-photo" /> : <span className={className} aria-hidden="true" />;
};

const FamilyTools = ({ lang, memorial, proof, onSaved }: { lang: Lang; memorial: PublicMemorial; proof: string; onSaved: (m: PublicMemorial) => void }) => {
  const [privacy, setPrivacy] = useState<MemorialPrivacy>(memorial.privacy);
  const [biography, setBiography] = useState(memorial.biography ?? '');
  const [note, setNote] = useState<string | null>(null);
  const save = async () => {
    try {
      onSaved(await call(memorialEdit, { proof, code: memorial.code, privacy, biography }, lang, text(lang, 'offline')));
      setNote(text(lang, 'saved'));
    } catch (e) {
      setNote((e as Error).message);
    }
  };
  const [portrait, setPortrait] = useState(!memorial.portrait);
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      await uploadPhoto(memorial.code, proof, file, portrait, lang, text(lang, 'offline'));
      onSaved(await call(memorialView, { code: memorial.code, proof }, lang, text(lang, 'offline')));
      setNote(text(lang, 'saved'));
    } catch (e) {
      setNote((e as Error).message);
    } finally {
      setUploading(false);
    }
  };
  const remove = async (id: number) => {
    try {
      onSaved(await call(memorialPhotoRemove, { proof, code: memorial.code, id }, lang, text(lang, 'offline')));
    } catch (e) {
      setNote((e as Error).message);
    }
  };
  const decide = async (id: number, show: boolean) => {
    try {
      onSaved(await call(memorialFamilyDecide, { proof, code: memorial.code, id, show }, lang, text(lang, 'offline')));
    } catch (e) {
      setNote((e as Error).message);
    }
  };
  return (
    <section className="card noprint" aria-labelledby="family-tools" data-testid="memorial-family">
      <h2 id="family-tools">{text(lang, 'familyTools')}</h2>
      <fieldset className="choices">
        <legend>{text(lang, 'privacy')}</legend>
        {MEMORIAL_PRIVACY.map((p) => (
          <label key={p.value}>
            <input type="radio" name="privacy" value={p.value} checked={privacy === p.value} onChange={() => setPrivacy(p.value)} data-testid={`memorial-privacy-${p.value}`} />
            {text(lang, p.value)}
          </label>
        ))}
      </fieldset>
      {privacy !== 'private' && <p className="sub">{text(lang, 'share', { url: window.location.href.split('?')[0] })}</p>}
      <div className="field">
        <label htmlFor="m-bio">{text(lang, 'biography')}</label>
        <textarea id="m-bio" maxLength={FAMILY_LIMITS.biographyMax} value={biography} onChange={(e) => setBiography(e.target.value)} />
      </div>
      <button type="button" className="primary" onClick={() => void save()} data-testid="memorial-save">
        {text(lang, 'save')}
      </button>
      {note && <p role="status">{note}</p>}
      <div className="field">
        <label htmlFor="m-photo">{text(lang, 'addPhoto')}</label>
        <input id="m-photo" type="file" accept="image/jpeg,image/png,image/webp" disabled={uploading} onChange={(e) => void upload(e.target.files?.[0])} data-testid="memorial-photo-input" />
        <label className="inline">
          <input type="checkbox" checked={portrait} onChange={(e) => setPortrait(e.target.checked)} data-testid="memorial-photo-portrait" /> {text(lang, 'asPortrait')}
        </label>
      </div>
      {[...(memorial.portrait ? [memorial.portrait] : []), ...memorial.photos].length > 0 && (
        <ul className="mine">
          {[...(memorial.portrait ? [memorial.portrait] : []), ...memorial.photos].map((id) => (
            <li key={id}>
              <Photo code={memorial.code} id={id} proof={proof} alt="" />
              <button type="button" className="link" onClick={() => void remove(id)}>
                {text(lang, 'removePhoto')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {memorial.held.length > 0 && (
        <>
          <h3>{text(lang, 'heldMessages')}</h3>
          <ul className="messages">
            {memorial.held.map((m) => (
              <li key={m.id}>
                {m.message}
                <small>
                  <span>{formatDayTime(m.created_at, lang)}</span>
                  <span>
                    <button type="button" className="link" onClick={() => void decide(m.id, true)}>
                      {text(lang, 'approve')}
                    </button>
                    <button type="button" className="link" onClick={() => void decide(m.id, false)}>
                      {text(lang, 'hide')}
                    </button>
                  </span>
                </small>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
};

export const MemorialApp = () => {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [memorial, setMemorial] = useState<PublicMemorial | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [reported, setReported] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const code = codeInPath();
  const proof = heldFamilyProof()?.proof;
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : lang;
    document.title = memorial ? `${memorial.name} · ${text(lang, 'memorialTitle')}` : text(lang, 'memorialTitle');
  }, [lang, memorial]);
  const load = useCallback(async () => {
    try {
      setMemorial(await call(memorialView, { code, proof }, lang, text(lang, 'offline')));
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [code, proof, lang]);
  useEffect(() => {
    void load();
  }, [load]);

  const lay = async (kind: Gesture | 'message') => {
    if (!memorial) return;
    setBusy(true);
    try {
      const done = await call(memorialTribute, { code, kind, message: kind === 'message' ? message : undefined }, lang, text(lang, 'offline'));
      setMemorial({ ...memorial, counts: done.counts });
      if (kind === 'message') {
        setMessage('');
        setNote(text(lang, done.held ? 'held' : 'shownNow'));
        if (!done.held) await load();
      } else setNote(text(lang, 'thanks'));
    } catch (e) {
      setNote(e instanceof CallError ? e.message : text(lang, 'offline'));
    } finally {
      setBusy(false);
    }
  };
  const report = async (id: number) => {
    try {
      await call(memorialReport, { code, id }, lang, text(lang, 'offline'));
      setReported((r) => new Set(r).add(id));
    } catch (e) {
      setNote((e as Error).message);
    }
  };

  const pickLang = (l: Lang) => {
    setLang(l);
    keepLang(l);
  };

  return (
    <main>
      <header className="noprint">
        <span className="sub">{memorial?.cemetery ?? ''}</span>
        <LangSwitch lang={lang} onPick={pickLang} />
      </header>
      {error && (
        <p className="empty" role="alert" data-testid="memorial-error">
          {error}
        </p>
      )}
      {!memorial && !error && <p className="hint">{text(lang, 'loading')}</p>}
      {memorial && (
        <>
          <section className="memorial-head" aria-labelledby="m-name">
            {memorial.portrait ? <Photo code={memorial.code} id={memorial.portrait} proof={proof} className="portrait" alt={memorial.name} /> : null}
            <h1 id="m-name" data-testid="memorial-name">
              {memorial.name}
            </h1>
            <p className="dates">
              {[memorial.birth_date ? formatDay(memorial.birth_date, lang) : '', memorial.death_date ? formatDay(memorial.death_date, lang) : ''].filter(Boolean).join(' – ')}
            </p>
            {memorial.place && <p className="sub">{text(lang, 'restsAt', { place: memorial.place })}</p>}
            <p className="sub" data-testid="memorial-days">
              {text(lang, 'remember')}: {anniversaries(memorial.death_date, localToday()).map((a) => `${text(lang, a.kind)} ${formatDay(a.day, lang)}`).join(' · ')}
            </p>
          </section>
          {memorial.biography && (
            <section className="card" aria-labelledby="m-bio-title">
              <h2 id="m-bio-title">{text(lang, 'biography')}</h2>
              <p className="bio">{memorial.biography}</p>
            </section>
          )}
          {memorial.photos.length > 0 && (
            <section className="card" aria-labelledby="m-photos">
              <h2 id="m-photos">{text(lang, 'photos')}</h2>
              <div className="photos">
                {memorial.photos.map((id) => (
                  <Photo key={id} code={memorial.code} id={id} proof={proof} alt="" />
                ))}
              </div>
            </section>
          )}
          <section aria-label={text(lang, 'flower')} className="noprint">
            <div className="gestures">
              {(['flower', 'candle', 'incense'] as const).map((g) => (
                <button key={g} type="button" disabled={busy} onClick={() => void lay(g)} data-testid={`memorial-${g}`}>
                  <GestureIcon kind={g} />
                  {text(lang, g)}
                  <small data-testid={`memorial-count-${g}`}>{text(lang, COUNT_KEY[g], { n: memorial.counts[g] })}</small>
                </button>
              ))}
            </div>
          </section>
          {note && (
            <p className="ok" role="status" data-testid="memorial-note">
              {note}
            </p>
          )}
          <section aria-labelledby="m-messages">
            <h2 id="m-messages">
              {text(lang, 'messages')} <span className="sub">{text(lang, 'messagesCount', { n: memorial.counts.message })}</span>
            </h2>
            <div className="field noprint">
              <label htmlFor="m-message">{text(lang, 'leaveMessage')}</label>
              <textarea id="m-message" maxLength={FAMILY_LIMITS.messageMax} value={message} onChange={(e) => setMessage(e.target.value)} data-testid="memorial-message" />
              <small>{text(lang, 'messageHint')}</small>
              <button type="button" className="primary" disabled={busy || message.trim() === ''} onClick={() => void lay('message')} data-testid="memorial-send">
                {text(lang, 'send')}
              </button>
            </div>
            {memorial.messages.length === 0 && <p className="sub">{text(lang, 'noMessages')}</p>}
            <ul className="messages" data-testid="memorial-messages">
              {memorial.messages.map((m) => (
                <li key={m.id}>
                  {m.message}
                  <small>
                    <span>{formatDay(m.created_at, lang)}</span>
                    {reported.has(m.id) ? (
                      <span>{text(lang, 'reported')}</span>
                    ) : (
                      <button type="button" className="link" onClick={() => void report(m.id)}>
                        {text(lang, 'report')}
                      </button>
                    )}
                  </small>
                </li>
              ))}
            </ul>
          </section>
          {memorial.family && proof && <FamilyTools lang={lang} memorial={memorial} proof={proof} onSaved={setMemorial} />}
        </>
      )}
    </main>
  );
};
