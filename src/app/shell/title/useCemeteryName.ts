/**
 * The product title is the cemetery's name, from the `setting` row (id 1), which every
 * level may read. It is remembered in local storage so the login page, which cannot query
 * before sign-in, shows it too.
 */
import { useEffect } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { getToken } from '../../providers/http';

const CEMETERY_NAME_KEY = 'cemeteryName';

export const rememberedCemeteryName = (): string | undefined => localStorage.getItem(CEMETERY_NAME_KEY) || undefined;

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
