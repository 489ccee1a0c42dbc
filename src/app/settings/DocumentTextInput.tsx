/** A settings text printed on documents, with the placeholders it may use listed under it. */
import { useTranslate } from 'react-admin';
import { textMaxLength } from '../../config/validators';
import { LongTextInput } from '../builders/inputs/LongTextInput';
import type { LongTextField } from '../../config/types';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { useFieldValidate } from '../builders/validation/useFieldValidate';
import { PLACEHOLDERS } from '../print/data/placeholders';

const PLACEHOLDER_LIST = PLACEHOLDERS.map((p) => `%{${p}}`).join(' ');

export const DocumentTextInput = ({ source, field, help }: { source: string; field: LongTextField; help: string }) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const validate = useFieldValidate(field);
  return (
    <LongTextInput
      source={source}
      label={label(field.label)}
      validate={validate}
      max={textMaxLength(field)}
      minRows={6}
      fullWidth
      helperText={translate(help, { list: PLACEHOLDER_LIST })}
    />
  );
};
