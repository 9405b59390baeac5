import { buttonClasses } from '../../../components/ui/button';
import { SITE, supportMailto } from '../../../lib/site';

type Audience = {
  id: string;
  title: string;
  lead: string;
  offersHeading: string;
  offers: string[];
  how: string;
  subject: string;
  cta: string;
  icon: string;
};

const CARD_FACTS = 'BIN 022352 and group ARXASOLO';

const AUDIENCES: Audience[] = [
  {
    id: 'physicians',
    title: 'Physicians and clinics',
    lead: 'Help patients who are uninsured, underinsured or on a high-deductible plan afford the medications you prescribe.',
    offersHeading: 'What your patients get',
    offers: [
      `Member prices on ${SITE.medications} medications at over ${SITE.pharmacies} participating pharmacies`,
      'Works with or without insurance: the pharmacist can compare prices at the counter',
      'Individual, Partner/Pet and Family plans, with no setup fees and cancel anytime',
    ],
    how: `We send printable handouts and sample cards showing ${CARD_FACTS}, so your team can point patients to savings when they prescribe.`,
    subject: 'Partnership: Physicians',
    cta: 'Email us about physician partnerships',
    icon: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  },
  {
    id: 'pharmacies',
    title: 'Pharmacies',
    lead: 'Offer cash-paying customers a lower price at your counter and give them a reason to come back.',
    offersHeading: 'What your customers get',
    offers: [
      `Savings of up to ${SITE.maxSavingsPercent}% on many prescriptions`,
      'A digital card in their phone wallet, or printed, that activates within 24 hours',
      'Human medications prescribed by a veterinarian for their pets',
    ],
    how: `Tell us about your pharmacy. We explain how participation works and send counter materials; the card is processed with ${CARD_FACTS}.`,
    subject: 'Partnership: Pharmacies',
    cta: 'Email us about pharmacy partnerships',
    icon: 'M3 9l1.5-5h15L21 9M3 9h18M4 9v11h16V9M9 20v-6h6v6',
  },
  {
    id: 'community-organizations',
    title: 'Community organizations',
    lead: 'Clinics, nonprofits, senior centers and faith groups: help the people you serve save on prescriptions.',
    offersHeading: 'What your members get',
    offers: [
      'A simple online sign-up and support 24/7',
      'Family plans covering up to 6 members, and plans for pets',
      'Privacy they can trust: we never sell personal information',
    ],
    how: "We provide flyers and short information sessions, and answer your members' questions by e-mail.",
    subject: 'Partnership: Community Organizations',
    cta: 'Email us about community organization partnerships',
    icon: 'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 2.7-5 6-5s6 2 6 5M14.5 15.3A6.7 6.7 0 0 1 16 15c3.3 0 6 2 6 5',
  },
  {
    id: 'communities',
    title: 'Communities',
    lead: 'Towns, cities, counties and neighborhoods: bring prescription savings to every resident.',
    offersHeading: 'What your residents get',
    offers: [
      'Savings whether or not they have insurance',
      `A nationwide network of over ${SITE.pharmacies} participating pharmacies`,
      'Monthly or yearly plans, with 1 month free on yearly billing',
    ],
    how: 'We work with local leaders to share the program at community events, libraries and in local media.',
    subject: 'Partnership: Communities',
    cta: 'Email us about community partnerships',
    icon: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  },
];

const STEPS = [
  { title: 'E-mail us', text: 'Use the button for your group and tell us who you serve and how we can help.' },
  { title: 'We prepare materials', text: 'We send information, handouts and sample cards for the people you serve.' },
  {
    title: 'They start saving',
    text: 'People join online, get their digital card within 24 hours and use it at participating pharmacies.',
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
  return (
    <div>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="font-semibold text-brand-800 text-sm uppercase tracking-wide">Partners</p>
          <h1 className="mt-2 max-w-3xl font-bold text-3xl text-ink tracking-tight sm:text-4xl">
            Partner with {SITE.name}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            We work with physicians, pharmacies, community organizations and communities to help more people afford
            their prescriptions. Choose your group below and e-mail us.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2">
        {AUDIENCES.map((audience) => (
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
              {audience.title}
            </h2>
            <p className="mt-2 text-slate-700">{audience.lead}</p>
            <h3 className="mt-5 font-semibold text-ink">{audience.offersHeading}</h3>
            <ul className="mt-2 space-y-2 text-slate-700">
              {audience.offers.map((offer) => (
                <li key={offer} className="flex gap-3">
                  <Icon path="M5 12l5 5L20 7" className="mt-1 size-4 shrink-0 text-brand-700" />
                  <span>{offer}</span>
                </li>
              ))}
            </ul>
            <h3 className="mt-5 font-semibold text-ink">How it works</h3>
            <p className="mt-2 flex-1 text-slate-700">{audience.how}</p>
            <a href={supportMailto(audience.subject)} className={buttonClasses('primary', 'mt-6 w-full text-center')}>
              <Icon path="M3 6h18v12H3zM3 7l9 6 9-6" className="size-5" />
              {audience.cta}
            </a>
          </section>
        ))}
      </div>

      <section aria-labelledby="partner-steps-title" className="border-slate-200 border-t bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="partner-steps-title" className="font-bold text-2xl text-ink">
            How partnership works
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
                <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 max-w-3xl space-y-3 text-slate-700 text-sm">
            <p>
              Partners never receive information about individual members: we do not share who joined, what they
              searched for or which medications they buy.
            </p>
            <p>
              {SITE.name} is a prescription discount membership, not insurance. Discounts are available only at
              participating pharmacies, and prices are confirmed at the counter. Not sure which group fits? E-mail{' '}
              <a
                href={supportMailto('Partnership')}
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                {SITE.supportEmail}
              </a>
              .
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
