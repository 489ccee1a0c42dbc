/**
 * The order form's plot: only plots that can be sold (available), in code order, each shown
 * with its code, type, status and price, found by typing part of the code. The server refuses
 * any other plot (plot_unavailable); the picker does not offer it in the first place.
 */
import { Typography } from '@mui/material';
import { AutocompleteInput, ReferenceInput, useLocaleState, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { appConfig as resources } from '../../../instance';
import { useLevel } from '../../builders/permissions/useLevel';
import { formatMoney } from '../../format/money';
import { PlotChoice } from '../../kit/PlotChoice';
import { resourceNameForLevel } from '../../../protocol/resourceName';


/** The plot statuses an order may take: a plot held by another order, buried or withdrawn is not for sale. */
const SELLABLE_PLOT_FILTER = { status: 'available' } as const;

/** One choice: the code, then type, status and price, so the clerk picks without opening the map. */
const PlotOption = () => {
  const plot = useRecordContext();
  const [locale] = useLocaleState();
  if (!plot) return null;
  return (
    <PlotChoice plot={plot}>
      <Typography component="span" variant="body2" sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(plot.price, locale)}
      </Typography>
    </PlotChoice>
  );
};

const byCode = (q: string) => (q.trim() ? { code_like: q.trim() } : {});
const codeOf = (plot: { code?: unknown }) => String(plot?.code ?? '');

interface Props {
  source: string;
  label: string;
  validate?: Validator;
}

export const PlotPicker = ({ source, label, validate }: Props) => {
  const level = useLevel();
  const translate = useTranslate();
  const { name } = resourceNameForLevel('tomb_burialslot', level, resources);
  return (
    <ReferenceInput source={source} reference={name} filter={SELLABLE_PLOT_FILTER} sort={{ field: 'code', order: 'ASC' }} perPage={50}>
      <AutocompleteInput
        label={label}
        validate={validate}
        optionText={<PlotOption />}
        inputText={codeOf}
        // The server already matched the typed code; MUI must not filter the page again by the option's text.
        matchSuggestion={() => true}
        filterToQuery={byCode}
        helperText={translate('sales.picker.helper')}
        noOptionsText={translate('sales.picker.none')}
      />
    </ReferenceInput>
  );
};
