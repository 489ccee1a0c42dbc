/**
 * The due and overdue list (/contract/termList, /contract/termList_outside): the config's list
 * of the channel's terms, opened on every term due within the window or already ended, with
 * quick filters per state, the area, the yearly fee and the end date as filters, CSV export,
 * and on each row its state, Renew and its reminder letter. The toolbar prints the reminder
 * letters of the whole filtered list. Plots' management terms and niches' storage terms side by
 * side (the Kind column and filter); a storage term renews through its deposit (TermRenew).
 */
import ContactMail from '@mui/icons-material/ContactMail';
import { Button } from '@mui/material';
import Sms from '@mui/icons-material/Sms';
import { useState, type ComponentType } from 'react';
import { useListContext, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { queueReminders } from '../../protocol/contracts/terms';
import { call } from '../providers/call';
import { useNavigate } from 'react-router-dom';
import { ConfigList } from '../builders/list/ConfigList';
import { TermRenew } from './TermRenew';
import { TermFilterChips, termFilter } from './TermFilterChips';
import { TermStateChip } from './TermStateChip';
import { useTermPolicy } from './useTermPolicy';

const ReminderButton = () => {
  const term = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!term) return null;
  return (
    <Button size="small" onClick={() => navigate(`/print/reminder?terms=${term.id}`)} disabled={term.do_not_contact === true} data-testid="term-reminder">
      {translate('terms.reminder.button')}
    </Button>
  );
};

/** The filtered list's letters: the filter travels in the URL, the page asks the server for the rows. */
const BatchReminders = () => {
  const { filterValues, total } = useListContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button
      size="small"
      startIcon={<ContactMail />}
      disabled={!total}
      onClick={() => navigate(`/print/reminder?filter=${encodeURIComponent(JSON.stringify(filterValues))}`)}
      data-testid="term-reminders-batch"
    >
      {translate('terms.reminder.batch')}
    </Button>
  );
};


/** Queue and send the reminders of the rows on this page (the server skips who may not be contacted or prefers a letter). */
const SendReminders = () => {
  const { data } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const ids = (data ?? []).map((t) => Number(t.id));
  const send = async () => {
    setPending(true);
    try {
      const r = await call(queueReminders, { ids });
      notify(translate('terms.send.done', { queued: r.queued, sent: r.sent, failed: r.failed, dnc: r.do_not_contact, letter: r.by_letter }), { type: r.failed > 0 ? 'warning' : 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button size="small" startIcon={<Sms />} disabled={ids.length === 0 || pending} onClick={send} data-testid="term-send-reminders">
      {translate('terms.send.button')}
    </Button>
  );
};

/** `storageRenew`: Renew on a niche's storage row, plugged in by the columbarium. */
export const TermList = ({ storageRenew }: { storageRenew?: ComponentType }) => {
  const policy = useTermPolicy();
  return (
    <ConfigList
      filterDefaultValues={termFilter('all', policy)}
      top={<TermFilterChips policy={policy} />}
      toolbar={
        <>
          <SendReminders />
          <BatchReminders />
        </>
      }
      rowActions={
        <>
          <TermStateChip />
          <TermRenew storageRenew={storageRenew} />
          <ReminderButton />
        </>
      }
    />
  );
};
