/**
 * The signed-in user's secret calendar feed (docs/work.md "Calendar feed"): make its address
 * (shown once, since the server keeps only a hash), make a new one, or turn it off; both ask
 * first, since the old address stops working at once.
 */
import EventAvailable from '@mui/icons-material/EventAvailable';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { feedRevoke, feedStatus, feedToken, type FeedState } from '../../../protocol/contracts/work';
import { call } from '../../providers/call';
import { apiBase } from '../../providers/http';

/** The feed's full address: on the API's host (which may be another origin). */
const feedUrl = (path: string): string => new URL(path, new URL(apiBase(), window.location.href)).href;

export const FeedButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<FeedState | undefined>();
  const [pending, setPending] = useState(false);
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | undefined>();

  useEffect(() => {
    if (!open) return;
    call(feedStatus, {})
      .then(setState)
      .catch((e: Error) => notify(e.message, { type: 'error' }));
  }, [open, notify]);

  const run = async (which: 'feed_token' | 'feed_revoke') => {
    setPending(true);
    setConfirm(undefined);
    try {
      const next = await call(which === 'feed_token' ? feedToken : feedRevoke, {});
      setState(next);
      if (which === 'feed_revoke') notify('work_calendar.feed.revoked', { type: 'info' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const url = state?.path ? feedUrl(state.path) : undefined;
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<EventAvailable />} onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {translate('work_calendar.feed.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="feed-title">
        <DialogTitle id="feed-title">{translate('work_calendar.feed.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">{translate('work_calendar.feed.intro')}</Typography>
            {state && !url && <Alert severity={state.active ? 'success' : 'info'}>{translate(state.active ? 'work_calendar.feed.active' : 'work_calendar.feed.inactive')}</Alert>}
            {url && (
              <Stack direction="row" spacing={1} alignItems="center">
                <TextField size="small" fullWidth label={translate('work_calendar.feed.url')} value={url} slotProps={{ htmlInput: { readOnly: true, name: 'feed_url' } }} onFocus={(e) => e.target.select()} />
                <Button
                  onClick={() => {
                    void navigator.clipboard?.writeText(url).then(() => notify('work_calendar.feed.copied', { type: 'info' }));
                  }}
                >
                  {translate('work_calendar.feed.copy')}
                </Button>
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {state?.active && (
            <Button color="error" disabled={pending} onClick={() => setConfirm('revoke')}>
              {translate('work_calendar.feed.revoke')}
            </Button>
          )}
          <Button onClick={() => setOpen(false)}>{translate('work_calendar.close')}</Button>
          <Button variant="contained" disabled={pending || !state} loading={pending} onClick={() => (state?.active ? setConfirm('regenerate') : void run('feed_token'))}>
            {translate(state?.active ? 'work_calendar.feed.regenerate' : 'work_calendar.feed.create')}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={confirm !== undefined}
        title={translate(confirm === 'revoke' ? 'work_calendar.feed.revoke' : 'work_calendar.feed.regenerate')}
        content={translate(confirm === 'revoke' ? 'work_calendar.feed.revoke_confirm' : 'work_calendar.feed.regenerate_confirm')}
        onConfirm={() => void run(confirm === 'revoke' ? 'feed_revoke' : 'feed_token')}
        onClose={() => setConfirm(undefined)}
      />
    </>
  );
};
