/**
 * The inscription proof (/print/inscription?work=ID, docs/printing.md): the text of an
 * inscription work order (the deceased's names and dates, the epitaph) as it will be engraved,
 * horizontal or in the vertical Chinese layout (CSS writing-mode: vertical-rl), with a signature
 * line for the family. Printing it approves nothing: the approval stays the work order page's
 * "Family approved the text" (the server's rule), and a later change of the text takes it back.
 * The data comes from POST admin.work_order/proof (the caller's channel only).
 */
import { MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { placeName } from '../../../config/placeName';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { formatDay, formatDayTime } from '../../../config/dates';
import type { Lang } from '../../../config/types';
import { inscriptionProof, type ProofData } from '../../../protocol/contracts/work';
import { call } from '../../providers/call';
import { RecordPrintScreen } from '../../print/components/RecordPrintScreen';
import { useRecordParam } from '../../print/components/useRecordParam';
import * as words from '../../i18n/messages/workPhone';
import { engravedDate } from './engravedDate';

export type { ProofData };

type Layout = 'vertical' | 'horizontal';

export const InscriptionProofPage = () => {
  const translate = useTranslate();
  const [workId, chooseWork] = useRecordParam('work');
  const [layout, setLayout] = useState<Layout>('vertical');
  const choices = useGetList('work_order', { filter: { kind: 'inscription' }, pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } });

  const picker = (data: ProofData | undefined) => (
    <>
      <TextField
        select
        size="small"
        label={translate('workPhone.proof.pick')}
        value={workId ?? ''}
        onChange={(e) => chooseWork(Number(e.target.value))}
        sx={{ minWidth: 220 }}
        slotProps={{ htmlInput: { 'data-testid': 'proof-work' } }}
      >
        {workId !== null && !(choices.data ?? []).some((c) => c.id === workId) && <MenuItem value={workId}>{data?.work_no ?? `#${workId}`}</MenuItem>}
        {(choices.data ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {String(c.work_no)}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup exclusive size="small" sx={{ flexShrink: 0, '& .MuiToggleButton-root': { whiteSpace: 'nowrap' } }} value={layout} onChange={(_e, v: Layout | null) => v && setLayout(v)} aria-label={translate('workPhone.proof.layout')}>
        <ToggleButton value="vertical" data-testid="proof-vertical">
          {translate('workPhone.proof.vertical')}
        </ToggleButton>
        <ToggleButton value="horizontal" data-testid="proof-horizontal">
          {translate('workPhone.proof.horizontal')}
        </ToggleButton>
      </ToggleButtonGroup>
    </>
  );
  return (
    <RecordPrintScreen
      paper="a4"
      id={workId}
      load={(id) => call(inscriptionProof, { id })}
      picker={picker}
      choose={translate('workPhone.proof.choose')}
      failed={(error) => error.message}
      target={(data) => ({ document: 'inscription', table: 'work_order', id: data.id, title: data.work_no })}
      document={(data, lang) => <ProofDocument data={data} lang={lang} layout={layout} />}
    />
  );
};

const cell = { border: '0.3mm solid #333', padding: '2mm 3mm', fontSize: '10.5pt', verticalAlign: 'top' } as const;

export const ProofDocument = ({ data, lang, layout }: { data: ProofData; lang: Lang; layout: Layout }) => {
  const w = words[lang].workPhone.proof;
  const place = placeName([data.area_name, data.room_name, data.shelf_name, data.plot_code]);
  const life = (d: ProofData['deceased'][number]) =>
    [d.birth_date ? `${w.born} ${formatDay(d.birth_date, lang)}` : '', d.death_date ? `${w.died} ${formatDay(d.death_date, lang)}` : ''].filter(Boolean).join('　');
  const vertical = layout === 'vertical';
  // On the stone: in the vertical layout, Chinese and Japanese dates are written in characters, as engraved.
  const cjk = lang === 'zh' || lang === 'ja';
  const stoneLife = (d: ProofData['deceased'][number]) =>
    vertical && cjk
      ? [d.birth_date ? `${w.born}${engravedDate(d.birth_date)}` : '', d.death_date ? `${w.died}${engravedDate(d.death_date)}` : ''].filter(Boolean).join('　')
      : life(d);
  return (
    <div style={{ fontFamily: '"Noto Serif CJK SC", "Songti SC", serif', color: '#000' }} data-testid="proof-document" data-layout={layout}>
      <div style={{ textAlign: 'center', fontSize: '12pt' }}>{data.cemetery_name}</div>
      <h1 style={{ textAlign: 'center', fontSize: '20pt', margin: '2mm 0 5mm', letterSpacing: lang === 'zh' ? '0.3em' : undefined }}>{w.title}</h1>
      <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: '5mm' }}>
        <tbody>
          <tr>
            <th style={{ ...cell, width: '22%', background: '#f2f2f2', textAlign: 'left' }}>{w.work}</th>
            <td style={cell}>{data.work_no}{data.order_no ? ` · ${data.order_no}` : ''}</td>
          </tr>
          <tr>
            <th style={{ ...cell, background: '#f2f2f2', textAlign: 'left' }}>{w.plot}</th>
            <td style={cell}>{place}</td>
          </tr>
          <tr>
            <th style={{ ...cell, background: '#f2f2f2', textAlign: 'left' }}>{w.deceased}</th>
            <td style={cell}>
              {data.deceased.length === 0 && '—'}
              {data.deceased.map((d) => (
                <div key={d.id}>
                  {d.name} {life(d)}
                </div>
              ))}
            </td>
          </tr>
        </tbody>
      </table>
      {/* The stone: what the engraver will cut, in the chosen layout. */}
      <div
        data-testid="proof-stone"
        style={{
          border: '0.6mm double #000',
          width: '100%',
          height: vertical ? '120mm' : undefined,
          minHeight: vertical ? undefined : '60mm',
          padding: '8mm',
          boxSizing: 'border-box',
          writingMode: vertical ? 'vertical-rl' : 'horizontal-tb',
          textOrientation: vertical ? 'upright' : undefined,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: '6mm',
          fontSize: '16pt',
          lineHeight: 1.8,
          letterSpacing: vertical ? '0.15em' : undefined,
          overflow: 'hidden',
          breakInside: 'avoid',
        }}
      >
        {data.deceased.map((d) => (
          <div key={d.id} style={{ fontSize: '26pt', fontWeight: 700 }}>
            {d.name}
          </div>
        ))}
        {data.deceased.map((d) =>
          stoneLife(d) ? (
            <div key={`d${d.id}`} style={{ fontSize: '12pt', textOrientation: vertical && !cjk ? 'mixed' : undefined }}>
              {stoneLife(d)}
            </div>
          ) : null,
        )}
        <div style={{ whiteSpace: 'pre-wrap', textAlign: vertical ? undefined : 'center' }} data-testid="proof-text">
          {data.inscription_text || w.no_text}
        </div>
      </div>
      <p style={{ fontSize: '10pt', margin: '5mm 0 3mm' }}>{w.note}</p>
      <p style={{ fontSize: '10pt', margin: '0 0 8mm', fontWeight: 600 }} data-testid="proof-approval">
        {data.approved_at ? w.approved.replace('%{at}', formatDayTime(data.approved_at, lang)).replace('%{by}', data.approved_by_name ?? '') : w.not_approved}
      </p>
      <div style={{ display: 'grid', gridTemplateColumns: '2fr 1.3fr 1fr', gap: '8mm', fontSize: '10.5pt', breakInside: 'avoid' }}>
        {[w.signature, w.relation, w.date].map((label) => (
          <div key={label}>
            <div style={{ borderBottom: '0.3mm solid #000', height: '12mm' }} />
            <div style={{ marginTop: '1.5mm' }}>{label}</div>
          </div>
        ))}
      </div>
    </div>
  );
};
