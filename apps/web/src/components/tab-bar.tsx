// Tabs as WAI-ARIA's tablist (arrow keys, Home and End move between tabs and select them), without
// MUI's Tabs and its scroll machinery. On a phone the tabs wrap into rows rather than scroll: a row cut
// at the screen's edge hid the last tab's name ("Test Dri…") with nothing to say there was more.
import { Box, ButtonBase } from '@mui/material';
import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabBarProps<K extends string> {
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  /** The tablist's accessible name. */
  label: string;
  /** Each tab's id is `${idPrefix}-${key}`; every tab controls `panelId`. */
  idPrefix: string;
  panelId: string;
}

export function TabBar<K extends string>({ tabs, active, onChange, label, idPrefix, panelId }: TabBarProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    onChange(tab.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-${tab.key}`)}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.key === active);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, borderBottom: 1, borderColor: 'divider', mb: { xs: 2.5, md: 4 } }}
    >
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <ButtonBase
            key={tab.key}
            role="tab"
            id={`${idPrefix}-${tab.key}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            sx={{
              flex: { xs: '1 1 50%', sm: 'none' },
              minHeight: 48,
              px: 2,
              fontWeight: 700,
              fontSize: 15,
              whiteSpace: 'nowrap',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              mb: '-1px',
              '&:hover': { color: selected ? 'primary.main' : 'text.primary' },
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
