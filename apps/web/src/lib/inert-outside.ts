// The rest of the page made inert behind an overlay that is not a modal <dialog> (a popover: see
// app/layout/sidebar-dialog.tsx): no focus, no taps, nothing for a screen reader, until given back.

/**
 * Makes inert every element outside `element` (each sibling of it and of its ancestors up to <body>)
 * that is not inert already; answers the function that gives them back.
 */
export function makeOutsideInert(element: Element): () => void {
  const made: Element[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => {
    for (const sibling of made) sibling.removeAttribute('inert');
  };
}
