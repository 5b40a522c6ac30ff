// A car's inspection report, filled by its dealer at a desk or on a phone beside the car: every point of
// the checklist by group (each collapsible, with its progress), Pass, Attention or Fail for each, a note
// and a photo (the phone's camera) for a point that is not a pass, the score as it will be, and Save.
// What was entered stays when a save fails; the refusal shows at the point it names.
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { MAX_INSPECTION_NOTE, MAX_INSPECTION_PHOTOS, type InspectionChecklist, type InspectionResult } from '@luxe/contract/inspection';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { checklistQuery, inspectionQuery, useSaveInspection, useUploadInspectionPhoto } from '../api/inspection';
import { listingQuery } from '../api/listings';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-state';
import { PanelTitle } from '../components/panel-section';
import { photoProblem } from '../components/photo-picker';
import { formatDateTime } from '../format';
import {
  answersFrom,
  bodyOf,
  checkedCount,
  EMPTY_ANSWER,
  hasProblems,
  photosFull,
  pointOfField,
  previewScore,
  problemsOf,
  problemsSummary,
  restAsPass,
  shownPhotos,
  withoutUnsentPhotos,
  type Answer,
  type Answers,
} from '../inspection-form';

type Group = InspectionChecklist[number];
type Point = Group['items'][number];

const RESULTS: { value: InspectionResult; label: string }[] = [
  { value: 'pass', label: 'Pass' },
  { value: 'attention', label: 'Attention' },
  { value: 'fail', label: 'Fail' },
];

/** Pass, Attention, Fail: the browser's own radio buttons, each in a label as large as a thumb. */
function ResultChoice({
  name,
  value,
  disabled,
  onChange,
}: {
  name: string;
  value: InspectionResult | null;
  disabled: boolean;
  onChange: (result: InspectionResult) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, clear: 'both', maxWidth: 480 }}>
      {RESULTS.map((result) => (
        <Box
          key={result.value}
          component="label"
          className={`result-${result.value}`}
          sx={(theme) => {
            const colour = {
              pass: theme.palette.success.main,
              attention: theme.palette.warning.main,
              fail: theme.palette.error.main,
            }[result.value];
            return {
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              minHeight: 48,
              px: 1,
              border: 1,
              borderColor: 'navy.outline',
              borderRadius: '10px',
              bgcolor: 'background.paper',
              fontWeight: 700,
              fontSize: 15,
              cursor: disabled ? 'default' : 'pointer',
              userSelect: 'none',
              '& input': { m: 0, width: 20, height: 20, accentColor: colour, cursor: 'inherit' },
              '&:has(input:checked)': { borderColor: colour, bgcolor: alpha(colour, 0.12), boxShadow: `inset 0 0 0 1px ${colour}` },
              '&:has(input:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            };
          }}
        >
          <input
            type="radio"
            name={name}
            value={result.value}
            checked={value === result.value}
            disabled={disabled}
            onChange={() => onChange(result.value)}
          />
          {result.label}
        </Box>
      ))}
    </Box>
  );
}

interface PointProps {
  carId: number;
  point: Point;
  answer: Answer;
  error: string | undefined;
  photosFull: boolean;
  readOnly: boolean;
  onAnswer: (key: string, change: Partial<Answer>) => void;
}

