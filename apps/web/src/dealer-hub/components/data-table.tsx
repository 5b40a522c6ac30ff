// The panel's lists: a table on a desk, and on a phone the same rows
// as cards, each cell with its column's name, the actions along the card's foot. One markup, so a
// row's actions are the same buttons at any width.
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Numbers: right-aligned on a desk, tabular figures. */
  numeric?: boolean;
  /** On a phone: the card's title line (no label), or its action bar (no label, full width). */
  phone?: 'title' | 'actions';
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** A row to set apart (unread, waiting). */
  highlight?: (row: T) => boolean;
}

export function DataTable<T>({ caption, columns, rows, rowKey, highlight }: DataTableProps<T>) {
  return (
    <Box
      component="table"
      sx={(theme) => ({
        width: '100%',
        borderCollapse: 'collapse',
        fontVariantNumeric: 'tabular-nums',
        // Named for assistive technology; the section's heading shows it on screen.
        '& caption': visuallyHidden,
        '& th': {
          ...theme.typography.caption,
          fontWeight: 700,
          color: 'text.secondary',
          textAlign: 'left',
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          whiteSpace: 'nowrap',
        },
        '& td': { ...theme.typography.body2, px: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider', verticalAlign: 'middle' },
        '& .numeric': { textAlign: 'right', whiteSpace: 'nowrap' },
        '& tr.highlight td': { bgcolor: 'navy.fill' },
        '& td.actions, & th.actions': { textAlign: 'right', whiteSpace: 'nowrap' },
        '& td.actions > div': { display: 'inline-flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' },
        [theme.breakpoints.down('md')]: {
          '& thead': { display: 'none' },
          '& tbody': { display: 'grid', gap: 1.5 },
          '& tr': {
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            columnGap: 2,
            rowGap: 1,
            p: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: '12px',
          },
          '& tr.highlight': { borderColor: 'text.primary' },
          '& tr.highlight td': { bgcolor: 'transparent' },
          '& td': { display: 'block', p: 0, border: 0, minWidth: 0 },
          '& td::before': {
            content: 'attr(data-label)',
            display: 'block',
            ...theme.typography.caption,
            color: 'text.secondary',
            fontWeight: 600,
          },
          '& .numeric': { textAlign: 'left' },
          '& td.title, & td.actions': { gridColumn: '1 / -1' },
          '& td.title::before, & td.actions::before': { display: 'none' },
          '& td.actions': { textAlign: 'left', pt: 0.5 },
          '& td.actions > div': { display: 'flex', justifyContent: 'stretch' },
          '& td.actions > div > *': { flex: '1 1 auto' },
        },
      })}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.numeric ? 'numeric' : column.phone === 'actions' ? 'actions' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={highlight?.(row) ? 'highlight' : undefined}>
            {columns.map((column) => (
              <td
                key={column.key}
                data-label={column.label}
                className={[column.numeric && 'numeric', column.phone].filter(Boolean).join(' ') || undefined}
              >
                {column.phone === 'actions' ? <div>{column.render(row)}</div> : column.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
