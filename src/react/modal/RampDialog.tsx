import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLatest } from '../hooks/useLatest';
import { CloseControl } from './CloseControl';
import { HeaderSlotContext } from '../ui/headerSlot';
import type { RootInfo } from '../ui/headerSlot';
import type { RampDialogMessages } from '../messages/dialog';

/** Props of `<RampDialog>`: the host's open state, how it hears of a close, and the widget to show. */
export type RampDialogProps = {
  /** Shown as a modal while true; the host's own button sets it. */
  open: boolean;
  /** Called when the person closes the dialog (its close button or Escape, after asking once a request was sent); set `open` to false. */
  onClose: () => void;
  /** The widget: a `<BuyRamp>` or a `<SellRamp>`. It mounts on open, so a kept flow comes back where it was. */
  children: ReactNode;
  /** Replaces any of the dialog's own words (which otherwise follow the widget's language). */
  messages?: Partial<RampDialogMessages>;
  /** Extra class names on the `<dialog>` (which always has `nr-dialog`). */
  className?: string;
};

/**
 * A checkout in a modal: a native `<dialog>` opened with `showModal()`, named by the widget's title, with a
 * close button in the widget's header. Focus moves in on open and back to where it was on close; Escape
 * and the close button ask first when a request was sent.
 *
 * @example
 * ```tsx
 * import { useState } from 'react';
 * import { BuyRamp, RampDialog } from 'naira-ramp';
 *
 * export function BuyButton() {
 *   const [open, setOpen] = useState(false);
 *   return (
 *     <>
 *       <button type="button" onClick={() => setOpen(true)}>
 *         Buy stablecoin
 *       </button>
 *       <RampDialog open={open} onClose={() => setOpen(false)}>
 *         <BuyRamp signer="/api/ramp" />
 *       </RampDialog>
 *     </>
 *   );
 * }
 * ```
 */
export function RampDialog({ open, onClose, children, messages, className }: RampDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const request = useRef<(() => void) | null>(null);
  const [titleId, setTitleId] = useState<string>();
  const latestOnClose = useLatest(onClose);

  // Before paint: the dialog is never seen unopened, nor its content outside the top layer.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  // Stable, so the header's close control does not render again with each render of the host.
  const close = useCallback(() => latestOnClose()(), [latestOnClose]);
  const headerEnd = useCallback(
    (root: RootInfo) => <CloseControl {...root} messages={messages} onClose={close} requestRef={request} onTitle={setTitleId} />,
    [messages, close],
  );

  return (
    <dialog
      ref={dialog}
      className={className ? `nr-dialog ${className}` : 'nr-dialog'}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        // Escape is ours to answer: the browser's own close would not ask first.
        event.preventDefault();
        (request.current ?? close)();
      }}
      onCancel={(event) => {
        // A close request from elsewhere (a phone's back gesture): asked like Escape where the browser lets us.
        // (React passes the confirmation's own events up to this dialog's handlers too.)
        if (event.target !== event.currentTarget || !event.cancelable) return;
        event.preventDefault();
        (request.current ?? close)();
      }}
      onClose={(event) => {
        // Closed by the browser while the host still holds it open: the host hears of it. (A close the host
        // asked for has rendered `open` false before the dialog closes. The event comes a task after the
        // close: a dialog opened again by then was reopened by the host, and stays open.)
        if (event.target === event.currentTarget && open && !event.currentTarget.open) close();
      }}
    >
      {open && <HeaderSlotContext.Provider value={headerEnd}>{children}</HeaderSlotContext.Provider>}
    </dialog>
  );
}
