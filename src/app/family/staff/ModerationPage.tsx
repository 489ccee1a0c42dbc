/**
 * The staff's families page (/memorial/moderation, docs/families.md "For staff"): the family
 * accounts of the caller's channel waiting for confirmation (the names on the records beside
 * the mobile, to compare with the person at the desk or on the phone), the memorial messages
 * waiting for review, and the families' latest decisions on inscription proofs (which version,
 * approved or returned, by which mobile, when). Managers (levels 2, 4, 5, 6); the server checks
 * the level and the channel on every call. Cards on a phone, in columns on a wide screen.
 */
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDayTime } from '../../../config/dates';
import { familyDecide, familyQueue, tributeDecide } from '../../../protocol/contracts/family';
import type { FamilyLinkRow, MemorialTributeRow, ProofDecisionRow } from '../../../protocol/family';
import { useLang } from '../../format/lang';
import { useInlineCall } from '../../kit/useServerAction';
import { call } from '../../providers/call';

type Queue = { links: FamilyLinkRow[]; messages: MemorialTributeRow[]; decisions: ProofDecisionRow[] };

/** A card's two answers (confirm or refuse an account, show or hide a message), or what was decided. */
const Decision = ({ done, busy, yes, no, decide }: { done: string | undefined; busy: boolean; yes: string; no: string; decide: (yes: boolean) => void }) => (
  <CardActions>
    {done ? (
      <Chip label={done} size="small" />
    ) : (
      <>
        <Button variant="contained" size="small" disabled={busy} onClick={() => decide(true)}>
          {yes}
        </Button>
        <Button size="small" color="inherit" disabled={busy} onClick={() => decide(false)}>
          {no}
        </Button>
      </>
    )}
  </CardActions>
);

export const ModerationPage = () => {
  const translate = useTranslate();
  const lang = useLang();
  const [queue, setQueue] = useState<Queue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Record<string, string>>({});
  const { busy, failure, attempt } = useInlineCall<string>();
  const load = useCallback(async () => {
    try {
      setQueue(await call(familyQueue, {}));
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const decideLink = async (row: FamilyLinkRow, confirm: boolean) => {
    const after = await attempt(`link:${row.id}`, () => call(familyDecide, { id: row.id, confirm }));
    if (after) setDone((d) => ({ ...d, [`link:${row.id}`]: translate(confirm ? 'families.confirmed' : 'families.refused') }));
  };
  const decideMessage = async (row: MemorialTributeRow, show: boolean) => {
    const after = await attempt(`msg:${row.id}`, () => call(tributeDecide, { id: row.id, show }));
    if (after) setDone((d) => ({ ...d, [`msg:${row.id}`]: translate(show ? 'families.shown' : 'families.hidden') }));
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('families.title')}
        </Typography>
        <Button onClick={() => void load()}>{translate('families.reload')}</Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('families.intro')}
      </Typography>
      {error && <Alert severity="error">{translate('families.load_error', { error })}</Alert>}
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {failure}
        </Alert>
      )}
      {!queue && !error && <CircularProgress size={24} />}
      {queue && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' }, gap: 2, alignItems: 'start' }}>
          <section aria-labelledby="fam-accounts">
            <Typography id="fam-accounts" variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('families.accounts')} ({queue.links.length})
            </Typography>
            {queue.links.length === 0 && <Typography color="text.secondary">{translate('families.none_accounts')}</Typography>}
            <Stack spacing={1}>
              {queue.links.map((l) => (
                <Card key={l.id} variant="outlined" data-testid="family-link">
                  <CardContent sx={{ pb: 0 }}>
                    <Typography variant="subtitle1" component="p">
                      <b>{l.mobile}</b>
                    </Typography>
                    <Typography variant="body2">
                      {translate('families.names')}: {l.names || '—'}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate('families.records')}: {l.records || '—'}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {translate('families.since')}: {formatDayTime(l.created_at, lang)}
                    </Typography>
                  </CardContent>
                  <Decision done={done[`link:${l.id}`]} busy={busy !== undefined} yes={translate('families.confirm')} no={translate('families.refuse')} decide={(yes) => void decideLink(l, yes)} />
                </Card>
              ))}
            </Stack>
          </section>
          <section aria-labelledby="fam-messages">
            <Typography id="fam-messages" variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('families.messages')} ({queue.messages.length})
            </Typography>
            {queue.messages.length === 0 && <Typography color="text.secondary">{translate('families.none_messages')}</Typography>}
            <Stack spacing={1}>
              {queue.messages.map((m) => (
                <Card key={m.id} variant="outlined" data-testid="memorial-message">
                  <CardContent sx={{ pb: 0 }}>
                    <Typography variant="body2" color="text.secondary">
                      {translate('families.deceased')}: {m.deceased} · {formatDayTime(m.created_at, lang)}
                      {m.reports > 0 ? ` · ${translate('families.reports', { n: m.reports })}` : ''}
                    </Typography>
                    <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {m.message}
                    </Typography>
                  </CardContent>
                  <Decision done={done[`msg:${m.id}`]} busy={busy !== undefined} yes={translate('families.show')} no={translate('families.hide')} decide={(yes) => void decideMessage(m, yes)} />
                </Card>
              ))}
            </Stack>
          </section>
          <section aria-labelledby="fam-decisions">
            <Typography id="fam-decisions" variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('families.decisions')}
            </Typography>
            {queue.decisions.length === 0 && <Typography color="text.secondary">{translate('families.none_decisions')}</Typography>}
            <Stack spacing={1}>
              {queue.decisions.map((d) => (
                <Card key={d.id} variant="outlined" data-testid="proof-decision">
                  <CardContent>
                    <Typography variant="body1">
                      <Chip size="small" color={d.decision === 'approved' ? 'success' : 'warning'} label={translate(`families.${d.decision}`)} sx={{ mr: 1 }} />
                      {translate('families.decision_line', { work: d.work_no, version: d.version })}
                    </Typography>
                    {d.comment && (
                      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {d.comment}
                      </Typography>
                    )}
                    <Typography variant="caption" color="text.secondary">
                      {translate('families.by', { mobile: d.mobile, at: formatDayTime(d.at, lang) })}
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Stack>
          </section>
        </Box>
      )}
    </Box>
  );
};
