import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LANGS } from '../../../config/types';
import { LANGUAGE_NAMES } from '../../i18n/languages';

/**
 * The language switch. The store keeps the choice in the `language` cookie (the server
 * answers in it) and in local storage for the API client's Accept-Language.
 */
export const LanguageSwitch = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('shell.language.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGS.map((lang) => (
          <MenuItem
            key={lang}
            lang={lang}
            data-lang={lang}
            selected={lang === locale}
            disabled={lang === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(lang);
              notify('shell.language.switched', { type: 'success' });
            }}
          >
            {LANGUAGE_NAMES[lang]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
