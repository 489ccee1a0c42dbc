/**
 * QR labels for plots (/print/plotLabels, docs/printing.md): choose an area, or one of its rows,
 * and print one label per plot (code, place, QR code). The QR code holds this site's map URL of
 * the plot (/dashboard?area=&plot=): a signed-in phone opens the plot's panel with its open work
 * orders; a phone not signed in goes through the sign-in first and then to the plot. The QR
 * library (qrcode) is loaded only here. The print is logged against the area or the row.
 */
import { MenuItem, TextField, Typography } from '@mui/material';
import { placeName } from '../../../config/placeName';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Lang } from '../../../config/types';
import { plotLabels, type LabelPlot } from '../../../protocol/contracts/work';
import { call } from '../../providers/call';
import { PrintScreen } from '../../print/components/PrintScreen';
import { useAsync } from '../../print/components/useAsync';
import { idParam } from '../../print/components/useRecordParam';
import * as words from '../../i18n/messages/workPhone';

/** The URL a label's QR code opens: the plot on the map of this site. */
export const plotUrl = (origin: string, plot: { id: number; area_id: number }): string => `${origin}/dashboard?area=${plot.area_id}&plot=${plot.id}`;

export const PlotLabelsPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const areaId = idParam(params.get('area'));
  const shelfId = idParam(params.get('row'));
  const areas = useGetList('tomb_area', { pagination: { page: 1, perPage: 200 }, sort: { field: 'sort', order: 'ASC' } });
  const rows = useGetList('tomb_shelf', { filter: { area_id: areaId }, pagination: { page: 1, perPage: 500 }, sort: { field: 'sort', order: 'ASC' } }, { enabled: areaId !== null });
  const sheet = useAsync(areaId === null ? null : `${areaId}/${shelfId ?? ''}`, async () => {
    const data = await call(plotLabels, shelfId !== null ? { shelf_id: shelfId } : { area_id: areaId });
    const QRCode = await import('qrcode');
    const codes: Record<number, string> = {};
    for (const p of data.rows) codes[p.id] = await QRCode.toDataURL(plotUrl(window.location.origin, p), { margin: 1, width: 240, errorCorrectionLevel: 'M' });
    return { plots: data.rows, truncated: data.truncated, codes };
  });
  const labels = sheet.data;
  const error = sheet.error?.message;

  const choose = (area: number | null, row: number | null) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of [['area', area], ['row', row]] as const) if (v === null) next.delete(k);
    else next.set(k, String(v));
    setParams(next);
  };

  const picker = (
    <>
      <TextField select size="small" label={translate('workPhone.labels.area')} value={areaId ?? ''} onChange={(e) => choose(Number(e.target.value), null)} sx={{ minWidth: 180 }} slotProps={{ htmlInput: { 'data-testid': 'labels-area' } }}>
        {(areas.data ?? []).map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {String(a.name)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('workPhone.labels.row')}
        value={shelfId ?? ''}
        disabled={areaId === null}
        onChange={(e) => choose(areaId, e.target.value === '' ? null : Number(e.target.value))}
        sx={{ minWidth: 220 }}
        slotProps={{ htmlInput: { 'data-testid': 'labels-row' } }}
      >
        <MenuItem value="">{translate('workPhone.labels.all_rows')}</MenuItem>
        {(rows.data ?? []).map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {String(r.name)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );

  const message =
    areaId === null
      ? { severity: 'info' as const, text: translate('workPhone.labels.choose') }
      : error
        ? { severity: 'error' as const, text: error }
        : labels && labels.plots.length === 0
          ? { severity: 'info' as const, text: translate('workPhone.labels.none') }
          : undefined;
  const target = labels && labels.plots.length > 0 && areaId !== null ? { document: 'plotLabels' as const, table: shelfId !== null ? ('tomb_shelf' as const) : ('tomb_area' as const), id: shelfId ?? areaId, title: 'plot-labels' } : null;
  return (
    <>
      <PrintScreen
        paper="a4"
        picker={picker}
        target={target}
        loading={sheet.loading}
        message={message}
        document={labels && labels.plots.length > 0 ? (lang) => <LabelSheet plots={labels.plots} codes={labels.codes} lang={lang} /> : null}
      />
      {labels && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }} data-testid="labels-count">
          {translate('workPhone.labels.count', { smart_count: labels.plots.length })}
          {labels.truncated ? ` · ${translate('workPhone.labels.truncated', { max: labels.plots.length })}` : ''}
        </Typography>
      )}
    </>
  );
};

/** Labels of 60 × 32 mm, three across an A4 sheet; a label is never split across pages. */
const LabelSheet = ({ plots, codes, lang }: { plots: LabelPlot[]; codes: Record<number, string>; lang: Lang }) => {
  const w = words[lang].workPhone.labels;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 60mm)', gap: '3mm', fontFamily: '"Noto Sans CJK SC", "PingFang SC", sans-serif', color: '#000' }} data-testid="labels-sheet">
      {plots.map((p) => (
        <div key={p.id} data-testid="plot-label" data-code={p.code} style={{ border: '0.3mm solid #555', borderRadius: '2mm', height: '32mm', boxSizing: 'border-box', padding: '1.5mm', display: 'flex', gap: '1.5mm', alignItems: 'center', breakInside: 'avoid', pageBreakInside: 'avoid' }}>
          <img src={codes[p.id]} alt={p.code} style={{ width: '26mm', height: '26mm', flexShrink: 0 }} />
          <div style={{ minWidth: 0, overflow: 'hidden' }}>
            <div style={{ fontSize: p.code.length > 10 ? '10pt' : '12pt', fontWeight: 700, whiteSpace: 'nowrap', lineHeight: 1.1 }}>{p.code}</div>
            <div style={{ fontSize: '7.5pt', lineHeight: 1.25, marginTop: '1mm' }}>{placeName([p.area_name, p.room_name, p.shelf_name])}</div>
            <div style={{ fontSize: '6pt', color: '#444', marginTop: '1mm', lineHeight: 1.2 }}>{w.scan}</div>
          </div>
        </div>
      ))}
    </div>
  );
};
