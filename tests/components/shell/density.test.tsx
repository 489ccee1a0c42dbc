/**
 * The size switch changes density, not only the font (issue 13, item 18): react-admin's
 * table rows, its inputs (text, number, date) and its buttons follow default, medium, small
 * and mini, as Element's sizes do: rows padded 12, 10, 8, 6 px, controls 40, 36, 32, 28 px.
 */
import { ToggleButton } from '@mui/material';
import { act, screen, waitFor } from '@testing-library/react';
import { Button, DataTable, DateInput, ListContextProvider, NumberInput, SimpleForm, TextInput, memoryStore, useList } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { STORE_KEYS } from '../../../src/app/store/shellStore';
import { SIZES, SIZE_SCALE, type Size } from '../../../src/app/theme/sizes';
import { renderShell } from './harness';

const Rows = () => {
  const list = useList({ data: [{ id: 1, code: 'FS-01-01' }], resource: 'plots' });
  return (
    <ListContextProvider value={list}>
      <DataTable resource="plots" bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="code" />
      </DataTable>
    </ListContextProvider>
  );
};

const Screen = () => (
  <>
    <Rows />
    <SimpleForm toolbar={false} record={{}}>
      <TextInput source="buyer" />
      <NumberInput source="price" />
      <DateInput source="reserved_until" />
    </SimpleForm>
    <Button label="Print" />
    <ToggleButton value="month" size="small">
      Month
    </ToggleButton>
  </>
);

const cell = () => screen.getByText('FS-01-01').closest('td') as HTMLElement;
const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const px = (value: string) => Number.parseFloat(value);
/** What a user sees of an input's size: its text line plus the padding above and below. */
const inputHeight = (el: HTMLElement, bodyPx: number) => {
  const style = getComputedStyle(el);
  return px(style.paddingTop) + px(style.paddingBottom) + 1.4375 * bodyPx;
};

const at = async (store: ReturnType<typeof memoryStore>, size: Size) => {
  act(() => store.setItem(STORE_KEYS.size, size));
  await waitFor(() => expect(px(getComputedStyle(cell()).paddingTop)).toBe(SIZE_SCALE[size].cellPaddingPx));
};

describe('the size switch sets the density', () => {
  it('of table rows, inputs and buttons, for each of the four sizes', async () => {
    const store = memoryStore();
    renderShell(<Screen />, { store });
    await screen.findByText('FS-01-01');
    const seen: Record<string, unknown>[] = [];
    for (const size of SIZES) {
      await at(store, size);
      const scale = SIZE_SCALE[size];
      const td = getComputedStyle(cell());
      expect(px(td.paddingBottom)).toBe(scale.cellPaddingPx);
      for (const name of ['buyer', 'price', 'reserved_until']) expect(inputHeight(input(name), scale.bodyPx)).toBeCloseTo(scale.controlPx, 1);
      const button = screen.getByRole('button', { name: 'Print' });
      expect(getComputedStyle(button).minHeight).toBe(`${scale.controlPx}px`);
      expect(getComputedStyle(screen.getByRole('button', { name: 'Month' })).minHeight).toBe(`${scale.controlPx}px`);
      seen.push({
        size,
        cellClass: cell().className.match(/MuiTableCell-size(\w+)/)?.[1],
        buttonClass: button.className.match(/MuiButton-size(\w+)/)?.[1],
        cellPadding: td.paddingTop,
      });
    }
    // react-admin's own tables and buttons (which default to `small`) take the size's MUI size too.
    expect(seen).toEqual([
      { size: 'default', cellClass: 'Medium', buttonClass: 'Medium', cellPadding: '12px' },
      { size: 'medium', cellClass: 'Medium', buttonClass: 'Small', cellPadding: '10px' },
      { size: 'small', cellClass: 'Small', buttonClass: 'Small', cellPadding: '8px' },
      { size: 'mini', cellClass: 'Small', buttonClass: 'Small', cellPadding: '6px' },
    ]);
    // Four theme rebuilds of a react-admin screen: room for a loaded machine.
  }, 90_000);

  it('the four sizes are four different densities, largest first', () => {
    const heights = SIZES.map((s) => SIZE_SCALE[s].controlPx);
    const paddings = SIZES.map((s) => SIZE_SCALE[s].cellPaddingPx);
    expect(heights).toEqual([40, 36, 32, 28]);
    expect(paddings).toEqual([12, 10, 8, 6]);
  });
});
