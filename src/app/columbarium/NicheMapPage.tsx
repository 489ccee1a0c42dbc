/**
 * The niche map (/ashes/nicheMap): pick a hall, see its walls and rows of niches coloured by
 * status on the plot map's grid (src/app/map/PlotGrid.tsx, with the niches' statuses), filter
 * by status, and open a niche: what it holds, its fees, and "Deposit in this niche".
 * The hall and the niche live in the URL (?hall=&niche=).
 */
import { Alert, Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { NICHE_STATUS } from '../../rules/columbarium';
import { formatYuan } from '../../config/money';
import { L, enumValue } from '../../config/define';
import { EnumToggles } from '../map/EnumToggles';
import { CELL_CLASS, GRID_CLASS, ROW_CELLS_CLASS, ROW_CLASS, ROW_LABEL_CLASS } from '../map/gridCss';
import { arrangeArea, countByStatus, matchesFilter, type MapFilter } from '../map/layout';
import { PlotGrid } from '../map/PlotGrid';
import { usePlaceParams } from '../map/usePlaceParams';
import { appConfig } from '../../instance';
import { resourceNameForLevel } from '../../protocol/resourceName';
import { useLevel } from '../builders/permissions/useLevel';
import type { MapPlot, MapRoom, MapShelf } from '../map/types';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { nicheMap, type NicheMap } from '../../protocol/contracts/columbarium';
import { call } from '../providers/call';
import { DepositDialog } from './DepositDialog';
import { useLang } from '../format/lang';

type NicheMapPayload = NicheMap;

interface NicheCell extends MapPlot {
  stored: number;
  price_month: number;
}

/** Every niche is of one kind: the grid's "type" names it. */
const NICHE_TYPE = [enumValue('niche', '#909399', L('格位', 'Niche', 'Nicho', '納骨壇'))];

const NICHE_MAP_CLASS = 'niche-map';

const cssString = (s: string): string => s.replace(/["\\]/g, '\\$&');
/** The niches' colours and the legend's dimming, as the plot grid's own stylesheet does for plots. */
const NICHE_CSS = [
  ...NICHE_STATUS.map((s) => `.${CELL_CLASS}[data-s="${cssString(s.value)}"]{background:${s.color};}`),
  ...NICHE_STATUS.map((s) => `.${GRID_CLASS}[data-fs]:not([data-fs~="${cssString(s.value)}"]) .${CELL_CLASS}[data-s="${cssString(s.value)}"]{opacity:.15;}`),
  // On a phone a wall of a dozen columns fits the screen whole (narrower names and niches,
  // closer together); a longer one scrolls sideways and fades at its edge, as plot rows do.
  `@media (max-width:600px){.${NICHE_MAP_CLASS} .${ROW_LABEL_CLASS}{width:40px;flex-basis:40px;line-height:26px;}.${NICHE_MAP_CLASS} .${ROW_CLASS}{gap:4px;min-height:26px;}.${NICHE_MAP_CLASS} .${ROW_CELLS_CLASS}{gap:2px;}.${NICHE_MAP_CLASS} .${CELL_CLASS}{width:22px;height:22px;line-height:22px;font-size:9px;scroll-margin-left:48px;}}`,
].join('\n');

const decode = (p: NicheMapPayload): { rooms: MapRoom[]; shelves: MapShelf[]; plots: NicheCell[] } => ({
  rooms: p.rooms,
  shelves: p.shelves,
  plots: p.niches.map(([id, shelf_id, column_no, code, status, price_year, capacity, stored, price_month]) => ({
    id,
    shelf_id,
    column_no,
    code,
    type: 'niche',
    status,
    price: Number(price_year),
    capacity,
    stored,
    price_month: Number(price_month),
  })),
});

const NichePanel = ({ niche, onDeposit }: { niche: NicheCell; onDeposit: () => void }) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const lang = useLang();
  const status = NICHE_STATUS.find((s) => s.value === niche.status);
  const depositScreen = resourceNameForLevel('ash_deposit', useLevel(), appConfig).name;
  const { data: deposits } = useGetList('ash_deposit', { filter: { niche_id: niche.id, status: 'stored' }, pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' } });
  return (
    <Card variant="outlined" sx={{ mb: 1.5 }} data-testid="niche-panel">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Box>
            <Typography variant="subtitle1">{translate('ash.map.niche', { code: niche.code })}</Typography>
            <Typography variant="body2" data-testid="niche-panel-status">
              <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: status?.color, marginRight: 6 }} />
              {status ? label(status.label) : niche.status} · {translate('ash.map.held', { stored: niche.stored, capacity: niche.capacity })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('ash.map.fees', { year: formatYuan(niche.price, lang), month: formatYuan(niche.price_month, lang) })}
            </Typography>
          </Box>
          {niche.stored < niche.capacity && (
            <Button variant="contained" size="small" onClick={onDeposit} data-testid="niche-panel-deposit">
              {translate('ash.deposit.here')}
            </Button>
          )}
        </Stack>
        {deposits && deposits.length > 0 && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {translate('ash.map.deposits')}
            </Typography>
            {deposits.map((d) => (
              <Box key={d.id}>
                <Link to={`/${depositScreen}/${d.id}`}>{`${String(d.deposit_no)} · ${String(d.deceased_name ?? '')}`}</Link>
              </Box>
            ))}
          </Box>
        )}
        {deposits && deposits.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('ash.map.none')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

export const NicheMapPage = () => {
  const translate = useTranslate();
  const { room: hall, cell: selectedId, setPlace: place } = usePlaceParams('hall', 'niche');
  const [payload, setPayload] = useState<NicheMapPayload>();
  const [error, setError] = useState<Error>();
  const [attempt, setAttempt] = useState(0);
  const [filter, setFilter] = useState<MapFilter>({ statuses: [], types: [] });
  const [depositing, setDepositing] = useState(false);

  useEffect(() => {
    let live = true;
    setError(undefined);
    call(nicheMap, hall === undefined ? {} : { area_id: Number(hall) }).then(
      (p) => live && setPayload(p),
      (e: Error) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [hall, attempt]);

  const map = useMemo(() => (payload ? decode(payload) : undefined), [payload]);
  const blocks = useMemo(() => (map ? arrangeArea(map) : []), [map]);
  const byId = useMemo(() => new Map<number, NicheCell>((map?.plots ?? []).map((p) => [p.id, p])), [map]);
  const counts = useMemo(() => countByStatus(map?.plots ?? []), [map]);
  const shown = useMemo(() => (map?.plots ?? []).filter((p) => matchesFilter(p, filter)).length, [map, filter]);
  const selected = selectedId === undefined ? undefined : byId.get(selectedId);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} className={NICHE_MAP_CLASS} data-testid="niche-map">
      <style>{NICHE_CSS}</style>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        <TextField
          select
          size="small"
          label={translate('ash.map.hall')}
          value={payload?.area_id ?? ''}
          onChange={(e) => place(Number(e.target.value), undefined)}
          sx={{ minWidth: 160, flex: '0 1 240px' }}
          slotProps={{ htmlInput: { 'data-testid': 'niche-map-hall' } }}
        >
          {(payload?.halls ?? []).map((h) => (
            <MenuItem key={h.id} value={h.id}>
              {h.name}
            </MenuItem>
          ))}
        </TextField>
        <Button component={Link} to="/ashes/nicheList" size="small">
          {translate('ash.map.list')}
        </Button>
      </Box>
      <Box sx={{ mb: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <EnumToggles title={translate('map.legend')} values={NICHE_STATUS} counts={counts} selected={filter.statuses} onChange={(statuses) => setFilter((f) => ({ ...f, statuses }))} testId="niche-legend" />
        <Typography variant="caption" color="text.secondary">
          {translate('ash.map.shown', { shown, count: map?.plots.length ?? 0 })}
        </Typography>
      </Box>
      {error && (
        <Alert severity="error" action={<Button onClick={() => setAttempt((n) => n + 1)}>{translate('map.retry')}</Button>}>
          {translate('map.load_error', { message: error.message })}
        </Alert>
      )}
      {!payload && !error && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} /> <Typography variant="body2">{translate('map.loading')}</Typography>
        </Stack>
      )}
      {payload && payload.halls.length === 0 && <Alert severity="info">{translate('ash.map.no_halls')}</Alert>}
      {selected && <NichePanel niche={selected} onDeposit={() => setDepositing(true)} />}
      {map && map.plots.length > 0 && (
        <PlotGrid
          blocks={blocks}
          plotsById={byId as Map<number, MapPlot>}
          filter={filter}
          selectedId={selectedId}
          onSelect={(p) => place(payload?.area_id ?? undefined, p.id)}
          statuses={NICHE_STATUS}
          types={NICHE_TYPE}
          roomCountKey="ash.map.room_niches"
        />
      )}
      {depositing && selected && (
        <DepositDialog
          open
          nicheId={selected.id}
          onClose={() => {
            setDepositing(false);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    </Box>
  );
};
