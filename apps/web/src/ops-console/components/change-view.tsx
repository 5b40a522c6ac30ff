// An audit line's before and after, readable: the fields that changed as "field: before → after", the
// rest as they were; anything that is not a flat record as compact JSON.
import { Box } from '@mui/material';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

export function ChangeView({ before, after }: { before: unknown; after: unknown }) {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return <>—</>;
  if ((before === null || isRecord(before)) && (after === null || isRecord(after))) {
    const b = before ?? {};
    const a = after ?? {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return (
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', fontFamily: 'ui-monospace, monospace', fontSize: 13, overflowWrap: 'anywhere' }}
      >
        {keys.map((key) => {
          const changed = show(b[key]) !== show(a[key]);
          return (
            <li key={key}>
              {key}:{' '}
              {changed ? (
                <>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {key in b ? show(b[key]) : '(none)'}
                  </Box>
                  {' → '}
                  <Box component="strong">{key in a ? show(a[key]) : '(none)'}</Box>
                </>
              ) : (
                show(a[key])
              )}
            </li>
          );
        })}
      </Box>
    );
  }
  return (
    <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
      {show(before)} → {show(after)}
    </Box>
  );
}
