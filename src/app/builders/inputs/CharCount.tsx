/**
 * The characters typed against the most a text holds (120 / 2000), under a long text. It
 * turns red at the limit, where the input stops taking more: the browser's maxlength and the
 * validators count the same units (UTF-16), so what fits here is what the server accepts.
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../fields/formatValue';

interface Props {
  length: number;
  max: number;
  /** The field's own help, shown before the count. */
  help?: ReactNode;
}

export const CharCount = ({ length, max, help }: Props) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const full = length >= max;
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
      <span>{help}</span>
      <Box
        component="span"
        data-testid="char-count"
        aria-label={translate('resources_ui.char_count', { length, max })}
        sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: full ? 'error.main' : undefined }}
      >
        {formatNumber(length, locale)} / {formatNumber(max, locale)}
      </Box>
    </Box>
  );
};
