/**
 * A new order (a reservation): the generated form with the order's own plot picker (plots for
 * sale only) and its live price beside it, prefilled from ?source= (the map passes the plot),
 * opening the order page once saved so the deposit can be taken right away.
 */
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { ConfigFormToolbar } from '../../builders/form/ConfigFormToolbar';
import { ConfigInputs } from '../../builders/form/ConfigInputs';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { createDefaults } from '../../builders/model/fieldSets';
import { useFieldValidate } from '../../builders/validation/useFieldValidate';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { orderFields } from './orderEnums';
import { PlotPicker } from './PlotPicker';
import { PricingPanel } from './PricingPanel';

export const OrderCreate = () => {
  const { resource, route } = useConfigResource();
  const configLabel = useConfigLabel();
  const defaults = useMemo(() => createDefaults(resource), [resource]);
  const validatePlot = useFieldValidate(orderFields.burialslot_id);
  const plotPicker = <PlotPicker source="burialslot_id" label={configLabel(orderFields.burialslot_id.label)} validate={validatePlot} />;
  return (
    <Create title={configLabel(route.title)} redirect="edit">
      <SimpleForm noValidate defaultValues={defaults} toolbar={<ConfigFormToolbar canSave canDelete={false} />}>
        <Box sx={{ display: 'grid', gap: 2, width: '100%', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
          <ConfigInputs inputs={{ burialslot_id: plotPicker }} />
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
            <PricingPanel />
          </Box>
        </Box>
      </SimpleForm>
    </Create>
  );
};
