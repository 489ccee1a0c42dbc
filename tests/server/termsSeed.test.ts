/** The demo's management terms (src/server/seed/terms.ts): one per paid or completed order, with terms in every state. */
import { describe, expect, it } from 'vitest';
import { TERM_STATES, termEnd, termState } from '../../src/rules/terms';
import { buildDemoData } from '../../src/server/seed/demoData';
import { demoSettings } from '../../src/server/seed/settingsText';
import { demoTerms } from '../../src/server/seed/terms';

describe('the demo terms', () => {
  const today = '2026-11-23';
  const data = buildDemoData({ today });
  const terms = demoTerms(data, today, demoSettings);

  it('give every paid or completed order its term, anchored and consistent', () => {
    expect(terms).toHaveLength(data.orders.filter((o) => o.status === 'paid' || o.status === 'completed').length);
    for (const t of terms) expect(t.paid_until).toBe(termEnd(t.paid_from, t.periods));
  });

  it('hold terms in every state, in both channels, and some holders who asked not to be contacted', () => {
    for (const channel of ['inside', 'outside'] as const) {
      const states = new Set(terms.filter((t) => t.channel === channel).map((t) => termState(t.paid_until, today)));
      expect([...states].sort()).toEqual([...TERM_STATES].sort());
    }
    expect(terms.some((t) => t.do_not_contact)).toBe(true);
    expect(new Set(terms.map((t) => t.contact_preference)).size).toBe(4);
  });
});
