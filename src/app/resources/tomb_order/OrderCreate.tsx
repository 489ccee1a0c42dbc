/**
 * A new order (a reservation): the generated form, prefilled from ?source= (the map passes
 * the plot), opening the order page once saved so the deposit can be taken right away.
 */
import { useMemo } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { ConfigFormToolbar } from '../../builders/form/ConfigFormToolbar';
import { ConfigInputs } from '../../builders/form/ConfigInputs';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { createDefaults } from '../../builders/model/fieldSets';
import { useConfigLabel } from '../../i18n/useConfigLabel';

export const OrderCreate = () => {
  const { resource, route } = useConfigResource();
  const configLabel = useConfigLabel();
  const defaults = useMemo(() => createDefaults(resource), [resource]);
  return (
    <Create title={configLabel(route.title)} redirect="edit">
      <SimpleForm defaultValues={defaults} toolbar={<ConfigFormToolbar canSave canDelete={false} />}>
        <ConfigInputs />
      </SimpleForm>
    </Create>
  );
};
