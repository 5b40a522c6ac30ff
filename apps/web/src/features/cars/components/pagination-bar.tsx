import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, Stack } from '@mui/material';
import { pageWindow } from '../filters';

interface PaginationBarProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous/next (disabled at the ends) and a window of page numbers. */
export function PaginationBar({ page, totalPages, onPage }: PaginationBarProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onPage(target);
  };
  return (
    <Stack component="nav" aria-label="Pagination" direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap', py: 4 }}>
      <Button
        variant="outlined"
        disabled={page <= 1}
        onClick={() => go(page - 1)}
        startIcon={<ChevronLeft />}
        sx={{ '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } } }}
        aria-label="Previous page"
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Prev
        </Box>
      </Button>
      {pageWindow(page, totalPages).map((number) => (
        <Button
          key={number}
          variant={number === page ? 'contained' : 'outlined'}
          color={number === page ? 'primary' : 'inherit'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => go(number)}
          sx={{ minWidth: 44, px: 1.5, fontVariantNumeric: 'tabular-nums' }}
        >
          {number}
        </Button>
      ))}
      <Button
        variant="outlined"
        disabled={page >= totalPages}
        onClick={() => go(page + 1)}
        endIcon={<ChevronRight />}
        sx={{ '& .MuiButton-endIcon': { mx: { xs: 0, sm: undefined } } }}
        aria-label="Next page"
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Next
        </Box>
      </Button>
    </Stack>
  );
}
