/**
 * A reference picked by autocomplete over the target's searchable fields (`q`), its choices
 * in the target's own order (src/protocol/sorting.ts). With
 * `cascadeFrom` in the config the choices are narrowed by the parent picked in the same
 * form (area -> rooms of that area) and changing the parent clears the child, which in
 * turn clears its own children. In a form the picker waits for the parent; in a list's
 * filters it stays open (a room may be filtered without an area) and is only narrowed.
 */
import { useEffect, useRef } from 'react';
import { AutocompleteInput, ReferenceInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { resourceByKey } from '../../../config/access';
import type { ReferenceField } from '../../../config/types';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { appConfig } from '../../../instance';
import { resourceNameForLevel } from '../../../protocol/resourceName';
import { useConfigResource } from '../model/ConfigResourceContext';
import { useLevel } from '../permissions/useLevel';

interface Props {
  source: string;
  field: ReferenceField;
  label: string;
  validate?: Validator;
  helperText?: string;
  /** Where the picker is: a record's form (the parent is required first) or a list's filters. */
  mode?: 'form' | 'filter';
  alwaysOn?: boolean;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

const toQuery = (q: string) => (q ? { q } : {});

/** Choices in the target's own order (areas by sort order, rooms by area then sort order...: src/protocol/sorting.ts), never newest first. */
const OLDEST_FIRST = { field: 'id', order: 'ASC' } as const;

export const ReferencePicker = ({ source, field, label, validate, helperText, mode = 'form' }: Props) => {
  const { resource, config } = useConfigResource();
  const level = useLevel();
  const translate = useTranslate();
  const configLabel = useConfigLabel();
  const parent = field.cascadeFrom;
  const parentValue: unknown = useWatch({ name: parent?.field ?? source });
  const { setValue } = useFormContext();
  const previous = useRef(parentValue);

  useEffect(() => {
    if (!parent || previous.current === parentValue) return;
    previous.current = parentValue;
    // An emptied filter is '' (react-admin then drops it); null would filter on "no room".
    setValue(source, mode === 'form' ? null : '', { shouldDirty: true });
  }, [mode, parent, parentValue, setValue, source]);

  const target = resourceByKey(field.resource, config);
  const { name: reference } = resourceNameForLevel(field.resource, level, appConfig);
  const waiting = mode === 'form' && Boolean(parent) && isEmpty(parentValue);
  const parentField = parent ? resource.fields[parent.field] : undefined;
  const filter = parent && !isEmpty(parentValue) ? { [parent.targetField]: parentValue } : {};
  return (
    <ReferenceInput source={source} reference={reference} filter={filter} perPage={50} sort={target?.defaultSort ? { field: target.defaultSort.field, order: target.defaultSort.order } : OLDEST_FIRST}>
      <AutocompleteInput
        label={label}
        validate={validate}
        optionText={target?.recordRepresentation ?? 'id'}
        filterToQuery={toQuery}
        disabled={waiting}
        helperText={
          waiting && parentField
            ? translate('resources_ui.cascade.choose_first', { field: configLabel(parentField.label) })
            : helperText
        }
      />
    </ReferenceInput>
  );
};