/** One point of the checklist: its result, and for a point that is not a pass its note and photo. */
const PointField = memo(function PointField({ carId, point, answer, error, photosFull: full, readOnly, onAnswer }: PointProps) {
  const id = useId();
  const camera = useRef<HTMLInputElement>(null);
  const upload = useUploadInspectionPhoto();
  const [photoMessage, setPhotoMessage] = useState<string | null>(null);
  const open = answer.result === 'attention' || answer.result === 'fail';
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    setPhotoMessage(problem);
    if (problem) return;
    try {
      onAnswer(point.key, { photo: await upload.mutateAsync({ carId, file }) });
    } catch (failure) {
      setPhotoMessage(errorMessage(failure));
    }
  };
  const noteLength = answer.note.length;
  return (
    <Box
      component="fieldset"
      id={`point-${point.key}`}
      aria-describedby={error ? `${id}-error` : undefined}
      // A fieldset draws its legend across its top edge: the divider and the space are the float's.
      sx={{ m: 0, p: 0, pb: 2, border: 0, minWidth: 0, scrollMarginTop: 96, '& > legend': { float: 'left', width: '100%' } }}
    >
      <Typography component="legend" variant="body1" sx={{ fontWeight: 700, p: 0, pt: 2, mb: 1, borderTop: 1, borderColor: 'divider' }}>
        {point.label}
      </Typography>
      <ResultChoice
        name={`result-${point.key}`}
        value={answer.result}
        disabled={readOnly}
        onChange={(result) => onAnswer(point.key, { result })}
      />
      {error && !open && (
        <Typography id={`${id}-error`} variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      {open && (
        <Stack spacing={1} sx={{ mt: 1.5, maxWidth: 720 }}>
          <Box>
            <Typography component="label" htmlFor={`${id}-note`} variant="body2" sx={{ fontWeight: 600, display: 'block', mb: 0.75 }}>
              {answer.result === 'fail' ? 'What fails, and what will be done' : 'What needs attention'} (required)
            </Typography>
            <Box
              component="textarea"
              id={`${id}-note`}
              value={answer.note}
              rows={2}
              maxLength={MAX_INSPECTION_NOTE}
              required
              readOnly={readOnly}
              aria-invalid={Boolean(error)}
              aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
              placeholder={
                answer.result === 'fail'
                  ? 'Front pads at 15%: replaced before delivery'
                  : 'Rear right tyre 2019 date code: replace within a year'
              }
              onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onAnswer(point.key, { note: event.target.value })}
              sx={(theme) => ({
                display: 'block',
                width: '100%',
                boxSizing: 'border-box',
                font: 'inherit',
                fontSize: '1rem',
                lineHeight: 1.5,
                p: '10px 14px',
                resize: 'vertical',
                color: 'text.primary',
                bgcolor: 'background.paper',
                border: `1px solid ${theme.palette.navy.outline}`,
                borderRadius: `${theme.shape.borderRadius}px`,
                outline: 'none',
                '&::placeholder': { color: 'text.secondary', opacity: 0.75 },
                '&:focus': { borderColor: 'primary.main', boxShadow: `0 0 0 1px ${theme.palette.primary.main}` },
                '&[aria-invalid="true"]': { borderColor: 'error.main' },
              })}
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
              <Typography id={`${id}-error`} variant="caption" color="error" role={error ? 'alert' : undefined}>
                {error}
              </Typography>
              <Typography
                id={`${id}-count`}
                variant="caption"
                color="text.secondary"
                sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
              >
                {noteLength}/{MAX_INSPECTION_NOTE}
              </Typography>
            </Stack>
          </Box>
          {answer.photo ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Box
                component="img"
                src={answer.photo}
                alt={`Photo: ${point.label}`}
                sx={{ width: 120, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: '8px', border: 1, borderColor: 'divider' }}
              />
              {!readOnly && (
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => onAnswer(point.key, { photo: null })}
                  aria-label={`Remove the photo: ${point.label}`}
                >
                  Remove photo
                </Button>
              )}
            </Stack>
          ) : (
            !readOnly && (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Button
                  variant="outlined"
                  disabled={full || upload.isPending}
                  onClick={() => camera.current?.click()}
                  aria-describedby={full ? `${id}-full` : undefined}
                >
                  {upload.isPending ? 'Uploading…' : 'Add photo'}
                </Button>
                {/* The phone's camera opens at once (capture); a desk's picker otherwise. */}
                <Box
                  component="input"
                  ref={camera}
                  type="file"
                  accept="image/*"
                  capture="environment"
                  aria-label={`Add photo: ${point.label}`}
                  disabled={full || upload.isPending}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => void pick(event)}
                  sx={{ display: 'none' }}
                />
                {full && (
                  <Typography id={`${id}-full`} variant="body2" color="text.secondary">
                    A report shows at most {MAX_INSPECTION_PHOTOS} photos, and this one has {MAX_INSPECTION_PHOTOS}: remove one to add a
                    photo here.
                  </Typography>
                )}
              </Stack>
            )
          )}
          {photoMessage && (
            <Typography variant="body2" color="error" role="alert">
              {photoMessage}
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
});

interface GroupProps {
  carId: number;
  group: Group;
  answers: Answers;
  errors: Record<string, string>;
  expanded: boolean;
  readOnly: boolean;
  onToggle: (key: string) => void;
  onAnswer: PointProps['onAnswer'];
  onRestAsPass: (group: Group) => void;
}

function GroupSection({ carId, group, answers, errors, expanded, readOnly, onToggle, onAnswer, onRestAsPass }: GroupProps) {
  const id = useId();
  const checked = checkedCount(group, answers);
  const full = photosFull(answers);
  const all = group.items.length;
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-label`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: '12px', bgcolor: 'background.paper', mb: 1.5 }}
    >
      <Typography component="h2" variant="h4" sx={{ m: 0 }}>
        <Box
          component="button"
          type="button"
          id={`${id}-title`}
          aria-expanded={expanded}
          aria-controls={`${id}-points`}
          onClick={() => onToggle(group.key)}
          sx={{
            display: 'flex',
            width: '100%',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            minHeight: 60,
            px: 2,
            border: 0,
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            textAlign: 'left',
            cursor: 'pointer',
            borderRadius: '12px',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <span id={`${id}-label`}>{group.label}</span>{' '}
          <Box
            component="span"
            sx={{ typography: 'body2', fontWeight: 700, color: checked === all ? 'success.dark' : 'text.secondary', flexShrink: 0 }}
          >
            {checked} of {all} checked
          </Box>
        </Box>
      </Typography>
      <Box id={`${id}-points`} hidden={!expanded} sx={{ px: 2, pb: 1 }}>
        {expanded && (
          <>
            {!readOnly && checked < all && (
              <Button variant="outlined" onClick={() => onRestAsPass(group)} sx={{ mb: 1.5 }}>
                Mark the rest of this group as pass
              </Button>
            )}
            {group.items.map((point) => (
              <PointField
                key={point.key}
                carId={carId}
                point={point}
                answer={answers[point.key] ?? EMPTY_ANSWER}
                error={errors[point.key]}
                photosFull={full}
                readOnly={readOnly}
                onAnswer={onAnswer}
              />
            ))}
          </>
        )}
      </Box>
    </Box>
  );
}

interface FormProps {
  carId: number;
  checklist: InspectionChecklist;
  report: Parameters<typeof answersFrom>[1];
  readOnly: boolean;
}

function InspectionForm({ carId, checklist, report, readOnly }: FormProps) {
  const save = useSaveInspection();
  const [answers, setAnswers] = useState(() => answersFrom(checklist, report));
  // The server's refusals, by point: each goes when its point changes.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // Once Save was tried, what is missing is said, and kept up to date as the dealer fills it in.
  const [tried, setTried] = useState(false);
  const [savedAt, setSavedAt] = useState(report?.inspected_at ?? null);
  // The first group with a point to answer starts open; a saved report starts closed, to read its progress.
  const [expanded, setExpanded] = useState<Set<string>>(() => {
    const first = checklist.find((group) => checkedCount(group, answers) < group.items.length);
    return new Set(first ? [first.key] : []);
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  const problems = useMemo(() => problemsOf(checklist, answers), [checklist, answers]);
  const errors = useMemo(() => ({ ...(tried ? problems.points : {}), ...refused }), [tried, problems, refused]);
  const summary = refusal ?? (tried && hasProblems(problems) ? problemsSummary(problems) : null);

  const onAnswer = useCallback((key: string, change: Partial<Answer>) => {
    setAnswers((current) => ({ ...current, [key]: { ...(current[key] ?? EMPTY_ANSWER), ...change } }));
    setRefused((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });
  }, []);
  const onToggle = useCallback(
    (key: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const onRestAsPass = useCallback((group: Group) => setAnswers((current) => restAsPass(group, current)), []);

  /** Opens the groups of these points and moves to the summary, which is read out at once. */
  const showProblems = (keys: string[]) => {
    const groups = checklist.filter((group) => group.items.some((item) => keys.includes(item.key))).map((group) => group.key);
    setExpanded((current) => new Set([...current, ...groups]));
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const submit = async () => {
    setTried(true);
    setRefusal(null);
    if (hasProblems(problems)) {
      const unanswered = checklist.filter((group) => problems.unanswered.some((u) => u.group === group.label));
      showProblems([...Object.keys(problems.points), ...unanswered.flatMap((g) => g.items.map((i) => i.key))]);
      return;
    }
    const body = bodyOf(carId, checklist, answers);
    try {
      const saved = await save.mutateAsync(body);
      setSavedAt(saved?.inspected_at ?? null);
      setAnswers(withoutUnsentPhotos);
      toast.success('Report saved: buyers see it on the car’s page now.');
    } catch (error) {
      // What was entered stays; the refusal shows at the point it names, or for the whole report.
      const message = errorMessage(error);
      const key = error instanceof ApiError ? pointOfField(error.field, body) : null;
      if (key) setRefused((current) => ({ ...current, [key]: message }));
      setRefusal(`Not saved: ${message}`);
      showProblems(key ? [key] : []);
    }
  };

  const score = previewScore(answers);
  const total = checklist.reduce((sum, group) => sum + group.items.length, 0);
  const checked = checklist.reduce((sum, group) => sum + checkedCount(group, answers), 0);
  const photos = shownPhotos(answers);
  return (
    <>
      {savedAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Last saved {formatDateTime(savedAt)}
        </Typography>
      )}
      {summary && (
        <Box
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          sx={{
            p: 2,
            mb: 2,
            border: 1,
            borderColor: 'error.main',
            borderRadius: '12px',
            bgcolor: 'background.paper',
            '&:focus': { outline: 'none' },
          }}
        >
          <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
            {summary}
          </Typography>
        </Box>
      )}
      {checklist.map((group) => (
        <GroupSection
          key={group.key}
          carId={carId}
          group={group}
          answers={answers}
          errors={errors}
          expanded={expanded.has(group.key)}
          readOnly={readOnly}
          onToggle={onToggle}
          onAnswer={onAnswer}
          onRestAsPass={onRestAsPass}
        />
      ))}
      <Box
        sx={{
          position: 'sticky',
          bottom: { xs: 'calc(68px + env(safe-area-inset-bottom))', md: 16 },
          zIndex: 5,
          mt: 2,
          p: 1.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: '12px',
          bgcolor: 'background.paper',
          boxShadow: (theme) => theme.navyShadows.dialog,
        }}
      >
        <Box role="status" aria-live="polite" sx={{ minWidth: 0 }}>
          <Typography variant="body1" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
            Score {score === null ? '–' : score}/100
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {checked} of {total} checked · {photos} of {MAX_INSPECTION_PHOTOS} photos
          </Typography>
        </Box>
        {!readOnly && (
          <Button variant="contained" disabled={save.isPending} onClick={() => void submit()} sx={{ flexShrink: 0 }}>
            {save.isPending ? 'Saving…' : 'Save report'}
          </Button>
        )}
      </Box>
    </>
  );
}

export function InspectionPage() {
  const carId = Number(useParams().carId);
  const valid = Number.isInteger(carId) && carId > 0;
  const car = useQuery({ ...listingQuery(carId), enabled: valid });
  const checklist = useQuery(checklistQuery());
  const report = useQuery({ ...inspectionQuery(carId), enabled: valid });
  usePageTitle(`Inspection report${car.data ? ` · ${car.data.car_name}` : ''} · Vendor's Hub`);
  const back = (
    <Link
      component={RouterLink}
      to={`/vendor/listings/${carId}`}
      variant="body2"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mb: 0.5, fontWeight: 700, color: 'text.primary' }}
    >
      ← {car.data?.car_name ?? 'The car'}
    </Link>
  );
  if (!valid) return <ListEmpty>This address does not name one of your cars.</ListEmpty>;
  const failed = [car, checklist, report].find((query) => query.isError);
  if (failed) return <ListError error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!car.data || !checklist.data || report.data === undefined) return <ListSkeleton label="Loading the inspection report" rows={4} />;
  const readOnly = car.data.status === 'withdrawn' || car.data.status === 'sold';
  return (
    <>
      {back}
      <PanelTitle sub={car.data.car_name}>Inspection report</PanelTitle>
      <Typography variant="body2" sx={{ mb: 2, maxWidth: 760 }}>
        This report is yours: buyers see it on the car’s page as the dealer’s own report, not an inspection by Luxe Wheels. Check every
        point of the list; for a point that needs attention or fails, say what you found and what will be done, and add a photo if it helps
        (at most {MAX_INSPECTION_PHOTOS} in a report). The score counts a pass 1, attention ½ and a fail 0.{' '}
        {report.data && (
          <Link component={RouterLink} to={`/car-details/${carId}`}>
            See it as buyers do
          </Link>
        )}
      </Typography>
      {readOnly && (
        <Typography variant="body2" sx={{ mb: 2, fontWeight: 600 }}>
          This car is off sale: its report can no longer be changed.
        </Typography>
      )}
      <InspectionForm key={carId} carId={carId} checklist={checklist.data} report={report.data} readOnly={readOnly} />
    </>
  );
}
