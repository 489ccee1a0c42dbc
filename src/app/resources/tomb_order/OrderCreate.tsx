/**
 * A new order (a reservation): the generated form, prefilled from ?source= (the map passes
 * the plot), opening the order page once saved so the deposit can be taken right away.
 */
import { useMemo } from 'react';
import { Create, SimpleForm, useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ConfigFormToolbar } from '../../builders/form/ConfigFormToolbar';
import { ConfigInputs } from '../../builders/form/ConfigInputs';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { createDefaults } from '../../builders/model/fieldSets';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { useOrderInputRules } from './useOrderRules';

/** The inputs with the settings' limits: the discount's depends on the plot chosen. */
const OrderCreateInputs = () => {
  const plotId: unknown = useWatch({ name: 'burialslot_id' });
  const { data: plot } = useGetOne<{ id: number; price?: unknown }>('tomb_burialslot', { id: plotId as number }, { enabled: Boolean(plotId) });
  const rules = useOrderInputRules(plotId ? plot?.price : undefined);
  return <ConfigInputs rules={rules} />;
};

export const OrderCreate = () => {
  const { resource, route } = useConfigResource();
  const configLabel = useConfigLabel();
  const defaults = useMemo(() => createDefaults(resource), [resource]);
  return (
    <Create title={configLabel(route.title)} redirect="edit">
      <SimpleForm defaultValues={defaults} toolbar={<ConfigFormToolbar canSave canDelete={false} />}>
        <OrderCreateInputs />
      </SimpleForm>
    </Create>
  );
};
