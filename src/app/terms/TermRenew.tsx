/**
 * Renew on a row of the due and overdue list: a plot's term through the renewal dialog
 * (RenewButton, admin.mgmt_term/renew), a niche's storage term through what the columbarium
 * plugs in (its "Renew storage" on the deposit: src/app/columbarium/StorageTermRenew.tsx).
 */
import type { ComponentType } from 'react';
import { useRecordContext } from 'react-admin';
import { RenewButton } from './RenewButton';

export const TermRenew = ({ storageRenew: StorageRenew }: { storageRenew?: ComponentType }) => {
  const term = useRecordContext();
  if (!term) return null;
  if (term.kind !== 'storage') return <RenewButton />;
  return StorageRenew ? <StorageRenew /> : null;
};
