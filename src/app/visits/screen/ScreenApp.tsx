/**
 * The data screen (/screen, docs/visits.md): a wall display at 1920×1080, dark, no scrolling.
 * Polls GET /index/visit/screen every few seconds; after a network drop it keeps showing the
 * last figures with their time and catches up on its own when the network is back. Opened as
 * /screen?token=… (an administrator's display address) it uses that token only, kept in this
 * browser, and never a session.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { formatYuan } from '../../../config/money';
import type { Lang } from '../../../config/types';
import { formatDay } from '../../../config/dates';
import { API_BASE } from '../../../protocol/contract';
import { visitScreen } from '../../../protocol/contracts/visits';
import type { ScreenData } from '../../../protocol/visits';
import { LANGS } from '../../../config/types';
import { SESSION_HEADER, getToken } from '../../providers/sessionToken';
import { readCookie } from '../../store/cookies';
import { fitRows } from './fit';
import { say, statusKey, type ScreenKey } from './text';

const POLL_MS = 3000;

/** The staff app's language (its `language` cookie), else the browser's, else Chinese. */
const screenLang = (): Lang => {
  const cookie = readCookie('language');
  const browser = navigator.language.slice(0, 2);
  const all = LANGS as readonly string[];
  return (all.includes(cookie ?? '') ? cookie : all.includes(browser) ? browser : 'zh') as Lang;
};

type Problem = 'signIn' | 'forbidden' | 'tokenRefused' | null;

/** The display token's header and where the screen keeps it (docs/visits.md "The data screen"). */
const SCREEN_TOKEN_HEADER = 'x-screen-token';
const SCREEN_TOKEN_KEY = 'screen_token';

/** A display token: from `?token=` (kept, then taken out of the address bar), else the one kept before. */
const displayToken = (): string | null => {
  const url = new URL(window.location.href);
  const given = url.searchParams.get('token');
  try {
    if (given) {
      localStorage.setItem(SCREEN_TOKEN_KEY, given);
      url.searchParams.delete('token');
      window.history.replaceState(null, '', url.pathname + url.search + url.hash);
      return given;
    }
    return localStorage.getItem(SCREEN_TOKEN_KEY);
  } catch {
    return given;
  }
};

const useScreen = () => {
  const [data, setData] = useState<ScreenData | null>(null);
  const [offline, setOffline] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  useEffect(() => {
    let stop = false;
    let timer = 0;
    const display = displayToken();
    const tick = async () => {
      try {
        const token = getToken();
        // A display token alone when there is one: the screen never needs a session then.
        const auth: Record<string, string> = display ? { [SCREEN_TOKEN_HEADER]: display } : token ? { [SESSION_HEADER]: token } : {};
        const res = await fetch(`${API_BASE}/${visitScreen.path}`, {
          headers: { ...auth, 'accept-language': screenLang() },
          cache: 'no-store',
          signal: AbortSignal.timeout(8000),
        });
        if (res.status === 401) setProblem(display ? 'tokenRefused' : 'signIn');
        else if (res.status === 403) setProblem('forbidden');
        else if (res.ok) {
          const json = (await res.json()) as { data: ScreenData };
          setData(json.data);
          setProblem(null);
          setOffline(false);
        } else setOffline(true);
      } catch {
        setOffline(true);
      }
      if (!stop) timer = window.setTimeout(() => void tick(), POLL_MS);
    };
    void tick();
    return () => {
      stop = true;
      window.clearTimeout(timer);
    };
  }, []);
  return { data, offline, problem };
};

/** Rows that fit the 1080-pixel panels: the slots' column and the shuttles' corner. */
const SLOT_ROWS = 14;
const SHUTTLE_ROWS = 3;

/** The panel's line for the rows left out above or below. */
const MoreRows = ({ lang, n, side }: { lang: Lang; n: number; side: 'earlier' | 'later' }) =>
  n > 0 ? (
    <li className="more" data-testid={`screen-more-${side}`}>
      {say(lang, side, { n })}
    </li>
  ) : null;

