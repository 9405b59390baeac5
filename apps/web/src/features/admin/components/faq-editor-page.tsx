import type { AdminFaq } from '@arx/contracts/admin';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteFaq } from '../api/delete-faq';
import { useAdminFaqs } from '../api/get-admin-faqs';
import { useReorderFaqs } from '../api/reorder-faqs';
import { AdminPageTitle } from './admin-layout';
import { EmptyState, LoadError, LoadingRows } from './admin-states';
import { FaqAdminList, type MoveDirection } from './faq-admin-list';
import { discardFaqDraft } from './faq-draft';
import { FaqForm } from './faq-form';
import { MissingSpanishFilter } from './faq-missing-spanish';
import { FaqOutcome } from './faq-outcome';

/** Which editor is open, as the URL says (?edit=new or ?edit=12): a reload or a new sign-in reopens it. */
type EditorKey = 'new' | `${number}`;

const idOf = (key: EditorKey | null) => (key === null || key === 'new' ? null : Number(key));

/** The Spanish pages show such an FAQ in English. */
const lacksSpanish = (faq: AdminFaq) => faq.translations.es === null;

/**
 * /admin/faqs: the questions of the public FAQ page in their order, to write, edit, highlight,
 * move and delete (docs/decisions/0016-back-office.md). What the API answers is said above the
 * list; a change that would close an editor with unsaved changes asks first.
 */
