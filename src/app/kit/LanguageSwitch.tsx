import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGS, type Lang } from '../../config/types';
import { LANGUAGE_NAMES } from '../i18n/languages';
import { ChoiceMenu } from './ChoiceMenu';

/**
 * The language switch. The store keeps the choice in the `language` cookie (the server
 * answers in it) and in local storage for the API client's Accept-Language.
 */
export const LanguageSwitch = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <ChoiceMenu
      icon={<TranslateIcon />}
      label={translate('shell.language.label')}
      choices={LANGS}
      current={locale as Lang}
      onChoose={setLocale}
      text={(lang) => LANGUAGE_NAMES[lang]}
      itemProps={(lang) => ({ lang, 'data-lang': lang })}
      switched="shell.language.switched"
    />
  );
};
