/**
 * The tomb location view (/dashboard): pick an area, see its rooms and rows of plots coloured
 * by status, filter by status and type, search a plot or a deceased, and open a plot's panel.
 * The area and the selected plot live in the URL (?area=&plot=), so a reload, a link or the
 * back button return to the same place; without one, the map opens on the area the user last
 * chose, else the first area that has plots (useStartArea.ts).
 */
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, CircularProgress, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useLevel } from '../builders/permissions/useLevel';
import { BulkPlotsDialog } from './BulkPlotsDialog';
import { EnumToggles } from './EnumToggles';
import { arrangeArea, countByStatus, matchesFilter, type MapFilter } from './layout';
import { MapSearch } from './MapSearch';
import { operationRoutes } from '../kit/operationRoutes';
import { PlotGrid } from './PlotGrid';
import { PlotPanel } from './PlotPanel';
import { PLOT_STATUSES, PLOT_TYPES } from './plotEnums';
import type { EnumValue } from '../../config/types';
import type { MapPlot } from './types';
import { useAreaMap } from './useAreaMap';
import { useAreas } from './useAreas';
import { useFirstAreaWithPlots, useRememberedArea } from './useStartArea';
import { usePlaceParams } from './usePlaceParams';
import { usePlotSearch, type PlotTarget } from './usePlotSearch';

/** The drawn park map (docs/map.md): its own chunk, with Leaflet, loaded only when that view is chosen. */
const DrawnMapView = lazy(() => import('../parkmap/DrawnMapView'));

/** A type is drawn as a mark on the cell (see gridCss.ts), so its chip shows that mark on a neutral cell. */
const typeSwatch = (v: EnumValue) => (
  <span
    style={{
      width: 14,
      height: 14,
      boxSizing: 'border-box',
      borderRadius: 2,
      background: '#909399',
      borderBottom: v.value === 'double' ? '4px double #fff' : undefined,
      border: v.value === 'family' ? '2px dashed #fff' : undefined,
      outline: '1px solid #909399',
    }}
  />
);

