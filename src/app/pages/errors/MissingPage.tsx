import { Navigate, useLocation } from 'react-router-dom';
import { missingPageFor } from '../../kit/routeMatch';

/** react-admin's catch-all: another level's screen -> /401, anything else -> /404. */
export const MissingPage = () => {
  const { pathname } = useLocation();
  return <Navigate to={missingPageFor(pathname)} replace />;
};
