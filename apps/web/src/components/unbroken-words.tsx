// Text whose hyphenated words never break at their hyphen: a phone's line ends between words, never
// inside 'C-Class' or 'Mercedes-Benz'.
import { Fragment } from 'react';

const noWrap = { whiteSpace: 'nowrap' } as const;

export function UnbrokenWords({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, index) =>
    part.includes('-') ? (
      <span key={index} style={noWrap}>
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
