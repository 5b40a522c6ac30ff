import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: ReactNode;
  title: string;
  description?: string;
  /** Sits at the end of the row on wide screens (a link, a tag). */
  action?: ReactNode;
}

export function SectionHeading({ id, eyebrow, title, description, action }: SectionHeadingProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between', mb: { xs: 3, md: 4 } }}
    >
      <Box sx={{ maxWidth: 640 }}>
        {eyebrow && (
          <Typography variant="overline" component="div" sx={{ color: 'text.secondary', mb: 1 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography id={id} variant="h2">
          {title}
        </Typography>
        {description && (
          <Typography variant="subtitle1" sx={{ mt: 1 }}>
            {description}
          </Typography>
        )}
      </Box>
      {action}
    </Stack>
  );
}
