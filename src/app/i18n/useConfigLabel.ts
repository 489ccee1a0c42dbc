import { useLocaleState } from 'react-admin';
import type { Labels, Lang } from '../../config/types';

/** Config labels carry all four languages: pick the current locale's, falling back to English. */
export const pickLabel = (labels: Labels, locale: string): string => labels[locale as Lang] ?? labels.en;

export const useConfigLabel = (): ((labels: Labels) => string) => {
  const [locale] = useLocaleState();
  return (labels) => pickLabel(labels, locale);
};
