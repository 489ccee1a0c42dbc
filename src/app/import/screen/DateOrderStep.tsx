/**
 * How the file writes its dates (year-month-day, day-month-year, month-day-year): detected when
 * a cell proves it (a day over 12: "detected from line 7: 13/02/1923"), else said to be unproven;
 * always open to change. The preview's cell checks and the server's read the dates in this order.
 */
import { Alert, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_ORDERS, type DateOrder } from '../../../config/importing';
import type { DateProof } from './dateProof';

interface Props {
  order: DateOrder;
  proof?: DateProof;
  disabled: boolean;
  onChange: (order: DateOrder) => void;
}

export const DateOrderStep = ({ order, proof, disabled, onChange }: Props) => {
  const translate = useTranslate();
  const args = proof ? { line: proof.line, value: proof.value } : {};
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }} data-testid="import-date-order" data-order={order}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }} id="import-date-order-label">
        {translate('import.date_order.title')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="import-date-order-label"
        value={order}
        onChange={(e) => onChange(e.target.value as DateOrder)}
        sx={{ columnGap: 2, flexDirection: { xs: 'column', sm: 'row' } }}
      >
        {DATE_ORDERS.map((o) => (
          <FormControlLabel key={o} value={o} disabled={disabled} control={<Radio size="small" />} label={translate(`import.date_order.${o}`)} />
        ))}
      </RadioGroup>
      {proof && proof.order === order ? (
        <Alert severity="success" sx={{ mt: 0.5 }} data-testid="import-date-order-proof">
          {translate('import.date_order.detected', args)}
        </Alert>
      ) : proof ? (
        <Alert severity="warning" sx={{ mt: 0.5 }} data-testid="import-date-order-proof">
          {translate('import.date_order.chosen', args)}
        </Alert>
      ) : (
        <Alert severity="info" sx={{ mt: 0.5 }} data-testid="import-date-order-proof">
          {translate('import.date_order.unproven')}
        </Alert>
      )}
    </FormControl>
  );
};
