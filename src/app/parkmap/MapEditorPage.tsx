/**
 * The park map editor (/tomb/mapEditor, levels 2, 4, 5, 6; docs/map.md): the site plan under
 * Leaflet, and leaflet-geoman to draw on it. A manager picks what to draw (an area, one of its
 * rows, a path, a gate, a landmark), draws it, and it is saved at once (checked by the server);
 * a row's plots appear along it at once. A feature can be picked to reshape or delete it; a plot
 * picked can be moved by hand. The plan's image is uploaded here; the drawing goes out and
 * comes back as GeoJSON.
 */
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { langOf } from '../../config/dates';
import { POI_KINDS, type MapFeatureKind, type MapGeometry } from '../../rules/parkmap';
import { MAP_FEATURE_KIND } from '../../rules/parkmapKinds';
import { deleteFeature, saveFeature, type MapFeature, type ParkMapData } from '../../protocol/contracts/parkmap';
import { appConfig } from '../../instance';
import { call } from '../providers/call';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { editorText } from './editorText';
import { downloadGeoJson, fetchParkMap, importGeoJson, uploadPlanImage, usePlanUrl } from './api';
import { L, createPlanMap, layerOf, ll, pt } from './planMap';

/** leaflet-geoman, loaded with this page only; it hangs itself on a global Leaflet. */
const geoman = (async () => {
  (window as unknown as { L: unknown }).L = { ...L };
  await import('@geoman-io/leaflet-geoman-free');
  await import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css');
})();

type PmMap = L.Map & { pm: { enableDraw: (shape: string, opts?: object) => void; disableDraw: () => void } };
type PmLayer = L.Layer & { pm: { enable: (o?: object) => void; disable: () => void }; toGeoJSON: () => { geometry: MapGeometry } };

const DRAWN_KINDS: readonly MapFeatureKind[] = ['area', 'row', 'path', ...POI_KINDS];
const shapeOf = (kind: MapFeatureKind): string => (kind === 'area' ? 'Polygon' : kind === 'row' || kind === 'path' ? 'Line' : 'CircleMarker');

const statusColours = (): Map<string, string> => {
  const def = appConfig.tomb_burialslot.fields.status;
  return new Map(def.type === 'enum' ? def.values.map((v) => [v.value, v.color]) : []);
};

