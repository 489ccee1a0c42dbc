import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * /redirect/<path>: goes straight on to /<path>. Passing through it remounts the page,
 * which is how a tab is refreshed (the legacy product's trick).
 */
export const RedirectPage = () => {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
};
