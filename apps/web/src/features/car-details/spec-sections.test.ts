import { specSections } from '@luxe/contract/constants';
import { describe, expect, it } from 'vitest';
import { emptySectionText, sectionIsEmpty } from './spec-sections';

const hybrid = specSections.find((section) => section.key === 'hybrid_system')!;

describe('sectionIsEmpty', () => {
  it('finds a plain petrol car with no hybrid system (its values as the demo catalogue gives them)', () => {
    const petrol = {
      hybrid_type: 'NA',
      electric_motor_kw: null,
      battery_kwh: null,
      battery_type: 'NA',
      electric_range_km: null,
      regenerative_braking: false,
      charging_ac_kw: null,
      charging_dc_kw: null,
      dc_charge_time: 'NA',
    };
    expect(sectionIsEmpty(petrol, hybrid.fields)).toBe(true);
    expect(sectionIsEmpty({}, hybrid.fields)).toBe(true);
    expect(emptySectionText('hybrid_system')).toBe('This car has no hybrid or electric system.');
  });

  it('keeps the rows of a mild hybrid, which has something to say', () => {
    const mild = { hybrid_type: 'Mild hybrid (48V)', electric_motor_kw: 12, regenerative_braking: true };
    expect(sectionIsEmpty(mild, hybrid.fields)).toBe(false);
    expect(sectionIsEmpty({ electric_motor_kw: 0 }, hybrid.fields)).toBe(false);
  });
});
