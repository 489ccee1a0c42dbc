import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTitleOfPath } from '../routing/usePageTitle';
import { useCemeteryName } from '../../kit/useCemeteryName';

/** Keeps the browser tab's title as `<translated page title> - <cemetery name>`. */
export const DocumentTitle = () => {
  const { pathname } = useLocation();
  const titleOfPath = useTitleOfPath();
  const product = useCemeteryName();
  const page = titleOfPath(pathname);
  useEffect(() => {
    document.title = page ? `${page} - ${product}` : product;
  }, [page, product]);
  return null;
};
