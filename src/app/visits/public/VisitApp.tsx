/**
 * The public booking page (docs/visits.md): /visit to book, /visit/<code> to see, change or
 * cancel a booking with the mobile that made it. No sign-in; phone-first; its own bundle.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { formatDay } from '../../../config/dates';
import { VISIT_LIMITS, displayCode, isBookingCode, isMobile, normaliseCode, seatRefusal } from '../../../rules/visits';
import type { PublicBooking, PublicDay, PublicDeceased, PublicShuttle } from '../../../protocol/visits';
import { visitBook, visitCancel, visitChange, visitDeceased, visitFind, visitSlots } from '../../../protocol/contracts/visits';
import { CallError, call } from './api';
import { CodeField, useCode, useFocusOnRefusal } from './CodeStep';
import { dropProof, heldProof } from './proof';
import { Qr } from './Qr';
import { PUBLIC_LANGS, initialLang, text, weekday, type PublicLang, type TextKey } from './text';

/** The public page's own address (its pages, not its calls: those are the contracts'). */
const VISIT_PAGE = '/visit';

const POLL_MS = 15_000;

interface Slots {
  today: string;
  days: PublicDay[];
}

const codeInPath = (): string | null => {
  const m = /^\/visit\/([^/]+)\/?$/.exec(window.location.pathname);
  if (!m) return null;
  return m[1].toLowerCase() === 'find' ? '' : normaliseCode(decodeURIComponent(m[1]));
};

