// The dealer inspection report (docs/product/catalogue.md): the checklist every report answers, what a
// dealer sends, and what a buyer's car page reads. Apart from the constants, so a buyer's first page
// carries none of it.
import { z } from 'zod/mini';
import { okResponse } from './envelope';
import { idField, idText } from './fields';

export const inspectionPaths = {
  /** GET: the checklist's groups, each with its items `{key, label}`. */
  checklist: '/api/public/inspection/v1/read/checklist',
} as const;

export const inspectionResults = ['pass', 'attention', 'fail'] as const;
export type InspectionResult = (typeof inspectionResults)[number];
/** A report shows at most this many photos: one to a point, for the points that are not a pass. */
export const MAX_INSPECTION_PHOTOS = 5;
export const MAX_INSPECTION_NOTE = 300;

/**
 * A report's score, 0-100: a pass counts whole, a point needing attention half, a fail nothing, as a
 * percentage of the points answered, rounded down, so that 100 means every point passed.
 */
export function inspectionScore(results: readonly InspectionResult[]): number {
  if (results.length === 0) return 0;
  const points = results.reduce((sum, result) => sum + (result === 'pass' ? 2 : result === 'attention' ? 1 : 0), 0);
  return Math.floor((points * 100) / (2 * results.length));
}

export const ChecklistItemSchema = z.object({ key: z.string(), label: z.string() });
export const ChecklistGroupSchema = z.object({ key: z.string(), label: z.string(), items: z.array(ChecklistItemSchema) });
export const InspectionChecklistSchema = z.array(ChecklistGroupSchema);
export type InspectionChecklist = z.infer<typeof InspectionChecklistSchema>;
export const ChecklistResponseSchema = okResponse(z.object({ groups: InspectionChecklistSchema }));

const note = z.optional(
  z
    .string({ error: 'note must be text' })
    .check(z.trim(), z.maxLength(MAX_INSPECTION_NOTE, `A note is at most ${MAX_INSPECTION_NOTE} characters.`)),
);

/** One point of a report as the dealer sends it; `photo` is the address an inspection photo upload answered. */
export const InspectionItemInputSchema = z.strictObject({
  key: z.string({ error: 'key must be text' }).check(z.maxLength(80, 'key is too long')),
  result: z.enum(inspectionResults, { error: 'result must be pass, attention or fail' }),
  note,
  photo: z.optional(z.string({ error: 'photo must be text' }).check(z.maxLength(300, 'photo is too long'))),
});
export type InspectionItemInput = z.infer<typeof InspectionItemInputSchema>;

export const UpdateInspectionBodySchema = z.strictObject({
  car_id: idField('car_id', 'a car id'),
  items: z.array(InspectionItemInputSchema, { error: 'items must be a list' }).check(z.maxLength(500, 'items is too long')),
});
export type UpdateInspectionBody = z.infer<typeof UpdateInspectionBodySchema>;

export const InspectionCarQuerySchema = z.object({ car_id: idText('car_id', 'a car id') });

/** A point that is not a pass, as the car page shows it. */
export const InspectionFindingSchema = z.object({
  key: z.string(),
  group: z.string(),
  label: z.string(),
  result: z.enum(['attention', 'fail']),
  note: z.nullable(z.string()),
  photo: z.nullable(z.string()),
});
export type InspectionFinding = z.infer<typeof InspectionFindingSchema>;

/** A car's report as buyers read it: null when its dealer has not filled one. */
export const InspectionSchema = z.object({
  /** 0-100: a pass counts whole, a point needing attention half, a fail nothing. */
  score: z.number(),
  inspected_at: z.string(),
  counts: z.object({ pass: z.number(), attention: z.number(), fail: z.number() }),
  findings: z.array(InspectionFindingSchema),
});
export type Inspection = z.infer<typeof InspectionSchema>;

/** The dealer's own view of a report, every point, for the form to edit; null before the first. */
export const VendorInspectionResponseSchema = okResponse(
  z.object({
    car_id: z.number(),
    report: z.nullable(
      z.object({
        score: z.number(),
        inspected_at: z.string(),
        items: z.array(
          z.object({ key: z.string(), result: z.enum(inspectionResults), note: z.nullable(z.string()), photo: z.nullable(z.string()) }),
        ),
      }),
    ),
  }),
);
export type VendorInspectionResponse = z.infer<typeof VendorInspectionResponseSchema>;

export const InspectionPhotoResponseSchema = okResponse(z.object({ car_id: z.number(), photo: z.string() }));
