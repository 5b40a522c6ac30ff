// The header of static pages: a Home link and the page title.
import { Box, Container, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface PageHeaderProps {
  title: string;
  children?: ReactNode;
}

export function PageHeader({ title, children }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 } }}>
      {/* Every page's content sits in an xl container, as the site header's does: page titles, logo and
          content start at one left edge on every page. */}
      <Container maxWidth="xl">
        <Box component="nav" aria-label="Breadcrumb">
          <Box
            component="ol"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none', color: 'rgba(255,255,255,0.6)' }}
          >
            <li>
              <Link component={RouterLink} to="/" sx={{ color: 'rgba(255,255,255,0.8)' }}>
                Home
              </Link>
            </li>
            <li aria-hidden>/</li>
            <Box component="li" aria-current="page" sx={{ color: 'rgba(255,255,255,0.95)' }}>
              {title}
            </Box>
          </Box>
        </Box>
        <Typography variant="h1" sx={{ mt: 1.5 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
