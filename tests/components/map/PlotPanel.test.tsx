/**
 * The plot panel of the map tells an outside clerk that an inside plot has deceased registered
 * on the other channel (a count from the server, nothing more) instead of "No deceased
 * registered yet"; it says a plot is empty only when it is.
 */
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { operationRoutes } from '../../../src/app/kit/operationRoutes';
import { PlotPanel } from '../../../src/app/map/PlotPanel';
import type { MapPlot } from '../../../src/app/map/types';
import { setupLegacyApi, type LegacyCall } from '../setup';
import { renderShell } from '../shell/harness';

vi.setConfig({ testTimeout: 60_000 });

const api = setupLegacyApi();

const plot = (status: string): MapPlot => ({ id: 42, shelf_id: 1, column_no: 3, code: 'FS-01-01-03', type: 'double', status, price: 68400, capacity: 2 });

/** The outside clerk's view: no order and no registration of the inside channel comes back. */
const serve = (members: unknown[], occupancy: unknown) => {
  api.on('query', (c: LegacyCall) => (c.body.table === 'member' && !c.body.is_count ? api.ok(members) : undefined));
  api.on('admin.tomb_burialslot/occupancy', () => occupancy);
};

const open = (status: string, level: 1 | 3 = 3) => {
  localStorage.setItem('level', String(level));
  renderShell(<PlotPanel plot={plot(status)} routes={operationRoutes(level)} onClose={vi.fn()} />);
};

describe('the deceased of a plot in the map panel', () => {
  it('tells an outside clerk that the inside channel registered deceased there, without naming them', async () => {
    serve([], api.ok({ registered: 2, elsewhere: 2 }));
    open('buried');
    expect(await screen.findByText('2 deceased registered on the other channel')).toBeInTheDocument();
    expect(screen.queryByText('No deceased registered yet')).not.toBeInTheDocument();
    expect(api.callsTo('admin.tomb_burialslot/occupancy')[0].body).toEqual({ id: 42 });
  });

  it('says a plot is empty only when nobody is registered on it', async () => {
    serve([], api.ok({ registered: 0, elsewhere: 0 }));
    open('available');
    expect(await screen.findByText('No deceased registered yet')).toBeInTheDocument();
  });

  it('lists its own channel deceased and adds the count of the other channel', async () => {
    serve([{ id: 5, name: '张建国', burial_date: '2024-05-03', burialslot_id: 42 }], api.ok({ registered: 2, elsewhere: 1 }));
    open('buried', 1);
    expect(await screen.findByText('张建国')).toBeInTheDocument();
    expect(await screen.findByText('1 deceased registered on the other channel')).toBeInTheDocument();
    expect(screen.getByText('Burial date 3 May 2024')).toBeInTheDocument();
  });

  it('on a server without the count, a plot held by the other channel is not called empty', async () => {
    serve([], api.legacy(404, 'No such call'));
    open('sold');
    expect(await screen.findByText('This plot is handled by the other channel; its registrations are not shown here')).toBeInTheDocument();
    expect(screen.queryByText('No deceased registered yet')).not.toBeInTheDocument();
  });

  it('a family grave imported without a sale record says so (not "the other channel"), and offers Register a deceased', async () => {
    serve([{ id: 6, name: '王老先', burial_date: '1961-04-04', burialslot_id: 42, import_batch_id: 3 }], api.ok({ registered: 1, elsewhere: 0 }));
    open('buried', 1);
    expect(await screen.findByText('No sale record (imported history)')).toBeInTheDocument();
    expect(screen.queryByText('The order of this plot belongs to the other channel')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register a deceased' })).toBeEnabled();
  });
});
