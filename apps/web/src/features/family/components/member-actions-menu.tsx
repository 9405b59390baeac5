import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

type Action = { label: string; onSelect: () => void; danger?: boolean };
type Props = { name: string; onEdit: () => void; onRemove: () => void };

/**
 * The row's actions as a menu button (WAI-ARIA APG "menu button"): Enter, Space or the arrows
 * open it on an item, the arrows, Home and End move, Escape closes it and gives the focus back
 * to the button, Tab or a click elsewhere closes it.
 */
export function MemberActionsMenu({ name, onEdit, onRemove }: Props) {
  const { t } = useLingui();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const [openOn, setOpenOn] = useState<number | null>(null);
  const open = openOn !== null;
  const actions: Action[] = [
    { label: t`Edit Member`, onSelect: onEdit },
    { label: t`Remove Member`, onSelect: onRemove, danger: true },
  ];

  useEffect(() => {
    if (openOn !== null) items.current[openOn]?.focus();
  }, [openOn]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpenOn(null);
    button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenOn(event.key === 'ArrowDown' ? 0 : actions.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = items.current.indexOf(document.activeElement as HTMLButtonElement | null);
    const last = actions.length - 1;
    const moveTo = (index: number) => {
      event.preventDefault();
      items.current[index]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(current >= last ? 0 : current + 1);
    else if (event.key === 'ArrowUp') moveTo(current <= 0 ? last : current - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(last);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') setOpenOn(null);
  };

  // The button takes the focus back first, so a dialog the action opens returns it there.
  const select = (action: Action) => {
    close();
    action.onSelect();
  };

  return (
    <div ref={wrapper} className="relative inline-block">
      <button
        ref={button}
        type="button"
        aria-label={t`Actions for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpenOn(null) : setOpenOn(0))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700 aria-expanded:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5">
          <circle cx="12" cy="5" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="12" cy="19" r="1.8" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t`Actions for ${name}`}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-20 mt-1 w-48 rounded-xl border border-slate-200 bg-white py-1.5 shadow-lg"
        >
          {actions.map((action, index) => (
            <button
              key={action.label}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => select(action)}
              className={`flex min-h-11 w-full items-center px-4 text-left font-medium text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:-outline-offset-2 ${
                action.danger ? 'text-red-800' : 'text-ink'
              }`}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
