/**
 * noCache (spec section 2): a page shows nothing kept from an earlier visit. react-admin
 * keeps every answer for minutes and shows it first when a page is opened again; here, once
 * a navigation has rendered its page, the answers no longer observed by any mounted screen
 * (those of the pages left behind) are dropped, so a later visit fetches afresh.
 *
 * In an effect: by then every component of the new page has subscribed to its queries, so
 * only the queries of the pages left behind have no observer left.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const NoCache = () => {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Not `type: 'inactive'`: a screen whose query is disabled for now still shows its data.
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
  }, [pathname, queryClient]);
  return null;
};
