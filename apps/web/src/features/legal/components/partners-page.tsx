import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button';
import { SITE, type SiteFigures, siteFigures, supportMailto } from '../../../lib/site';

type Audience = {
  id: string;
  title: MessageDescriptor;
  lead: MessageDescriptor;
  offersHeading: MessageDescriptor;
  offers: MessageDescriptor[];
  how: MessageDescriptor;
  /** The e-mail's subject, in English whatever the page's language: it routes the message to the team. */
  subject: string;
  cta: MessageDescriptor;
  icon: string;
};

const { pharmacies, maxSavingsPercent: percent } = SITE;

const audiences = ({ medications }: SiteFigures): Audience[] => [
  {
    id: 'physicians',
    title: msg`Physicians and clinics`,
    lead: msg`Help patients who are uninsured, underinsured or on a high-deductible plan afford the medications you prescribe.`,
    offersHeading: msg`What your patients get`,
    offers: [
      msg`Member prices on ${medications} medications at over ${pharmacies} participating pharmacies`,
      msg`Works with or without insurance: the pharmacist can compare prices at the counter`,
      msg`Individual, Partner/Pet and Family plans, with no setup fees and cancel anytime`,
    ],
    how: msg`We send printable handouts and sample cards showing BIN 022352 and group ARXASOLO, so your team can point patients to savings when they prescribe.`,
    subject: 'Partnership: Physicians',
    cta: msg`Email us about physician partnerships`,
    icon: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  },
  {
    id: 'pharmacies',
    title: msg`Pharmacies`,
    lead: msg`Offer cash-paying customers a lower price at your counter and give them a reason to come back.`,
    offersHeading: msg`What your customers get`,
    offers: [
      msg`Savings of up to ${percent}% on many prescriptions`,
      msg`A digital card in their phone wallet, or printed, that activates within 24 hours`,
      msg`Human medications prescribed by a veterinarian for their pets`,
    ],
    how: msg`Tell us about your pharmacy. We explain how participation works and send counter materials; the card is processed with BIN 022352 and group ARXASOLO.`,
    subject: 'Partnership: Pharmacies',
    cta: msg`Email us about pharmacy partnerships`,
    icon: 'M3 9l1.5-5h15L21 9M3 9h18M4 9v11h16V9M9 20v-6h6v6',
  },
  {
    id: 'community-organizations',
    title: msg`Community organizations`,
    lead: msg`Clinics, nonprofits, senior centers and faith groups: help the people you serve save on prescriptions.`,
    offersHeading: msg`What your members get`,
    offers: [
      msg`A simple online sign-up and support 24/7`,
      msg`Family plans covering up to 6 members, and plans for pets`,
      msg`Privacy they can trust: we never sell personal information`,
    ],
    how: msg`We provide flyers and short information sessions, and answer your members' questions by e-mail.`,
    subject: 'Partnership: Community Organizations',
    cta: msg`Email us about community organization partnerships`,
    icon: 'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 2.7-5 6-5s6 2 6 5M14.5 15.3A6.7 6.7 0 0 1 16 15c3.3 0 6 2 6 5',
  },
  {
    id: 'communities',
    title: msg`Communities`,
    lead: msg`Towns, cities, counties and neighborhoods: bring prescription savings to every resident.`,
    offersHeading: msg`What your residents get`,
    offers: [
      msg`Savings whether or not they have insurance`,
      msg`A nationwide network of over ${pharmacies} participating pharmacies`,
      msg`Monthly or yearly plans, with 1 month free on yearly billing`,
    ],
    how: msg`We work with local leaders to share the program at community events, libraries and in local media.`,
    subject: 'Partnership: Communities',
    cta: msg`Email us about community partnerships`,
    icon: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  },
];

const STEPS: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`E-mail us`,
    text: msg`Use the button for your group and tell us who you serve and how we can help.`,
  },
  {
    title: msg`We prepare materials`,
    text: msg`We send information, handouts and sample cards for the people you serve.`,
  },
  {
    title: msg`They start saving`,
    text: msg`People join online, get their digital card within 24 hours and use it at participating pharmacies.`,
  },
];

function Icon({ path, className }: { path: string; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

export function PartnersPage() {
  const { i18n } = useLingui();
  const site = SITE.name;
  const email = SITE.supportEmail;
  return (
    <div>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="font-semibold text-brand-800 text-sm uppercase tracking-wide">
            <Trans>Partners</Trans>
          </p>
          <h1 className="mt-2 max-w-3xl font-bold text-3xl text-ink tracking-tight sm:text-4xl">
            <Trans>Partner with {site}</Trans>
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            <Trans>
              We work with physicians, pharmacies, community organizations and communities to help more people afford
              their prescriptions. Choose your group below and e-mail us.
            </Trans>
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2">
        {audiences(siteFigures(i18n.locale)).map((audience) => (
          <section
            key={audience.id}
            id={audience.id}
            aria-labelledby={`${audience.id}-title`}
            className="flex scroll-mt-28 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon path={audience.icon} className="size-6" />
            </span>
            <h2 id={`${audience.id}-title`} className="mt-4 font-bold text-ink text-xl">
              {i18n._(audience.title)}
            </h2>
            <p className="mt-2 text-slate-700">{i18n._(audience.lead)}</p>
            <h3 className="mt-5 font-semibold text-ink">{i18n._(audience.offersHeading)}</h3>
            <ul className="mt-2 space-y-2 text-slate-700">
              {audience.offers.map((offer) => (
                <li key={offer.id} className="flex gap-3">
                  <Icon path="M5 12l5 5L20 7" className="mt-1 size-4 shrink-0 text-brand-700" />
                  <span>{i18n._(offer)}</span>
                </li>
              ))}
            </ul>
            <h3 className="mt-5 font-semibold text-ink">
              <Trans>How it works</Trans>
            </h3>
            <p className="mt-2 flex-1 text-slate-700">{i18n._(audience.how)}</p>
            <a href={supportMailto(audience.subject)} className={buttonClasses('primary', 'mt-6 w-full text-center')}>
              <Icon path="M3 6h18v12H3zM3 7l9 6 9-6" className="size-5" />
              {i18n._(audience.cta)}
            </a>
          </section>
        ))}
      </div>

      <section aria-labelledby="partner-steps-title" className="border-slate-200 border-t bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="partner-steps-title" className="font-bold text-2xl text-ink">
            <Trans>How partnership works</Trans>
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title.id} className="rounded-xl bg-white p-6 shadow-sm">
                <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold text-ink">{i18n._(step.title)}</h3>
                <p className="mt-1 text-slate-700">{i18n._(step.text)}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 max-w-3xl space-y-3 text-slate-700 text-sm">
            <p>
              <Trans>
                Partners never receive information about individual members: we do not share who joined, what they
                searched for or which medications they buy.
              </Trans>
            </p>
            <p>
              <Trans>
                {site} is a prescription discount membership, not insurance. Discounts are available only at
                participating pharmacies, and prices are confirmed at the counter. Not sure which group fits? E-mail{' '}
                <a
                  href={supportMailto('Partnership')}
                  className="font-medium text-brand-800 underline underline-offset-2"
                >
                  {email}
                </a>
                .
              </Trans>
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
