/**
 * The list filters of a resource, from the fields marked `filter: true`, each with the input
 * its type calls for and the operator suffix the dataProvider maps onto `where`: a range
 * (`_gte`/`_lte`) for numbers, money and dates, a multiple choice (`in`) for enums, `_like`
 * for text, an autocomplete for references (narrowed by its `cascadeFrom` parent's filter).
 * `q` searches the searchable fields.
 */
import type { ReactElement } from 'react';
import { NullableBooleanInput, NumberInput, SearchInput, TextInput, useTranslate } from 'react-admin';
import type { FieldDef } from '../../../config/types';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { DayInput } from '../inputs/DayInput';
import { EnumSelectInput } from '../inputs/EnumSelectInput';
import { ReferencePicker } from '../inputs/ReferencePicker';
import { useConfigResource } from '../model/ConfigResourceContext';
import { filterFields } from '../model/fieldSets';

export const useFilterInputs = (): ReactElement[] => {
  const { resource } = useConfigResource();
  const configLabel = useConfigLabel();
  const translate = useTranslate();

  const range = (name: string, label: string, Input: typeof NumberInput | typeof DayInput) => [
    <Input key={`${name}_gte`} source={`${name}_gte`} label={translate('resources_ui.filter.from', { field: label })} />,
    <Input key={`${name}_lte`} source={`${name}_lte`} label={translate('resources_ui.filter.to', { field: label })} />,
  ];

  const inputsFor = (name: string, field: FieldDef): ReactElement[] => {
    const label = configLabel(field.label);
    switch (field.type) {
      case 'text':
      case 'longtext':
      case 'phone':
      case 'idNumber':
      case 'url':
      case 'image':
        return [<TextInput key={name} source={`${name}_like`} label={label} />];
      case 'integer':
      case 'decimal':
      case 'money':
        return range(name, label, NumberInput);
      case 'date':
      case 'datetime':
        // Days in the language's format; a date-time range compares from and to as days.
        return range(name, label, DayInput);
      case 'boolean':
        return [<NullableBooleanInput key={name} source={name} label={label} />];
      case 'enum':
        return [<EnumSelectInput key={name} source={name} label={label} values={field.values} multiple />];
      case 'reference':
        return [<ReferencePicker key={name} source={name} label={label} field={field} mode="filter" />];
      default: {
        const _exhaustive: never = field;
        return _exhaustive;
      }
    }
  };

  return [
    <SearchInput key="q" source="q" alwaysOn />,
    ...filterFields(resource).flatMap(([name, field]) => inputsFor(name, field)),
  ];
};