export const MapEditorPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const label = useConfigLabel();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const et = useCallback((key: Parameters<typeof editorText>[1], params?: Record<string, string | number>): string => editorText(lang, key, params), [lang]);
  const [data, setData] = useState<ParkMapData>();
  const [version, setVersion] = useState(0);
  const [kind, setKind] = useState<MapFeatureKind>('row');
  const [areaId, setAreaId] = useState<number | ''>('');
  const [shelfId, setShelfId] = useState<number | ''>('');
  const [name, setName] = useState('');
  const [drawing, setDrawing] = useState(false);
  const [picked, setPicked] = useState<MapFeature | null>(null);
  const [editing, setEditing] = useState(false);
  const [plot, setPlot] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const el = useRef<HTMLDivElement>(null);
  const mapRef = useRef<PmMap | null>(null);
  const layers = useRef(new Map<number, PmLayer>());
  const url = usePlanUrl(data?.plan, version);
  const colours = useMemo(statusColours, []);
  const areas = useGetList<{ id: number; name: string }>('tomb_area', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'sort', order: 'ASC' } });
  const shelves = useGetList<{ id: number; name: string; code: string; room_id: number }>(
    'tomb_shelf',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'room_id', order: 'ASC' }, filter: { area_id: areaId } },
    { enabled: areaId !== '' },
  );
  const drawnRows = useMemo(() => new Set((data?.features ?? []).filter((f) => f.kind === 'row').map((f) => f.shelf_id)), [data]);
  const failed = useCallback((e: unknown) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }), [notify]);

  const reload = useCallback(() => {
    fetchParkMap().then(setData, failed);
  }, [failed]);
  useEffect(reload, [reload]);

  const save = useCallback(
    async (body: Parameters<typeof call<typeof saveFeature>>[1]) => {
      try {
        const f = await call(saveFeature, body);
        notify(et('saved'), { type: 'success' });
        setPicked(f.kind === 'plot' ? null : f);
        reload();
      } catch (e) {
        failed(e);
      }
    },
    [notify, et, reload, failed],
  );

  // What a new drawing is saved as: the kind picked, and its record.
  const target = useRef({ kind, areaId, shelfId, name });
  target.current = { kind, areaId, shelfId, name };
  const moveTo = useRef<{ plot: number | null; moving: boolean }>({ plot, moving });
  moveTo.current = { plot, moving };

  // The map: once geoman is in, the data and the plan's image.
  useEffect(() => {
    if (!el.current || !data?.plan || url === undefined) return undefined;
    let map: PmMap | null = null;
    let live = true;
    void geoman.then(() => {
      if (!live || !el.current || !data.plan) return;
      map = createPlanMap(el.current, data.plan, url) as PmMap;
      mapRef.current = map;
      const renderer = L.canvas({ tolerance: 4 });
      layers.current.clear();
      for (const f of data.features) {
        if (f.kind === 'plot') continue;
        const layer = layerOf(f.kind, f.geometry) as PmLayer;
        if (f.name) (layer as unknown as L.Path).bindTooltip(f.name, { direction: 'top' });
        layer.on('click', (e: L.LeafletMouseEvent) => {
          L.DomEvent.stopPropagation(e);
          setPicked(f);
          setPlot(null);
        });
        layer.addTo(map);
        layers.current.set(f.id, layer);
      }
      for (const [id, x, y, status] of data.plots)
        L.circleMarker(ll([x, y]), { renderer, radius: 2.5, weight: 0.5, color: '#fff', fillColor: colours.get(status) ?? '#909399', fillOpacity: 1 })
          .on('click', (e: L.LeafletMouseEvent) => {
            L.DomEvent.stopPropagation(e);
            setPlot(id);
            setPicked(null);
          })
          .addTo(map);
      map.on('pm:create', (e: L.LeafletEvent & { layer: PmLayer }) => {
        const geometry = e.layer.toGeoJSON().geometry;
        e.layer.remove();
        setDrawing(false);
        const t = target.current;
        void save({
          kind: t.kind,
          geometry,
          name: t.name || undefined,
          area_id: t.kind === 'area' && t.areaId !== '' ? t.areaId : undefined,
          shelf_id: t.kind === 'row' && t.shelfId !== '' ? t.shelfId : undefined,
        });
      });
      map.on('click', (e: L.LeafletMouseEvent) => {
        const m = moveTo.current;
        if (!m.moving || m.plot === null) return;
        setMoving(false);
        void save({ kind: 'plot', burialslot_id: m.plot, geometry: { type: 'Point', coordinates: pt(e.latlng) } });
      });
      el.current.setAttribute('data-ready', 'true');
    });
    return () => {
      live = false;
      map?.remove();
      mapRef.current = null;
    };
  }, [data, url, colours, save]);

  const startDraw = () => {
    const map = mapRef.current;
    if (!map) return;
    setDrawing(true);
    map.pm.enableDraw(shapeOf(kind), { snappable: true, snapDistance: 12, continueDrawing: false });
  };
  const cancelDraw = () => {
    mapRef.current?.pm.disableDraw();
    setDrawing(false);
  };
  const editShape = () => {
    if (!picked) return;
    layers.current.get(picked.id)?.pm.enable({ snappable: true });
    setEditing(true);
  };
  const saveShape = () => {
    if (!picked) return;
    const layer = layers.current.get(picked.id);
    if (!layer) return;
    layer.pm.disable();
    setEditing(false);
    void save({ id: picked.id, kind: picked.kind, name: picked.name ?? undefined, area_id: picked.area_id ?? undefined, shelf_id: picked.shelf_id ?? undefined, geometry: layer.toGeoJSON().geometry });
  };
  const remove = async () => {
    if (!picked) return;
    try {
      await call(deleteFeature, { id: picked.id });
      notify(et('deleted'), { type: 'info' });
      setPicked(null);
      reload();
    } catch (e) {
      failed(e);
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      await uploadPlanImage(file);
      setVersion((v) => v + 1);
      reload();
    } catch (e) {
      failed(e);
    }
  };
  const importFile = async (file: File | undefined) => {
    if (!file || !window.confirm(et('import_confirm'))) return;
    try {
      const n = await importGeoJson(file);
      notify(et('imported', { n }), { type: 'success' });
      reload();
    } catch (e) {
      failed(e);
    }
  };

  const kindLabel = (k: MapFeatureKind): string => label(MAP_FEATURE_KIND.find((v) => v.value === k)?.label ?? { zh: k, en: k, es: k, ja: k });
  const ready = kind === 'area' ? areaId !== '' : kind === 'row' ? shelfId !== '' : true;
  const hint = kind === 'area' ? 'hint_area' : kind === 'row' ? 'hint_row' : kind === 'path' ? 'hint_path' : 'hint_point';

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="map-editor">
      <Typography variant="h6" sx={{ mb: 1 }}>
        {et('title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1, '& .MuiTextField-root': { width: { xs: '100%', sm: 180 }, m: 0 } }}>
        <TextField select size="small" label={et('kind')} value={kind} onChange={(e) => setKind(e.target.value as MapFeatureKind)} slotProps={{ htmlInput: { 'data-testid': 'editor-kind' }, select: { SelectDisplayProps: { 'data-testid': 'editor-kind-select' } as object } }}>
          {DRAWN_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {kindLabel(k)}
            </MenuItem>
          ))}
        </TextField>
        {(kind === 'area' || kind === 'row') && (
          <TextField select size="small" label={et('area')} value={areaId} onChange={(e) => { setAreaId(Number(e.target.value)); setShelfId(''); }} slotProps={{ htmlInput: { 'data-testid': 'editor-area' }, select: { SelectDisplayProps: { 'data-testid': 'editor-area-select' } as object } }}>
            {(areas.data ?? []).map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {kind === 'row' && (
          <TextField select size="small" label={et('row')} value={shelfId} disabled={areaId === ''} onChange={(e) => setShelfId(Number(e.target.value))} helperText={areaId === '' ? et('pick_area') : undefined} slotProps={{ htmlInput: { 'data-testid': 'editor-row' }, select: { SelectDisplayProps: { 'data-testid': 'editor-row-select' } as object } }}>
            {(shelves.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id} data-id={s.id}>
                {s.name} · {s.code}
                {drawnRows.has(s.id) ? ` (${et('drawn')})` : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
        {POI_KINDS.includes(kind) || kind === 'path' ? (
          <TextField size="small" label={et('name')} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 50 } }} />
        ) : null}
        {drawing ? (
          <Button variant="outlined" onClick={cancelDraw}>
            {et('cancel')}
          </Button>
        ) : (
          <Button variant="contained" onClick={startDraw} disabled={!ready || !data?.plan} data-testid="editor-draw">
            {et('start_draw')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button component="label" size="small">
          {et('upload_plan')}
          <input hidden type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => void upload(e.target.files?.[0])} />
        </Button>
        <Button size="small" onClick={() => void downloadGeoJson().catch(failed)}>
          {et('export')}
        </Button>
        <Button component="label" size="small">
          {et('import')}
          <input hidden type="file" accept=".geojson,.json,application/geo+json,application/json" onChange={(e) => void importFile(e.target.files?.[0])} />
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {moving ? et('move_hint') : et(hint)}
      </Typography>
      {(picked || plot !== null) && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="editor-picked">
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{et('selected', { name: picked ? `${kindLabel(picked.kind)} ${picked.name ?? picked.id}` : `${kindLabel('plot')} #${plot}` })}</span>
            {picked &&
              (editing ? (
                <Button size="small" variant="contained" onClick={saveShape}>
                  {et('save_shape')}
                </Button>
              ) : (
                <Button size="small" onClick={editShape}>
                  {et('edit_shape')}
                </Button>
              ))}
            {picked && (
              <Button size="small" color="error" onClick={() => void remove()}>
                {et('delete')}
              </Button>
            )}
            {plot !== null && (
              <Button size="small" variant={moving ? 'contained' : 'outlined'} onClick={() => setMoving((m) => !m)}>
                {et('move_plot')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {data && !data.plan && <Alert severity="info">{translate('parkmap.no_plan')}</Alert>}
      {data && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }} data-testid="editor-counts">
          {translate('parkmap.placed', { n: data.plots.length })}
          {data.unplaced > 0 && ` · ${translate('parkmap.unplaced', { n: data.unplaced })}`}
        </Typography>
      )}
      <Box ref={el} data-testid="editor-map" sx={{ height: { xs: '60vh', md: 'calc(100vh - 260px)' }, minHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#e4efd9' }} />
    </Box>
  );
};
