// An application's trade certificate shown in the page: fetched with the operator's token (an <img> or a
// frame could not send it) into a blob URL, a PDF in a frame, a photo as an image.
import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ListError, ListSkeleton } from '../../dealer-hub/components/list-state';
import { applicationDocumentQuery } from '../api/dealers';

export function DocumentView({ applicationId, type, title }: { applicationId: number; type: string; title: string }) {
  const file = useQuery(applicationDocumentQuery(applicationId));
  const viewer = useRef<HTMLIFrameElement & HTMLImageElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!file.data || !viewer.current || !link.current) return;
    // The address lives as long as the view shows it.
    const url = URL.createObjectURL(file.data);
    viewer.current.src = url;
    link.current.href = url;
    return () => URL.revokeObjectURL(url);
  }, [file.data]);
  if (file.isPending) return <ListSkeleton label="Loading the trade certificate" rows={1} />;
  if (file.isError) return <ListError error={file.error} onRetry={() => void file.refetch()} />;
  const pdf = (file.data.type || type).startsWith('application/pdf');
  const frame = { display: 'block', border: 1, borderColor: 'divider', borderRadius: '8px' } as const;
  return (
    <Box>
      {pdf ? (
        <Box component="iframe" ref={viewer} title={title} sx={{ ...frame, width: '100%', height: { xs: 420, md: 640 } }} />
      ) : (
        <Box component="img" ref={viewer} alt={title} sx={{ ...frame, maxWidth: '100%', maxHeight: 640 }} />
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        <Link ref={link} target="_blank" rel="noopener">
          Open the trade certificate in a new tab
        </Link>
      </Typography>
    </Box>
  );
}
