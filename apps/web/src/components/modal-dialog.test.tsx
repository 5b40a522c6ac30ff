import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withModalDialogs } from '../test/dialog';
import { renderInTheme } from '../test/render';
import { ModalDialog } from './modal-dialog';
import { useModalDialogOpener } from './modal-dialog-opener';

withModalDialogs();
afterEach(cleanup);

const SIGN_IN = (
  <>
    <h2 id="dialog-title">Welcome back</h2>
    <label>
      Phone number
      <input autoFocus />
    </label>
  </>
);

// NOTE: jsdom lists the matches of a selector list selector by selector, not in the page's order as a
// browser does, so the controls that the focus goes around are all of one kind (buttons).
const CONTROLS = (
  <>
    <h2 id="dialog-title">Welcome back</h2>
    <button type="button">Use email instead</button>
    <button type="button">Send code</button>
    <button type="button" hidden>
      Resend code
    </button>
  </>
);

interface HarnessProps {
  onClose?: () => void;
  startOpen?: boolean;
  content?: ReactNode;
}

function Harness({ onClose = () => {}, startOpen = false, content = SIGN_IN }: HarnessProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Log in
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Close from outside
      </button>
      <ModalDialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        labelledBy="dialog-title"
        maxWidth={444}
      >
        {content}
      </ModalDialog>
    </>
  );
}

/** A dialog mounted closed and shown by its trigger on the platform (useModalDialogOpener). */
function OpenerHarness({ onClose = () => {} }: { onClose?: () => void }) {
  const dialog = useModalDialogOpener();
  return (
    <>
      <button type="button" onClick={dialog.show}>
        Log in
      </button>
      <ModalDialog
        open={dialog.open}
        onClose={() => {
          dialog.close();
          onClose();
        }}
        labelledBy="dialog-title"
        maxWidth={444}
        keepMounted
        dialogRef={dialog.ref}
      >
        {SIGN_IN}
      </ModalDialog>
    </>
  );
}

/** Lets the browser paint a frame, and the work queued after it run. */
const afterPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve)))));

const dialogElement = () => document.querySelector('dialog')!;
const openDialog = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
/** Presses Tab (or Shift+Tab) on the focused element; true when the dialog leaves the move to the browser. */
const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey });

describe('ModalDialog', () => {
  it('holds no content while closed; opened, it is shown modal, named by its heading, with the focus in its field', () => {
    renderInTheme(<Harness />);
    expect(dialogElement().open).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();

    openDialog();
    expect(dialogElement().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBe(dialogElement());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone number' }));
  });

  it('keeps the focus inside: Tab from the last shown control goes to the first, Shift+Tab from the first to the last', () => {
    renderInTheme(<Harness startOpen content={CONTROLS} />);
    const email = screen.getByRole('button', { name: 'Use email instead' });
    const send = screen.getByRole('button', { name: 'Send code' });

    email.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(email);

    send.focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(email);

    expect(tab(true)).toBe(false);
    expect(document.activeElement).toBe(send);

    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(send);
  });

  it('without a field to focus, opens with the focus on its heading, not on itself; Shift+Tab there goes to the last control', () => {
    renderInTheme(<Harness content={CONTROLS} />);
    openDialog();
    const heading = screen.getByRole('heading', { name: 'Welcome back' });
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);

    expect(tab(true)).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send code' }));
  });

  it('closes on a click on the dimmed page around it, not on one inside it or a press that started inside', () => {
    const onClose = vi.fn();
    renderInTheme(<Harness onClose={onClose} startOpen />);
    const heading = screen.getByRole('heading', { name: 'Welcome back' });

    fireEvent.pointerDown(heading);
    fireEvent.click(heading);
    fireEvent.pointerDown(heading);
    fireEvent.click(dialogElement());
    expect(onClose).not.toHaveBeenCalled();
    expect(dialogElement().open).toBe(true);

    fireEvent.pointerDown(dialogElement());
    fireEvent.click(dialogElement());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogElement().open).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
  });

  it('tells its owner once when the browser closes it (Escape), and not when the owner closes it', async () => {
    const onClose = vi.fn();
    renderInTheme(<Harness onClose={onClose} startOpen />);
    await act(async () => {
      dialogElement().close();
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();

    openDialog();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close from outside', hidden: true }));
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(dialogElement().open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops the page behind from scrolling while open, and gives it back as it was', () => {
    document.documentElement.style.overflow = 'auto';
    renderInTheme(<Harness />);
    openDialog();
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close from outside', hidden: true }));
    expect(document.documentElement.style.overflow).toBe('auto');
    document.documentElement.style.overflow = '';
  });

  describe('kept mounted, opened by the platform', () => {
    it('holds its content while closed; the tap shows it at once, on its heading, and React hears of it after the paint', async () => {
      document.documentElement.style.overflow = 'auto';
      renderInTheme(<OpenerHarness />);
      const heading = screen.getByRole('heading', { name: 'Welcome back', hidden: true });
      expect(dialogElement().open).toBe(false);

      openDialog();
      expect(dialogElement().open).toBe(true);
      expect(screen.getByRole('heading', { name: 'Welcome back' })).toBe(heading);
      // Not the field (showModal's choice): a keyboard would cover the form on a phone.
      expect(document.activeElement).toBe(heading);
      expect(document.documentElement.style.overflow).toBe('auto');

      await afterPaint();
      expect(document.documentElement.style.overflow).toBe('hidden');
      expect(dialogElement().open).toBe(true);
      document.documentElement.style.overflow = '';
    });

    it('keeps what was typed when closed (Escape) and opened again, and tells its owner once', async () => {
      const onClose = vi.fn();
      renderInTheme(<OpenerHarness onClose={onClose} />);
      openDialog();
      await afterPaint();
      fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '9876543210' } });

      await act(async () => {
        dialogElement().close();
        await new Promise((resolve) => setTimeout(resolve));
      });
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(dialogElement().open).toBe(false);

      openDialog();
      await afterPaint();
      expect(dialogElement().open).toBe(true);
      expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveProperty('value', '9876543210');
    });

    it('closed before the paint, stays closed', async () => {
      const onClose = vi.fn();
      renderInTheme(<OpenerHarness onClose={onClose} />);
      openDialog();
      dialogElement().close();
      await afterPaint();
      expect(dialogElement().open).toBe(false);
      expect(onClose).not.toHaveBeenCalled();
    });
  });
});
