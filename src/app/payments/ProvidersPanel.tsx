/**
 * The settings page's online payments (levels 5 and 6; docs/payments.md): which providers this
 * server has (WeChat Pay and Alipay from its environment, the sandbox from the switch above), and
 * a "test the connection" button per provider: a harmless signed call. No key is ever shown.
 */
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { payProviders, testPayProvider } from '../../protocol/contracts/payments';
import type { ProviderState } from '../../protocol/payments';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { call } from '../providers/call';
import { PAY_PROVIDER } from '../../rules/payments';

export const ProvidersPanel = () => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const [states, setStates] = useState<ProviderState[] | null>(null);
  const [tested, setTested] = useState<Record<string, { ok: boolean; detail: string }>>({});
  // Asked again once the settings are saved (a new version): the sandbox's switch shows as configured without a reload.
  const version = useRecordContext()?.version;
  useEffect(() => {
    void call(payProviders, {}).then(setStates, () => setStates([]));
  }, [version]);
  const test = async (name: ProviderState['name']) => {
    const got = await call(testPayProvider, { provider: name }).catch((e: Error) => ({ ok: false, detail: e.message }));
    setTested((t) => ({ ...t, [name]: got }));
  };
  return (
    <Box data-testid="pay-providers" sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 1 }}>
        {translate('payments.providers.hint')}
      </Typography>
      <Stack spacing={1}>
        {(states ?? []).map((p) => (
          <Stack key={p.name} direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography sx={{ minWidth: 110, fontWeight: 600 }}>{label(PAY_PROVIDER.find((x) => x.value === p.name)!.label)}</Typography>
            <Chip size="small" color={p.configured ? 'success' : 'default'} label={translate(p.configured ? 'payments.providers.configured' : 'payments.providers.not_configured')} />
            {p.name !== 'sandbox' && p.detail ? <Typography variant="body2" color="text.secondary">{p.detail}</Typography> : null}
            <Button size="small" disabled={!p.configured} onClick={() => void test(p.name)}>
              {translate('payments.providers.test')}
            </Button>
            {tested[p.name] ? (
              <Alert severity={tested[p.name].ok ? 'success' : 'error'} sx={{ py: 0 }}>
                {translate(tested[p.name].ok ? 'payments.providers.ok' : 'payments.providers.failed', { detail: tested[p.name].detail })}
              </Alert>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
};