const useSlots = (lang: PublicLang) => {
  const [slots, setSlots] = useState<Slots | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setSlots(await call(visitSlots, {}, lang, text(lang, 'offline')));
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [lang]);
  useEffect(() => {
    void load();
    const timer = window.setInterval(() => void load(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [load]);
  return { slots, error, reload: load };
};

const dayLabel = (lang: PublicLang, day: string, today: string): { top: string; bottom: string } => {
  const d = new Date(`${day}T00:00:00`);
  return { top: day === today ? text(lang, 'today') : weekday(lang, d.getDay()), bottom: `${d.getMonth() + 1}/${d.getDate()}` };
};

const SlotPicker = ({ lang, slots, slotId, onPick, minLeft = 1 }: { lang: PublicLang; slots: Slots; slotId: number | null; onPick: (id: number) => void; minLeft?: number }) => {
  const [day, setDay] = useState<string | null>(null);
  const chosen = slots.days.find((d) => d.day === day) ?? slots.days.find((d) => d.slots.some((s) => s.id === slotId)) ?? slots.days[0];
  if (!chosen) return <p className="empty" role="status">{text(lang, 'noSlots')}</p>;
  return (
    <>
      <fieldset className="days">
        <legend>{text(lang, 'day')}</legend>
        {slots.days.map((d) => {
          const l = dayLabel(lang, d.day, slots.today);
          return (
            <button type="button" key={d.day} className={d.day === chosen.day ? 'chip on' : 'chip'} aria-pressed={d.day === chosen.day} onClick={() => setDay(d.day)}>
              <span>{l.top}</span>
              <b>{l.bottom}</b>
            </button>
          );
        })}
      </fieldset>
      <fieldset className="slots">
        <legend>{text(lang, 'slot')}</legend>
        {chosen.slots.map((s) => {
          const full = s.left < minLeft && s.id !== slotId;
          return (
            <button
              type="button"
              key={s.id}
              className={s.id === slotId ? 'slot on' : 'slot'}
              disabled={full}
              aria-pressed={s.id === slotId}
              onClick={() => onPick(s.id)}
              data-testid="visit-slot"
            >
              <b>
                {s.starts}–{s.ends}
              </b>
              <span>{s.gate}</span>
              <em className={s.left === 0 ? 'none' : ''}>{s.left === 0 ? text(lang, 'full') : text(lang, 'left', { n: s.left })}</em>
            </button>
          );
        })}
      </fieldset>
      <p className="hint">{text(lang, 'refreshed')}</p>
    </>
  );
};

const Stepper = ({ id, label, hint, max, value, onChange }: { id: string; label: string; hint: string; max: number; value: number; onChange: (n: number) => void }) => (
  <div className="field">
    <label htmlFor={id}>{label}</label>
    <div className="stepper">
      <button type="button" aria-label="−" disabled={value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <input id={id} type="number" inputMode="numeric" min={1} max={max} value={value} onChange={(e) => onChange(Math.min(max, Math.max(1, Math.floor(Number(e.target.value) || 1))))} />
      <button type="button" aria-label="+" disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
    <small>{hint}</small>
  </div>
);

const People = ({ lang, value, onChange }: { lang: PublicLang; value: number; onChange: (n: number) => void }) => (
  <Stepper id="v-people" label={text(lang, 'people')} hint={text(lang, 'peopleHint', { max: VISIT_LIMITS.maxParty })} max={VISIT_LIMITS.maxParty} value={value} onChange={onChange} />
);

/** Shuttle seats asked for with a booking. */
interface SeatChoice {
  departure_id: number;
  seats: number;
}

/** The shuttle of the chosen slot's day, as the body of a booking call: none is `departure_id: null`. */
const seatBody = (c: SeatChoice | null, people: number) => (c ? { departure_id: c.departure_id, seats: Math.min(c.seats, people) } : { departure_id: null });

/**
 * The day's departures with their seats left, and the seats (at most the party). `own` is the
 * booking's current hold (changing it): its seats count as free for it.
 */
const Shuttle = ({ lang, shuttles, people, value, own, onChange }: { lang: PublicLang; shuttles: PublicShuttle[]; people: number; value: SeatChoice | null; own?: SeatChoice | null; onChange: (c: SeatChoice | null) => void }) => {
  if (shuttles.length === 0) return null;
  const leftOf = (s: PublicShuttle) => s.left + (own && own.departure_id === s.id ? own.seats : 0);
  const chosen = value ? shuttles.find((s) => s.id === value.departure_id) : undefined;
  return (
    <>
      <fieldset className="slots shuttles">
        <legend>{text(lang, 'shuttle')}</legend>
        <button type="button" className={value ? 'slot' : 'slot on'} aria-pressed={!value} onClick={() => onChange(null)}>
          <b>{text(lang, 'noShuttle')}</b>
        </button>
        {shuttles.map((s) => {
          const left = leftOf(s);
          const on = value?.departure_id === s.id;
          return (
            <button
              type="button"
              key={s.id}
              className={on ? 'slot on' : 'slot'}
              disabled={left < 1 && !on}
              aria-pressed={on}
              onClick={() => onChange({ departure_id: s.id, seats: Math.min(people, left) })}
              data-testid="visit-shuttle"
            >
              <b>
                {s.departs} {s.route}
              </b>
              <span>{s.stops}</span>
              <em className={left === 0 ? 'none' : ''}>{left === 0 ? text(lang, 'full') : text(lang, 'seatsLeft', { n: left })}</em>
            </button>
          );
        })}
      </fieldset>
      {value && chosen && (
        <Stepper
          id="v-seats"
          label={text(lang, 'seats')}
          hint={text(lang, 'seatsHint')}
          max={Math.max(1, Math.min(people, leftOf(chosen)))}
          value={Math.min(value.seats, people)}
          onChange={(n) => onChange({ ...value, seats: n })}
        />
      )}
    </>
  );
};

/** The departures of the day of a slot. */
const shuttlesOf = (slots: Slots | null, slotId: number | null): PublicShuttle[] => slots?.days.find((d) => d.slots.some((s) => s.id === slotId))?.shuttles ?? [];

/** The slot and the shuttle chosen together: picking a slot of another day drops a shuttle of the old day. */
const useChoice = <S extends number | null>(slot: S, seats: SeatChoice | null) => {
  const [slotId, setSlotId] = useState<S>(slot);
  const [shuttle, setShuttle] = useState<SeatChoice | null>(seats);
  const pick = (slots: Slots, id: S) => {
    if (!shuttlesOf(slots, id).some((s) => s.id === shuttle?.departure_id)) setShuttle(null);
    setSlotId(id);
  };
  return { slotId, shuttle, setShuttle, pick };
};

const Deceased = ({ lang, chosen, onChoose }: { lang: PublicLang; chosen: PublicDeceased | null; onChoose: (d: PublicDeceased | null) => void }) => {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<PublicDeceased[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (chosen)
    return (
      <div className="field">
        <span className="label">{text(lang, 'deceased')}</span>
        <div className="picked">
          <span>
            {chosen.name} <small>{chosen.place}</small>
          </span>
          <button type="button" className="link" onClick={() => onChoose(null)}>
            {text(lang, 'clear')}
          </button>
        </div>
      </div>
    );
  const search = async () => {
    try {
      setFound(await call(visitDeceased, { name: q.trim() }, lang, text(lang, 'offline')));
      setError(null);
    } catch (e) {
      setError((e as CallError).fields?.name ?? (e as Error).message);
    }
  };
  return (
    <div className="field">
      <label htmlFor="v-deceased">{text(lang, 'deceased')}</label>
      <div className="row">
        <input id="v-deceased" value={q} maxLength={40} placeholder={text(lang, 'searchHint')} onChange={(e) => setQ(e.target.value)} />
        <button type="button" className="secondary" disabled={q.trim().length < 2} onClick={() => void search()}>
          {text(lang, 'search')}
        </button>
      </div>
      {error && <small className="error">{error}</small>}
      {found && found.length === 0 && <small>{text(lang, 'noneFound')}</small>}
      {found && found.length > 0 && (
        <ul className="found">
          {found.map((d) => (
            <li key={d.id}>
              <button type="button" onClick={() => onChoose(d)}>
                {d.name} <small>{d.place}</small>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

const BookingCard = ({ lang, booking }: { lang: PublicLang; booking: PublicBooking }) => (
  <section className="card ticket" aria-live="polite">
    {booking.status === 'booked' ? (
      <>
        <Qr value={booking.code} label={`${text(lang, 'code')} ${booking.code}`} />
        <p className="code" data-testid="visit-code">
          {displayCode(booking.code)}
        </p>
        <p className="hint">{text(lang, 'showAtGate')}</p>
      </>
    ) : (
      <p className="code cancelled">{text(lang, 'cancelled')}</p>
    )}
    <dl>
      <dt>{text(lang, 'day')}</dt>
      <dd>{formatDay(booking.day, lang)}</dd>
      <dt>{text(lang, 'slot')}</dt>
      <dd>
        {booking.starts}–{booking.ends}
      </dd>
      <dt>{text(lang, 'gate')}</dt>
      <dd>{booking.gate}</dd>
      <dt>{text(lang, 'name')}</dt>
      <dd>{booking.name}</dd>
      <dt>{text(lang, 'people')}</dt>
      <dd>
        {booking.people}
        {booking.checked_in > 0 && ` · ${text(lang, 'entered', { n: booking.checked_in })}`}
      </dd>
      {booking.deceased && (
        <>
          <dt>{text(lang, 'deceased')}</dt>
          <dd>{booking.deceased}</dd>
        </>
      )}
      {booking.shuttle && (
        <>
          <dt>{text(lang, 'shuttleCard')}</dt>
          <dd data-testid="visit-booking-shuttle">
            {booking.shuttle.departs} {booking.shuttle.route} · {text(lang, 'seatsN', { n: booking.shuttle.seats })}
          </dd>
        </>
      )}
      <dt>{text(lang, 'code')}</dt>
      <dd>
        {displayCode(booking.code)} · {text(lang, booking.status === 'booked' ? 'status_booked' : 'status_cancelled')}
      </dd>
    </dl>
  </section>
);

const Book = ({ lang, onBooked }: { lang: PublicLang; onBooked: (b: PublicBooking, mobile: string) => void }) => {
  const { slots, error: loadError, reload } = useSlots(lang);
  const { slotId, shuttle, setShuttle, pick } = useChoice<number | null>(null, null);
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [people, setPeople] = useState(1);
  const [deceased, setDeceased] = useState<PublicDeceased | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const otp = useCode(lang);
  const form = useRef<HTMLFormElement>(null);
  // Each refusal: the first field in error scrolled into view and focused (a phone's form is long).
  const refused = useFocusOnRefusal(form);
  const refuse = (f: Record<string, string>, message: string | null) => {
    setFields(f);
    setError(message);
    refused();
  };
  const proven = isMobile(mobile) ? heldProof(mobile) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const f: Record<string, string> = {};
    if (slotId === null) f.slot = text(lang, 'chooseSlot');
    if (!name.trim()) f.name = text(lang, 'required');
    if (!isMobile(mobile)) f.mobile = text(lang, 'badMobile');
    else if (!proven) {
      const missing = otp.missing();
      if (missing) f.code = missing;
    }
    if (Object.keys(f).length > 0 || slotId === null) return refuse(f, null);
    const seats = seatBody(shuttle, people);
    const day = slots?.days.find((d) => d.slots.some((s) => s.id === slotId))?.day ?? '';
    // The server's rule, said at once (it checks again in the booking's transaction).
    if (shuttle && seatRefusal(Math.min(shuttle.seats, people), people, day, shuttlesOf(slots, slotId).some((s) => s.id === shuttle.departure_id) ? day : null))
      return refuse({}, text(lang, 'seatsHint'));
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const proof = proven ?? (await otp.verify(mobile)).proof;
      const b = await call(
        visitBook,
        { slot_id: slotId, name: name.trim(), mobile, proof, people, ...(deceased ? { member_id: deceased.id } : {}), ...(shuttle ? seats : {}) },
        lang,
        text(lang, 'offline'),
      );
      onBooked(b, mobile);
    } catch (err) {
      const ce = err as CallError;
      if (ce.code === 'otp_required' || ce.code === 'otp_proof_expired') dropProof(mobile);
      refuse(ce.fields ?? {}, ce.message);
      void reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
      <p className="intro">{text(lang, 'intro')}</p>
      {loadError && !slots && <p className="error" role="alert">{loadError}</p>}
      {!slots && !loadError && <p role="status">{text(lang, 'loading')}</p>}
      {slots && <SlotPicker lang={lang} slots={slots} slotId={slotId} onPick={(id) => pick(slots, id)} minLeft={people} />}
      {fields.slot && (
        <p className="error" data-error="true" tabIndex={-1}>
          {fields.slot}
        </p>
      )}
      <div className="field">
        <label htmlFor="v-name">{text(lang, 'name')}</label>
        <input id="v-name" autoComplete="name" maxLength={40} value={name} aria-invalid={!!fields.name} onChange={(e) => setName(e.target.value)} />
        {fields.name && <small className="error">{fields.name}</small>}
      </div>
      <div className="field">
        <label htmlFor="v-mobile">{text(lang, 'mobile')}</label>
        <input id="v-mobile" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} value={mobile} aria-invalid={!!fields.mobile} onChange={(e) => setMobile(e.target.value)} />
        {fields.mobile && <small className="error">{fields.mobile}</small>}
        {proven && <small className="verified">✓ {text(lang, 'verified')}</small>}
      </div>
      {!proven && <CodeField lang={lang} state={otp} mobile={mobile} error={fields.code} onError={refuse} />}
      <People lang={lang} value={people} onChange={setPeople} />
      <Shuttle lang={lang} shuttles={shuttlesOf(slots, slotId)} people={people} value={shuttle} onChange={setShuttle} />
      <Deceased lang={lang} chosen={deceased} onChoose={setDeceased} />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
        {busy ? text(lang, 'booking') : text(lang, 'book')}
      </button>
      <p className="manage">
        <a href={`${VISIT_PAGE}/find`}>{text(lang, 'manage')}</a>
      </p>
    </form>
  );
};

const Manage = ({ lang, initial }: { lang: PublicLang; initial: { code: string; booking?: PublicBooking; mobile?: string } }) => {
  const [code, setCode] = useState(initial.code);
  const [mobile, setMobile] = useState(initial.mobile ?? '');
  const [booking, setBooking] = useState<PublicBooking | null>(initial.booking ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<string | null>(initial.booking ? text(lang, 'done') : null);
  // Changing and cancelling need the mobile's proof: what the family asked for waits for its code.
  const [pending, setPending] = useState<'change' | 'cancel' | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const otp = useCode(lang);
  const page = useRef<HTMLDivElement>(null);
  const refused = useFocusOnRefusal(page);

  const run = async (path: 'find' | 'change' | 'cancel', body: { slot_id?: number; people?: number; departure_id?: number | null; seats?: number }, after?: TextKey) => {
    setBusy(true);
    setError(null);
    try {
      const proof = path === 'find' ? undefined : heldProof(mobile);
      const who = { code: normaliseCode(code), ...(proof ? { proof } : { mobile }) };
      const offline = text(lang, 'offline');
      setBooking(
        path === 'change'
          ? await call(visitChange, { ...who, slot_id: body.slot_id ?? 0, people: body.people ?? 0, ...body }, lang, offline)
          : await call(path === 'find' ? visitFind : visitCancel, who, lang, offline),
      );
      setNote(after ? text(lang, after) : null);
      setChanging(false);
      setConfirming(false);
    } catch (e) {
      const ce = e as CallError;
      if (ce.code === 'otp_required' || ce.code === 'otp_proof_expired') {
        dropProof(mobile);
        setChanging(false);
        setConfirming(false);
        setPending(path === 'cancel' ? 'cancel' : 'change');
      }
      setError(ce.message);
      refused();
    } finally {
      setBusy(false);
    }
  };
  /** Open the change form or the cancel confirmation, once the mobile is proven. */
  const proceed = (what: 'change' | 'cancel') => {
    setError(null);
    if (!heldProof(mobile)) return setPending(what);
    setPending(null);
    if (what === 'change') setChanging(true);
    else setConfirming(true);
  };
  const confirmCode = async () => {
    const missing = otp.missing();
    if (missing) {
      setCodeError(missing);
      return refused();
    }
    setBusy(true);
    try {
      await otp.verify(mobile);
      setCodeError(undefined);
      setError(null);
      if (pending) proceed(pending);
    } catch (e) {
      const ce = e as CallError;
      setCodeError(ce.fields?.code ?? ce.message);
      refused();
    } finally {
      setBusy(false);
    }
  };

  if (!booking)
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!isBookingCode(normaliseCode(code)) || !isMobile(mobile)) return setError(text(lang, isMobile(mobile) ? 'required' : 'badMobile'));
          void run('find', {});
        }}
        noValidate
      >
        <h2>{text(lang, 'manage')}</h2>
        <div className="field">
          <label htmlFor="v-code">{text(lang, 'code')}</label>
          <input id="v-code" autoCapitalize="characters" autoComplete="off" maxLength={20} value={code} onChange={(e) => setCode(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="v-mobile">{text(lang, 'mobile')}</label>
          <input id="v-mobile" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} value={mobile} onChange={(e) => setMobile(e.target.value)} />
        </div>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
          {text(lang, 'find')}
        </button>
        <p className="manage">
          <a href="/visit">{text(lang, 'back')}</a>
        </p>
      </form>
    );

  const open = booking.status === 'booked' && booking.checked_in === 0;
  return (
    <div ref={page}>
      {note && (
        <p className="ok" role="status">
          {note}
        </p>
      )}
      {note === text(lang, 'done') && <p className="hint">{text(lang, 'saveHint')}</p>}
      <BookingCard lang={lang} booking={booking} />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {open && !changing && !confirming && !pending && (
        <div className="actions">
          <button type="button" className="secondary" onClick={() => proceed('change')}>
            {text(lang, 'change')}
          </button>
          <button type="button" className="danger" onClick={() => proceed('cancel')}>
            {text(lang, 'cancel')}
          </button>
        </div>
      )}
      {open && pending && (
        <section className="card" aria-label={text(lang, 'verifyFirst')}>
          <p className="hint">{text(lang, 'verifyFirst')}</p>
          <CodeField
            lang={lang}
            state={otp}
            mobile={mobile}
            error={codeError}
            onError={(f, message) => {
              setCodeError(f.code ?? f.mobile ?? message ?? undefined);
              if (f.code || f.mobile || message) refused();
            }}
          />
          <div className="actions">
            <button type="button" className="secondary" onClick={() => setPending(null)}>
              {text(lang, 'keep')}
            </button>
            <button type="button" className="primary inline" disabled={busy} aria-busy={busy} onClick={() => void confirmCode()}>
              {text(lang, 'confirm')}
            </button>
          </div>
        </section>
      )}
      {confirming && (
        <div className="card confirm" role="alertdialog" aria-label={text(lang, 'cancel')}>
          <p>{text(lang, 'confirmCancel')}</p>
          <div className="actions">
            <button type="button" className="secondary" onClick={() => setConfirming(false)} autoFocus>
              {text(lang, 'keep')}
            </button>
            <button type="button" className="danger" disabled={busy} onClick={() => void run('cancel', {}, 'cancelled')}>
              {text(lang, 'yesCancel')}
            </button>
          </div>
        </div>
      )}
      {changing && <Change lang={lang} booking={booking} busy={busy} onSave={(slot_id, people, seats) => void run('change', { slot_id, people, ...seats }, 'changed')} />}
      <p className="manage">
        <a href="/visit">{text(lang, 'back')}</a>
      </p>
    </div>
  );
};

const Change = ({
  lang,
  booking,
  busy,
  onSave,
}: {
  lang: PublicLang;
  booking: PublicBooking;
  busy: boolean;
  onSave: (slotId: number, people: number, seats: ReturnType<typeof seatBody>) => void;
}) => {
  const { slots } = useSlots(lang);
  const own = booking.shuttle ? { departure_id: booking.shuttle.departure_id, seats: booking.shuttle.seats } : null;
  const { slotId, shuttle, setShuttle, pick } = useChoice<number>(booking.slot_id, own);
  const [people, setPeople] = useState(booking.people);
  return (
    <section className="card">
      {slots ? <SlotPicker lang={lang} slots={slots} slotId={slotId} onPick={(id) => pick(slots, id)} /> : <p role="status">{text(lang, 'loading')}</p>}
      <People lang={lang} value={people} onChange={setPeople} />
      <Shuttle lang={lang} shuttles={shuttlesOf(slots, slotId)} people={people} value={shuttle} own={own} onChange={setShuttle} />
      <button type="button" className="primary" disabled={busy} aria-busy={busy} onClick={() => onSave(slotId, people, seatBody(shuttle, people))}>
        {text(lang, 'saveChange')}
      </button>
    </section>
  );
};

export const VisitApp = () => {
  const [lang, setLang] = useState<PublicLang>(initialLang);
  const [path, setPath] = useState(() => codeInPath());
  const [booked, setBooked] = useState<{ booking: PublicBooking; mobile: string } | null>(null);
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : lang;
    document.title = text(lang, 'title');
    localStorage.setItem('visit-lang', lang);
  }, [lang]);
  useEffect(() => {
    const onPop = () => setPath(codeInPath());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const onBooked = (booking: PublicBooking, mobile: string) => {
    // The code alone goes into the address (nothing personal): the page can be bookmarked.
    window.history.pushState(null, '', `${VISIT_PAGE}/${booking.code}`);
    setBooked({ booking, mobile });
    setPath(booking.code);
    window.scrollTo(0, 0);
  };
  const initial = useMemo(() => (booked ? { code: booked.booking.code, booking: booked.booking, mobile: booked.mobile } : { code: path ?? '' }), [booked, path]);
  return (
    <main>
      <header>
        <h1>{text(lang, 'title')}</h1>
        <nav className="langs" aria-label="Language">
          {PUBLIC_LANGS.map((l) => (
            <button key={l.lang} type="button" lang={l.lang} aria-pressed={l.lang === lang} className={l.lang === lang ? 'on' : ''} onClick={() => setLang(l.lang)}>
              {l.name}
            </button>
          ))}
        </nav>
      </header>
      {path === null ? <Book lang={lang} onBooked={onBooked} /> : <Manage key={initial.code + String(!!booked)} lang={lang} initial={initial} />}
    </main>
  );
};