/** A panel of the wall: its title over what it shows. */
const Panel = ({ name, title, children }: { name: string; title: string; children: ReactNode }) => (
  <section className={`panel ${name}`}>
    <h2>{title}</h2>
    {children}
  </section>
);

/** One load as its panel shows it: when (and where), its bar (`outer` and `inner` against `of`), its figures (the first in bold). */
interface Load {
  key: string;
  when: string;
  where: string;
  outer: number;
  inner: number;
  of: number;
  figures: number[];
  closed?: boolean;
  testId?: string;
}

interface LoadRowsProps<T> {
  lang: Lang;
  rows: readonly T[];
  /** The most rows the panel holds, and which are over (the list starts from the current one). */
  max: number;
  past: (row: T) => boolean;
  none: ScreenKey;
  load: (row: T, index: number) => Load;
}

/** A list of loads over time (the slots, the shuttles) cut to what fits, with a line for the rows left out above and below. */
const LoadRows = <T,>({ lang, rows, max, past, none, load }: LoadRowsProps<T>) => {
  const fit = fitRows(rows, max, past);
  return (
    <>
      {rows.length === 0 && <p className="none">{say(lang, none)}</p>}
      <ol>
        <MoreRows lang={lang} n={fit.before} side="earlier" />
        {fit.shown.map(load).map(({ key, when, where, outer, inner, of, figures: [first, ...rest], closed, testId }) => (
          <li key={key} className={closed ? 'closed' : undefined} data-testid={testId}>
            <span className="when">
              {when} <small>{where}</small>
            </span>
            <Bar outer={outer} inner={inner} of={of} />
            <span className="nums">
              <b>{first}</b>
              {rest.map((n) => ` / ${n}`)}
              {closed && <small> {say(lang, 'closed')}</small>}
            </span>
          </li>
        ))}
        <MoreRows lang={lang} n={fit.after} side="later" />
      </ol>
    </>
  );
};

/** How the two panels read their rows: a visiting slot, entered and booked against its quota (greyed once closed); a shuttle run, booked and boarded against its seats. */
const slotLoad = (s: ScreenData['slots'][number]): Load => ({ key: `${s.starts}-${s.gate}`, when: `${s.starts}–${s.ends}`, where: s.gate, outer: s.booked, inner: s.checked_in, of: s.quota, figures: [s.checked_in, s.booked, s.quota], closed: s.closed });
const shuttleLoad = (s: ScreenData['shuttles'][number], i: number): Load => ({ key: `${s.departs}-${s.vehicle}-${i}`, when: s.departs, where: `${s.route} · ${s.vehicle}`, outer: s.booked, inner: s.boarded, of: s.seats, figures: [s.booked, s.seats], testId: 'screen-shuttle' });

const pct = (a: number, b: number): string => `${b > 0 ? Math.min(100, (a / b) * 100) : 0}%`;
const timeOf = (iso: string): string => new Date(iso).toTimeString().slice(0, 8);

/** A load bar: `outer` (booked) and `inner` (entered, boarded) against `of` (quota, seats). */
const Bar = ({ outer, inner, of }: { outer: number; inner: number; of: number }) => (
  <span className="bar" aria-hidden="true">
    <i className="b" style={{ width: pct(outer, of) }} />
    <i className="e" style={{ width: pct(inner, of) }} />
  </span>
);

const Figure = ({ label, value, sub, tone }: { label: string; value: number | string; sub?: string; tone?: string }) => (
  <div className={`figure ${tone ?? ''}`}>
    <span>{label}</span>
    <b data-testid={`screen-${tone ?? 'figure'}`}>{value}</b>
    {sub && <small>{sub}</small>}
  </div>
);

const Statuses = ({ lang, rows }: { lang: Lang; rows: { status: string; n: number }[] }) => {
  const total = rows.reduce((s, r) => s + r.n, 0);
  return (
    <div className="statuses">
      <b className="big">{total}</b>
      <ul>
        {rows.length === 0 && <li>{say(lang, 'none')}</li>}
        {rows.map((r) => {
          const key = statusKey(r.status);
          return (
            <li key={r.status}>
              {key ? say(lang, key) : r.status} <b>{r.n}</b>
            </li>
          );
        })}
      </ul>
    </div>
  );
};

