// Long-form policy text (terms, privacy, refunds): numbered sections with a table of contents.
import { Box, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PolicySection {
  id: string;
  title: string;
  paragraphs?: readonly ReactNode[];
  points?: readonly ReactNode[];
}

export function PolicyDocument({ updated, intro, sections }: { updated?: string; intro: ReactNode; sections: readonly PolicySection[] }) {
  return (
    <Stack spacing={5}>
      <Box>
        {updated && (
          <Typography variant="overline" component="p" color="text.secondary" sx={{ mb: 1 }}>
            {updated}
          </Typography>
        )}
        <Typography variant="subtitle1" component="div">
          {intro}
        </Typography>
      </Box>
      <Box
        component="nav"
        aria-label="On this page"
        sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: '16px', p: 3 }}
      >
        <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
          On this page
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, columns: { sm: 2 }, columnGap: 4 }}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`} sx={{ display: 'inline-block', py: 0.5 }}>
                {section.title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      {sections.map((section, index) => (
        <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ scrollMarginTop: 96 }}>
          <Typography id={section.id} variant="h3" component="h2" sx={{ mb: 1.5, scrollMarginTop: 96 }}>
            {index + 1}. {section.title}
          </Typography>
          <Stack spacing={1.5}>
            {section.paragraphs?.map((paragraph, k) => (
              <Typography key={k} color="text.secondary">
                {paragraph}
              </Typography>
            ))}
          </Stack>
          {section.points && (
            <Box component="ul" sx={{ mt: section.paragraphs ? 1.5 : 0, mb: 0, pl: 3, color: 'text.secondary' }}>
              {section.points.map((point, k) => (
                <Typography component="li" key={k} sx={{ mb: 0.75 }}>
                  {point}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
