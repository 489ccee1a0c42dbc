/**
 * The public booking page on a phone (issue 28 item 15, docs/visits.md "Verifying the mobile"):
 * a refused submit scrolls to the first field in error, in the page's order, and focuses it, so a
 * family at 375 px whose mobile is wrong sees why instead of a button that seems to do nothing.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VisitApp } from '../../../src/app/visits/public/VisitApp';
import { setupLegacyApi } from '../setup';

// The public page calls its own origin's /index (no configurable base: it is this server's page).
const api = setupLegacyApi(new URL('/index', window.location.href).href);

let scrolled: Element[] = [];
const scrollIntoView = Element.prototype.scrollIntoView;
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  localStorage.setItem('visit-lang', 'en');
  window.history.pushState(null, '', '/visit');
  api.on('visit/slots', () =>
    api.ok({ today: '2026-11-23', days: [{ day: '2026-11-23', slots: [{ id: 7, gate: 'East gate', starts: '10:00', ends: '11:00', left: 40 }], shuttles: [] }] }),
  );
});
afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  localStorage.clear();
});

/** Open the page, choose its first time, type a name and a mobile, and press Book. */
const bookAs = async (name: string, mobile: string): Promise<void> => {
  const user = userEvent.setup();
  render(<VisitApp />);
  await user.click(await screen.findByTestId('visit-slot'));
  await user.type(screen.getByLabelText('Your name'), name);
  await user.type(screen.getByLabelText('Mobile'), mobile);
  await user.click(screen.getByRole('button', { name: 'Book' }));
};

describe('the booking page, submitted with errors', () => {
  it('scrolls to and focuses a bad mobile (the first error), and books nothing', async () => {
    await bookAs('Chen Ming', '139123');
    const mobile = screen.getByLabelText('Mobile');
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(scrolled[0]).toBe(mobile);
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter an 11-digit mobile number')).toBeInTheDocument();
    expect(api.callsTo('visit/book')).toEqual([]);
  });

  it('takes the first error in the page’s order: no time chosen before an empty name', async () => {
    const user = userEvent.setup();
    render(<VisitApp />);
    await screen.findByTestId('visit-slot');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    const slotError = await screen.findByText('Choose a time first');
    await waitFor(() => expect(slotError).toHaveFocus());
    expect(scrolled[0]).toBe(slotError);
    // Once a time is chosen, the next submit goes to the empty name.
    await user.click(screen.getByTestId('visit-slot'));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
    expect(scrolled.at(-1)).toBe(screen.getByLabelText('Your name'));
  });
});

describe('the booking, once made', () => {
  it('shows its day in the page’s date format, as every other day (issue 28 item 10)', async () => {
    // The family's mobile already verified in this tab (its proof held, docs/visits.md).
    sessionStorage.setItem('visit-proof:13912345678', JSON.stringify({ proof: 'p', mobile: '13912345678', expires_at: '2099-01-01T00:00:00Z' }));
    api.on('visit/book', () =>
      api.ok({ code: 'KESK00RQR1', name: 'Chen Ming', people: 1, checked_in: 0, status: 'booked', day: '2026-11-23', starts: '10:00', ends: '11:00', gate: 'East gate', slot_id: 7, deceased: null, shuttle: null }),
    );
    await bookAs('Chen Ming', '13912345678');
    await screen.findByTestId('visit-code');
    expect(screen.getByText('23 Nov 2026')).toBeInTheDocument();
    expect(screen.queryByText('2026-11-23')).toBeNull();
    sessionStorage.clear();
  });
});
