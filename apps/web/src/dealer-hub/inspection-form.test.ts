import type { InspectionChecklist } from '@luxe/contract/inspection';
import { describe, expect, it } from 'vitest';
import {
  answersFrom,
  bodyOf,
  checkedCount,
  hasProblems,
  photosFull,
  pointOfField,
  previewScore,
  problemsOf,
  problemsSummary,
  restAsPass,
  withoutUnsentPhotos,
  type Answers,
} from './inspection-form';

const checklist: InspectionChecklist = [
  {
    key: 'exterior',
    label: 'Exterior',
    items: [
      { key: 'exterior.bonnet', label: 'Bonnet paint' },
      { key: 'exterior.roof', label: 'Roof paint' },
    ],
  },
  {
    key: 'tyres',
    label: 'Tyres and wheels',
    items: [
      { key: 'tyres.front', label: 'Front tyres' },
      { key: 'tyres.rear', label: 'Rear tyres' },
      { key: 'tyres.spare', label: 'Spare wheel' },
    ],
  },
];

const allPass = (): Answers => restAsPass(checklist[1]!, restAsPass(checklist[0]!, answersFrom(checklist, null)));

describe('the inspection form', () => {
  it('starts every point unanswered, or as the saved report answered it', () => {
    const empty = answersFrom(checklist, null);
    expect(Object.keys(empty)).toEqual(['exterior.bonnet', 'exterior.roof', 'tyres.front', 'tyres.rear', 'tyres.spare']);
    expect(checkedCount(checklist[0]!, empty)).toBe(0);
    const saved = answersFrom(checklist, {
      score: 90,
      inspected_at: '2026-11-20T10:00:00Z',
      items: [{ key: 'tyres.rear', result: 'attention', note: '2019 date code', photo: '/media/uploads/a.webp' }],
    });
    expect(saved['tyres.rear']).toEqual({ result: 'attention', note: '2019 date code', photo: '/media/uploads/a.webp' });
    expect(saved['tyres.front']).toEqual({ result: null, note: '', photo: null });
    expect(checkedCount(checklist[1]!, saved)).toBe(1);
  });

  it('marks the rest of a group as pass, leaving its answered points and the other groups alone', () => {
    const answers = answersFrom(checklist, null);
    answers['tyres.rear'] = { result: 'fail', note: 'Bald', photo: null };
    const next = restAsPass(checklist[1]!, answers);
    expect(['tyres.front', 'tyres.rear', 'tyres.spare'].map((k) => next[k]!.result)).toEqual(['pass', 'fail', 'pass']);
    expect(next['exterior.bonnet']!.result).toBeNull();
  });

  it('previews the score as the server works it out: pass 1, attention half, fail 0, of the points answered', () => {
    expect(previewScore(answersFrom(checklist, null))).toBeNull();
    const answers = allPass();
    expect(previewScore(answers)).toBe(100);
    answers['tyres.rear'] = { result: 'attention', note: 'x', photo: null };
    expect(previewScore(answers)).toBe(90);
    answers['tyres.front'] = { result: 'fail', note: 'x', photo: null };
    expect(previewScore(answers)).toBe(70);
    answers['exterior.roof'] = { result: null, note: '', photo: null };
    // 2 + 0 + 1 + 2 of 8: 62.5, rounded down (100 only when every point passed).
    expect(previewScore(answers)).toBe(62);
  });

  it('says what keeps a report from being saved: points not checked by group, notes missing, too many photos', () => {
    const answers = answersFrom(checklist, null);
    answers['exterior.bonnet'] = { result: 'fail', note: '  ', photo: null };
    answers['tyres.front'] = { result: 'pass', note: '', photo: null };
    const problems = problemsOf(checklist, answers);
    expect(hasProblems(problems)).toBe(true);
    expect(problems.points).toEqual({ 'exterior.bonnet': 'Say what needs fixing (Bonnet paint).' });
    expect(problemsSummary(problems)).toBe(
      'Not saved yet: 3 points are not checked yet (Exterior 1, Tyres and wheels 2). 1 note is missing.',
    );
    expect(hasProblems(problemsOf(checklist, allPass()))).toBe(false);
  });

  it('counts only the photos of points that are not a pass toward the limit of 5', () => {
    const many: InspectionChecklist = [
      { key: 'g', label: 'G', items: Array.from({ length: 7 }, (_, i) => ({ key: `g.${i}`, label: `Point ${i}` })) },
    ];
    const answers = restAsPass(many[0]!, answersFrom(many, null));
    for (let i = 0; i < 5; i++) answers[`g.${i}`] = { result: 'attention', note: 'n', photo: `/media/uploads/${i}.webp` };
    expect(photosFull(answers)).toBe(true);
    answers['g.0'] = { ...answers['g.0']!, result: 'pass' };
    expect(photosFull(answers)).toBe(false);
    answers['g.0'] = { ...answers['g.0']!, result: 'fail' };
    answers['g.5'] = { result: 'attention', note: 'n', photo: '/media/uploads/5.webp' };
    expect(problemsOf(many, answers).general).toEqual(['A report shows at most 5 photos: it has 6.']);
  });

  it('sends every point in the checklist’s order, a note and photo only with a point that is not a pass', () => {
    const answers = allPass();
    answers['exterior.roof'] = { result: 'pass', note: 'kept from before', photo: '/media/uploads/r.webp' };
    answers['tyres.rear'] = { result: 'attention', note: ' 2019 date code ', photo: '/media/uploads/t.webp' };
    answers['tyres.spare'] = { result: 'fail', note: 'Missing', photo: null };
    const body = bodyOf(7, checklist, answers);
    expect(body).toEqual({
      car_id: 7,
      items: [
        { key: 'exterior.bonnet', result: 'pass' },
        { key: 'exterior.roof', result: 'pass' },
        { key: 'tyres.front', result: 'pass' },
        { key: 'tyres.rear', result: 'attention', note: '2019 date code', photo: '/media/uploads/t.webp' },
        { key: 'tyres.spare', result: 'fail', note: 'Missing' },
      ],
    });
    expect(pointOfField('items.3.note', body)).toBe('tyres.rear');
    expect(pointOfField('items.4.photo', body)).toBe('tyres.spare');
    expect(pointOfField('items', body)).toBeNull();
    expect(pointOfField('items.9.key', body)).toBeNull();
    expect(pointOfField(undefined, body)).toBeNull();
  });

  it('drops, after a save, the photos left on points turned back to a pass (the server deleted them)', () => {
    const answers = allPass();
    answers['exterior.roof'] = { result: 'pass', note: 'Was a scratch', photo: '/media/uploads/r.webp' };
    answers['tyres.rear'] = { result: 'attention', note: '2019', photo: '/media/uploads/t.webp' };
    const next = withoutUnsentPhotos(answers);
    expect(next['exterior.roof']).toEqual({ result: 'pass', note: 'Was a scratch', photo: null });
    expect(next['tyres.rear']).toBe(answers['tyres.rear']);
  });
});
