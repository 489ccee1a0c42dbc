/**
 * The reminder letter (/print/reminder): one A4 sheet per holder, with the cemetery's header,
 * the plot, the end of the term, its state today, and what renewing for the suggested years
 * costs (figures and capital numerals), by the same rules as the renewal (src/rules/terms.ts).
 */
import { termRenewalQuote } from '../../../rules/columbarium';
import { localDay } from '../../../config/dates';
import { TERM_STATE, letterLang, minPeriodsFor, termState, type TermPolicy } from '../../../rules/terms';
import type { Lang } from '../../../config/types';
import type { CemeteryHeader } from '../data/models';
import { DocHeader } from './parts/DocHeader';
import { DocRoot, Sheet } from './parts/DocRoot';
import { Signatures } from './parts/Signatures';
import { formatDate } from '../format/formatDate';
import { docTexts } from '../i18n';
import { capitalFromCents } from '../money/chineseCapital';
import { formatMoney } from '../money/formatMoney';
import { REMINDER_TEXTS } from './reminderTexts';

export type ReminderTerm = Record<string, unknown> & { id: number };

/** The periods a letter suggests: the fewest that reach today, for a plot at least the discount's threshold when there is one. */
const suggestedPeriods = (term: ReminderTerm, today: string, policy: TermPolicy): number => {
  const least = minPeriodsFor(term, today);
  return term.kind !== 'storage' && policy.discountPercent > 0 ? Math.max(least, policy.discountMinPeriods) : least;
};

/** The place a term is for: the plot's code, or the niche's. */
const placeOf = (term: ReminderTerm): string => String(((term.kind === 'storage' ? term.niche : term.burialslot) as { code?: unknown } | undefined)?.code ?? '');

/** `lang`: the language chosen on the print page; a holder with a letter language of their own gets that one. */
export const ReminderDocument = ({ terms, header, lang, policy }: { terms: readonly ReminderTerm[]; header: CemeteryHeader; lang: Lang; policy: TermPolicy }) => {
  const today = localDay();
  return (
    <DocRoot lang={lang}>
      {terms.map((term) => {
        const own = letterLang(term, lang);
        const t = docTexts(own);
        const r = REMINDER_TEXTS[own];
        const storage = term.kind === 'storage';
        const until = String(term.paid_until ?? '').slice(0, 10);
        const state = termState(until, today, policy);
        const stateLabel = TERM_STATE.find((s) => s.value === state)?.label[own] ?? state;
        const periods = suggestedPeriods(term, today, policy);
        const quote = termRenewalQuote(term, periods, policy);
        const place = placeOf(term);
        const fee = formatMoney(term.yearly_fee as string);
        const amount = { amount: formatMoney(quote.amount / 100), words: capitalFromCents(BigInt(quote.amount)) };
        const deceased = String((term.deposit as { deceased_name?: unknown } | undefined)?.deceased_name ?? '');
        return (
          <Sheet key={term.id}>
            <div lang={own} data-letter-lang={own} data-testid="reminder-sheet">
              <DocHeader header={header} title={storage ? r.storage.title : r.title} t={t} right={[r.date, formatDate(today, own)]} />
              <div className="pd-letter" data-testid="reminder-letter" style={{ lineHeight: 2, fontSize: '1.05em' }}>
                <p>{r.dear(String(term.holder_name ?? ''))}</p>
                <p style={{ textIndent: '2em' }}>
                  {storage ? r.storage.body({ niche: place, deceased, until: formatDate(until, own), fee }) : r.body({ plot: place, until: formatDate(until, own), fee })}
                </p>
                <p style={{ textIndent: '2em' }}>{storage ? r.storage.late({ state: stateLabel }) : r.late({ state: stateLabel })}</p>
                <p style={{ textIndent: '2em' }} data-testid="reminder-amount">
                  {storage ? r.storage.ask({ periods, monthly: term.unit === 'month', ...amount }) : r.ask({ years: periods, ...amount })}
                </p>
                <p style={{ textIndent: '2em' }}>{r.ignore}</p>
                <p style={{ textIndent: '2em' }}>{r.contact(header.phone)}</p>
              </div>
              <table className="pd-table">
                <tbody>
                  <tr>
                    <th scope="row">{r.holder}</th>
                    <td>{String(term.holder_name ?? '')}</td>
                    <th scope="row">{storage ? r.storage.niche : r.plot}</th>
                    <td>{place}</td>
                  </tr>
                  <tr>
                    <th scope="row">{r.until}</th>
                    <td>{formatDate(until, own)}</td>
                    <th scope="row">{storage ? r.storage.fee : r.fee}</th>
                    <td>{fee}</td>
                  </tr>
                </tbody>
              </table>
              <Signatures header={header} parties={[{ title: header.name, lines: [{ label: r.date, value: formatDate(today, own) }], seal: true }]} />
            </div>
          </Sheet>
        );
      })}
    </DocRoot>
  );
};