export function FaqEditorPage() {
  const [params, setParams] = useSearchParams();
  const faqs = useAdminFaqs();
  const remove = useDeleteFaq();
  const reorder = useReorderFaqs();
  const list = faqs.data?.faqs ?? [];

  const requested = params.get('edit');
  const editingFaq = list.find((faq) => String(faq.id) === requested) ?? null;
  const open: EditorKey | null = requested === 'new' ? 'new' : editingFaq ? `${editingFaq.id}` : null;

  const [isDirty, setDirty] = useState(false);
  const [switchTo, setSwitchTo] = useState<{ next: EditorKey | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  const [moved, setMoved] = useState<{ id: number; direction: MoveDirection; to: number } | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<unknown>(null);
  const [focus, setFocus] = useState<{ on: 'notice' | 'problem' } | null>(null);
  const [isMissingSpanishOnly, setMissingSpanishOnly] = useState(false);
  const missingSpanish = list.filter(lacksSpanish).length;
  // Once every FAQ has its Spanish, the filter has nothing left to show: the whole list is back.
  const isFiltered = isMissingSpanishOnly && missingSpanish > 0;
  const listedCount = isFiltered ? `${missingSpanish} of ${list.length}` : list.length;

  const say = (message: string, takeFocus: boolean) => {
    setProblem(null);
    setNotice(message);
    if (takeFocus) setFocus({ on: 'notice' });
  };
  const fail = (error: unknown) => {
    setNotice('');
    setProblem(error);
    setFocus({ on: 'problem' });
  };

  const showEditor = (next: EditorKey | null) => {
    setDirty(false);
    setParams(next ? { edit: next } : {});
  };
  /** Opening another editor, or closing this one, asks first when there are changes not saved. */
  const requestEditor = (next: EditorKey | null) => {
    if (next === open) return;
    setNotice('');
    if (isDirty && open) setSwitchTo({ next });
    else showEditor(next);
  };
  const onDiscard = () => {
    if (!switchTo) return;
    discardFaqDraft(idOf(open));
    showEditor(switchTo.next);
    setSwitchTo(null);
  };

  const onDirtyChange = useCallback((dirty: boolean) => setDirty(dirty), []);
  const onMoveSettled = useCallback(() => setMoved(null), []);
  const onSaved = (message: string) => {
    showEditor(null);
    say(message, true);
  };

  const onMove = (faq: AdminFaq, to: number, direction: MoveDirection) => {
    const ids = list.map((item) => item.id);
    const from = ids.indexOf(faq.id);
    if (from < 0 || to < 0 || to >= ids.length || to === from) return;
    ids.splice(from, 1);
    ids.splice(to, 0, faq.id);
    setNotice('');
    setProblem(null);
    setMoved({ id: faq.id, direction, to });
    reorder.mutate(ids, {
      onSuccess: () => say(`“${faq.question}” is now number ${to + 1} of ${ids.length}.`, false),
      onError: (error) => {
        setMoved(null);
        fail(error);
      },
    });
  };

  const onDelete = () => {
    if (!deleting || remove.isPending) return;
    const faq = deleting;
    remove.mutate(faq.id, {
      onSuccess: ({ message }) => {
        if (open === `${faq.id}`) {
          discardFaqDraft(faq.id);
          showEditor(null);
        }
        setDeleting(null);
        say(message, true);
      },
      onError: (error) => {
        setDeleting(null);
        fail(error);
      },
    });
  };

  return (
    <section aria-labelledby="admin-faqs-title">
      <AdminPageTitle id="admin-faqs-title" title="FAQs">
        Write, order and highlight the questions on the public FAQ page.
      </AdminPageTitle>

      <FaqOutcome notice={notice} problem={problem} focus={focus} />

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        {/* First in the page's order, so on a phone it opens above the list; on a wide screen, beside it. */}
        <div className={`min-w-0 lg:col-start-2 lg:row-start-1 ${open ? '' : 'hidden lg:block'}`}>
          {open ? (
            <FaqForm
              key={open}
              faq={editingFaq}
              onSaved={onSaved}
              onCancel={() => requestEditor(null)}
              onDirtyChange={onDirtyChange}
            />
          ) : (
            <EmptyState title="No FAQ open.">Choose Edit on a question, or New FAQ.</EmptyState>
          )}
        </div>
        <section aria-labelledby="admin-faqs-list-title" className="min-w-0 lg:col-start-1 lg:row-start-1">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 id="admin-faqs-list-title" className="font-bold text-ink text-xl">
              Questions
              {faqs.data && <span className="font-normal text-slate-600"> ({listedCount})</span>}
            </h2>
            <Button onClick={() => requestEditor('new')} disabled={!faqs.data}>
              New FAQ
            </Button>
          </div>
          {faqs.data && list.length > 0 && (
            <MissingSpanishFilter
              count={missingSpanish}
              isOn={isFiltered}
              onToggle={() => setMissingSpanishOnly(!isFiltered)}
            />
          )}
          {faqs.isPending ? (
            <LoadingRows label="Loading the FAQs..." />
          ) : !faqs.data ? (
            <LoadError error={faqs.error} fallback="Failed to load the FAQs." onRetry={() => void faqs.refetch()} />
          ) : list.length === 0 ? (
            <EmptyState title="No FAQs yet.">The public FAQ page says “No FAQs available yet”.</EmptyState>
          ) : (
            <FaqAdminList
              faqs={list}
              only={isFiltered ? lacksSpanish : undefined}
              label={isFiltered ? 'FAQs missing Spanish, in their public order' : undefined}
              editingId={idOf(open)}
              moved={moved}
              onMoveSettled={onMoveSettled}
              isMoving={reorder.isPending}
              onEdit={(faq) => requestEditor(`${faq.id}`)}
              onMove={onMove}
              onDelete={(faq) => {
                setNotice('');
                setDeleting(faq);
              }}
            />
          )}
        </section>
      </div>

      {deleting && (
        <ConfirmDialog
          title="Delete this FAQ?"
          confirmLabel="Delete FAQ"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={onDelete}
          onClose={() => setDeleting(null)}
        >
          <p>
            “{deleting.question}” leaves the public FAQ page
            {deleting.highlighted ? ' and the home page' : ''} at once. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
      {switchTo && (
        <ConfirmDialog
          title="Discard your changes?"
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          onConfirm={onDiscard}
          onClose={() => setSwitchTo(null)}
        >
          <p>The changes in the editor have not been saved. They are lost if you go on.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
