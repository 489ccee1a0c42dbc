/**
 * The reminder letter (/print/reminder): one A4 sheet per holder, with the cemetery's header,
 * the plot, the end of the term, its state today, and what renewing for the suggested years
 * costs (figures and capital numerals), by the same rules as the renewal (src/config/terms.ts).
 */
import { localDay } from '../../../config/dates';
import { toCents } from '../../../config/orderMoney';
import { TERM_STATE, minPeriodsFor, renewalQuote, termState, type TermPolicy } from '../../../config/terms';
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

/** The years a letter suggests: the fewest that reach today, at least the discount's threshold when there is one. */
const suggestedYears = (term: ReminderTerm, today: string, policy: TermPolicy): number => {
  const least = minPeriodsFor(term, today);
  return policy.discountPercent > 0 ? Math.max(least, policy.discountMinPeriods) : Math.max(least, 1);
};

export const ReminderDocument = ({ terms, header, lang, policy }: { terms: readonly ReminderTerm[]; header: CemeteryHeader; lang: Lang; policy: TermPolicy }) => {
  const t = docTexts(lang);
  const r = REMINDER_TEXTS[lang];
  const today = localDay();
  return (
    <DocRoot lang={lang}>
      {terms.map((term) => {
        const until = String(term.paid_until ?? '').slice(0, 10);
        const state = termState(until, today, policy);
        const stateLabel = TERM_STATE.find((s) => s.value === state)?.label[lang] ?? state;
        const years = suggestedYears(term, today, policy);
        const quote = renewalQuote(term, toCents(term.yearly_fee), years, policy);
        const plot = String((term.burialslot as { code?: unknown } | undefined)?.code ?? '');
        return (
          <Sheet key={term.id}>
            <DocHeader header={header} title={r.title} t={t} right={`${r.date}: ${formatDate(today, lang)}`} />
            <div className="pd-letter" data-testid="reminder-letter" style={{ lineHeight: 2, fontSize: '1.05em' }}>
              <p>{r.dear(String(term.holder_name ?? ''))}</p>
              <p style={{ textIndent: '2em' }}>{r.body({ plot, until: formatDate(until, lang), fee: formatMoney(term.yearly_fee as string) })}</p>
              <p style={{ textIndent: '2em' }}>{r.late({ state: stateLabel })}</p>
              <p style={{ textIndent: '2em' }} data-testid="reminder-amount">
                {r.ask({ years, amount: formatMoney(quote.amount / 100), words: capitalFromCents(BigInt(quote.amount)) })}
              </p>
              <p style={{ textIndent: '2em' }}>{r.ignore}</p>
              <p style={{ textIndent: '2em' }}>{r.contact(header.phone)}</p>
            </div>
            <table className="pd-table">
              <tbody>
                <tr>
                  <th scope="row">{r.holder}</th>
                  <td>{String(term.holder_name ?? '')}</td>
                  <th scope="row">{r.plot}</th>
                  <td>{plot}</td>
                </tr>
                <tr>
                  <th scope="row">{r.until}</th>
                  <td>{formatDate(until, lang)}</td>
                  <th scope="row">{r.fee}</th>
                  <td>{formatMoney(term.yearly_fee as string)}</td>
                </tr>
              </tbody>
            </table>
            <Signatures header={header} parties={[{ title: header.name, lines: [{ label: r.date, value: formatDate(today, lang) }], seal: true }]} />
          </Sheet>
        );
      })}
    </DocRoot>
  );
};
