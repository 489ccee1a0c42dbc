/** The shuttle rules both sides run (src/rules/visits.ts): seats with a booking, an open departure, a manifest's masks. */
import { describe, expect, it } from 'vitest';
import { departureOpen, maskMobile, maskName, seatRefusal } from '../../src/rules/visits';

describe('shuttle seats with a booking', () => {
  it('are 1 to the party, on a departure of the booking’s day; none without a departure', () => {
    expect(seatRefusal(0, 3, '2027-04-04', null)).toBeNull();
    expect(seatRefusal(2, 3, '2027-04-04', null)).toBe('visit_seats_required');
    expect(seatRefusal(0, 3, '2027-04-04', '2027-04-04')).toBe('visit_seats_required');
    expect(seatRefusal(3, 3, '2027-04-04', '2027-04-04')).toBeNull();
    expect(seatRefusal(4, 3, '2027-04-04', '2027-04-04')).toBe('visit_seats_over_party');
    expect(seatRefusal(2, 3, '2027-04-04', '2027-04-05')).toBe('visit_departure_day');
  });

  it('a departure is open until it leaves, unless closed', () => {
    const d = { day: '2027-04-04', departs: '10:30', closed: false };
    expect(departureOpen(d, '2027-04-03', 23 * 60)).toBe(true);
    expect(departureOpen(d, '2027-04-04', 10 * 60 + 29)).toBe(true);
    expect(departureOpen(d, '2027-04-04', 10 * 60 + 30)).toBe(false);
    expect(departureOpen({ ...d, closed: true }, '2027-04-03', 0)).toBe(false);
    expect(departureOpen(d, '2027-04-05', 0)).toBe(false);
  });

  it('a manifest shows a name’s first character and a mobile’s ends only', () => {
    expect(maskName('欧阳娜娜')).toBe('欧**');
    expect(maskName(' Ann Lee ')).toBe('A**');
    expect(maskName('')).toBe('');
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('+85291234567')).toBe('+85****4567');
    expect(maskMobile('123')).toBe('****');
  });
});
