// 'Dealer inspection report' on the car page (docs/product/catalogue.md): the score, the date, the counts,
// the points that are not a pass by group with the dealer's notes and photos (a photo opens larger), and
// plainly whose report it is. A car without one says so, with a way to the cars that have one.
import { Box, Button, Card, Link, Stack, Typography } from '@mui/material';
import { alpha, darken, type Theme } from '@mui/material/styles';
import type { CarDetails } from '@luxe/contract';
import type { Inspection, InspectionFinding } from '@luxe/contract/inspection';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ModalDialog } from '../../../components/modal-dialog';
import { Tag } from '../../../components/tag';
import { formatIndianDate } from '../indian-date';
import { findingsByGroup, pointsOf, resultsText } from '../inspection';

/** Tints of the theme's status colours, the words darkened to keep 4.5:1 on them. */
const tone = {
  attention: (theme: Theme) => ({
    backgroundColor: alpha(theme.palette.warning.main, 0.14),
    color: darken(theme.palette.warning.dark, 0.35),
  }),
  fail: (theme: Theme) => ({ backgroundColor: alpha(theme.palette.error.main, 0.1), color: darken(theme.palette.error.dark, 0.2) }),
};
const RESULT_TEXT = { attention: 'Needs attention', fail: 'Failed' } as const;

function Finding({ finding, onPhoto }: { finding: InspectionFinding; onPhoto: (finding: InspectionFinding) => void }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 2 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <Tag sx={tone[finding.result]}>{RESULT_TEXT[finding.result]}</Tag>
          <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
            {finding.label}
          </Typography>
        </Stack>
        {finding.note && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {finding.note}
          </Typography>
        )}
      </Box>
      {finding.photo && (
        <Box
          component="button"
          type="button"
          onClick={() => onPhoto(finding)}
          aria-label={`Open the dealer's photo larger: ${finding.label}`}
          sx={{
            flexShrink: 0,
            p: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: '8px',
            overflow: 'hidden',
            cursor: 'zoom-in',
            bgcolor: 'background.paper',
            width: { xs: 88, sm: 120 },
            aspectRatio: '4 / 3',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Box
            component="img"
            src={finding.photo}
            alt=""
            loading="lazy"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </Box>
      )}
    </Box>
  );
}

function PhotoDialog({ finding, onClose }: { finding: InspectionFinding | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog open={finding !== null} onClose={onClose} labelledBy={titleId} maxWidth={960} sx={{ p: { xs: 2, sm: 3 } }}>
      {finding && (
        <>
          <Typography id={titleId} variant="h4" component="h2" sx={{ pr: 1 }}>
            {finding.label}
          </Typography>
          {finding.note && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {finding.note}
            </Typography>
          )}
          <Box
            component="img"
            src={finding.photo ?? undefined}
            alt={`The dealer's photo: ${finding.label}`}
            sx={{
              display: 'block',
              width: '100%',
              maxHeight: '70vh',
              objectFit: 'contain',
              mt: 2,
              borderRadius: '8px',
              bgcolor: 'navy.fill',
            }}
          />
          <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={onClose}>
              Close
            </Button>
          </Stack>
        </>
      )}
    </ModalDialog>
  );
}

function Report({ inspection, dealer }: { inspection: Inspection; dealer: string }) {
  const [photo, setPhoto] = useState<InspectionFinding | null>(null);
  const groups = findingsByGroup(inspection.findings);
  const points = pointsOf(inspection);
  const { pass, attention, fail } = inspection.counts;
  const counts: [string, number][] = [
    ['Passed', pass],
    ['Need attention', attention],
    ['Failed', fail],
  ];
  return (
    <Card id="inspection-report" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 4 }} sx={{ alignItems: { sm: 'center' } }}>
        <Box>
          <Typography component="p" sx={{ typography: 'h1', lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}>
            {inspection.score}
            <Box component="span" sx={{ typography: 'h4', color: 'text.secondary' }}>
              /100
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Inspected on {formatIndianDate(inspection.inspected_at)}
          </Typography>
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          {counts.map(([term, count]) => (
            <Box key={term}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" variant="h4" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                {count}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
      <Typography variant="body2" sx={{ mt: 2, maxWidth: 820 }}>
        This is the dealer’s own report: {dealer} checked the car against our checklist of {points} points and published what they found. It
        is not an inspection by Luxe Wheels. The score counts a pass 1, a point needing attention ½ and a fail 0, as a percentage.
      </Typography>
      {groups.length === 0 ? (
        <Typography sx={{ mt: 2, fontWeight: 600 }}>Every one of the {points} points passed.</Typography>
      ) : (
        <Box sx={{ mt: 3 }}>
          {groups.map((group) => (
            <Box component="section" key={group.group} aria-label={group.group} sx={{ mt: 2 }}>
              <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, mb: 0.5 }}>
                <Typography variant="h4" component="h3">
                  {group.group}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {resultsText(group)}
                </Typography>
              </Stack>
              <Box component="ul" sx={{ p: 0, m: 0 }}>
                {group.findings.map((finding) => (
                  <Finding key={finding.key} finding={finding} onPhoto={setPhoto} />
                ))}
              </Box>
            </Box>
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Every other point passed: {pass} of {points}.
          </Typography>
        </Box>
      )}
      <PhotoDialog finding={photo} onClose={() => setPhoto(null)} />
    </Card>
  );
}

export function InspectionReport({ car }: { car: Pick<CarDetails, 'inspection' | 'vendor_name'> }) {
  if (car.inspection) return <Report inspection={car.inspection} dealer={car.vendor_name} />;
  return (
    <Typography id="inspection-report" color="text.secondary">
      The dealer has not published an inspection report for this car: ask them for one before you book, or{' '}
      <Link component={RouterLink} to="/cars?inspected=true">
        see the cars with a report
      </Link>
      .
    </Typography>
  );
}
