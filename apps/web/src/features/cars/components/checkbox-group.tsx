import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { CheckboxLabel } from '../../../components/checkbox-label';
import { truncate } from '../../../lib/format';

/** Spec 01 section 2: the first 5 options, then See More / See Less; labels over 15 characters cut. */
const VISIBLE = 5;
const LABEL_LENGTH = 15;

interface CheckboxGroupProps {
  label: string;
  options: string[];
  selected: string[];
  onToggle: (value: string) => void;
  /** The words shown for an option, when they are not the option itself. */
  labelOf?: (value: string) => string;
}

const itemSx = { minHeight: 40, gap: 1.25, typography: 'body2' } as const;

// Platform checkboxes (checkbox-label.tsx), not MUI's: a tick repaints at once, with no ripple or icon
// components to mount (issue 25: a tap answers within 200 ms).
export function CheckboxGroup({ label, options, selected, onToggle, labelOf = (value) => value }: CheckboxGroupProps) {
  const [expanded, setExpanded] = useState(false);
  // A selected option further down the list stays visible.
  const shown = expanded ? options : options.filter((option, index) => index < VISIBLE || selected.includes(option));
  return (
    <Box>
      <Box role="group" aria-label={label} sx={{ display: 'flex', flexDirection: 'column' }}>
        {shown.map((option) => {
          const words = labelOf(option);
          return (
            <CheckboxLabel key={option} checked={selected.includes(option)} onChange={() => onToggle(option)} sx={itemSx}>
              <span title={words.length > LABEL_LENGTH ? words : undefined}>{truncate(words, LABEL_LENGTH)}</span>
            </CheckboxLabel>
          );
        })}
      </Box>
      {options.length > VISIBLE && (
        <Button
          size="small"
          variant="text"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-label={`${expanded ? 'See Less' : 'See More'} ${label}`}
          sx={{ px: 1, ml: -1, color: 'secondary.dark' }}
        >
          {expanded ? 'See Less' : 'See More'}
        </Button>
      )}
    </Box>
  );
}
