/**
 * Renew on a row of the due and overdue list: a plot's term through the renewal dialog
 * (RenewButton, admin.mgmt_term/renew), a niche's storage term through the columbarium's own
 * "Renew storage" dialog on its deposit (admin.ash_deposit/renew: the deposit's payment and
 * dates, docs/columbarium.md), which the term then follows.
 */
import { Suspense, lazy, useState } from 'react';
import { RecordContextProvider, useGetOne, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { appConfig } from '../../instance';
import { canDo } from '../../config/access';
import { useLevel } from '../builders/permissions/useLevel';
import { BlockedButton } from '../resources/common/BlockedButton';
import { RenewButton } from './RenewButton';

// The dialog loads when first opened (the staff bundle's budget), as on the deposit's page.
const RenewStorageDialog = lazy(() => import('../columbarium/RenewStorageDialog').then((m) => ({ default: m.RenewStorageDialog })));

const StorageRenew = ({ depositId }: { depositId: number }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const level = useLevel();
  const [open, setOpen] = useState(false);
  const deposit = useGetOne('ash_deposit', { id: depositId }, { enabled: open });
  const def = appConfig.ash_deposit;
  if (!def || level === undefined || !canDo(def, level, 'read')) return null;
  const close = () => {
    setOpen(false);
    // A renewed term may leave the filtered list.
    refresh();
  };
  return (
    <>
      <BlockedButton size="small" onClick={() => setOpen(true)} data-testid="term-renew">
        {translate('terms.renew.button')}
      </BlockedButton>
      {open && deposit.data && (
        <RecordContextProvider value={deposit.data}>
          <Suspense fallback={null}>
            <RenewStorageDialog open onClose={close} />
          </Suspense>
        </RecordContextProvider>
      )}
    </>
  );
};

export const TermRenew = () => {
  const term = useRecordContext();
  if (!term) return null;
  return term.kind === 'storage' ? <StorageRenew depositId={Number(term.deposit_id)} /> : <RenewButton />;
};
