/**
 * The breadcrumb of the current route: the home page, the menu group when the route sits in
 * one with several entries, the page, and the record or creation sub-page. On a phone the
 * header has room for the current page alone: the crumbs before it are left out (the tabs
 * bar and the menu lead back), and a long name ends in an ellipsis instead of running
 * under the header's icons.
 */
import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { routeTitleKey } from '../../i18n/routeMessages';
import type { Permissions } from '../../auth/authProvider';
import { matchRoute, shownGroupOf } from '../../kit/routeMatch';
import { useSubPageLabel } from '../routing/usePageTitle';

const HOME = '/dashboard';

interface Crumb {
  label: string;
  to?: string;
}

export const Breadcrumb = ({ permissions }: { permissions: Permissions }) => {
  const translate = useTranslate();
  const subLabel = useSubPageLabel();
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  const crumbs: Crumb[] = [];
  if (!match || match.route.path !== HOME) crumbs.push({ label: translate(routeTitleKey(HOME)), to: HOME });
  if (match) {
    const group = shownGroupOf(match.route, permissions.level, permissions.roles);
    if (group) crumbs.push({ label: translate(routeTitleKey(group.path)) });
    crumbs.push({ label: translate(routeTitleKey(match.route.path)), to: match.sub ? match.route.path : undefined });
    // The page's crumb already says what kind of record it is: a record is named by itself (its order number).
    if (match.sub) crumbs.push({ label: subLabel(match.route, match.sub, true) });
  }
  return (
    <Breadcrumbs
      aria-label={translate('shell.navbar.breadcrumb')}
      data-testid="breadcrumb"
      sx={(theme) => ({
        fontSize: 14,
        ml: 1,
        minWidth: 0,
        '& ol': { flexWrap: 'nowrap' },
        [theme.breakpoints.down('sm')]: {
          ml: 0.5,
          '& li:not(:last-of-type)': { display: 'none' },
          '& li:last-of-type': { minWidth: 0 },
          '& li:last-of-type > *': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
        },
      })}
    >
      {crumbs.map((c, i) =>
        c.to && i < crumbs.length - 1 ? (
          <MuiLink key={i} component={Link} to={c.to} underline="hover" sx={{ color: 'text.primary', fontWeight: 600, whiteSpace: 'nowrap' }}>
            {c.label}
          </MuiLink>
        ) : (
          <Typography key={i} sx={{ color: 'text.secondary', fontSize: 'inherit', whiteSpace: 'nowrap' }}>
            {c.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
};
