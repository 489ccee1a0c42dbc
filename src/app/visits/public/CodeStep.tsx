/**
 * The mobile's one-time code on the public booking page (docs/visits.md "Verifying the mobile"):
 * "Get code" sends it (src/server/visits/routes.ts send_code), the button counts down to when a
 * new one may be asked for, and `verify` turns the typed code into the mobile's proof, kept by
 * the tab (./proof.ts).
 */
import { useEffect, useState, type RefObject } from 'react';
import { isOneTimeCode, normaliseOneTimeCode, ONE_TIME_CODE } from '../../../rules/messaging';
import { isMobile } from '../../../rules/visits';
import { visitSendCode, visitVerifyCode } from '../../../protocol/contracts/visits';
import { CallError, call } from './api';
import { keepProof, maskMobile, type HeldProof } from './proof';
import { text, type PublicLang } from './text';

export interface CodeState {
  challenge: string | null;
  sentTo: string | null;
  code: string;
  setCode: (code: string) => void;
  /** Seconds until a new code may be asked for. */
  wait: number;
  sending: boolean;
  /** Send a code to `mobile`; rejects with the server's refusal (CallError). */
  send: (mobile: string) => Promise<void>;
  /** The code typed, as the mobile's proof (kept); rejects with the refusal. */
  verify: (mobile: string) => Promise<HeldProof>;
  /** What is missing before `verify` (a code to ask for, or to type), as a message; null when ready. */
  missing: () => string | null;
}

export const useCode = (lang: PublicLang): CodeState => {
  const [challenge, setChallenge] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [resendAt]);
  return {
    challenge,
    sentTo,
    code,
    setCode: (c) => setCode(normaliseOneTimeCode(c).replace(/\D/g, '').slice(0, ONE_TIME_CODE.digits)),
    wait: Math.max(0, Math.ceil((resendAt - now) / 1000)),
    sending,
    send: async (mobile) => {
      setSending(true);
      try {
        const sent = await call(visitSendCode, { mobile }, lang, text(lang, 'offline'));
        setChallenge(sent.challenge);
        setSentTo(mobile);
        setCode('');
        setNow(Date.now());
        setResendAt(Date.now() + sent.resend_after * 1000);
      } catch (e) {
        // Told to wait: the countdown shows how long.
        if (e instanceof CallError && e.code === 'otp_resend_wait') setResendAt(Date.now() + ONE_TIME_CODE.resendSeconds * 1000);
        throw e;
      } finally {
        setSending(false);
      }
    },
    verify: async (mobile) => {
      const proof = await call(visitVerifyCode, { mobile, challenge, code }, lang, text(lang, 'offline'));
      keepProof(proof);
      return proof;
    },
    missing: () => (challenge === null ? text(lang, 'needCode') : isOneTimeCode(code) ? null : text(lang, 'badCode')),
  };
};

/** The code's input with its Get code / countdown button, the note of where it went, and its error. */
export const CodeField = ({ lang, state, mobile, error, onError }: { lang: PublicLang; state: CodeState; mobile: string; error?: string; onError: (fields: Record<string, string>, message: string | null) => void }) => {
  const ask = async () => {
    if (!isMobile(mobile)) return onError({ mobile: text(lang, 'badMobile') }, null);
    try {
      await state.send(mobile);
      onError({}, null);
    } catch (e) {
      const ce = e as CallError;
      onError(ce.fields ?? {}, Object.keys(ce.fields ?? {}).length > 0 ? null : ce.message);
    }
  };
  const label = state.sending ? text(lang, 'sending') : state.wait > 0 ? text(lang, 'resendIn', { s: state.wait }) : state.challenge ? text(lang, 'resend') : text(lang, 'getCode');
  return (
    <div className="field">
      <label htmlFor="v-otp">{text(lang, 'codeLabel')}</label>
      <div className="row">
        <input
          id="v-otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={ONE_TIME_CODE.digits}
          value={state.code}
          aria-invalid={!!error}
          aria-describedby="v-otp-note"
          onChange={(e) => state.setCode(e.target.value)}
          data-testid="visit-otp"
        />
        <button type="button" className="secondary nowrap" disabled={state.sending || state.wait > 0} aria-busy={state.sending} onClick={() => void ask()} data-testid="visit-get-code">
          {label}
        </button>
      </div>
      <small id="v-otp-note">{state.sentTo ? text(lang, 'codeSent', { mobile: maskMobile(state.sentTo) }) : text(lang, 'needCode')}</small>
      {error && <small className="error">{error}</small>}
    </div>
  );
};

/** After a refusal, the first field in error (or the page's alert) scrolled into view and focused: on a phone it may be far above the button. */
export const focusFirstError = (root: HTMLElement | null): void => {
  const el = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error="true"], [role="alert"]');
  if (!el) return;
  el.scrollIntoView({ block: 'center' });
  // An input takes the keyboard; the slot's message (tabIndex -1) takes the focus so a screen reader reads it.
  if (el instanceof HTMLInputElement || el.hasAttribute('tabindex')) el.focus({ preventScroll: true });
};

/** `refused()` after each refusal: once rendered, the first error under `root` is focused (focusFirstError). */
export const useFocusOnRefusal = (root: RefObject<HTMLElement | null>): (() => void) => {
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstError(root.current);
  }, [refusals, root]);
  return () => setRefusals((n) => n + 1);
};
