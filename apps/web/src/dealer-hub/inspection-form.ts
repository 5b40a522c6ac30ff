// The inspection report form's rules, apart from its page so they can be tested alone: the answers as
// the dealer fills them, each group's progress, the score as the server will work it out, the report's
// problems before it is sent (the server's own rules), the body of the save and where a refusal belongs.
import {
  MAX_INSPECTION_NOTE,
  MAX_INSPECTION_PHOTOS,
  inspectionScore,
  type InspectionChecklist,
  type InspectionItemInput,
  type InspectionResult,
  type UpdateInspectionBody,
  type VendorInspectionResponse,
} from '@luxe/contract/inspection';

export interface Answer {
  result: InspectionResult | null;
  note: string;
  /** The address the photo upload answered; kept while the point is a pass, but sent only when it is not. */
  photo: string | null;
}

export type Answers = Record<string, Answer>;

type Report = NonNullable<VendorInspectionResponse['data']['report']>;

export const EMPTY_ANSWER: Answer = { result: null, note: '', photo: null };

/** Every point of the checklist, as the car's saved report answered it, or unanswered. */
export function answersFrom(checklist: InspectionChecklist, report: Report | null): Answers {
  const saved = new Map(report?.items.map((item) => [item.key, item]));
  const answers: Answers = {};
  for (const group of checklist)
    for (const { key } of group.items) {
      const item = saved.get(key);
      answers[key] = item ? { result: item.result, note: item.note ?? '', photo: item.photo } : EMPTY_ANSWER;
    }
  return answers;
}

const needsNote = (answer: Answer | undefined) => answer?.result === 'attention' || answer?.result === 'fail';

/** The photos the report would show: one per point that is not a pass. */
export function shownPhotos(answers: Answers): number {
  return Object.values(answers).filter((answer) => needsNote(answer) && answer.photo).length;
}

export const photosFull = (answers: Answers) => shownPhotos(answers) >= MAX_INSPECTION_PHOTOS;

/** How many of the group's points have an answer. */
export function checkedCount(group: InspectionChecklist[number], answers: Answers): number {
  return group.items.filter(({ key }) => answers[key]?.result).length;
}

/**
 * The score of the points answered so far, as the server works out a saved report's: a pass counts
 * whole, a point needing attention half, a fail nothing, as a whole percentage; null before any answer.
 */
export function previewScore(answers: Answers): number | null {
  const results = Object.values(answers).flatMap((answer) => (answer.result ? [answer.result] : []));
  if (results.length === 0) return null;
  return inspectionScore(results);
}

/** The group with every point not yet answered marked as a pass; answered points stay as they are. */
export function restAsPass(group: InspectionChecklist[number], answers: Answers): Answers {
  const next = { ...answers };
  for (const { key } of group.items) if (!next[key]?.result) next[key] = { ...(next[key] ?? EMPTY_ANSWER), result: 'pass' };
  return next;
}

export interface Problems {
  /** A message per point, by its key. */
  points: Record<string, string>;
  /** Points without an answer, by group label, in the checklist's order. */
  unanswered: { group: string; count: number }[];
  notesMissing: number;
  /** Said for the report as a whole. */
  general: string[];
}

/** What keeps the report from being saved, by the server's rules; none when it can be sent. */
export function problemsOf(checklist: InspectionChecklist, answers: Answers): Problems {
  const problems: Problems = { points: {}, unanswered: [], notesMissing: 0, general: [] };
  for (const group of checklist) {
    let count = 0;
    for (const { key, label } of group.items) {
      const answer = answers[key];
      if (!answer?.result) count++;
      else if (needsNote(answer) && !answer.note.trim()) {
        problems.points[key] = `Say what needs ${answer.result === 'fail' ? 'fixing' : 'attention'} (${label}).`;
        problems.notesMissing++;
      } else if (needsNote(answer) && answer.note.trim().length > MAX_INSPECTION_NOTE)
        problems.points[key] = `A note is at most ${MAX_INSPECTION_NOTE} characters.`;
    }
    if (count > 0) problems.unanswered.push({ group: group.label, count });
  }
  const photos = shownPhotos(answers);
  if (photos > MAX_INSPECTION_PHOTOS) problems.general.push(`A report shows at most ${MAX_INSPECTION_PHOTOS} photos: it has ${photos}.`);
  return problems;
}

export const hasProblems = (problems: Problems) =>
  Object.keys(problems.points).length > 0 || problems.unanswered.length > 0 || problems.general.length > 0;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The summary above the Save button: what is missing, in a sentence or two. */
export function problemsSummary(problems: Problems): string {
  const parts: string[] = [];
  const unanswered = problems.unanswered.reduce((sum, group) => sum + group.count, 0);
  if (unanswered > 0)
    parts.push(
      `${plural(unanswered, 'point is', 'points are')} not checked yet (${problems.unanswered.map((g) => `${g.group} ${g.count}`).join(', ')}).`,
    );
  if (problems.notesMissing > 0) parts.push(`${plural(problems.notesMissing, 'note is', 'notes are')} missing.`);
  const others = Object.keys(problems.points).length - problems.notesMissing;
  if (others > 0) parts.push(`${plural(others, 'note is', 'notes are')} too long.`);
  parts.push(...problems.general);
  return parts.length ? `Not saved yet: ${parts.join(' ')}` : '';
}

/** The save's body: every point answered, in the checklist's order, a note and photo only for a point that is not a pass. */
export function bodyOf(carId: number, checklist: InspectionChecklist, answers: Answers): UpdateInspectionBody {
  const items = checklist.flatMap((group) =>
    group.items.flatMap(({ key }): InspectionItemInput[] => {
      const { result, note, photo } = answers[key] ?? EMPTY_ANSWER;
      if (!result) return [];
      if (result === 'pass') return [{ key, result }];
      return [{ key, result, note: note.trim(), ...(photo ? { photo } : {}) }];
    }),
  );
  return { car_id: carId, items };
}

/** After a save: the photos kept on points that are a pass went with it (the server deletes what a report does not show). */
export function withoutUnsentPhotos(answers: Answers): Answers {
  const next: Answers = {};
  for (const [key, answer] of Object.entries(answers)) next[key] = needsNote(answer) || !answer.photo ? answer : { ...answer, photo: null };
  return next;
}

/** The point a refusal's field names ('items.12.note' is the 13th item sent), or null when it names the report as a whole. */
export function pointOfField(field: string | undefined, body: UpdateInspectionBody): string | null {
  const match = /^items\.(\d+)\./.exec(field ?? '');
  return match ? (body.items[Number(match[1])]?.key ?? null) : null;
}
