import { useEffect, useRef, useState } from 'react';
import { truncate } from '../../../lib/format';

/** The first 5 options, then See More / See Less; labels over 15 characters cut. */
const VISIBLE = 5;
const LABEL_LENGTH = 15;

interface CheckboxGroupProps {
  label: string;
  options: string[];
  selected: string[];
  onToggle: (value: string) => void;
  /**
   * A mouse reaching for an option, ahead of its click: its pointer coming over the option, or its
   * primary press (a touch may be the start of a scroll).
   */
  onReach?: (value: string) => void;
  /** The words shown for an option, when they are not the option itself. */
  labelOf?: (value: string) => string;
  /** Words longer than this are cut (the catalogue's values: LABEL_LENGTH). */
  labelLength?: number;
}

/** The group's boxes, each with its option as value. */
const boxesOf = (group: HTMLElement | null) => [...(group?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])];

export function CheckboxGroup({
  label,
  options,
  selected,
  onToggle,
  onReach,
  labelOf = (value) => value,
  labelLength = LABEL_LENGTH,
}: CheckboxGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);

  // NOTE: the boxes are the browser's own (defaultChecked, not checked): a tick paints at once, before
  // the page renders the new address in a transition; a controlled box would wait for that
  // render. The column sets them to the address once it has rendered it (filter-sidebar.tsx).

  // A box ticked on the server's HTML, before this group hydrated, differs from what it was rendered
  // with: the tick is handed to the code now (React drops a click on a part not hydrated yet).
  useEffect(() => {
    for (const box of boxesOf(groupRef.current)) {
      if (box.checked === box.defaultChecked) continue;
      box.checked = box.defaultChecked;
      box.click();
    }
  }, []);

  const reach = (option: Element | null) => {
    const box = option?.querySelector('input');
    if (box) onReach?.(box.value);
  };

  // A selected option further down the list stays visible.
  const shown = expanded ? options : options.filter((option, index) => index < VISIBLE || selected.includes(option));
  // NOTE: plain elements whose look the column's form gives (filter-section.tsx, FilterSections): a
  // tick renders its group again, and MUI's Box and Button worked their styles out anew each time.
  return (
    <div>
      <div
        ref={groupRef}
        role="group"
        aria-label={label}
        className="checkbox-group"
        // A pointer coming over an option is most often about to press it: its list is asked for at once
        // (a hand's click comes a few hundred milliseconds later), and again at the press (from the cache).
        onPointerOver={(event) => {
          const over = event.pointerType === 'mouse' && (event.target as Element).closest('label');
          if (over && !over.contains(event.relatedTarget as Node | null)) reach(over);
        }}
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse' && event.button === 0) reach((event.target as Element).closest('label'));
        }}
      >
        {shown.map((option) => {
          const words = labelOf(option);
          return (
            <label key={option} title={words.length > labelLength ? words : undefined}>
              <input type="checkbox" value={option} defaultChecked={selected.includes(option)} onChange={() => onToggle(option)} />
              {truncate(words, labelLength)}
            </label>
          );
        })}
      </div>
      {options.length > VISIBLE && (
        <button
          type="button"
          className="checkbox-group-more"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-label={`${expanded ? 'See Less' : 'See More'} ${label}`}
        >
          {expanded ? 'See Less' : 'See More'}
        </button>
      )}
    </div>
  );
}
