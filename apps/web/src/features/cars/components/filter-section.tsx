import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';

const summarySx = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: 52,
  p: 0,
  border: 0,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontWeight: 700,
  fontSize: '0.95rem',
  textAlign: 'left',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '& svg': { color: 'action.active', transition: 'transform 150ms' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
} as const;

/**
 * One collapsible section of the filter sidebar (spec 01 section 2): a heading's button that shows or
 * hides its region. Our own rather than MUI's Accordion, whose transition and context cost a phone's
 * filter drawer hundreds of milliseconds to mount (issue 25); its content stays mounted when closed.
 */
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
  const [expanded, setExpanded] = useState(defaultExpanded);
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box component="h3" sx={{ m: 0 }}>
        <Box
          component="button"
          type="button"
          id={`${id}-header`}
          aria-expanded={expanded}
          aria-controls={`${id}-content`}
          onClick={() => setExpanded((open) => !open)}
          sx={summarySx}
        >
          {title}
          <ExpandMore />
        </Box>
      </Box>
      {/* Each section's region is named by its own heading (axe landmark-unique). */}
      <Box role="region" id={`${id}-content`} aria-labelledby={`${id}-header`} hidden={!expanded} sx={{ pb: 2 }}>
        {children}
      </Box>
    </Box>
  );
}
