import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One collapsible section of the filter sidebar (spec 01 section 2). */
export function FilterSection({
  title,
  children,
  defaultExpanded = true,
}: {
  title: string;
  children: ReactNode;
  defaultExpanded?: boolean;
}) {
  const id = useId();
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      // Each section's region is named by its own heading (axe landmark-unique).
      slotProps={{ region: { id: `${id}-content`, 'aria-labelledby': `${id}-header` } }}
      disableGutters
      elevation={0}
      square
      sx={{ bgcolor: 'transparent', borderBottom: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
    >
      <AccordionSummary id={`${id}-header`} aria-controls={`${id}-content`} expandIcon={<ExpandMore />} sx={{ px: 0, minHeight: 52 }}>
        {/* The accordion wraps its summary in an h3 of its own. */}
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 0, pt: 0, pb: 2 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
