import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** Keeps `<html lang>` on the current language: screen readers, fonts and hyphenation follow it. */
export const DocumentLanguage = () => {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
};