export const ScreenApp = () => {
  const lang = screenLang();
  const { data, offline, problem } = useScreen();
  const [clock, setClock] = useState(() => new Date());
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : lang;
    document.title = say(lang, 'title');
    const t = window.setInterval(() => setClock(new Date()), 1000);
    return () => window.clearInterval(t);
  }, [lang]);

  if (problem)
    return (
      <main className="screen message">
        <p role="alert">{say(lang, problem)}</p>
        {problem === 'signIn' && <a href="/login?redirect=%2Fscreen">{say(lang, 'signInLink')}</a>}
      </main>
    );
  if (!data)
    return (
      <main className="screen message">
        <p role="status">{offline ? say(lang, 'offline', { time: '—' }) : say(lang, 'loading')}</p>
      </main>
    );
  const t = data.totals;
  const maxArrivals = Math.max(1, ...data.arrivals.map((a) => a.people));
  const now = timeOf(data.at).slice(0, 5);
  return (
    <main className="screen">
      <header>
        <h1>{say(lang, 'title')}</h1>
        <span className="day">{formatDay(data.day, lang)}</span>
        <span className={offline ? 'state off' : 'state on'} role="status" data-testid="screen-state">
          {offline ? say(lang, 'offline', { time: timeOf(data.at) }) : `● ${say(lang, 'live')} ${timeOf(data.at)}`}
        </span>
        <time>{clock.toTimeString().slice(0, 8)}</time>
      </header>
      <section className="figures">
        <Figure label={say(lang, 'entered')} value={t.checked_in} sub={`/ ${t.booked} ${say(lang, 'booked')}`} tone="entered" />
        <Figure label={say(lang, 'booked')} value={t.booked} sub={`/ ${t.quota} ${say(lang, 'capacity')}`} tone="booked" />
        <Figure label={say(lang, 'left')} value={Math.max(t.quota - t.booked, 0)} sub={say(lang, 'people')} tone="left" />
        <Figure label={say(lang, 'bookings')} value={t.bookings} tone="bookings" />
      </section>
      <Panel name="slots" title={say(lang, 'perSlot')}>
        <LoadRows lang={lang} rows={data.slots} max={SLOT_ROWS} past={(s) => s.ends <= now} none="noSlots" load={slotLoad} />
      </Panel>
      <Panel name="arrivals" title={say(lang, 'arrivals')}>
        {data.arrivals.length === 0 ? (
          <p className="none">{say(lang, 'none')}</p>
        ) : (
          <div className="chart">
            {data.arrivals.slice(-40).map((a, i, shown) => (
              <div key={a.at} className="col" title={`${a.at} ${a.people}`}>
                <em>{a.people}</em>
                <i style={{ height: pct(a.people, maxArrivals) }} />
                {/* At most 12 times under the bars: beyond that they ran into each other. */}
                <span>{i % Math.ceil(shown.length / 12) === 0 ? a.at : '\u00a0'}</span>
              </div>
            ))}
          </div>
        )}
      </Panel>
      <Panel name="shuttles" title={say(lang, 'shuttles')}>
        <LoadRows lang={lang} rows={data.shuttles} max={SHUTTLE_ROWS} past={(s) => s.departs < now} none="noShuttles" load={shuttleLoad} />
      </Panel>
      <Panel name="burials" title={say(lang, 'burials')}>
        <Statuses lang={lang} rows={data.burials} />
      </Panel>
      <Panel name="work" title={say(lang, 'work')}>
        <Statuses lang={lang} rows={data.work} />
      </Panel>
      {/* No sales on a display token's screen unless the cemetery shows takings (setting.screen_money). */}
      {data.week && (
        <Panel name="week" title={say(lang, 'week', { since: formatDay(data.week.since, lang) })}>
          <b className="big">{formatYuan(data.week.amount, lang)}</b>
          <p>
            {data.week.payments} {say(lang, 'payments')} · {data.week.orders} {say(lang, 'orders')} ·{' '}
            <span data-testid="screen-renewals">
              {data.week.renewals} {say(lang, 'renewals')}
            </span>
          </p>
        </Panel>
      )}
    </main>
  );
};