export const MapPage = () => {
  const translate = useTranslate();
  const level = useLevel();
  const routes = useMemo(() => operationRoutes(level), [level]);
  const { room: fromUrl, cell: selectedId, setPlace } = usePlaceParams('area', 'plot');
  const areas = useAreas();
  // No area in the URL: the one this user last chose, else the first area that has plots.
  const { remembered, remember, known } = useRememberedArea();
  const rememberedArea = remembered !== undefined && areas.data?.some((a) => a.id === remembered) ? remembered : undefined;
  const needFirst = fromUrl === undefined && known && areas.data !== undefined && rememberedArea === undefined;
  const first = useFirstAreaWithPlots(areas.data, needFirst);
  const areaId = fromUrl ?? rememberedArea ?? (needFirst && !first.pending ? (first.areaId ?? areas.data?.[0]?.id) : undefined);
  const { map, error, loading, reload } = useAreaMap(areaId);
  const [filter, setFilter] = useState<MapFilter>({ statuses: [], types: [] });
  const [bulkOpen, setBulkOpen] = useState(false);
  // The grid (today's view) or the drawn park map, in the URL (?view=drawn).
  const [params, setParams] = useSearchParams();
  const drawn = params.get('view') === 'drawn';
  const setView = (v: 'grid' | 'drawn') =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v === 'drawn') next.set('view', 'drawn');
        else next.delete('view');
        return next;
      },
      { replace: true },
    );

  const blocks = useMemo(() => (map ? arrangeArea(map) : []), [map]);
  const plotsById = useMemo(() => new Map((map?.plots ?? []).map((p) => [p.id, p])), [map]);
  const counts = useMemo(() => countByStatus(map?.plots ?? []), [map]);
  const shown = useMemo(() => (map?.plots ?? []).filter((p) => matchesFilter(p, filter)).length, [map, filter]);

  const jump = useCallback((t: PlotTarget) => setPlace(t.areaId, t.plotId), [setPlace]);
  const search = usePlotSearch(routes.members, areaId, map?.plots ?? [], jump);

  // Bring a plot chosen by search or by the URL into view once its area is drawn.
  useEffect(() => {
    if (selectedId === undefined || !plotsById.has(selectedId)) return;
    document.querySelector(`[data-id="${selectedId}"]`)?.scrollIntoView?.({ block: 'center', inline: 'center', behavior: 'smooth' });
  }, [selectedId, plotsById]);

  const selected = selectedId !== undefined ? plotsById.get(selectedId) : undefined;
  const shelf = selected ? map?.shelves.find((s) => s.id === selected.shelf_id) : undefined;
  const room = shelf ? map?.rooms.find((r) => r.id === shelf.room_id) : undefined;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="map-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 1.5 }}>
        <TextField
          select
          size="small"
          label={translate('map.area')}
          value={areaId ?? ''}
          onChange={(e) => {
            remember(Number(e.target.value));
            setPlace(Number(e.target.value), undefined);
          }}
          sx={{ minWidth: 160, flex: '0 1 220px' }}
          slotProps={{ htmlInput: { 'data-testid': 'map-area' } }}
        >
          {(areas.data ?? []).map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup size="small" exclusive value={drawn ? 'drawn' : 'grid'} onChange={(_e, v: 'grid' | 'drawn' | null) => v && setView(v)} sx={{ alignSelf: 'center' }} data-testid="map-view">
          <ToggleButton value="grid">{translate('parkmap.view_grid')}</ToggleButton>
          <ToggleButton value="drawn">{translate('parkmap.view_drawn')}</ToggleButton>
        </ToggleButtonGroup>
        <MapSearch onSearch={search.search} onPick={search.pick} hits={search.hits} notFound={search.notFound} busy={search.busy} />
        {routes.canCreatePlots && map && map.shelves.length > 0 && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setBulkOpen(true)} sx={{ alignSelf: 'center' }}>
            {translate('map.actions.bulk')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1.5 }}>
        <EnumToggles
          title={translate('map.legend')}
          values={PLOT_STATUSES}
          counts={counts}
          selected={filter.statuses}
          onChange={(statuses) => setFilter((f) => ({ ...f, statuses }))}
          testId="map-legend"
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <EnumToggles
            title={translate('map.filter.type')}
            values={PLOT_TYPES}
            selected={filter.types}
            onChange={(types) => setFilter((f) => ({ ...f, types }))}
            testId="map-type-filter"
            swatch={typeSwatch}
          />
          {(filter.statuses.length > 0 || filter.types.length > 0) && (
            <Button size="small" onClick={() => setFilter({ statuses: [], types: [] })}>
              {translate('map.filter.clear')}
            </Button>
          )}
          <Typography variant="caption" color="text.secondary" data-testid="map-shown">
            {translate('map.shown', { shown, count: map?.plots.length ?? 0 })}
          </Typography>
        </Box>
      </Box>
      {areas.data && areas.data.length === 0 && <Alert severity="info">{translate('map.no_areas')}</Alert>}
      {error && (
        <Alert severity="error" action={<Button onClick={reload}>{translate('map.retry')}</Button>}>
          {translate('map.load_error', { message: error.message })}
        </Alert>
      )}
      {loading && !map && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={18} /> <Typography variant="body2">{translate('map.loading')}</Typography>
        </Box>
      )}
      {map && map.plots.length === 0 && map.rooms.length === 0 && <Alert severity="info">{translate('map.area_empty')}</Alert>}
      {drawn && (
        <Suspense fallback={<CircularProgress size={18} />}>
          <DrawnMapView selectedId={selectedId} areaId={areaId} statuses={filter.statuses} onSelect={(plotId, plotArea) => setPlace(plotArea, plotId)} />
        </Suspense>
      )}
      {map && !drawn && <PlotGrid blocks={blocks} plotsById={plotsById} filter={filter} selectedId={selectedId} onSelect={(p: MapPlot) => setPlace(areaId, p.id)} />}
      {bulkOpen && map && (
        <BulkPlotsDialog
          map={map}
          shelfId={selected?.shelf_id}
          onClose={() => setBulkOpen(false)}
          onCreated={() => {
            setBulkOpen(false);
            reload();
          }}
        />
      )}
      <PlotPanel plot={selected} room={room} shelf={shelf} routes={routes} onClose={() => setPlace(areaId, undefined)} />
    </Box>
  );
};
