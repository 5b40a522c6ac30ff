import type { InspectionFinding } from '@luxe/contract/inspection';
import { describe, expect, it } from 'vitest';
import { findingsByGroup, pointsOf, resultsText } from './inspection';

const finding = (key: string, group: string, result: 'attention' | 'fail'): InspectionFinding => ({
  key,
  group,
  label: key,
  result,
  note: `Note on ${key}`,
  photo: null,
});

describe('findingsByGroup', () => {
  it('gathers the findings by group in the order they come, with counts, fails first within a group', () => {
    const groups = findingsByGroup([
      finding('exterior.windscreen', 'Exterior', 'attention'),
      finding('exterior.front_bumper', 'Exterior', 'fail'),
      finding('tyres.date_code_rear_right', 'Tyres and wheels', 'attention'),
      finding('exterior.mirrors', 'Exterior', 'attention'),
    ]);
    expect(groups.map((g) => [g.group, g.attention, g.fail])).toEqual([
      ['Exterior', 2, 1],
      ['Tyres and wheels', 1, 0],
    ]);
    expect(groups[0]!.findings.map((f) => f.key)).toEqual(['exterior.front_bumper', 'exterior.windscreen', 'exterior.mirrors']);
  });

  it('has no group for a report of passes only', () => {
    expect(findingsByGroup([])).toEqual([]);
  });
});

describe('resultsText', () => {
  it('says what needs attention and what failed, in the singular for one', () => {
    expect(resultsText({ attention: 1, fail: 0 })).toBe('1 needs attention');
    expect(resultsText({ attention: 3, fail: 2 })).toBe('3 need attention, 2 failed');
    expect(resultsText({ attention: 0, fail: 1 })).toBe('1 failed');
    expect(resultsText({ attention: 0, fail: 0 })).toBe('');
  });
});

it('counts every point the report answered', () => {
  expect(pointsOf({ counts: { pass: 110, attention: 5, fail: 2 } })).toBe(117);
});
