/** A term's state (current, due soon, overdue, in grace, lapsed) on today's date, by the shared rule, as a coloured chip. */
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { localDay } from '../../config/dates';
import { TERM_STATE, termState } from '../../rules/terms';
import { useTermPolicy } from './useTermPolicy';

export const TermStateChip = ({ term }: { term?: { paid_until?: unknown; status?: unknown } }) => {
  const record = useRecordContext();
  const t = term ?? record;
  const translate = useTranslate();
  const policy = useTermPolicy();
  if (!t || typeof t.paid_until !== 'string') return null;
  if (t.status === 'closed') return <Chip size="small" label={translate('terms.panel.closed')} />;
  const state = termState(t.paid_until.slice(0, 10), localDay(), policy);
  const color = TERM_STATE.find((s) => s.value === state)?.color;
  return (
    <Chip
      size="small"
      label={translate(`terms.states.${state}`)}
      data-testid="term-state"
      data-state={state}
      sx={{ bgcolor: color, color: '#fff', fontWeight: 500 }}
    />
  );
};
