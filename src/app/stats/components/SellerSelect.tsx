/** Narrow the figures to one salesperson (inside) or agent (outside); the server says which. */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SellersData } from '../../../protocol/stats';

/** The selected option as a request field: `salesperson_id` or `agent`. */
export type SellerChoice = { salesperson_id: number } | { agent: string } | null;

const ALL = '';

const valueOf = (c: SellerChoice): string =>
  c === null ? ALL : 'salesperson_id' in c ? `id:${c.salesperson_id}` : `agent:${c.agent}`;

interface Props {
  sellers: SellersData;
  value: SellerChoice;
  onChange: (c: SellerChoice) => void;
}

export const SellerSelect = ({ sellers, value, onChange }: Props) => {
  const t = useTranslate();
  const choose = (v: string) => {
    if (v === ALL) onChange(null);
    else if (v.startsWith('id:')) onChange({ salesperson_id: Number(v.slice(3)) });
    else onChange({ agent: v.slice(6) });
  };
  return (
    <TextField
      select
      size="small"
      label={t(`stats.seller.${sellers.kind}`)}
      value={valueOf(value)}
      onChange={(e) => choose(e.target.value)}
      fullWidth={false}
      sx={{ width: 200, maxWidth: '100%' }}
      slotProps={{ htmlInput: { 'data-seller': sellers.kind }, inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value={ALL}>{t('stats.seller.all')}</MenuItem>
      {sellers.options.map((o) => {
        const v = o.id !== null ? `id:${o.id}` : `agent:${o.name}`;
        return (
          <MenuItem key={v} value={v}>
            {o.name}
          </MenuItem>
        );
      })}
    </TextField>
  );
};
