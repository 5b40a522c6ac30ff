// A record's story, oldest first: when, what, and a detail.
import { Box, Typography } from '@mui/material';
import { ListEmpty } from '../../dealer-hub/components/list-state';
import { formatWhen, humanize } from '../format';

export function EventList({ events, empty }: { events: { at: string; what: string; detail: string | null }[]; empty: string }) {
  if (events.length === 0) return <ListEmpty>{empty}</ListEmpty>;
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', borderLeft: 2, borderColor: 'divider', pl: 2 }}>
      {events.map((event, i) => (
        <Box component="li" key={`${event.at}-${i}`} sx={{ mb: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatWhen(event.at)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {humanize(event.what)}
          </Typography>
          {event.detail && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {event.detail}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
