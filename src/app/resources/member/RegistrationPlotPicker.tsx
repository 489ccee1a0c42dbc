/**
 * The registration form's plot: the plots an order holds (reserved, sold, buried), in code
 * order, each with its type and how many are registered of its capacity; a full plot is shown
 * disabled with the reason ("Plot full (2 of 2)"), so the clerk does not learn it from a failed
 * save. The counts come in one call for the page shown (admin.tomb_burialslot/occupancies);
 * against a server without it the plots are offered without counts, and the server's refusal
 * still lands on this field (data.fields, src/config/messages.ts ERROR_FIELD).
 */
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { AutocompleteInput, ReferenceInput, useChoicesContext, useRecordContext, useTranslate, type RaRecord, type Validator } from 'react-admin';
import { plotCapacity } from '../../../rules/orderMoney';
import { appConfig as resources } from '../../../instance';
import { resourceNameForLevel } from '../../../protocol/resourceName';
import { useLevel } from '../../builders/permissions/useLevel';
import { PlotChoice } from '../../kit/PlotChoice';
import { plotsOccupancy } from '../../../protocol/contracts/plots';
import { call } from '../../providers/call';


/** Plots an order holds: the only ones a deceased can be registered on (the server's member rules). */
const HELD_PLOT_FILTER = { status: ['reserved', 'sold', 'buried'] } as const;

interface Room {
  count: number;
  capacity: number;
  full: boolean;
}

/** The plot's room, or undefined while the counts are unknown. */
type RoomOf = (plot: RaRecord) => Room | undefined;
const RoomContext = createContext<RoomOf>(() => undefined);

const PlotOption = () => {
  const plot = useRecordContext();
  const translate = useTranslate();
  const roomOf = useContext(RoomContext);
  if (!plot) return null;
  const room = roomOf(plot);
  return (
    <PlotChoice plot={plot}>
      {room && (
        <Typography component="span" variant="body2" color={room.full ? 'error' : 'text.secondary'} sx={{ ml: 'auto' }} data-plot-room={room.full ? 'full' : 'room'}>
          {translate(room.full ? 'sales.deceased.full' : 'sales.deceased.capacity', { count: room.count, capacity: room.capacity })}
        </Typography>
      )}
    </PlotChoice>
  );
};

const byCode = (q: string) => (q.trim() ? { code_like: q.trim() } : {});
const codeOf = (plot: { code?: unknown }) => String(plot?.code ?? '');

/** The autocomplete over the page of plots the ReferenceInput fetched, with their counts. */
const OccupancyAutocomplete = ({ label, validate }: { label: string; validate?: Validator }) => {
  const translate = useTranslate();
  const { allChoices = [] } = useChoicesContext();
  const registration = useRecordContext();
  const ids = useMemo(() => allChoices.map((c) => Number(c.id)).filter((id) => Number.isSafeInteger(id) && id > 0).sort((a, b) => a - b), [allChoices]);
  const counts = useQuery({
    queryKey: ['plotOccupancies', ids],
    queryFn: () => call(plotsOccupancy, { ids }),
    enabled: ids.length > 0,
    retry: false,
    staleTime: 5_000,
  });
  const roomOf = useMemo<RoomOf>(() => {
    const registered = new Map((counts.data ?? []).map((r) => [r.id, r.registered]));
    // The registration being edited already counts on its own plot: that plot stays choosable.
    const own = registration?.burialslot_id === undefined ? undefined : Number(registration.burialslot_id);
    return (plot) => {
      const count = registered.get(Number(plot.id));
      if (count === undefined) return undefined;
      const capacity = plotCapacity({ type: plot.type, capacity: plot.capacity });
      return { count, capacity, full: count >= capacity && Number(plot.id) !== own };
    };
  }, [counts.data, registration?.burialslot_id]);
  return (
    <RoomContext.Provider value={roomOf}>
      <AutocompleteInput
        label={label}
        validate={validate}
        optionText={<PlotOption />}
        inputText={codeOf}
        // The server already matched the typed code; MUI must not filter the page again by the option's text.
        matchSuggestion={() => true}
        filterToQuery={byCode}
        getOptionDisabled={(plot: RaRecord) => roomOf(plot)?.full === true}
        helperText={translate('sales.picker.registration_helper')}
        noOptionsText={translate('sales.picker.registration_none')}
      />
    </RoomContext.Provider>
  );
};

interface Props {
  source: string;
  label: string;
  validate?: Validator;
}

export const RegistrationPlotPicker = ({ source, label, validate }: Props) => {
  const level = useLevel();
  const { name } = resourceNameForLevel('tomb_burialslot', level, resources);
  return (
    <ReferenceInput source={source} reference={name} filter={HELD_PLOT_FILTER} sort={{ field: 'code', order: 'ASC' }} perPage={50}>
      <OccupancyAutocomplete label={label} validate={validate} />
    </ReferenceInput>
  );
};
