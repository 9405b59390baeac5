import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SITE } from '../../../lib/site';
import { type LegalDocument, SupportLink } from '../components/legal-page';

const site = SITE.name;

/**
 * Privacy Policy. It must describe what the product really does (docs/architecture.md §9): health data
 * never leaves us for a third party, page views carry the path only, no third-party scripts.
 */
export const PRIVACY: LegalDocument = {
  title: msg`Privacy Policy`,
  dated: msg`Last updated October 1, 2025`,
  showToc: true,
  intro: (
    <>
      <p>
        <Trans>
          This Privacy Policy explains what information {site} ("we", "us" or "our") collects, why we collect it, who we
          share it with and the choices you have. It applies to our website, the member dashboard and the digital member
          card.
        </Trans>
      </p>
      <p>
        <Trans>
          {site} is a prescription discount membership, <strong>not insurance</strong>. We know that the medications you
          look up and the family members you cover are personal, so we treat them as sensitive information and never
          share them with third parties.
        </Trans>
      </p>
    </>
  ),
  keyPoints: {
    title: msg`Our privacy promises`,
    items: [
      msg`We never sell your personal information.`,
      msg`Your searches, medications, bookmarks and family details are never shared with any third party for advertising.`,
      msg`No third-party trackers, advertising pixels or third-party scripts run on our website.`,
      msg`Our own page-view counts record only the page path: no search terms and no user id.`,
      msg`Card payments are handled by our payment processor; we never see your full card number.`,
    ],
  },
  sections: [
    {
      id: 'information-we-collect',
      title: msg`Information we collect`,
      body: (
        <>
          <ul>
            <li>
              <Trans>
                <strong>Account information:</strong> your name and e-mail address, received from our sign-in provider
                when you create an account or sign in.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Membership profile:</strong> your date of birth, sex and home address, which we need to issue
                and activate your member card, plus your member ID and plan.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Family members:</strong> the names, relationships, dates of birth, sex and addresses of the
                people you add to your membership.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Bookmarks:</strong> the medications you choose to bookmark, so you can find their prices again.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Subscription and billing:</strong> your plan, billing cycle, subscription status, invoices, and
                the card brand, last four digits and expiry date of your payment method. Payments are handled by our
                payment processor; we never see or store full card numbers.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Messages:</strong> what you write when you e-mail our support team.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Technical information:</strong> the page path of each page viewed (for our own page-view counts)
                and the security records our servers keep, such as IP addresses, to protect the service against abuse.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Searches you type into the drug price estimator are used only to show you matching results. They are not
              included in page-view counts.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      title: msg`How we use your information`,
      body: (
        <>
          <p>
            <Trans>We use your information only to run the club, namely to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>create your account, issue your member card and keep it active;</Trans>
            </li>
            <li>
              <Trans>show member prices, keep your bookmarks and manage the family members on your plan;</Trans>
            </li>
            <li>
              <Trans>
                process payments and renewals, and send receipts and important notices about your membership;
              </Trans>
            </li>
            <li>
              <Trans>answer your questions and resolve problems;</Trans>
            </li>
            <li>
              <Trans>keep the service secure, prevent fraud and meet our legal obligations; and</Trans>
            </li>
            <li>
              <Trans>understand, from anonymous page-view counts, which pages are used so we can improve them.</Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'emails-we-send',
      title: msg`E-mails we send`,
      body: (
        <>
          <p>
            <Trans>We send you e-mails only about your membership:</Trans>
          </p>
          <ul>
            <li>
              <Trans>messages about your membership and your account;</Trans>
            </li>
            <li>
              <Trans>receipts for your payments;</Trans>
            </li>
            <li>
              <Trans>reminders before your membership renews and before a free trial ends; and</Trans>
            </li>
            <li>
              <Trans>confirmations when you cancel and when we refund a payment.</Trans>
            </li>
          </ul>
          <p>
            <Trans>Our e-mails never mention your medications or any health details.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'what-we-never-do',
      title: msg`What we never do`,
      body: (
        <ul>
          <li>
            <Trans>We never sell your personal information, and we never rent or trade it.</Trans>
          </li>
          <li>
            <Trans>
              We never share your searches, medications, bookmarks or family details with third parties for advertising,
              marketing or data brokering.
            </Trans>
          </li>
          <li>
            <Trans>
              We do not use third-party trackers, cookies for advertising, social media pixels or third-party analytics
              scripts. Our page-view counts are first-party and hold only the page path: no query string, no search
              terms and no user id.
            </Trans>
          </li>
          <li>
            <Trans>We never send your health information to pharmacies' or manufacturers' marketing programs.</Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'service-providers',
      title: msg`Service providers`,
      body: (
        <>
          <p>
            <Trans>
              We work with a small number of companies that help us provide the service. Each receives only what it
              needs for its task and may not use it for any other purpose:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Sign-in provider:</strong> handles secure sign-in on its hosted pages and shares your name and
                e-mail address with us.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Payment processor:</strong> handles checkout, card payments, invoices and the billing portal on
                its own secure pages. It receives your payment details directly from you, not from us.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Wallet providers</strong> (Apple Wallet and Google Wallet): when you add your card to a phone
                wallet, they receive only what the card pass needs, such as your name, member ID, BIN, group and plan.
                When something on the card changes (a phone number, a name), we send the new card to the wallet that
                holds it, so it stays right. Never your medications or bookmarks.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Hosting:</strong> the infrastructure that runs our service and stores our data, acting only on
                our instructions.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              We may also disclose information when the law requires it, to protect the rights, property or safety of
              our members or others, or as part of a merger or sale of the club, in which case this policy's protections
              continue to apply and we will tell you first.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'cookies-and-local-storage',
      title: msg`Cookies and local storage`,
      body: (
        <p>
          <Trans>
            We use your browser's storage only for what the site needs to work: keeping you signed in and remembering
            small choices, such as whether you dismissed a reminder. We do not use advertising or cross-site tracking
            cookies.
          </Trans>
        </p>
      ),
    },
    {
      id: 'security',
      title: msg`How we protect your information`,
      body: (
        <ul>
          <li>
            <Trans>Every connection to our website and services uses HTTPS encryption.</Trans>
          </li>
          <li>
            <Trans>Dates of birth and addresses are encrypted at rest in our database.</Trans>
          </li>
          <li>
            <Trans>Our logs never contain sign-in tokens, dates of birth or addresses.</Trans>
          </li>
          <li>
            <Trans>
              Card data never touches our servers: it goes straight to the payment processor's hosted checkout.
            </Trans>
          </li>
          <li>
            <Trans>Access to member data is limited to the people who need it to support you.</Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'retention',
      title: msg`How long we keep information`,
      body: (
        <p>
          <Trans>
            We keep your information while your account is open. If you ask us to delete your account, we delete your
            profile, family members and bookmarks within 30 days, except for records we must keep by law, such as
            invoices and tax records, which we keep only as long as required. Security records are kept for a limited
            time and then deleted.
          </Trans>
        </p>
      ),
    },
    {
      id: 'agreement-record',
      title: msg`The record of what you agreed to`,
      body: (
        <>
          <p>
            <Trans>
              When you join, we keep a record of what you agreed to: your plan, its price, the billing interval, the
              renewal terms we showed you and when you agreed. Automatic-renewal laws require us to keep this record.
            </Trans>
          </p>
          <p>
            <Trans>
              We keep it for three years after your membership ends, also if you delete your account. In that case we
              keep only this record and your e-mail address, and nothing else besides the free-trial code described in
              the next section.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'free-trials',
      title: msg`One free trial per person`,
      body: (
        <>
          <p>
            <Trans>
              A free trial is for people who have not had one. So that deleting an account and signing up again does not
              give a second trial, when a membership starts with a free trial we keep a keyed hash of your e-mail
              address and of the fingerprint our payment processor gives your card (a code for the card, not its
              number).
            </Trans>
          </p>
          <p>
            <Trans>
              A keyed hash is a code made with a secret key of ours: it cannot be turned back into your e-mail address
              or card, and it only tells us that the same address or card had a free trial before. We keep it also after
              you delete your account, and use it for nothing else. Your data export says whether we hold one for your
              account.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: msg`Your rights and choices`,
      body: (
        <>
          <p>
            <Trans>Wherever you live in the United States, you can ask us to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>give you a copy (export) of the personal information we hold about you;</Trans>
            </li>
            <li>
              <Trans>correct information that is wrong;</Trans>
            </li>
            <li>
              <Trans>delete your data and close your account; or</Trans>
            </li>
            <li>
              <Trans>stop sending you optional e-mails.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              You can update your profile and family members in your dashboard. For an export or deletion, e-mail{' '}
              <SupportLink subject="Privacy request" /> from the address on your account. We reply within 30 days and
              will never treat you differently for using these rights. Some states give you further rights; we honor
              them.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: msg`Children's privacy`,
      body: (
        <p>
          <Trans>
            Our website is not directed at children, and a primary member must be 18 or older. Minors take part only as
            dependents added by the card holder, who provides and manages their information. We do not knowingly collect
            information directly from a child. If you believe a child has given us information, contact us and we will
            delete it.
          </Trans>
        </p>
      ),
    },
    {
      id: 'us-only',
      title: msg`United States only`,
      body: (
        <p>
          <Trans>
            The club is for US residents only, and we store and process your information in the United States. See our{' '}
            <Link to="/terms">Terms of Service</Link> for eligibility.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      title: msg`Changes to this policy`,
      body: (
        <p>
          <Trans>
            If we change this policy, we will update the "Last updated" date above. If a change materially affects how
            we use your information, we will tell you by e-mail or on the website before it takes effect. We will never
            start sharing health information with third parties for advertising.
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
            Questions or requests about your privacy? E-mail <SupportLink subject="Privacy question" />. Our support
            team is available 24/7.
          </Trans>
        </p>
      ),
    },
  ],
};
