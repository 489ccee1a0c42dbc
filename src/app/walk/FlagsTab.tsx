/** The office's work list: the walk's open flags (oldest first), each closed by a correction or a note; the closed ones on request. */
import { Alert, Box, Button, Card, CardContent, FormControlLabel, Link, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDayTime } from '../../config/dates';
import { WALK_CLOSING, WALK_NOTE_MAX, type WalkClosing } from '../../rules/walk';
import { appConfig } from '../../instance';
import { resourceNameForLevel } from '../../protocol/resourceName';
import type { WalkCheckRow } from '../../protocol/walk';
import { useLevel } from '../builders/permissions/useLevel';
import { useLang } from '../format/lang';
import { useAsync } from '../print/components/useAsync';
import { ActionDialog } from '../kit/ActionDialog';
import { TextArea } from '../kit/TextArea';
import { useInlineCall } from '../kit/useServerAction';
import { usePhotoUrl } from '../work/phoneApi';
import { closeFlag, fetchFlags } from './walkApi';

const Thumb = ({ id, alt }: { id: number; alt: string }) => {
  const url = usePhotoUrl(id);
  return url ? <Box component="img" src={url} alt={alt} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, flex: 'none' }} /> : null;
};

const CloseDialog = ({ flag, onClose, onClosed }: { flag: WalkCheckRow; onClose: () => void; onClosed: (row: WalkCheckRow) => void }) => {
  const translate = useTranslate();
  const lang = useLang();
  const [kind, setKind] = useState<WalkClosing>('corrected');
  const [note, setNote] = useState('');
  const { busy, failure, attempt } = useInlineCall();
  const submit = async () => {
    const row = await attempt(true, () => closeFlag(flag.id, kind, note.trim()));
    if (row) onClosed(row);
  };
  return (
    <ActionDialog
      open
      title={translate('walk.close_title', { code: flag.plot_code })}
      onClose={onClose}
      onSubmit={() => void submit()}
      ready={note.trim() !== ''}
      pending={busy !== undefined}
      labels={{ cancel: translate('walk.cancel'), submit: translate('walk.close') }}
      testId="walk-close-dialog"
      submitTestId="walk-close-submit"
    >
      <Typography variant="body2">{flag.note}</Typography>
      <RadioGroup value={kind} onChange={(e) => setKind(e.target.value as WalkClosing)} aria-label={translate('walk.close_kind')}>
        {WALK_CLOSING.map((k) => (
          <FormControlLabel key={k.value} value={k.value} control={<Radio size="small" />} label={k.label[lang]} />
        ))}
      </RadioGroup>
      <TextArea name="closing_note" label={translate('walk.close_note')} helperText={translate('walk.close_note_hint')} value={note} onChange={setNote} maxLength={WALK_NOTE_MAX} required />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </ActionDialog>
  );
};

export const FlagsTab = () => {
  const translate = useTranslate();
  const lang = useLang();
  const notify = useNotify();
  const level = useLevel();
  const [open, setOpen] = useState(true);
  const [round, setRound] = useState(0);
  const [closing, setClosing] = useState<WalkCheckRow | null>(null);
  const flags = useAsync(`${open}/${round}`, () => fetchFlags(open));
  const plots = resourceNameForLevel('tomb_burialslot', level, appConfig);
  const closingLabel = (k: string | null) => WALK_CLOSING.find((c) => c.value === k)?.label[lang] ?? '';

  return (
    <>
      <Stack direction="row" sx={{ mb: 1 }}>
        <Button onClick={() => setOpen((o) => !o)} data-testid="walk-flags-toggle">
          {translate(open ? 'walk.show_closed' : 'walk.show_open')}
        </Button>
      </Stack>
      {flags.error && (
        <Alert severity="error" role="alert">
          {flags.error.message}
        </Alert>
      )}
      {flags.loading && !flags.data && <Typography variant="body2">{translate('walk.loading')}</Typography>}
      {flags.data && flags.data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate(open ? 'walk.flags_empty' : 'walk.closed_empty')}
        </Typography>
      )}
      <Stack spacing={1.5} data-testid="walk-flags">
        {(flags.data ?? []).map((f) => (
          <Card key={f.id} variant="outlined" data-testid={`walk-flag-${f.id}`}>
            <CardContent>
              <Stack direction="row" spacing={1.5}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                    {plots.routed ? (
                      <Link component={RouterLink} to={`/${plots.name}/${f.burialslot_id}/show`} title={translate('walk.open_plot')}>
                        {f.plot_code}
                      </Link>
                    ) : (
                      f.plot_code
                    )}
                    {f.area_name && (
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontFamily: 'inherit' }}>
                        {' · '}
                        {f.area_name}
                      </Typography>
                    )}
                  </Typography>
                  <Typography sx={{ my: 0.5, overflowWrap: 'anywhere' }}>{f.note}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate('walk.checked_by', { name: f.checked_by_name ?? '—', at: formatDayTime(f.checked_at, lang) })}
                  </Typography>
                  {f.closed_at && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {translate('walk.closed_by', { kind: closingLabel(f.closing_kind), name: f.closed_by_name ?? '—', at: formatDayTime(f.closed_at, lang) })}
                      {f.closing_note ? ` — ${f.closing_note}` : ''}
                    </Typography>
                  )}
                </Box>
                {f.photo_id !== null && <Thumb id={f.photo_id} alt={translate('walk.photo_alt', { code: f.plot_code })} />}
              </Stack>
              {!f.closed_at && (
                <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setClosing(f)} data-testid={`walk-close-${f.id}`}>
                  {translate('walk.close')}
                </Button>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
      {closing && (
        <CloseDialog
          flag={closing}
          onClose={() => setClosing(null)}
          onClosed={(row) => {
            setClosing(null);
            notify(translate('walk.closed_done', { code: row.plot_code }), { type: 'success' });
            setRound((r) => r + 1);
          }}
        />
      )}
    </>
  );
};
