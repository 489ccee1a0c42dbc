/**
 * The holder's and the transfer's record pages (docs/rights.md): the generated ones with the
 * record's documents; beside them the order's holders, transfers and their actions (HoldersPanel).
 */
import { Box } from '@mui/material';
import { Labeled, Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { ConfigEdit } from '../builders/form/ConfigEdit';
import { RecordTitle } from '../builders/form/RecordTitle';
import { ConfigField } from '../builders/fields/ConfigField';
import { useConfigResource } from '../builders/model/ConfigResourceContext';
import { showFields } from '../builders/model/fieldSets';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { HoldersPanel } from './HoldersPanel';
import { RecordDocuments } from './RecordDocuments';

const OrderRights = () => {
  const record = useRecordContext();
  return record?.order_id ? (
    <Box sx={{ width: '100%', mt: 1 }}>
      <HoldersPanel orderId={record.order_id} />
    </Box>
  ) : null;
};

/** The order and the role are not edited here: a holder stays the order's, and the main holder changes by a transfer. */
const FIXED_ON_EDIT = ['order_id', 'role'];

export const HolderEdit = () => (
  <ConfigEdit
    exclude={FIXED_ON_EDIT}
    after={
      <>
        <RecordDocuments table="rights_holder" />
        <OrderRights />
      </>
    }
  />
);

export const TransferShow = () => {
  const { resource } = useConfigResource();
  const configLabel = useConfigLabel();
  return (
    <Show title={<RecordTitle />}>
      <SimpleShowLayout>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {showFields(resource).map(([name, field]) => (
            <Labeled key={name} label={configLabel(field.label)}>
              <ConfigField name={name} field={field} large />
            </Labeled>
          ))}
        </Box>
        <RecordDocuments table="rights_transfer" />
        <OrderRights />
      </SimpleShowLayout>
    </Show>
  );
};
