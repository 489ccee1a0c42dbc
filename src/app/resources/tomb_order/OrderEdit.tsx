/**
 * The order page: its actions (sign, cancel, refund, print), the amounts the server computed
 * (first on a phone), the payments with their receipts, the deceased registered on it, and
 * the editable buyer and fee fields. Saving stays on
 * the page (the new totals show at once); every write is pessimistic, so a refusal keeps
 * what was typed.
 */
import { Alert, Box } from '@mui/material';
import { Suspense } from 'react';
import { Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { isClosedOrder } from '../../../rules/orderRules';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { ORDER_STATUS } from '../../kit/orderEnums';
import { TermPanel } from '../../terms';
import { DocumentsPanel } from '../../rights/DocumentsPanel';
import { HoldersPanel } from '../../rights/HoldersPanel';
import { ConfigFormToolbar } from '../../builders/form/ConfigFormToolbar';
import { ConfigInputs } from '../../builders/form/ConfigInputs';
import { RecordTitle } from '../../builders/form/RecordTitle';
import { useSaveNotice } from '../../builders/form/useSaveNotice';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { useCan } from '../../builders/permissions/useCan';
import { DeceasedPanel } from './DeceasedPanel';
import { OrderActions } from './OrderActions';
import { excludedOrderInputs } from './orderInputs';
import { OrderSummary } from './OrderSummary';
import { PaymentsPanel } from './PaymentsPanel';
import { useOrderInputRules } from './useOrderRules';

/** The form's inputs for the order's current status (orderInputs.ts). */
const OrderInputs = () => {
  const record = useRecordContext();
  const rules = useOrderInputRules(record?.price, record?.discount);
  const translate = useTranslate();
  const label = useConfigLabel();
  const status = ORDER_STATUS.find((s) => s.value === record?.status);
  return (
    <>
      {isClosedOrder(record?.status) && (
        <Alert severity="info" data-testid="order-closed" sx={{ mb: 1, width: '100%', boxSizing: 'border-box' }}>
          {translate('orders.closed', { status: status ? label(status.label) : String(record?.status) })}
        </Alert>
      )}
      <ConfigInputs exclude={excludedOrderInputs(record?.status)} rules={rules} />
    </>
  );
};

/** The order's rights holders and transfers, and its documents (docs/rights.md). */
const OrderRights = () => {
  const record = useRecordContext();
  return record ? (
    <>
      <HoldersPanel orderId={record.id} />
      <DocumentsPanel table="tomb_order" id={record.id} />
    </>
  ) : null;
};

/** The order's management term, once it is paid (docs/terms.md). */
const OrderTerm = () => {
  const record = useRecordContext();
  return record ? (
    <Suspense fallback={null}>
      <TermPanel orderId={record.id} />
    </Suspense>
  ) : null;
};

export const OrderEdit = () => {
  const { resource } = useConfigResource();
  const can = useCan(resource);
  const saved = useSaveNotice('saved', false);
  return (
    <Edit title={<RecordTitle />} mutationMode="pessimistic" redirect={false} actions={false} mutationOptions={saved}>
      <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <OrderActions />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
          <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <PaymentsPanel />
            <DeceasedPanel />
            <OrderRights />
            <SimpleForm toolbar={<ConfigFormToolbar canSave={can.update} canDelete={can.delete} />} sx={{ p: 0 }}>
              <OrderInputs />
            </SimpleForm>
          </Box>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, order: { xs: -1, lg: 0 } }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <OrderSummary />
              <OrderTerm />
            </Box>
          </Box>
        </Box>
      </Box>
    </Edit>
  );
};
