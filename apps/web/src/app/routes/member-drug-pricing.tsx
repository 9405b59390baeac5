import { ButtonLink } from '../../components/ui/button';

/**
 * Member Prescription Savings. Its search, member prices and bookmarks arrive with the
 * bookmarks issue; until then members are pointed at the price search everyone can use.
 */
export default function MemberDrugPricingPage() {
  return (
    <section aria-labelledby="member-pricing-title" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <h1 id="member-pricing-title" className="font-bold text-3xl text-ink tracking-tight md:text-4xl">
        Member Prescription Savings
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        Look up member prices on thousands of medications at participating pharmacies.
      </p>
      <ButtonLink to="/drug-pricing" className="mt-8">
        Search medication prices
      </ButtonLink>
    </section>
  );
}
