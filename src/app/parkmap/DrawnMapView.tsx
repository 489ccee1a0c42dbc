/**
 * The staff map's drawn view (/dashboard?view=drawn, docs/map.md): the site plan with the areas,
 * rows, paths and landmarks as drawn, and every placed plot coloured by its status on one canvas
 * (Leaflet's canvas renderer: the largest area's 5,000 plots and the rest stay quick). A click on
 * a plot opens the same panel as the grid (the page's `onSelect`); the status filter dims the rest.
 * Its own chunk: Leaflet loads with it.
 */
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ParkMapData } from '../../protocol/contracts/parkmap';
import { appConfig } from '../../instance';
import { fetchParkMap, usePlanUrl } from './api';
import { L, createPlanMap, drawFeatures, ll } from './planMap';

const statusColours = (): Map<string, string> => {
  const def = appConfig.tomb_burialslot.fields.status;
  return new Map(def.type === 'enum' ? def.values.map((v) => [v.value, v.color]) : []);
};

interface Props {
  /** The plot picked (highlighted). */
  selectedId?: number;
  /** The area in view: the map zooms to it when it changes. */
  areaId?: number;
  /** The statuses shown in full (empty: all). */
  statuses: readonly string[];
  onSelect: (plotId: number, areaId: number) => void;
}

export const DrawnMapView = ({ selectedId, areaId, statuses, onSelect }: Props) => {
  const translate = useTranslate();
  const [data, setData] = useState<ParkMapData>();
  const [error, setError] = useState<string>();
  // Bumped when a map is made: the plots are drawn on each new one.
  const [made, setMade] = useState(0);
  const el = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const plotLayer = useRef<L.LayerGroup | null>(null);
  const renderer = useMemo(() => L.canvas({ padding: 0.3, tolerance: 3 }), []);
  const url = usePlanUrl(data?.plan, 0);
  const colours = useMemo(statusColours, []);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    let live = true;
    fetchParkMap().then(
      (d) => live && setData(d),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, []);

  // The map and what is drawn: once the data and the plan's image are in.
  useEffect(() => {
    if (!el.current || !data?.plan || url === undefined) return undefined;
    const started = performance.now();
    const map = createPlanMap(el.current, data.plan, url, { renderer });
    const features = L.layerGroup().addTo(map);
    drawFeatures(features, data.features, renderer);
    plotLayer.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    setMade((n) => n + 1);
    map.whenReady(() => {
      el.current?.setAttribute('data-drawn-ms', String(Math.round(performance.now() - started)));
    });
    return () => {
      map.remove();
      mapRef.current = null;
      plotLayer.current = null;
    };
  }, [data, url, renderer]);

  // The plots, coloured by status; filtered ones faint.
  useEffect(() => {
    const layer = plotLayer.current;
    if (!layer || !data) return;
    const started = performance.now();
    layer.clearLayers();
    const shown = new Set(statuses);
    for (const [id, x, y, status, area] of data.plots) {
      const on = shown.size === 0 || shown.has(status);
      const picked = id === selectedId;
      const m = L.circleMarker(ll([x, y]), {
        renderer,
        radius: picked ? 6 : 2.6,
        weight: picked ? 3 : 0.5,
        color: picked ? '#1f2329' : '#ffffff',
        fillColor: colours.get(status) ?? '#909399',
        fillOpacity: on ? 1 : 0.15,
        opacity: on ? 1 : 0.15,
      });
      m.on('click', () => select.current(id, area));
      layer.addLayer(m);
    }
    el.current?.setAttribute('data-plots', String(data.plots.length));
    // How long the plots took to draw (the bench reads it).
    el.current?.setAttribute('data-plots-ms', String(Math.round(performance.now() - started)));
  }, [data, statuses, selectedId, renderer, colours, made]);

  // Zoom to the area chosen above.
  useEffect(() => {
    const map = mapRef.current;
    const area = data?.features.find((f) => f.kind === 'area' && f.area_id === areaId);
    if (!map || !area || area.geometry.type !== 'Polygon') return;
    // A plot picked on the map is already in view: stay where the user is.
    const picked = data?.plots.find((p) => p[0] === selectedId);
    if (picked && map.getBounds().contains(ll([picked[1], picked[2]]))) return;
    map.fitBounds(L.latLngBounds(area.geometry.coordinates[0].map(ll)).pad(0.1));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [areaId, data, made]);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!data)
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={18} /> <Typography variant="body2">{translate('parkmap.loading')}</Typography>
      </Box>
    );
  if (!data.plan) return <Alert severity="info">{translate('parkmap.no_plan')}</Alert>;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {translate('parkmap.placed', { n: data.plots.length })}
        {data.unplaced > 0 && ` · ${translate('parkmap.unplaced', { n: data.unplaced })}`}
      </Typography>
      <Box ref={el} data-testid="drawn-map" sx={{ height: { xs: '65vh', md: 'calc(100vh - 300px)' }, minHeight: 360, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: '#e4efd9' }} />
    </Box>
  );
};

export default DrawnMapView;
