/** An enum as a select whose options and selected value are the config's coloured chips. */
import { SelectArrayInput, SelectInput, type Validator } from 'react-admin';
import type { EnumValue } from '../../../config/types';
import { EnumChip } from '../fields/EnumChip';

interface Props {
  source: string;
  label: string;
  values: readonly EnumValue[];
  validate?: Validator;
  helperText?: string;
  /** Several values at once (filters: `status in (...)`). */
  multiple?: boolean;
  alwaysOn?: boolean;
}

export const EnumSelectInput = ({ source, label, values, validate, helperText, multiple = false }: Props) => {
  const choices = values.map((v) => ({ id: v.value }));
  const optionText = (choice: { id: string }) => <EnumChip value={choice.id} values={values} dense />;
  return multiple ? (
    <SelectArrayInput source={source} label={label} choices={choices} optionText={optionText} helperText={helperText} />
  ) : (
    <SelectInput source={source} label={label} choices={choices} optionText={optionText} validate={validate} helperText={helperText} />
  );
};
