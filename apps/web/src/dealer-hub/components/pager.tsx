import { Button, Stack, Typography } from '@mui/material';

/** Previous and next page of a list of `total` rows, `pageSize` a page. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Stack component="nav" aria-label="Pages" direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 2 }}>
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', px: 1 }}>
        Page {page} of {pages}
      </Typography>
      <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
