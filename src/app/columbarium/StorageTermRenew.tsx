/**
 * Renew a niche's storage term from the due and overdue list (docs/terms.md): the columbarium's
 * own "Renew storage" dialog on the term's deposit (admin.ash_deposit/renew: the deposit's
 * payment and dates), which the term then follows. Plugged into the list by resource name
 * (src/app/resourceViews.ts), so the terms' screens do not import the columbarium's.
 */
import { Suspense, lazy, useState } from 'react';
import { RecordContextProvider, useGetOne, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { canDo } from '../../config/access';
import { appConfig } from '../../instance';
import { useLevel } from '../builders/permissions/useLevel';
import { BlockedButton } from '../kit/BlockedButton';

// The dialog loads when first opened (the staff bundle's budget), as on the deposit's page.
const RenewStorageDialog = lazy(() => import('./RenewStorageDialog').then((m) => ({ default: m.RenewStorageDialog })));

export const StorageTermRenew = () => {
  const term = useRecordContext();
  const depositId = Number(term?.deposit_id);
  const translate = useTranslate();
  const refresh = useRefresh();
  const level = useLevel();
  const [open, setOpen] = useState(false);
  const deposit = useGetOne('ash_deposit', { id: depositId }, { enabled: open && Number.isSafeInteger(depositId) });
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
            <RenewStorageDialog open onClose={close} listed />
          </Suspense>
        </RecordContextProvider>
      )}
    </>
  );
};

