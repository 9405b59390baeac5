import type { Bookmark } from '@arx/contracts';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { useRemoveBookmark } from '../api/remove-bookmark';
import type { OnBookmarkChange } from '../api/toggle-bookmark';
import { BookmarkCard } from './bookmark-card';

/** docs/product.md §9: the dashboard shows the first 6 bookmarks. */
const DASHBOARD_BOOKMARKS_SHOWN = 6;

const MEMBER_PRICING = '/member/drug-pricing';
const GRID = 'grid gap-4 sm:grid-cols-2';
const LINK =
  'inline-flex min-h-11 items-center gap-1 rounded font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

type Props = { bookmarks: UseQueryResult<Bookmark[]>; onChange?: OnBookmarkChange };

export function BookmarkedMedications({ bookmarks, onChange }: Props) {
  return (
    <section
      aria-labelledby="bookmarks-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id="bookmarks-title" className="font-bold text-ink text-xl">
          <Trans>Bookmarked Medications</Trans>
        </h2>
        <Link to={MEMBER_PRICING} className={LINK}>
          <Trans>Browse More</Trans>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-4"
          >
            <path d="M9 6l6 6-6 6" />
          </svg>
        </Link>
      </div>
      <div className="mt-4">
        <BookmarksBody bookmarks={bookmarks} onChange={onChange} />
      </div>
    </section>
  );
}

function BookmarksBody({ bookmarks, onChange }: Props) {
  const remove = useRemoveBookmark(onChange);
  if (bookmarks.isPending) {
    return (
      <div>
        <p role="status" className="mb-4 text-slate-600 text-sm">
          <Trans>Loading bookmarked medications...</Trans>
        </p>
        <div aria-hidden="true" className={GRID}>
          {['a', 'b', 'c'].map((key) => (
            <div key={key} className="min-h-44 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      </div>
    );
  }
  if (bookmarks.isError) {
    return (
      <StateBox>
        <p role="alert" className="font-semibold text-red-800">
          <Trans>Failed to load bookmarked medications</Trans>
        </p>
      </StateBox>
    );
  }
  const list = bookmarks.data;
  const total = list.length;
  if (list.length === 0) {
    return (
      <StateBox>
        <p className="font-semibold text-ink">
          <Trans>No bookmarked medications yet</Trans>
        </p>
        <p className="mt-1 text-slate-600 text-sm">
          <Trans>Bookmark the medications you take to keep their member prices here.</Trans>
        </p>
        <ButtonLink to={MEMBER_PRICING} className="mt-4">
          <Trans>Browse Medications</Trans>
        </ButtonLink>
      </StateBox>
    );
  }
  return (
    <>
      <ul className={GRID}>
        {list.slice(0, DASHBOARD_BOOKMARKS_SHOWN).map((bookmark) => (
          <li key={bookmark.id}>
            <BookmarkCard
              bookmark={bookmark}
              removing={remove.isPending && remove.variables?.id === bookmark.id}
              onRemove={() => remove.mutate(bookmark)}
            />
          </li>
        ))}
      </ul>
      {list.length > DASHBOARD_BOOKMARKS_SHOWN && (
        <p className="mt-4">
          <Link to={MEMBER_PRICING} className={LINK}>
            <Trans>View all {total} bookmarked medications</Trans>
          </Link>
        </p>
      )}
    </>
  );
}

function StateBox({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-44 flex-col items-center justify-center rounded-xl border border-slate-300 border-dashed px-6 py-8 text-center">
      {children}
    </div>
  );
}
