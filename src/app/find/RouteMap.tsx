/**
 * The way on the plan (the find-a-grave page, docs/map.md): the areas, paths and landmarks as
 * drawn, the walk from the gate in a thick line, the gate and the grave marked; fitted to the
 * walk, and again when the page is printed. Leaflet is this page's own bundle's, never the staff app's.
 */
import { useEffect, useRef } from 'react';
import type { GraveRoute, PublicMap } from '../../protocol/contracts/parkmap';
import { findPlan } from '../../protocol/contracts/parkmap';
import { API_BASE } from '../../protocol/contract';
import { L, createPlanMap, drawFeatures, ll } from '../parkmap/planMap';

export const RouteMap = ({ map, route, labels }: { map: PublicMap; route: GraveRoute; labels: { gate: string; grave: string } }) => {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current || !map.plan) return;
    const m = createPlanMap(el.current, map.plan, map.plan.has_image ? `${API_BASE}/${findPlan.path}` : null);
    const group = L.layerGroup().addTo(m);
    drawFeatures(group, map.features);
    const walk = L.polyline(route.line.map(ll), { color: '#1456f0', weight: 6, opacity: 0.9, lineJoin: 'round' }).addTo(m);
    L.polyline(route.line.map(ll), { color: '#fff', weight: 2, dashArray: '4 8', opacity: 0.9 }).addTo(m);
    L.circleMarker(ll(route.line[0]), { radius: 9, color: '#fff', weight: 3, fillColor: '#2ea121', fillOpacity: 1 })
      .bindTooltip(route.gate.name, { permanent: true, direction: 'top', className: 'pm-label' })
      .addTo(m);
    L.circleMarker(ll(route.at), { radius: 10, color: '#fff', weight: 3, fillColor: '#d83931', fillOpacity: 1 })
      .bindTooltip(`${labels.grave} ${route.code}`, { permanent: true, direction: 'top', className: 'pm-label pm-grave' })
      .addTo(m);
    const fit = () => {
      m.invalidateSize({ animate: false });
      m.fitBounds(walk.getBounds().pad(0.15), { animate: false });
    };
    fit();
    const media = window.matchMedia('print');
    const onPrint = () => fit();
    media.addEventListener?.('change', onPrint);
    window.addEventListener('beforeprint', onPrint);
    window.addEventListener('afterprint', onPrint);
    return () => {
      media.removeEventListener?.('change', onPrint);
      window.removeEventListener('beforeprint', onPrint);
      window.removeEventListener('afterprint', onPrint);
      m.remove();
    };
  }, [map, route, labels.gate, labels.grave]);
  return <div ref={el} className="route-map" data-testid="route-map" role="img" aria-label={`${labels.gate} ${route.gate.name} → ${labels.grave} ${route.code}`} />;
};

