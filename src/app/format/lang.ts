/** The language the screens speak now, as the shared config's functions take it (error texts, days, money). */
import { useLocaleState } from 'react-admin';
import { langOf } from '../../config/dates';
import type { Lang } from '../../config/types';

export const useLang = (): Lang => langOf(useLocaleState()[0]);
