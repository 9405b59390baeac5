import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE, supportMailto } from '../../../lib/site';

type LegalSection = {
  /** Anchor id: stable, unique on the page, used by the table of contents and shared links. */
  id: string;
  title: MessageDescriptor;
  /** The section's text: JSX whose words are Lingui <Trans> messages. */
  body: ReactNode;
};

export type LegalDocument = {
  title: MessageDescriptor;
  /** The date line as shown, e.g. "Last updated October 1, 2025" or "Effective October 9, 2025". */
  dated: MessageDescriptor;
  intro: ReactNode;
  /** A short plain-English summary shown above the full text. */
  keyPoints?: { title: MessageDescriptor; items: MessageDescriptor[] };
  sections: LegalSection[];
  showToc: boolean;
};

/** Long-form reading styles for JSX content (no typography plugin in the stack). */
const PROSE =
  'space-y-4 text-base text-slate-700 leading-7 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_h3]:pt-2 [&_h3]:font-semibold [&_h3]:text-ink [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6';

/**
 * The support address as a mail link; a subject helps the team route the message. The subject
 * stays in English whatever the page's language: it is for the support team, not the reader.
 */
export function SupportLink({ subject }: { subject?: string }) {
  return <a href={supportMailto(subject)}>{SITE.supportEmail}</a>;
}

export function LegalPage({ document: doc }: { document: LegalDocument }) {
  const { i18n } = useLingui();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="border-slate-200 border-b pb-6">
        <p className="font-semibold text-brand-800 text-sm uppercase tracking-wide">{SITE.name}</p>
        <h1 className="mt-2 font-bold text-3xl text-ink tracking-tight sm:text-4xl">{i18n._(doc.title)}</h1>
        <p className="mt-3 text-slate-600 text-sm">{i18n._(doc.dated)}</p>
      </header>

      <div className={`${PROSE} mt-8`}>{doc.intro}</div>

      {doc.keyPoints && <KeyPoints {...doc.keyPoints} />}
      {doc.showToc && <TableOfContents sections={doc.sections} />}

      <div className="mt-10 space-y-10">
        {doc.sections.map((section, index) => (
          <section key={section.id} id={section.id} className="scroll-mt-28">
            <h2 className="font-bold text-ink text-xl sm:text-2xl">{`${index + 1}. ${i18n._(section.title)}`}</h2>
            <div className={`${PROSE} mt-4`}>{section.body}</div>
          </section>
        ))}
      </div>
    </article>
  );
}

function KeyPoints({ title, items }: { title: MessageDescriptor; items: MessageDescriptor[] }) {
  const { i18n } = useLingui();
  return (
    <aside
      aria-labelledby="key-points-title"
      className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="key-points-title" className="font-semibold text-brand-900 text-lg">
        {i18n._(title)}
      </h2>
      <ul className="mt-3 space-y-2 text-slate-800">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mt-1 size-4 shrink-0 text-brand-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
            >
              <path d="M5 12l5 5L20 7" />
            </svg>
            <span>{i18n._(item)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function TableOfContents({ sections }: { sections: LegalSection[] }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Table of contents`} className="mt-8 rounded-xl border border-slate-200 p-5 sm:p-6">
      <h2 className="font-semibold text-ink text-lg">
        <Trans>Contents</Trans>
      </h2>
      <ol className="mt-3 gap-x-6 sm:columns-2">
        {sections.map((section, index) => (
          <li key={section.id} className="break-inside-avoid">
            {/* A router link so the shared hash handler scrolls with the sticky-header offset. */}
            <Link
              to={`#${section.id}`}
              className="flex min-h-11 items-center rounded text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {`${index + 1}. ${i18n._(section.title)}`}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
