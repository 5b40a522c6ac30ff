// The 13 collapsible 'Full Specifications' sections, in the contract's order. A
// section with nothing to tell (no hybrid system) says so in one line instead of rows of 'NA'.
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { specSections } from '@luxe/contract/constants';
import type { CarDetails } from '@luxe/contract';
import { specText } from '../car-details';
import { emptySectionText, sectionIsEmpty } from '../spec-sections';

export function FullSpecifications({ specifications }: { specifications: CarDetails['specifications'] }) {
  return (
    <Box>
      {specSections.map((section, index) => {
        const values = specifications[section.key] ?? {};
        return (
          <Accordion
            key={section.key}
            defaultExpanded={index === 0}
            disableGutters
            slotProps={{ transition: { unmountOnExit: true } }}
            sx={{ border: 1, borderColor: 'divider', '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />} sx={{ minHeight: 56, px: { xs: 2, md: 3 } }}>
              <Typography variant="h4" component="h3">
                {section.title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pt: 0 }}>
              {sectionIsEmpty(values, section.fields) ? (
                <Typography variant="body2" color="text.secondary" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
                  {emptySectionText(section.key)}
                </Typography>
              ) : (
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 4 }}>
                  {section.fields.map((field) => (
                    <Box
                      key={field.key}
                      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}
                    >
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {field.label}
                      </Typography>
                      <Typography
                        component="dd"
                        variant="body2"
                        sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}
                      >
                        {specText(values[field.key])}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
