/**
 * Renew on a row of the due and overdue list: a plot's term through the renewal dialog
 * (RenewButton, admin.mgmt_term/renew), a niche's storage term through what the columbarium
 * plugs in (its "Renew storage" on the deposit: src/app/columbarium/StorageTermRenew.tsx).
 */
import { Button } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { RenewButton } from './RenewButton';

/** Where the columbarium's button is still loading: the same button, not yet usable. */
const RenewPending = () => {
  const translate = useTranslate();
  return (
    <Button size="small" disabled>
      {translate('terms.renew.button')}
    </Button>
  );
};

export const TermRenew = ({ storageRenew: StorageRenew }: { storageRenew?: ComponentType }) => {
  const term = useRecordContext();
  if (!term) return null;
  if (term.kind !== 'storage') return <RenewButton />;
  // The columbarium's button may be a lazy chunk: its row waits for it, never the whole list
  // (without a boundary of its own the list drew its rows twice, after the chunk arrived).
  return StorageRenew ? (
    <Suspense fallback={<RenewPending />}>
      <StorageRenew />
    </Suspense>
  ) : null;
};
