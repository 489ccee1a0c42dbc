/**
 * A list on a phone: one card per record instead of a table wider than the screen. The card
 * shows the key fields the config names (`card`: the record's name, a secondary line, and
 * a status or amount at the right), opens the record like a row does, and carries the row's
 * own actions (a user's Change level) under it.
 */
import { Box, Card, Link as MuiLink, Typography } from '@mui/material';
import { Fragment, type KeyboardEvent, type ReactNode } from 'react';
import { RecordContextProvider, useCreatePath, useListContext, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { FieldDef, ResourceDef } from '../../../config/types';
import { isEmpty } from '../../../config/validators';
import { useRecordWords } from '../../i18n/recordNaming';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { ConfigField } from '../fields/ConfigField';
import { useConfigResource } from '../model/ConfigResourceContext';
import { listFields, type NamedField } from '../model/fieldSets';

export interface CardFields {
  primary: string;
  secondary: NamedField[];
  tertiary: NamedField[];
}

/** The config's card, or the record's name and the next two list columns. */
export const cardFields = (resource: ResourceDef): CardFields => {
  const field = (name: string): NamedField[] => {
    const f: FieldDef | undefined = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
    return f && !f.hidden ? [[name, f]] : [];
  };
  const primary = resource.card?.primary ?? resource.recordRepresentation;
  const secondary = resource.card?.secondary?.flatMap(field) ?? listFields(resource).filter(([n]) => n !== primary).slice(0, 2);
  return { primary, secondary, tertiary: resource.card?.tertiary?.flatMap(field) ?? [] };
};

/** Amounts, dates and flags say what they are ("Balance ¥1,200.00"); names, codes and chips speak for themselves. */
const NAMED_TYPES: ReadonlySet<FieldDef['type']> = new Set(['money', 'integer', 'decimal', 'date', 'datetime', 'boolean']);

const Value = ({ name, field }: { name: string; field: FieldDef }) => {
  const label = useConfigLabel();
  return NAMED_TYPES.has(field.type) && !(field.type === 'integer' && field.valueLabels) ? (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap', '& svg': { fontSize: 18 } }}>
      <span>{label(field.label)}</span>
      <ConfigField name={name} field={field} />
    </Box>
  ) : (
    <ConfigField name={name} field={field} />
  );
};

/** The card's fields that hold something, separated by dots (an empty field leaves no stray dot). */
const Line = ({ fields }: { fields: NamedField[] }) => {
  const record = useRecordContext();
  return (
    <>
      {fields
        .filter(([name]) => !isEmpty(record?.[name]))
        .map(([name, field], i) => (
          <Fragment key={name}>
            {i > 0 && ' · '}
            <Value name={name} field={field} />
          </Fragment>
        ))}
    </>
  );
};

interface Props {
  /** 'edit' when the level may edit, else 'show'. */
  open: 'edit' | 'show';
  rowActions?: ReactNode;
}

export const ConfigCards = ({ open, rowActions }: Props) => {
  const { data, isPending } = useListContext();
  const { resource } = useConfigResource();
  const resourceName = useResourceContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const translate = useTranslate();
  const words = useRecordWords();
  if (isPending) return null;
  if (!data?.length) {
    return (
      <Typography sx={{ p: 2, color: 'text.secondary' }} data-testid="list-cards-empty">
        {translate('records.no_results', words(resource))}
      </Typography>
    );
  }
  const { primary, secondary, tertiary } = cardFields(resource);
  const primaryField: FieldDef | undefined = Object.hasOwn(resource.fields, primary) ? resource.fields[primary] : undefined;
  return (
    <Box component="ul" data-testid="list-cards" sx={{ listStyle: 'none', m: 0, p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {data.map((record) => {
        const to = createPath({ resource: resourceName, id: record.id, type: open });
        const go = () => navigate(to);
        const onKey = (e: KeyboardEvent) => {
          if (e.key === 'Enter' && e.target === e.currentTarget) go();
        };
        return (
          <RecordContextProvider key={record.id} value={record}>
            <Card component="li" variant="outlined" data-testid="list-card" onClick={go} onKeyDown={onKey} sx={{ p: 1.5, cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <MuiLink
                    component={Link}
                    to={to}
                    underline="hover"
                    onClick={(e: React.MouseEvent) => e.stopPropagation()}
                    sx={{ fontWeight: 600, color: 'text.primary', display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    data-testid="card-primary"
                  >
                    {primaryField && primary !== resource.recordRepresentation ? <ConfigField name={primary} field={primaryField} /> : words(resource, record).record}
                  </MuiLink>
                  {secondary.length > 0 && (
                    <Typography component="div" variant="body2" color="text.secondary" data-testid="card-secondary" sx={{ mt: 0.5, '& .MuiChip-root': { height: 20 } }}>
                      <Line fields={secondary} />
                    </Typography>
                  )}
                </Box>
                {tertiary.length > 0 && (
                  <Box data-testid="card-tertiary" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0, typography: 'body2', fontVariantNumeric: 'tabular-nums' }}>
                    {tertiary.map(([name, field]) => (
                      <Value key={name} name={name} field={field} />
                    ))}
                  </Box>
                )}
              </Box>
              {rowActions && (
                <Box onClick={(e) => e.stopPropagation()} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1, mx: -0.5, '&:empty': { display: 'none' } }}>
                  {rowActions}
                </Box>
              )}
            </Card>
          </RecordContextProvider>
        );
      })}
    </Box>
  );
};
