/** A level as the pickers offer it: its number and its role name from the config ("1 · Inside clerk"). */
import { useLocaleState } from 'react-admin';
import { formatInteger } from '../../builders/fields/formatValue';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';

export const useLevelName = (): ((level: number) => string) => {
  const { resource } = useConfigResource();
  const [locale] = useLocaleState();
  const field = resource.fields.level;
  return (level) => formatInteger(level, locale, field?.type === 'integer' ? field.valueLabels : undefined);
};
