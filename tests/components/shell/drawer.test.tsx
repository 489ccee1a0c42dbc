/**
 * The phone's drawer: the hamburger opens it and a navigation to another page closes it. The
 * router commits a navigation after the address bar has changed (the next page may still be
 * loading): a drawer opened in between was opened on the next page and stays open when that page
 * arrives (seen in Chromium under load: the drawer closed by itself a second after it opened).
 */
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hamburger } from '../../../src/app/shell/navbar/Hamburger';
import { SidebarProvider } from '../../../src/app/store/SidebarContext';
import { renderShell } from './harness';
import { onPhoneScreen } from '../helpers/phoneScreen';

// A 375 px screen: every max-width query matches, so the sidebar is a drawer.
onPhoneScreen();

const hamburger = () => screen.getByTestId('hamburger');

describe('the drawer on a phone', () => {
  it('stays open when opened while the next page arrives, and closes on a navigation to another page', async () => {
    window.history.replaceState(null, '', '/order/tombOrderList/12');
    const { router } = renderShell(
      <SidebarProvider>
        <Hamburger />
      </SidebarProvider>,
      { path: '/order/tombOrderList/12' },
    );
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');

    // The address bar already says the print page; the router has not committed it yet.
    window.history.pushState(null, '', '/print/print1?order=12');
    fireEvent.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/print/print1?order=12'));
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');

    // Another page (an entry of the drawer, a link) closes it.
    await act(() => router.navigate('/order/tombOrderList'));
    await waitFor(() => expect(hamburger()).toHaveAttribute('aria-expanded', 'false'));

    // Opened and closed by hand on one page.
    window.history.replaceState(null, '', '/order/tombOrderList');
    fireEvent.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
  });
});
