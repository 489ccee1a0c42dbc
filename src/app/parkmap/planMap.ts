/**
 * The park map in the browser (docs/map.md): Leaflet with its simple coordinate system over the
 * site plan's image, one plan unit one map unit (x right, y up: src/rules/parkmap.ts), and the
 * drawn features on it. Plain Leaflet, no MUI: the public find-a-grave page and the staff
 * screens both draw with it. Imported only by the map pages' own lazily loaded chunks.
 */
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapGeometry, MapFeatureKind, Pt } from '../../rules/parkmap';

export { L };

/** A plan point as Leaflet's [lat, lng] (y, x). */
export const ll = (p: Pt): L.LatLngTuple => [p[1], p[0]];
/** A Leaflet point back to plan units. */
export const pt = (l: L.LatLng): Pt => [Math.round(l.lng * 100) / 100, Math.round(l.lat * 100) / 100];

export interface PlanSize {
  width: number;
  height: number;
}

/** A map over the plan: the image (when there is one) filling the plan's bounds, zoomed to fit. */
export const createPlanMap = (el: HTMLElement, plan: PlanSize, imageUrl: string | null, opts: { renderer?: L.Renderer } = {}): L.Map => {
  const bounds = L.latLngBounds([0, 0], [plan.height, plan.width]);
  const map = L.map(el, {
    crs: L.CRS.Simple,
    minZoom: -5,
    maxZoom: 4,
    zoomSnap: 0.25,
    attributionControl: false,
    preferCanvas: true,
    renderer: opts.renderer,
    maxBounds: bounds.pad(0.5),
  });
  if (imageUrl) L.imageOverlay(imageUrl, bounds).addTo(map);
  map.fitBounds(bounds);
  return map;
};

export const KIND_STYLE: Record<MapFeatureKind, { color: string; weight: number; fill?: string }> = {
  area: { color: '#409eff', weight: 2, fill: '#409eff' },
  row: { color: '#5a8f3c', weight: 1 },
  plot: { color: '#e6a23c', weight: 1 },
  path: { color: '#b08d57', weight: 3 },
  gate: { color: '#f56c6c', weight: 2 },
  office: { color: '#8e44ad', weight: 2 },
  toilet: { color: '#16a085', weight: 2 },
  shuttle: { color: '#d35400', weight: 2 },
  landmark: { color: '#2c3e50', weight: 2 },
};

/** The Leaflet layer of a drawn geometry, styled by its kind. */
export const layerOf = (kind: MapFeatureKind, g: MapGeometry, renderer?: L.Renderer): L.Layer => {
  const s = KIND_STYLE[kind];
  switch (g.type) {
    case 'Point':
      return L.circleMarker(ll(g.coordinates), { radius: kind === 'plot' ? 3 : 7, color: '#fff', weight: 2, fillColor: s.color, fillOpacity: 1, renderer });
    case 'LineString':
      return L.polyline(g.coordinates.map(ll), { color: s.color, weight: s.weight, opacity: kind === 'path' ? 0.55 : 0.8, renderer });
    case 'Polygon':
      return L.polygon(g.coordinates[0].slice(0, -1).map(ll), { color: s.color, weight: s.weight, fillColor: s.fill ?? s.color, fillOpacity: 0.08, renderer });
    default: {
      const never: never = g;
      throw new Error(String(never));
    }
  }
};

/** Draw features; the named areas and points of interest get a permanent label. */
export const drawFeatures = (target: L.LayerGroup, features: readonly { kind: MapFeatureKind; name: string | null; geometry: MapGeometry }[], renderer?: L.Renderer): void => {
  for (const f of features) {
    if (f.kind === 'plot') continue;
    const layer = layerOf(f.kind, f.geometry, renderer);
    if (f.name && f.kind !== 'row' && f.kind !== 'path' && 'bindTooltip' in layer)
      (layer as L.Path).bindTooltip(f.name, { permanent: true, direction: f.kind === 'area' ? 'center' : 'top', className: `pm-label pm-${f.kind}` });
    target.addLayer(layer);
  }
};
