// jsdom has the <dialog> element but not its modal behaviour, and lays nothing out. What the dialog
// relies on from a browser, as the HTML standard has it: showModal() and close() set and clear `open`,
// close() fires "close" as a task (Escape closes a modal dialog the same way), and an element that is
// displayed has a box. Call at the top of a test file that opens a ModalDialog.
import { afterAll, beforeAll, vi } from 'vitest';

export function withModalDialogs(): void {
  const platform = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const jsdomHasDialog = typeof platform.showModal === 'function';
  const displayed = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).display === 'none') return false;
    return true;
  };

  beforeAll(() => {
    if (!jsdomHasDialog) {
      platform.showModal = function (this: HTMLDialogElement) {
        this.open = true;
      };
      platform.close = function (this: HTMLDialogElement) {
        if (!this.open) return;
        this.open = false;
        setTimeout(() => this.dispatchEvent(new Event('close')));
      };
    }
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return (displayed(this) ? [new DOMRect(0, 0, 100, 20)] : []) as unknown as DOMRectList;
    });
  });

  afterAll(() => {
    if (!jsdomHasDialog) {
      delete platform.showModal;
      delete platform.close;
    }
    vi.restoreAllMocks();
  });
}
