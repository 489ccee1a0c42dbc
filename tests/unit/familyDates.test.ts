/** The days a memorial page names (src/rules/family.ts `anniversaries`): 清明 and 冬至 of the year or the next, and the death anniversary when the day is known. */
import { describe, expect, it } from 'vitest';
import { anniversaries } from '../../src/rules/family';

describe('anniversaries', () => {
  it('清明 and 冬至 fall on their calendar days (2024: 4 April, 21 December; 2026: 5 April, 22 December)', () => {
    expect(anniversaries(null, '2024-01-01')).toEqual([
      { kind: 'qingming', day: '2024-04-04' },
      { kind: 'dongzhi', day: '2024-12-21' },
    ]);
    expect(anniversaries(null, '2026-01-01')).toEqual([
      { kind: 'qingming', day: '2026-04-05' },
      { kind: 'dongzhi', day: '2026-12-22' },
    ]);
  });

  it('the next ones from today, the death anniversary among them; a partial date has no anniversary day', () => {
    expect(anniversaries('2001-03-04', '2026-11-29')).toEqual([
      { kind: 'dongzhi', day: '2026-12-22' },
      { kind: 'death', day: '2027-03-04' },
      { kind: 'qingming', day: '2027-04-05' },
    ]);
    expect(anniversaries('2001-03', '2026-11-29').map((a) => a.kind)).toEqual(['dongzhi', 'qingming']);
    expect(anniversaries('2000-02-29', '2026-01-01').find((a) => a.kind === 'death')?.day).toBe('2026-02-28');
  });
});
