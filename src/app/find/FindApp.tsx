/**
 * The public find-a-grave page (/find, docs/map.md): search the deceased the family made
 * findable by name (and years), then the grave on the plan with the way from the gate and the
 * step-by-step directions, printable on A4 or A5 for the service desk. The chosen grave and gate
 * live in the address (?id=&gate=), so a link, a QR label or the desk's screen opens the way.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { stepText } from '../../rules/parkmap';
import { findMap, findRoute, findSearch, type FoundDeceased, type GraveRoute, type PublicMap } from '../../protocol/contracts/parkmap';
import { CallError, call } from '../publicKit/call';
import { RouteMap } from './RouteMap';
import { FIND_LANGS, initialLang, t, type FindLang } from './text';


const param = (key: string): number | undefined => {
  const v = Number(new URLSearchParams(window.location.search).get(key));
  return Number.isInteger(v) && v > 0 ? v : undefined;
};

const setAddress = (params: Record<string, string | number | undefined>): void => {
  const q = new URLSearchParams(window.location.search);
  for (const [k, v] of Object.entries(params)) if (v === undefined) q.delete(k);
  else q.set(k, String(v));
  const s = q.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${s ? `?${s}` : ''}`);
};

const year = (v: string): number | undefined => {
  const n = Number(v.trim());
  return v.trim() !== '' && Number.isInteger(n) ? n : undefined;
};

/** The paper a print asks for: the page's own @page rule. */
const printOn = (paper: 'A4' | 'A5'): void => {
  let style = document.getElementById('find-paper');
  if (!style) {
    style = document.createElement('style');
    style.id = 'find-paper';
    document.head.appendChild(style);
  }
  style.textContent = `@page { size: ${paper} portrait; margin: 10mm; }`;
  document.documentElement.dataset.paper = paper;
  window.print();
};

export const FindApp = () => {
  const [lang, setLangState] = useState<FindLang>(initialLang);
  const [name, setName] = useState('');
  const [born, setBorn] = useState('');
  const [died, setDied] = useState('');
  const [found, setFound] = useState<FoundDeceased[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [route, setRoute] = useState<GraveRoute | null>(null);
  const [map, setMap] = useState<PublicMap | null>(null);
  const say = useCallback((e: unknown) => setError(e instanceof CallError ? e.message : t(lang, 'offline')), [lang]);

  const setLang = (l: FindLang) => {
    setLangState(l);
    localStorage.setItem('find-lang', l);
    document.documentElement.lang = l === 'zh' ? 'zh-CN' : l;
  };

  const open = useCallback(
    async (id: number, gate?: number) => {
      setBusy(true);
      setError(null);
      try {
        const [r, m] = await Promise.all([call(findRoute, { id, gate_id: gate }, lang, t(lang, 'offline')), map ? Promise.resolve(map) : call(findMap, {}, lang, t(lang, 'offline'))]);
        setMap(m);
        setRoute(r);
        setAddress({ id, gate });
      } catch (e) {
        say(e);
      } finally {
        setBusy(false);
      }
    },
    [lang, map, say],
  );

  useEffect(() => {
    document.title = `${t(lang, 'title')}`;
  }, [lang]);

  // Opened with ?id= (a link, a QR label, the desk's screen): straight to the way.
  useEffect(() => {
    const id = param('id');
    if (id) void open(id, param('gate'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      setFound(await call(findSearch, { name: name.trim(), born: year(born), died: year(died) }, lang, t(lang, 'offline')));
    } catch (err) {
      say(err);
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    setRoute(null);
    setAddress({ id: undefined, gate: undefined });
  };

  return (
    <main className={route ? 'has-route' : ''}>
      <header className="noprint">
        <h1>{t(lang, 'title')}</h1>
        <nav className="langs" aria-label="Language">
          {FIND_LANGS.map((l) => (
            <button key={l.lang} type="button" lang={l.lang} aria-pressed={l.lang === lang} className={l.lang === lang ? 'on' : ''} onClick={() => setLang(l.lang)}>
              {l.name}
            </button>
          ))}
        </nav>
      </header>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!route && (
        <>
          <p className="intro">{t(lang, 'intro')}</p>
          <form onSubmit={search} className="search" role="search">
            <div className="field">
              <label htmlFor="find-name">{t(lang, 'name')}</label>
              <input id="find-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={40} autoComplete="off" required />
            </div>
            <div className="years">
              <div className="field">
                <label htmlFor="find-born">
                  {t(lang, 'born')} <small>({t(lang, 'optional')})</small>
                </label>
                <input id="find-born" inputMode="numeric" pattern="[0-9]{4}" maxLength={4} value={born} onChange={(e) => setBorn(e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor="find-died">
                  {t(lang, 'died')} <small>({t(lang, 'optional')})</small>
                </label>
                <input id="find-died" inputMode="numeric" pattern="[0-9]{4}" maxLength={4} value={died} onChange={(e) => setDied(e.target.value)} />
              </div>
            </div>
            <button type="submit" className="primary" disabled={busy}>
              {busy ? t(lang, 'searching') : t(lang, 'search')}
            </button>
          </form>
          {found && found.length === 0 && <p className="hint">{t(lang, 'none')}</p>}
          {found && found.length > 0 && (
            <ul className="found" data-testid="found">
              {found.map((f) => (
                <li key={f.id}>
                  <button type="button" onClick={() => void open(f.id)} disabled={busy}>
                    <b>{f.name}</b>
                    {(f.born || f.died) && <span>{t(lang, 'years', { born: f.born ?? '?', died: f.died ?? '?' })}</span>}
                    <small>{f.place}</small>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {route && map && (
        <section className="route" data-testid="route">
          <div className="print-head">{t(lang, 'printedBy')}</div>
          <h2>
            {route.name} <small>{route.place}</small>
          </h2>
          <div className="gate-row noprint">
            <label htmlFor="find-gate">{t(lang, 'from')}</label>
            <select id="find-gate" value={route.gate.id} onChange={(e) => void open(route.id, Number(e.target.value))} disabled={busy}>
              {route.gates.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
          <p className="total">{t(lang, 'total', { m: route.metres, min: Math.max(1, Math.round(route.metres / 70)) })}</p>
          <RouteMap map={map} route={route} labels={{ gate: t(lang, 'gate'), grave: t(lang, 'grave') }} />
          <h3>{t(lang, 'steps')}</h3>
          <ol className="steps" data-testid="steps">
            {route.steps.map((s, i) => (
              <li key={i} className={`step-${s.kind}`}>
                {stepText(s, lang)}
              </li>
            ))}
          </ol>
          <div className="actions noprint">
            <button type="button" onClick={() => printOn('A4')}>
              {t(lang, 'printA4')}
            </button>
            <button type="button" onClick={() => printOn('A5')}>
              {t(lang, 'printA5')}
            </button>
            <button type="button" className="link" onClick={back}>
              {t(lang, 'back')}
            </button>
          </div>
        </section>
      )}
    </main>
  );
};
