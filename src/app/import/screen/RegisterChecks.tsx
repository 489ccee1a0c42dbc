/**
 * What the server's check of a burial register says beyond the rows' errors: what the import
 * will create (the missing areas, rows and plots, with a few of their names) before anything is
 * written, and the plots the file fills over their capacity, each with its capacity and the
 * file's lines, and an offer to raise that plot's capacity (an edit of the plot through the data
 * provider, after a confirmation; the file is checked again).
 */
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { canDo, resourceByKey, resourceByTable } from '../../../config/access';
import type { ImportCapacity, ImportCreate, ImportRowError } from '../../../config/importing';
import type { ResourcesConfig } from '../../../config/types';
import { resourceNameForLevel } from '../../../protocol/resourceName';
import { useLevel } from '../../builders/permissions/useLevel';
import { useConfigLabel } from '../../i18n/useConfigLabel';

const PLOTS = 'tomb_burialslot';

export const CreatesNotice = ({ creates, config }: { creates: readonly ImportCreate[]; config: ResourcesConfig }) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const [locale] = useLocaleState();
  const shown = creates.filter((c) => c.count > 0);
  if (shown.length === 0) return null;
  return (
    <Alert severity="info" data-testid="import-creates">
      <AlertTitle>{translate('import.register.creates_title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {shown.map((c) => {
          const hit = resourceByTable(c.table, config);
          return (
            <li key={c.table} data-table={c.table}>
              {translate('import.register.creates_line', {
                table: hit ? label(hit[1].label) : c.table,
                count: c.count.toLocaleString(locale),
                examples: c.examples.join(', '),
              })}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
};

/** One entry per plot: the rows' capacity errors name the same plot once per line over it. */
export const capacityProblems = (errors: readonly ImportRowError[]): ImportCapacity[] => {
  const byPlot = new Map<string, ImportCapacity>();
  for (const e of errors) {
    if (!e.capacity) continue;
    const prev = byPlot.get(e.capacity.plot);
    const lines = [...new Set([...(prev?.lines ?? []), ...e.capacity.lines])].sort((a, b) => a - b);
    byPlot.set(e.capacity.plot, { ...e.capacity, needed: Math.max(prev?.needed ?? 0, e.capacity.needed), lines });
  }
  return [...byPlot.values()];
};

interface Props {
  errors: readonly ImportRowError[];
  config: ResourcesConfig;
  disabled: boolean;
  /** After a plot's capacity was raised: check the file again. */
  onRaised: () => void;
}

export const CapacityProblems = ({ errors, config, disabled, onRaised }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const level = useLevel();
  const [asking, setAsking] = useState<ImportCapacity>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const problems = capacityProblems(errors);
  if (problems.length === 0) return null;
  const plots = resourceByKey(PLOTS, config);
  const mayRaise = plots !== undefined && level !== undefined && canDo(plots, level, 'update');
  const plotsName = resourceNameForLevel(PLOTS, level, config).name;

  const raise = async (p: ImportCapacity) => {
    setAsking(undefined);
    setBusy(true);
    setFailure(undefined);
    try {
      const { data } = await dataProvider.getList(plotsName, { filter: { code: p.plot }, pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' } });
      const plot = data.find((r) => r.code === p.plot);
      if (!plot) {
        setFailure(translate('import.register.raise_missing', { plot: p.plot }));
        return;
      }
      await dataProvider.update(plotsName, { id: plot.id, data: { capacity: p.needed }, previousData: plot });
      notify('import.register.raised', { type: 'success', messageArgs: { plot: p.plot, needed: p.needed } });
      onRaised();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert severity="error" data-testid="import-capacity">
      <AlertTitle>{translate('import.register.capacity_title')}</AlertTitle>
      <Stack spacing={1}>
        {problems.map((p) => (
          <Box key={p.plot} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-plot={p.plot}>
            <Box sx={{ flex: '1 1 240px' }}>
              {translate('import.register.capacity', { plot: p.plot, capacity: p.capacity, needed: p.needed, lines: p.lines.join(', ') })}
            </Box>
            {mayRaise && (
              <Button size="small" variant="outlined" color="inherit" disabled={disabled || busy} onClick={() => setAsking(p)} data-testid="import-raise-capacity">
                {translate('import.register.raise', { needed: p.needed })}
              </Button>
            )}
          </Box>
        ))}
        {failure && <Box sx={{ fontWeight: 600 }}>{failure}</Box>}
      </Stack>
      <Confirm
        isOpen={asking !== undefined}
        title="import.register.raise_title"
        titleTranslateOptions={{ plot: asking?.plot }}
        content="import.register.raise_content"
        contentTranslateOptions={{ plot: asking?.plot, capacity: asking?.capacity, needed: asking?.needed }}
        confirm="import.register.raise_ok"
        onConfirm={() => asking && void raise(asking)}
        onClose={() => setAsking(undefined)}
      />
    </Alert>
  );
};
