/**
 * The due and overdue list's quick filters: all due and overdue (ending within the window or
 * already ended), one computed state (due soon, overdue, in grace, lapsed, current), or the
 * closed terms. Each state sets the range of "paid until" the shared rule gives it on today's
 * date (stateRange), so the server filters, pages and exports exactly that; the stored status
 * (always "active" while the order stands) is not offered as a filter of its own.
 */
import { Chip, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { stateRange, type TermPolicy, type TermState } from '../../rules/terms';
import { addDays } from '../../config/days';
import { localDay } from '../../config/dates';

type Choice = 'all' | TermState | 'closed';
const CHOICES: readonly Choice[] = ['all', 'due_soon', 'overdue', 'in_grace', 'lapsed', 'current', 'closed'];

/** The filter of a choice: the paid_until range of active terms, or the closed ones. */
export const termFilter = (choice: Choice, policy: TermPolicy, today = localDay()): Record<string, string> => {
  if (choice === 'closed') return { status: 'closed' };
  const range = choice === 'all' ? { to: addDays(today, policy.windowDays) } : stateRange(choice, today, policy);
  return { status: 'active', ...(range.from ? { paid_until_gte: range.from } : {}), ...(range.to ? { paid_until_lte: range.to } : {}) };
};

export const TermFilterChips = ({ policy }: { policy: TermPolicy }) => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const same = (f: Record<string, string>) =>
    f.status === filterValues.status && f.paid_until_gte === filterValues.paid_until_gte && f.paid_until_lte === filterValues.paid_until_lte;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ px: { xs: 1, sm: 2 }, pt: 1 }} role="group" aria-label={translate('terms.state')}>
      {CHOICES.map((c) => {
        const f = termFilter(c, policy);
        const on = same(f);
        return (
          <Chip
            key={c}
            label={translate(`terms.states.${c}`)}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            data-testid={`term-filter-${c}`}
            onClick={() => {
              const rest = Object.fromEntries(Object.entries(filterValues).filter(([k]) => k !== 'paid_until_gte' && k !== 'paid_until_lte' && k !== 'status'));
              setFilters({ ...rest, ...f }, displayedFilters);
            }}
          />
        );
      })}
    </Stack>
  );
};
