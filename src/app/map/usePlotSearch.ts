/**
 * The map's search: a plot code in the loaded area first, then a plot code in any area, then
 * the deceased (name, ID number, applicant phone: the member's searchable fields) anywhere.
 * A single hit jumps straight to its plot; several deceased are offered as a list.
 */
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { findPlotByCode } from './layout';
import type { MapPlot } from './types';

export interface PlotTarget {
  areaId: number;
  plotId: number;
}

export interface DeceasedHit {
  id: number;
  name: string;
  plotId?: number;
  plotCode?: string;
}

export const usePlotSearch = (membersResource: string, currentArea: number | undefined, plots: readonly MapPlot[], jump: (t: PlotTarget) => void) => {
  const dataProvider = useDataProvider();
  const [hits, setHits] = useState<DeceasedHit[]>([]);
  const [notFound, setNotFound] = useState<string>();
  const [busy, setBusy] = useState(false);

  const jumpToPlot = async (plotId: number) => {
    const { data } = await dataProvider.getOne('tomb_burialslot', { id: plotId });
    jump({ areaId: Number(data.area_id), plotId });
  };

  const search = async (text: string) => {
    const q = text.trim();
    setHits([]);
    setNotFound(undefined);
    if (!q) return;
    const local = findPlotByCode(plots, q);
    if (local && currentArea !== undefined) return jump({ areaId: currentArea, plotId: local.id });
    setBusy(true);
    try {
      const byCode = await dataProvider.getList('tomb_burialslot', {
        filter: { q },
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'code', order: 'ASC' },
      });
      const plot = byCode.data[0];
      if (plot) return jump({ areaId: Number(plot.area_id), plotId: Number(plot.id) });
      const members = await dataProvider.getList(membersResource, {
        filter: { q },
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'name', order: 'ASC' },
      });
      const found: DeceasedHit[] = members.data.map((m) => ({
        id: Number(m.id),
        name: String(m.name),
        plotId: m.burialslot_id ? Number(m.burialslot_id) : undefined,
        plotCode: (m.burialslot as { code?: string } | undefined)?.code,
      }));
      const placed = found.filter((h) => h.plotId !== undefined);
      if (found.length === 0) setNotFound(q);
      else if (found.length === 1 && placed.length === 1) await jumpToPlot(placed[0].plotId as number);
      else setHits(found);
    } finally {
      setBusy(false);
    }
  };

  const pick = async (hit: DeceasedHit) => {
    setHits([]);
    if (hit.plotId !== undefined) await jumpToPlot(hit.plotId);
  };

  return { search, pick, hits, notFound, busy, clear: () => (setHits([]), setNotFound(undefined)) };
};
