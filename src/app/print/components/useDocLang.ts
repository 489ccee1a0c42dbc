import { useState } from 'react';
import type { Lang } from '../../../config/types';
import { DEFAULT_DOC_LANG } from '../i18n';

/** The document language of a print page: Chinese at first, whatever the interface language, unless the page starts from another (`initial`). */
export const useDocLang = (initial: Lang = DEFAULT_DOC_LANG): [Lang, (lang: Lang) => void] => useState<Lang>(initial);
