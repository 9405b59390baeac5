import type { AdminFaq } from '@arx/contracts/admin';
import { useEffect, useRef } from 'react';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { isBackOfficeReadOnly } from '../admin-read-only';

/** How a row was moved: a button one place up or down, or its position picked from the list. */
export type MoveDirection = 'up' | 'down' | 'position';

type Props = {
  faqs: AdminFaq[];
  editingId: number | null;
  /** The row being moved, where to, and the button that moved it: focus follows the row there. */
  moved: { id: number; direction: MoveDirection; to: number } | null;
  /** Focus has followed the moved row. */
  onMoveSettled: () => void;
  /** A move is on its way: the buttons say so and wait, without losing focus as `disabled` would. */
  isMoving: boolean;
  /**
   * Lists only the FAQs it accepts (a filter), each still numbered by its place on the public
   * page; there are no Move buttons then, since an order is the whole list's.
   */
  only?: (faq: AdminFaq) => boolean;
  /** The list's accessible name, which says what a filter keeps. */
  label?: string;
  onEdit: (faq: AdminFaq) => void;
  /** Moves the FAQ to `to` (0-based) of the whole list. */
  onMove: (faq: AdminFaq, to: number, direction: MoveDirection) => void;
  onDelete: (faq: AdminFaq) => void;
};

const SMALL = 'whitespace-nowrap px-3';
const DELETE =
  'inline-flex whitespace-nowrap min-h-11 items-center justify-center rounded-lg px-3 py-2.5 font-semibold text-red-800 text-sm transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The FAQs in the public page's order, each with Move up, Move down, a position to move it to in
 * one step, Edit and Delete: buttons and a select, so the order can be changed with a keyboard or
 * a screen reader as well as a pointer. An FAQ with no Spanish says so: the Spanish pages show it
 * in English.
 */
export function FaqAdminList(props: Props) {
  const { faqs, editingId, moved, isMoving, only, label, onEdit, onMove, onDelete, onMoveSettled } = props;
  const list = useRef<HTMLOListElement>(null);
  const isReadOnly = isBackOfficeReadOnly();

  // Once the row is in its new place (the list may render before the new order arrives), focus
  // follows it there, and only if it is still on the list or was lost with the moving row.
  useEffect(() => {
    if (!moved || faqs.findIndex((faq) => faq.id === moved.id) !== moved.to) return;
    const active = document.activeElement;
    if (active && active !== document.body && !list.current?.contains(active)) {
      onMoveSettled();
      return;
    }
    const buttons = Array.from(
      list.current?.querySelectorAll<HTMLButtonElement | HTMLSelectElement>(`[data-faq="${moved.id}"]`) ?? [],
    );
    const same = buttons.find((button) => button.dataset.move === moved.direction);
    // At the top or the bottom the button that moved it is disabled: the other one takes focus.
    (same && !same.disabled ? same : buttons.find((button) => !button.disabled))?.focus();
    onMoveSettled();
  }, [moved, faqs, onMoveSettled]);

  return (
    <ol ref={list} aria-label={label ?? 'FAQs in their public order'} className="space-y-3">
      {faqs.map((faq, index) => {
        if (only && !only(faq)) return null;
        // The labels name the question: a screen reader's list of buttons is otherwise "Edit" many times.
        const name = ` “${faq.question}”`;
        const lacksSpanish = faq.translations.es === null;
        return (
          <li
            key={faq.id}
            className={`rounded-2xl border bg-white p-4 shadow-sm ${faq.id === editingId ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200'}`}
          >
            <div className="flex items-start gap-3">
              <span aria-hidden="true" className="min-w-6 pt-0.5 font-semibold text-slate-600 tabular-nums">
                {index + 1}.
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="break-words font-semibold text-ink">{faq.question}</h3>
                {(faq.highlighted || lacksSpanish || faq.id === editingId) && (
                  <p className="mt-2 flex flex-wrap gap-2">
                    {faq.highlighted && (
                      <Badge tone="yellow">
                        <span aria-hidden="true">★&nbsp;</span>Highlighted
                      </Badge>
                    )}
                    {lacksSpanish && <Badge tone="gray">No Spanish</Badge>}
                    {faq.id === editingId && <Badge tone="blue">Open in the editor</Badge>}
                  </p>
                )}
              </div>
            </div>
            <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
              {(only ? [] : (['up', 'down'] as const)).map((direction) => (
                <button
                  key={direction}
                  type="button"
                  data-faq={faq.id}
                  data-move={direction}
                  disabled={isReadOnly || (direction === 'up' ? index === 0 : index === faqs.length - 1)}
                  aria-label={`${direction === 'up' ? 'Move up' : 'Move down'}${name}`}
                  aria-disabled={isMoving || undefined}
                  onClick={() => !isMoving && onMove(faq, direction === 'up' ? index - 1 : index + 1, direction)}
                  className={buttonClasses('secondary', `${SMALL} aria-disabled:opacity-60`)}
                >
                  <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
                  {direction === 'up' ? 'Move up' : 'Move down'}
                </button>
              ))}
              {!only && faqs.length > 2 && (
                <select
                  data-faq={faq.id}
                  data-move="position"
                  value={index}
                  disabled={isReadOnly}
                  aria-label={`Position of${name}`}
                  onChange={(event) => !isMoving && onMove(faq, Number(event.target.value), 'position')}
                  className="col-span-2 min-h-11 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-ink text-sm focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60 sm:col-span-1"
                >
                  {faqs.map((other, position) => (
                    <option key={other.id} value={position}>
                      {`Position ${position + 1} of ${faqs.length}`}
                    </option>
                  ))}
                </select>
              )}
              <button
                type="button"
                aria-label={`Edit${name}`}
                onClick={() => onEdit(faq)}
                className={buttonClasses('secondary', SMALL)}
              >
                Edit
              </button>
              <button
                type="button"
                aria-label={`Delete${name}`}
                disabled={isReadOnly}
                onClick={() => onDelete(faq)}
                className={DELETE}
              >
                Delete
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
