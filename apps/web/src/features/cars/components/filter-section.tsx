import { alpha, styled } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { themeStyles } from '../../../components/theme-styles';

/**
 * The form that holds the sections, with their look (filter-sidebar.tsx): a tick renders every section
 * again, and plain elements cost it nothing in styles; these are made once per theme, not worked out
 * again on each change as an sx object is.
 */
export const FilterSections = styled('form')(
  themeStyles((theme) => ({
    '& .filter-section': { borderBottom: `1px solid ${theme.palette.divider}` },
    '& .filter-section > h3': { margin: 0 },
    '& .filter-section > h3 > button': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      width: '100%',
      minHeight: 52,
      padding: 0,
      border: 0,
      backgroundColor: 'transparent',
      color: theme.palette.text.primary,
      font: 'inherit',
      fontWeight: 700,
      fontSize: '0.95rem',
      textAlign: 'left',
      cursor: 'pointer',
    },
    '& .filter-section > h3 > button:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '& .filter-section svg': {
      width: 24,
      height: 24,
      fill: 'currentColor',
      color: theme.palette.action.active,
      transition: 'transform 150ms',
    },
    '& .filter-section [aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
    '& .filter-section > [role="region"]': { paddingBottom: theme.spacing(2) },
    // A section's boxes (checkbox-group.tsx): the platform's, as components/checkbox-label.tsx draws them.
    '& .checkbox-group': { display: 'flex', flexDirection: 'column' },
    '& .checkbox-group label': {
      ...theme.typography.body2,
      display: 'inline-flex',
      alignItems: 'center',
      alignSelf: 'flex-start',
      gap: theme.spacing(1.25),
      minHeight: 40,
      cursor: 'pointer',
    },
    '& .checkbox-group input': {
      flexShrink: 0,
      margin: 0,
      width: 20,
      height: 20,
      cursor: 'pointer',
      accentColor: theme.palette.primary.main,
    },
    // MUI's small text Button, as See More showed on it.
    '& .checkbox-group-more': {
      ...theme.typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      minWidth: 64,
      minHeight: 44,
      padding: theme.spacing(0.5, 1),
      marginLeft: theme.spacing(-1),
      border: 0,
      borderRadius: 10,
      backgroundColor: 'transparent',
      color: theme.palette.secondary.dark,
      fontSize: theme.typography.pxToRem(13),
      cursor: 'pointer',
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.short }),
      '&:hover': { backgroundColor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity) },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    },
  })),
);

/**
 * One collapsible section of the filter sidebar: a heading's button that shows or
 * hides its region. Our own rather than MUI's Accordion, whose transition and context cost a phone's
 * filter drawer hundreds of milliseconds to mount; its content stays mounted when closed.
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
    <div className="filter-section">
      <h3>
        <button
          type="button"
          id={`${id}-header`}
          aria-expanded={expanded}
          aria-controls={`${id}-content`}
          onClick={() => setExpanded((open) => !open)}
        >
          {title}
          {/* MUI's ExpandMore, drawn here: ten of its components are ten styled elements per render. */}
          <svg viewBox="0 0 24 24" aria-hidden focusable="false">
            <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
          </svg>
        </button>
      </h3>
      {/* Each section's region is named by its own heading (axe landmark-unique). */}
      <div role="region" id={`${id}-content`} aria-labelledby={`${id}-header`} hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
