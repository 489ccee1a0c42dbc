/** The seller filter's choices, loaded once per page visit. A failure only hides the filter. */
import { useEffect, useState } from 'react';
import type { SellersData } from '../../../protocol/stats';
import { fetchSellers } from './api';

export const useSellers = (): SellersData | undefined => {
  const [sellers, setSellers] = useState<SellersData>();
  useEffect(() => {
    let live = true;
    fetchSellers().then(
      (s) => live && setSellers(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return sellers;
};
