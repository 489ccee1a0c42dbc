import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ModuleKey } from '../../../config/modules';

/**
 * A screen of a module the server does not offer (a server of the legacy protocol, which has no
 * capability call: src/app/providers/capabilities.ts). The menu does not show such screens; one
 * opened from an old link or a bookmark says what is missing instead of failing call by call.
 */
export const ModuleMissingPage = ({ module }: { module: ModuleKey }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Paper role="alert" data-testid="module-missing" data-module={module} sx={{ m: { xs: 1.5, sm: 3 }, p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>
        {translate('capabilities.missing.title', { module: translate(`capabilities.module.${module}`) })}
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{translate('capabilities.missing.text')}</Typography>
      <Box sx={{ mt: 3 }}>
        <Button variant="contained" onClick={() => navigate('/', { replace: true })}>
          {translate('shell.errors.home')}
        </Button>
      </Box>
    </Paper>
  );
};
