// A car's dealer inspection report as buyers read it (docs/product/catalogue.md): its score, counts and the
// points that are not a pass, each with its group and words from the checklist.
import type { Inspection, InspectionResult } from '@luxe/contract/inspection';
import { sql } from 'drizzle-orm';
import { toIso } from '../../lib/time';
import { checklistItems } from './inspection-checklist';

export interface StoredItem {
  key: string;
  result: InspectionResult;
  note: string | null;
  photo: string | null;
}

export interface InspectionRow {
  items: StoredItem[];
  score: number;
  inspected_at: string | Date;
  pass_count: number;
  attention_count: number;
  fail_count: number;
}

/** Car `c`'s report as one JSON value (null when it has none), for inspectionOf. */
export const inspectionJson = sql`(select json_build_object('items', i.items, 'score', i.score, 'inspected_at', i.inspected_at,
    'pass_count', i.pass_count, 'attention_count', i.attention_count, 'fail_count', i.fail_count)
  from car_inspections i where i.car_id = c.id)`;

/** The report as a buyer reads it, from the columns of car_inspections (null when the car has none). */
export function inspectionOf(row: InspectionRow | null): Inspection | null {
  if (!row) return null;
  return {
    score: row.score,
    inspected_at: toIso(row.inspected_at),
    counts: { pass: row.pass_count, attention: row.attention_count, fail: row.fail_count },
    findings: row.items.flatMap((item) => {
      const known = checklistItems.get(item.key);
      if (item.result === 'pass' || !known) return [];
      return [{ key: item.key, group: known.group, label: known.label, result: item.result, note: item.note, photo: item.photo }];
    }),
  };
}
