/** The visit rules both sides run (src/rules/visits.ts): codes, slots of a template, check-in. */
import { describe, expect, it } from 'vitest';
import { checkinRefusal, displayCode, isBookingCode, isMobile, normaliseCode, normaliseMobile, quarterOf, splitHours, templateRefusal, templateSlots } from '../../src/rules/visits';

describe('booking codes', () => {
  it('forgives what people type: case, spaces, dashes, O for 0 and I or L for 1', () => {
    expect(normaliseCode(' kesko-0rqri ')).toBe('KESK00RQR1');
    expect(isBookingCode('KESK00RQR1')).toBe(true);
    expect(isBookingCode('KESK00RQR')).toBe(false);
    expect(isBookingCode('KESK00RQRU')).toBe(false);
    expect(displayCode('KESK00RQR1')).toBe('KESK0-0RQR1');
  });
  it('a mobile is the same person however it is written', () => {
    expect(normaliseMobile('138 0013 8000')).toBe('13800138000');
    expect(normaliseMobile('+86 138-0013-8000')).toBe('+8613800138000');
    expect(isMobile('010-12345678')).toBe(false);
  });
});

describe('templates', () => {
  it('split opening hours into whole slots, dropping a short last piece', () => {
    expect(splitHours('08:00', '10:30', 60)).toEqual([{ starts: '08:00', ends: '09:00' }, { starts: '09:00', ends: '10:00' }]);
    expect(splitHours('08:00', '09:00', 20).map((s) => s.starts)).toEqual(['08:00', '08:20', '08:40']);
  });
  it('leave closed weekdays and days out, and refuse what cannot be made', () => {
    const slots = templateSlots({ from: '2027-04-03', to: '2027-04-06', open: '09:00', close: '11:00', minutes: 60, quota: 5, gate_ids: [1], closed_weekdays: [0], closed_days: ['2027-04-05'] });
    expect([...new Set(slots.map((s) => s.day))]).toEqual(['2027-04-03', '2027-04-06']);
    expect(templateRefusal({ from: '2027-04-03', to: '2027-04-01', open: '09:00', close: '11:00', minutes: 60 })).toBe('visit_template_range');
    expect(templateRefusal({ from: '2027-01-01', to: '2027-12-31', open: '09:00', close: '11:00', minutes: 60 })).toBe('visit_template_range');
    expect(templateRefusal({ from: '2027-04-01', to: '2027-04-01', open: '09:00', close: '11:00', minutes: 5 })).toBe('visit_template_minutes');
    expect(templateRefusal({ from: '2027-04-01', to: '2027-04-01', open: '09:00', close: '09:30', minutes: 60 })).toBe('visit_template_hours');
  });
});

describe('check-in', () => {
  const b = { status: 'booked', people: 4, checked_in: 1, day: '2027-04-05', starts: '10:00', ends: '11:00', gate_id: 1 };
  const at = (h: number, m = 0) => h * 60 + m;
  it('opens 30 minutes before the slot and closes 30 minutes after it', () => {
    expect(checkinRefusal(b, 1, '2027-04-05', at(9, 29))).toBe('visit_too_early');
    expect(checkinRefusal(b, 1, '2027-04-05', at(9, 30))).toBeNull();
    expect(checkinRefusal(b, 1, '2027-04-05', at(11, 30))).toBeNull();
    expect(checkinRefusal(b, 1, '2027-04-05', at(11, 31))).toBe('visit_too_late');
    expect(checkinRefusal(b, 1, '2027-04-04', at(10))).toBe('visit_wrong_day');
  });
  it('admits part of the party, never more than is left, at its own gate', () => {
    expect(checkinRefusal(b, 3, '2027-04-05', at(10))).toBeNull();
    expect(checkinRefusal(b, 4, '2027-04-05', at(10))).toBe('visit_party_exceeded');
    expect(checkinRefusal({ ...b, checked_in: 4 }, 1, '2027-04-05', at(10))).toBe('visit_all_in');
    expect(checkinRefusal(b, 1, '2027-04-05', at(10), 2)).toBe('visit_wrong_gate');
    expect(checkinRefusal({ ...b, status: 'cancelled' }, 1, '2027-04-05', at(10))).toBe('visit_cancelled');
  });
  it('arrivals are counted per quarter hour', () => {
    expect(quarterOf(at(10, 44))).toBe('10:30');
  });
});
