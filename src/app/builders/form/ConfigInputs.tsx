/**
 * The one Inputs component of a resource, shared by its Create and Edit: every form field
 * of the config in a two-column grid (long text and images span both). On edit, read-only
 * fields are shown with their values but cannot be changed; on create they are left out
 * because the server computes them.
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Labeled, useRecordContext } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { ConfigField } from '../fields/ConfigField';
import { ConfigInput } from '../inputs/ConfigInput';
import { useConfigResource } from '../model/ConfigResourceContext';
import { formFields } from '../model/fieldSets';
import type { InputRule } from '../model/inputRule';

export type { InputRule };

interface Props {
  /** Leave these fields to the caller (an override that edits them its own way). */
  exclude?: readonly string[];
  /** Extra rules by field, checked after the config's own validator. */
  rules?: Readonly<Record<string, InputRule>>;
  /** An override's own input for a field, in that field's place (the order form's plot picker). */
  inputs?: Readonly<Record<string, ReactNode>>;
}

const WIDE = new Set(['longtext', 'image']);

export const ConfigInputs = ({ exclude = [], rules = {}, inputs = {} }: Props) => {
  const { resource } = useConfigResource();
  const record = useRecordContext();
  const configLabel = useConfigLabel();
  const mode = record?.id === undefined ? 'create' : 'edit';
  const fields = formFields(resource, mode).filter(([name]) => !exclude.includes(name));
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 3,
        width: '100%',
        '& .MuiFormControl-root': { width: '100%' },
      }}
    >
      {fields.map(([name, field]) => (
        <Box key={name} sx={{ gridColumn: WIDE.has(field.type) ? '1 / -1' : undefined, minWidth: 0 }} data-field={name}>
          {name in inputs ? (
            inputs[name]
          ) : field.readOnly ? (
            <Labeled label={configLabel(field.label)} sx={{ mb: 2 }}>
              <ConfigField name={name} field={field} />
            </Labeled>
          ) : (
            <ConfigInput name={name} field={field} rule={rules[name]} />
          )}
        </Box>
      ))}
    </Box>
  );
};
