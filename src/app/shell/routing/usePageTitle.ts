/**
 * Titles of the current page: the route's translated title, followed for a resource's
 * sub-page by what it is (a new record, the import, or the record's number).
 */
import { useTranslate } from 'react-admin';
import { routeTitleKey } from '../../i18n/routeMessages';
import { matchRoute, type RouteMatch, type SubPage } from './routeMatch';

export const useSubPageLabel = (): ((sub: SubPage) => string) => {
  const translate = useTranslate();
  return (sub) => {
    switch (sub.kind) {
      case 'create':
        return translate('ra.action.create');
      case 'import':
        return translate('import.button');
      case 'record':
        return `#${sub.id}`;
      default: {
        const unknownSub: never = sub;
        return unknownSub;
      }
    }
  };
};

const useTitleOf = (): ((match: RouteMatch) => string) => {
  const translate = useTranslate();
  const subLabel = useSubPageLabel();
  return ({ route, sub }) => {
    const title = translate(routeTitleKey(route.path));
    return sub ? `${title} ${subLabel(sub)}` : title;
  };
};

/** The translated title of a path, or undefined for paths outside the route table. */
export const useTitleOfPath = (): ((pathname: string) => string | undefined) => {
  const titleOf = useTitleOf();
  return (pathname) => {
    const match = matchRoute(pathname);
    return match ? titleOf(match) : undefined;
  };
};
