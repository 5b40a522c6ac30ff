// The car's price history: a small step chart drawn as inline SVG (no chart library on the
// car page's budget) and every change listed by its day in India, oldest first.
import { Box, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { formatPrice, formatRupees } from '../../../lib/format';
import { changeText, formatIndianDate, priceChart, type PricePoint } from '../fair-price';

const PLOT_HEIGHT = 140;

function endOfToday(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export function PriceHistory({ history }: { history: readonly PricePoint[] }) {
  const titleId = useId();
  // The chart ends at the end of today (UTC), so the server's page and the browser's draw it alike.
  const chart = priceChart(history, endOfToday());
  if (!chart) return null;
  const first = history[0]!;
  const changes = history.length - 1;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h3" component="h3">
        Price history
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {changes === 0
          ? `Unchanged since it was listed on ${formatIndianDate(first.changed_at)}.`
          : `${changes} ${changes === 1 ? 'change' : 'changes'} since it was listed on ${formatIndianDate(first.changed_at)}.`}
      </Typography>

      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, mt: 2.5 }} aria-hidden>
        <Stack sx={{ justifyContent: 'space-between', height: PLOT_HEIGHT, textAlign: 'right' }}>
          <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1 }}>
            {formatPrice(chart.top)}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1 }}>
            {formatPrice(chart.bottom)}
          </Typography>
        </Stack>
        <Box
          data-testid="price-history-chart"
          sx={{ position: 'relative', height: PLOT_HEIGHT, borderLeft: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box
            component="svg"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' }}
          >
            <Box
              component="path"
              d={chart.path}
              sx={{
                fill: 'none',
                stroke: (theme) => theme.palette.primary.main,
                strokeWidth: 2,
                vectorEffect: 'non-scaling-stroke',
                strokeLinejoin: 'round',
              }}
            />
          </Box>
          {chart.points.map((point) => (
            // Dots in HTML over the stretched SVG, so they stay round at every width.
            <Box
              key={point.changed_at}
              data-price={point.price}
              style={{ left: `${point.x}%`, top: `${point.y}%` }}
              sx={{
                position: 'absolute',
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: 'background.paper',
                border: 2,
                borderColor: 'primary.main',
                transform: 'translate(-50%, -50%)',
              }}
            />
          ))}
        </Box>
        <span />
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.75 }}>
          <Typography variant="caption" color="text.secondary">
            {formatIndianDate(first.changed_at)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Today
          </Typography>
        </Stack>
      </Box>

      <Box
        component="table"
        sx={{
          width: '100%',
          mt: 2.5,
          borderCollapse: 'collapse',
          '& th, & td': { textAlign: 'left', py: 1, pr: 1.5, borderBottom: 1, borderColor: 'divider', typography: 'body2' },
          '& th': { color: 'text.secondary', fontWeight: 600 },
          // A day on one line, in the font's own figures: tabular ones set a narrow 1 in a wide slot ('1 2 Sept').
          '& td:first-of-type': { whiteSpace: 'nowrap' },
          '& td:nth-of-type(2), & td:nth-of-type(3)': { fontVariantNumeric: 'tabular-nums' },
          '& td:nth-of-type(2)': { fontWeight: 700 },
        }}
      >
        <Box component="caption" sx={{ textAlign: 'left', typography: 'caption', color: 'text.secondary', captionSide: 'bottom', pt: 1 }}>
          Every change of this car&rsquo;s listing price, by its day in India.
        </Box>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Price</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {history.map((point, index) => (
            <tr key={point.changed_at}>
              <td>
                <time dateTime={point.changed_at}>{formatIndianDate(point.changed_at)}</time>
              </td>
              <td>{formatRupees(point.price)}</td>
              <td>{changeText(history, index)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
