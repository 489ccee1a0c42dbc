/**
 * A new order (a reservation): the generated form with the order's own plot picker (plots for
 * sale only) and its live price beside it, prefilled from ?source= (the map passes the plot),
 * opening the order page once saved so the deposit can be taken right away.
 */
import { Box } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { Create, SimpleForm, useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ConfigFormToolbar } from '../../builders/form/ConfigFormToolbar';
import { ConfigInputs } from '../../builders/form/ConfigInputs';
import { NewRecordTitle } from '../../builders/form/RecordTitle';
import { useSaveNotice } from '../../builders/form/useSaveNotice';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { createDefaults } from '../../builders/model/fieldSets';
import { useFieldValidate } from '../../builders/validation/useFieldValidate';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { orderFields } from '../../kit/orderEnums';
import { PlotPicker } from './PlotPicker';
import { PricingPanel } from './PricingPanel';
import { useOrderInputRules } from './useOrderRules';

/** The inputs with the settings' limits (the discount's depends on the plot chosen) and the order's own plot picker. */
const OrderCreateInputs = ({ plotPicker }: { plotPicker: ReactNode }) => {
  const plotId: unknown = useWatch({ name: 'burialslot_id' });
  const { data: plot } = useGetOne<{ id: number; price?: unknown }>('tomb_burialslot', { id: plotId as number }, { enabled: Boolean(plotId) });
  const rules = useOrderInputRules(plotId ? plot?.price : undefined);
  return <ConfigInputs rules={rules} inputs={{ burialslot_id: plotPicker }} />;
};

export const OrderCreate = () => {
  const { resource } = useConfigResource();
  const created = useSaveNotice('created', 'edit');
  const configLabel = useConfigLabel();
  const defaults = useMemo(() => createDefaults(resource), [resource]);
  const validatePlot = useFieldValidate(orderFields.burialslot_id);
  const plotPicker = <PlotPicker source="burialslot_id" label={configLabel(orderFields.burialslot_id.label)} validate={validatePlot} />;
  return (
    <Create title={<NewRecordTitle />} redirect="edit" mutationOptions={created}>
      <SimpleForm noValidate defaultValues={defaults} toolbar={<ConfigFormToolbar canSave canDelete={false} />}>
        <Box sx={{ display: 'grid', gap: 2, width: '100%', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
          <OrderCreateInputs plotPicker={plotPicker} />
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
            <PricingPanel />
          </Box>
        </Box>
      </SimpleForm>
    </Create>
  );
};
