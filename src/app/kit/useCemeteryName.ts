/**
 * The product title is the cemetery's name, from the `setting` row (id 1), which every
 * level may read. The login page, which cannot query before sign-in, takes it from the page
 * the server served (its `cemetery-name` meta), else from local storage where it is remembered.
 */
import { useEffect } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { getToken } from '../providers/http';

const CEMETERY_NAME_KEY = 'cemeteryName';

/** The name the server wrote into the page it served (src/server/http/static.ts), empty in development. */
const servedCemeteryName = (): string | undefined => document.querySelector('meta[name="cemetery-name"]')?.getAttribute('content')?.trim() || undefined;

/** The name before sign-in: the one served with the page (a fresh browser too), else the one remembered from the last visit. */
export const rememberedCemeteryName = (): string | undefined => servedCemeteryName() ?? (localStorage.getItem(CEMETERY_NAME_KEY) || undefined);

export const useCemeteryName = (): string => {
  const translate = useTranslate();
  const { data } = useGetOne<{ id: number; cemetery_name?: string }>(
    'setting',
    { id: 1 },
    { enabled: Boolean(getToken()), staleTime: 5 * 60 * 1000 },
  );
  const name = data?.cemetery_name?.trim();
  useEffect(() => {
    if (name) localStorage.setItem(CEMETERY_NAME_KEY, name);
  }, [name]);
  return name || rememberedCemeteryName() || translate('shell.app.name');
};
