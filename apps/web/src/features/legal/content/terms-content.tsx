import { FULL_REFUND_DAYS } from '@arx/contracts/refund-rule';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SITE } from '../../../lib/site';
import { type LegalDocument, SupportLink } from '../components/legal-page';

const { name: site, shortName } = SITE;
/** The refund rule's days, as the API applies it: the terms state the rule, never their own. */
const refundDays = FULL_REFUND_DAYS;

/**
 * Terms of Service. The key terms docs/product.md requires to be visible (age, residency, minors,
 * liability cap, arbitration opt-out, Idaho law) appear both in the summary and in the full text.
 */
export const TERMS: LegalDocument = {
  title: msg`Terms of Service`,
  dated: msg`Last updated December 7, 2026`,
  showToc: true,
  intro: (
    <>
      <p>
        <Trans>
          These Terms of Service ("Terms") are an agreement between you and {site} ("{shortName}", "the club", "we",
          "us" or "our"). They explain how the club works, what you pay, and the rights and responsibilities we each
          have. Please read them carefully: the <Link to="#dispute-resolution">dispute resolution</Link> section asks
          you to resolve disputes through binding individual arbitration unless you opt out.
        </Trans>
      </p>
      <p>
        <Trans>
          <strong>{site} is a prescription discount membership. It is not insurance.</strong> Discounts are available
          only at participating pharmacies.
        </Trans>
      </p>
    </>
  ),
  keyPoints: {
    title: msg`Key terms at a glance`,
    items: [
      msg`The primary member (card holder) must be 18 or older, or the age of majority where they live if that is higher.`,
      msg`Membership is open to US residents only.`,
      msg`Minors may join only as dependents on a card holder's membership.`,
      msg`Our total liability to you is capped at the membership fees you paid in the preceding 12 months.`,
      msg`Disputes go to binding individual arbitration; you may opt out by e-mail within 30 days of enrollment.`,
      msg`These Terms are governed by the laws of the State of Idaho.`,
    ],
  },
  sections: [
    {
      id: 'agreement',
      title: msg`Agreeing to these Terms`,
      body: (
        <>
          <p>
            <Trans>
              By creating an account, enrolling in a plan or using your member card, you agree to these Terms, to our{' '}
              <Link to="/privacy">Privacy Policy</Link> and to our <Link to="/disclaimer">Disclaimer</Link>, which form
              part of this agreement. If you do not agree, please do not enroll or use the card.
            </Trans>
          </p>
          <p>
            <Trans>
              If you enroll family members or pets, you accept these Terms on their behalf and are responsible for their
              use of the membership.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'not-insurance',
      title: msg`The club is not insurance`,
      body: (
        <>
          <p>
            <Trans>
              {site} is a prescription discount membership. It is <strong>not insurance</strong>, not a health plan, and
              not a Medicare or Medicaid plan or any other government health program. In particular:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                Membership does not satisfy any requirement to carry health insurance, including minimum essential
                coverage under the Affordable Care Act.
              </Trans>
            </li>
            <li>
              <Trans>
                We do not pay pharmacies or anyone else for your prescriptions. You pay the pharmacy the discounted
                price in full at the time of purchase.
              </Trans>
            </li>
            <li>
              <Trans>
                Discounts are available only at participating pharmacies and only on medications covered by the program.
              </Trans>
            </li>
            <li>
              <Trans>Prices may change at any time and are confirmed by the pharmacy at the counter.</Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: msg`Eligibility`,
      body: (
        <>
          <p>
            <Trans>To enroll as a primary member (the "card holder") you must:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                be <strong>18 or older</strong>, or the age of majority in the state where you live if that is higher;
              </Trans>
            </li>
            <li>
              <Trans>
                be a resident of the United States: the club is for <strong>US residents only</strong>; and
              </Trans>
            </li>
            <li>
              <Trans>give us accurate, current information and keep it up to date.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              <strong>Minors only as dependents:</strong> a person under 18 (or under the age of majority) cannot hold
              their own membership. They may be covered only as a dependent added by a card holder who is their parent
              or legal guardian, or who is otherwise authorized to act for them.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'membership-and-plans',
      title: msg`Membership and plans`,
      body: (
        <>
          <p>
            <Trans>
              We offer three plans. The current features and fees of each are shown on our pricing page before you pay.
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Individual:</strong> covers the card holder.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Partner/Pet:</strong> covers the card holder plus a partner, or prescriptions for the card
                holder's pets (see <Link to="#pets">Prescriptions for pets</Link>).
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Family:</strong> covers up to 6 members in total, including the card holder.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Your digital card activates within 24 hours of sign-up, once you have completed your member profile. Each
              covered person receives their own member ID. If you move from a Family plan to a plan that does not
              include family members, their cards are suspended until you upgrade again.
            </Trans>
          </p>
          <p>
            <Trans>
              You sign in through our hosted sign-in provider. Keep your sign-in details private; you are responsible
              for activity on your account. Tell us straight away at <SupportLink subject="Account security" /> if you
              think someone else has used it.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'fees-and-billing',
      title: msg`Fees, billing and renewal`,
      body: (
        <>
          <ul>
            <li>
              <Trans>
                <strong>Billing options:</strong> you can pay monthly or yearly. A yearly plan is billed once a year at
                the price of 11 months, which gives you 1 month free.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>No setup fees:</strong> you pay only the plan fee shown at checkout, plus any tax that applies.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Automatic renewal:</strong> your membership renews automatically at the end of each monthly or
                yearly period, and we charge the payment method on file at the then-current fee, until you cancel.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Cancel anytime:</strong> you can cancel at any time from the billing page or by e-mailing us. If
                you cancel within {refundDays} days of your first payment, your membership ends at once and every
                payment is refunded in full. After that, your membership stays active until the end of the period you
                have already paid for, and you will not be charged again; the fee for that period is not refunded.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Free trials:</strong> if a plan is offered with a free trial, its length is shown before
                checkout. Unless you cancel before the trial ends, the first fee is charged when it ends.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Fee changes:</strong> we will tell you at least 30 days before a fee change applies to your
                membership, so you have time to cancel if you wish.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Payments are processed by our payment processor on its secure hosted checkout. We never see or store your
              full card number. If a payment fails, we may suspend your card until the balance is paid.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'using-your-card',
      title: msg`Using your card`,
      body: (
        <>
          <p>
            <Trans>
              Show your digital card, a printed card or your member ID at a participating pharmacy. The pharmacist
              enters the card details (BIN 022352, group ARXASOLO and your member ID) and the discounted price is
              applied if the medication is covered.
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                The card works with or without insurance, but it cannot be combined with insurance on the same
                prescription fill. Ask the pharmacist to compare prices and choose the lower one.
              </Trans>
            </li>
            <li>
              <Trans>
                Purchases made with the card are generally not counted toward an insurance deductible or out-of-pocket
                maximum, including under a Medicare Part D plan.
              </Trans>
            </li>
            <li>
              <Trans>
                Each card may be used only by the person it was issued to (or, for pets, for the pet's prescriptions).
              </Trans>
            </li>
            <li>
              <Trans>
                The final price is set by the pharmacy at the time of purchase. Prices shown on our website are
                estimates.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'pets',
      title: msg`Prescriptions for pets`,
      body: (
        <p>
          <Trans>
            Where your plan includes pets, the card can be used for human medications prescribed by a licensed
            veterinarian and filled at participating pharmacies. Medications made only for animals, and prescriptions
            filled by veterinary clinics, are not included. We do not give veterinary advice.
          </Trans>
        </p>
      ),
    },
    {
      id: 'prohibited-use',
      title: msg`Prohibited use`,
      body: (
        <>
          <p>
            <Trans>You agree not to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                sell, lend or share your card or member ID with anyone who is not covered by your membership;
              </Trans>
            </li>
            <li>
              <Trans>give false information, or enroll people you are not authorized to act for;</Trans>
            </li>
            <li>
              <Trans>use the card to obtain medications for resale, or for any fraudulent or unlawful purpose;</Trans>
            </li>
            <li>
              <Trans>
                submit a claim to an insurer or government health program for a purchase made with the card where that
                is not allowed;
              </Trans>
            </li>
            <li>
              <Trans>
                copy, scrape or bulk-download prices or other content from our website or app, or interfere with their
                security or operation.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'termination',
      title: msg`Suspension and termination`,
      body: (
        <>
          <p>
            <Trans>
              You may end your membership at any time, as described in{' '}
              <Link to="#fees-and-billing">Fees, billing and renewal</Link>. We may suspend or end a membership, with
              notice where the law requires it, if a fee is not paid, if these Terms are broken, or if we reasonably
              suspect fraud or misuse. Ending the card holder's membership also ends the cards of everyone covered by
              it.
            </Trans>
          </p>
          <p>
            <Trans>
              If we close the program entirely, we will give you at least 30 days' notice and refund any prepaid fees
              for the time after it closes. The disclaimers, limitation of liability, dispute resolution and governing
              law sections continue to apply after a membership ends.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'disclaimers',
      title: msg`Disclaimers`,
      body: (
        <>
          <p>
            <Trans>
              The club does not provide medical, pharmacy or veterinary advice and does not decide whether a medication
              is right for you. Always follow the advice of your doctor, pharmacist or veterinarian. Discount amounts
              vary by medication, dose, quantity and pharmacy, and some medications may have no discount. Our{' '}
              <Link to="/disclaimer">Disclaimer</Link> explains this in more detail.
            </Trans>
          </p>
          <p>
            <Trans>
              To the extent the law allows, the service is provided "as is" and "as available", without warranties of
              any kind. We do not promise that a particular pharmacy will participate, that a particular price will be
              available, or that the website will always be available or free of errors.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'limitation-of-liability',
      title: msg`Limitation of liability`,
      body: (
        <>
          <p>
            <Trans>
              To the extent the law allows, our total liability to you for all claims arising from the club or these
              Terms is limited to the membership fees you paid us in the <strong>preceding 12 months</strong> before the
              event that gave rise to the claim.
            </Trans>
          </p>
          <p>
            <Trans>
              We are not liable for indirect, incidental, special or consequential losses, or for the acts of
              pharmacies, prescribers or other independent providers. Some states do not allow certain limits on
              liability, so some of these limits may not apply to you.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'dispute-resolution',
      title: msg`Dispute resolution and arbitration`,
      body: (
        <>
          <p>
            <Trans>
              <strong>Talk to us first.</strong> Most concerns can be settled quickly. Before starting a formal claim,
              please e-mail <SupportLink subject="Dispute" /> and give us 60 days to try to resolve it with you.
            </Trans>
          </p>
          <p>
            <Trans>
              <strong>Binding arbitration.</strong> If we cannot resolve it, you and we agree that any dispute arising
              from the club or these Terms will be settled by binding arbitration on an individual basis, administered
              by the American Arbitration Association under its Consumer Arbitration Rules, rather than in court. Either
              of us may instead bring an individual claim in small claims court. Class actions, class arbitrations and
              jury trials are waived.
            </Trans>
          </p>
          <p>
            <Trans>
              <strong>Your right to opt out.</strong> You may opt out of this arbitration agreement by e-mailing{' '}
              <SupportLink subject="Arbitration Opt-Out" /> within 30 days of enrollment. Include your name and the
              e-mail address on your account. Opting out does not affect any other part of these Terms.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'governing-law',
      title: msg`Governing law`,
      body: (
        <p>
          <Trans>
            These Terms are governed by the laws of the State of Idaho, without regard to its conflict-of-law rules. Any
            dispute that is not arbitrated will be heard in the state or federal courts located in Idaho, unless the law
            of your state of residence gives you the right to bring it there.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      title: msg`Changes to these Terms`,
      body: (
        <p>
          <Trans>
            We may update these Terms from time to time. The "Last updated" date at the top shows when they last
            changed. For material changes we will notify you by e-mail or on the website at least 30 days before they
            take effect. If you keep your membership after that date, the updated Terms apply; if you do not agree, you
            may cancel.
          </Trans>
        </p>
      ),
    },
    {
      id: 'contact',
      title: msg`Contact us`,
      body: (
        <p>
          <Trans>
            Questions about these Terms or your membership? Our support team is available 24/7 at{' '}
            <SupportLink subject="Terms of Service question" />.
          </Trans>
        </p>
      ),
    },
  ],
};
