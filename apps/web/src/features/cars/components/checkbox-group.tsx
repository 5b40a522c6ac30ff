import { Box, Button, Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { useState } from 'react';
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

export function CheckboxGroup({ label, options, selected, onToggle, labelOf = (value) => value }: CheckboxGroupProps) {
  const [expanded, setExpanded] = useState(false);
  // A selected option further down the list stays visible.
  const shown = expanded ? options : options.filter((option, index) => index < VISIBLE || selected.includes(option));
  return (
    <Box>
      <FormGroup role="group" aria-label={label}>
        {shown.map((option) => (
          <FormControlLabel
            key={option}
            title={labelOf(option).length > LABEL_LENGTH ? labelOf(option) : undefined}
            control={<Checkbox size="small" checked={selected.includes(option)} onChange={() => onToggle(option)} />}
            label={truncate(labelOf(option), LABEL_LENGTH)}
            slotProps={{ typography: { variant: 'body2' } }}
            sx={{ mr: 0, minHeight: 40 }}
          />
        ))}
      </FormGroup>
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
