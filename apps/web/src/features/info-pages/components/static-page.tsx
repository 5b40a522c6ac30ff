// The frame of every static page: the page header with a Home link and the title,
// its own tab title and meta description, and the content in a calm column.
import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useMetaDescription } from '../../../lib/use-meta-description';
import { usePageTitle } from '../../../lib/use-page-title';

interface StaticPageProps {
  title: string;
  description: string;
  /** Under the title in the header. */
  lead?: ReactNode;
  children: ReactNode;
  /** Content width; legal text reads best narrow. */
  maxWidth?: 'md' | 'lg';
}

export function StaticPage({ title, description, lead, children, maxWidth = 'lg' }: StaticPageProps) {
  usePageTitle(title);
  useMetaDescription(description);
  return (
    <>
      <PageHeader title={title}>{lead}</PageHeader>
      {/* The column is narrower than the page but starts at its left edge, under the title. */}
      <Container maxWidth="xl" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ maxWidth: (theme) => theme.breakpoints.values[maxWidth] }}>{children}</Box>
      </Container>
    </>
  );
}
