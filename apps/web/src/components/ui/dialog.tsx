import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

type DialogProps = {
  open: boolean;
  /** Escape calls it; a click on the backdrop does not, so nothing typed is lost by a stray tap. */
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  /** Receives focus on open; otherwise the first focusable element does. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
  className?: string;
};

/**
 * A modal dialog (docs/architecture.md §8): role="dialog" with aria-modal, focus moved inside on open, kept
 * there (Tab and Shift+Tab cycle, focus that escapes is brought back), Escape closes, and focus
 * returns to whatever opened it. The page behind does not scroll while it is open.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  initialFocus,
  children,
  className = '',
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    if (!root) return;
    (initialFocus?.current ?? focusablesIn(root)[0] ?? root).focus();

    const keepFocusInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) (focusablesIn(root)[0] ?? root).focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusablesIn(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-ink/60 sm:items-center sm:p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative max-h-full w-full overflow-y-auto rounded-t-2xl bg-white shadow-2xl outline-none sm:max-h-[calc(100vh-2rem)] sm:rounded-2xl ${className}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
