/**
 * The wall screen's display address in the settings (docs/visits.md "The data screen"): make it
 * (shown once, since the server keeps only a hash), make a new one, or revoke it; both ask
 * first, since a screen using the old address stops at once.
 */
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { screenRevoke, screenStatus, screenToken, type ScreenTokenState } from '../../protocol/contracts/visits';
import { call } from '../providers/call';

/** The screen's address with its token (the screen page is served beside the staff app). */
const screenUrl = (token: string): string => new URL(`/screen?token=${encodeURIComponent(token)}`, window.location.href).href;

export const ScreenTokenPanel = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [state, setState] = useState<ScreenTokenState | undefined>();
  const [pending, setPending] = useState(false);
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | undefined>();

  useEffect(() => {
    call(screenStatus, {})
      .then(setState)
      .catch((e: Error) => notify(e.message, { type: 'error' }));
  }, [notify]);

  const run = async (which: 'screen_token' | 'screen_revoke') => {
    setPending(true);
    setConfirm(undefined);
    try {
      setState(await call(which === 'screen_token' ? screenToken : screenRevoke, {}));
      if (which === 'screen_revoke') notify('print.settings.screen.revoked', { type: 'info' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const url = state?.token ? screenUrl(state.token) : undefined;
  return (
    <Stack spacing={1.5} sx={{ width: '100%', mt: 1, mb: 2 }} data-testid="screen-token">
      <Typography variant="body2">{translate('print.settings.screen.intro')}</Typography>
      {state && !url && <Alert severity={state.active ? 'success' : 'info'}>{translate(state.active ? 'print.settings.screen.active' : 'print.settings.screen.inactive')}</Alert>}
      {url && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'stretch', sm: 'center' }}>
          <TextField size="small" fullWidth label={translate('print.settings.screen.url')} value={url} slotProps={{ htmlInput: { readOnly: true, name: 'screen_url' } }} onFocus={(e) => e.target.select()} />
          <Button onClick={() => void navigator.clipboard?.writeText(url).then(() => notify('print.settings.screen.copied', { type: 'info' }))}>{translate('print.settings.screen.copy')}</Button>
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" disabled={pending || !state} onClick={() => (state?.active ? setConfirm('regenerate') : void run('screen_token'))}>
          {translate(state?.active ? 'print.settings.screen.regenerate' : 'print.settings.screen.create')}
        </Button>
        {state?.active && (
          <Button color="error" disabled={pending} onClick={() => setConfirm('revoke')}>
            {translate('print.settings.screen.revoke')}
          </Button>
        )}
      </Stack>
      <Confirm
        isOpen={confirm !== undefined}
        title={translate(confirm === 'revoke' ? 'print.settings.screen.revoke' : 'print.settings.screen.regenerate')}
        content={translate(confirm === 'revoke' ? 'print.settings.screen.revoke_confirm' : 'print.settings.screen.regenerate_confirm')}
        onConfirm={() => void run(confirm === 'revoke' ? 'screen_revoke' : 'screen_token')}
        onClose={() => setConfirm(undefined)}
      />
    </Stack>
  );
};
