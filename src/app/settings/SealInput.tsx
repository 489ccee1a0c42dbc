/**
 * The seal's URL, and the seal as it will sit on documents: at its printed size (32 mm)
 * over a signature line, so that a badly cropped or faint image shows before it is printed.
 */
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ImageField } from '../../config/types';
import { useFieldValidate } from '../builders/validation/useFieldValidate';
import { useConfigLabel } from '../i18n/useConfigLabel';

export const SealInput = ({ field }: { field: ImageField }) => {
  const label = useConfigLabel();
  const validate = useFieldValidate(field);
  return (
    <>
      <TextInput source="seal_url" label={label(field.label)} validate={validate} fullWidth />
      <SealPreview />
    </>
  );
};

const SealPreview = () => {
  const translate = useTranslate();
  const url: unknown = useWatch({ name: 'seal_url' });
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const shown = typeof url === 'string' && url !== '' && url !== brokenUrl;
  return (
    <Box sx={{ mb: 2 }} data-testid="settings-seal-preview">
      <Typography variant="caption" color="text.secondary">
        {translate('print.settings.seal_preview')}
      </Typography>
      <Box sx={{ position: 'relative', width: '70mm', height: '40mm', border: 1, borderColor: 'divider', bgcolor: '#fff' }}>
        <Box sx={{ position: 'absolute', left: '6mm', right: '6mm', bottom: '12mm', borderBottom: '1px solid #000' }} />
        {shown ? (
          <Box
            component="img"
            src={url}
            alt=""
            onError={() => setBrokenUrl(url)}
            sx={{ position: 'absolute', right: '4mm', top: '2mm', width: '32mm', height: '32mm', objectFit: 'contain', opacity: 0.85 }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {translate('print.settings.no_seal')}
          </Typography>
        )}
      </Box>
    </Box>
  );
};
