// When a 'Full Specifications' section has nothing to tell: a petrol car's Hybrid System is
// nine 'NA' rows, better said in one line. The section itself stays: every car page lists all 13.
import type { SpecValue } from '@luxe/contract';
import { specText } from './car-details';

const NOTHING = new Set(['NA', 'No']);

/** True when every field of the section is unknown, empty or a plain 'No'. */
export function sectionIsEmpty(values: Record<string, SpecValue | undefined>, fields: readonly { key: string }[]): boolean {
  return fields.every((field) => NOTHING.has(specText(values[field.key])));
}

/** The one line that stands for an empty section. */
export function emptySectionText(sectionKey: string): string {
  return sectionKey === 'hybrid_system' ? 'This car has no hybrid or electric system.' : 'Nothing listed for this car.';
}
