import { Link } from '../../../lib/router';
import { SITE } from '../../../lib/site';
import { type LegalDocument, SupportLink } from '../components/legal-page';

/**
 * Privacy Policy. It must describe what the product really does (docs/architecture.md §9): health data
 * never leaves us for a third party, page views carry the path only, no third-party scripts.
 */
export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  dateLabel: 'Last updated',
  date: 'October 1, 2025',
  showToc: true,
  intro: (
    <>
      <p>
        This Privacy Policy explains what information {SITE.name} ("we", "us" or "our") collects, why we collect it, who
        we share it with and the choices you have. It applies to our website, the member dashboard and the digital
        member card.
      </p>
      <p>
        {SITE.name} is a prescription discount membership, <strong>not insurance</strong>. We know that the medications
        you look up and the family members you cover are personal, so we treat them as sensitive information and never
        share them with third parties.
      </p>
    </>
  ),
  keyPoints: {
    title: 'Our privacy promises',
    items: [
      'We never sell your personal information.',
      'Your searches, medications, bookmarks and family details are never shared with any third party for advertising.',
      'No third-party trackers, advertising pixels or third-party scripts run on our website.',
      'Our own page-view counts record only the page path: no search terms and no user id.',
      'Card payments are handled by our payment processor; we never see your full card number.',
    ],
  },
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <ul>
            <li>
              <strong>Account information:</strong> your name and e-mail address, received from our sign-in provider
              when you create an account or sign in.
            </li>
            <li>
              <strong>Membership profile:</strong> your date of birth, sex and home address, which we need to issue and
              activate your member card, plus your member ID and plan.
            </li>
            <li>
              <strong>Family members:</strong> the names, relationships, dates of birth, sex and addresses of the people
              you add to your membership.
            </li>
            <li>
              <strong>Bookmarks:</strong> the medications you choose to bookmark, so you can find their prices again.
            </li>
            <li>
              <strong>Subscription and billing:</strong> your plan, billing cycle, subscription status, invoices, and
              the card brand, last four digits and expiry date of your payment method. Payments are handled by our
              payment processor; we never see or store full card numbers.
            </li>
            <li>
              <strong>Messages:</strong> what you write when you e-mail our support team.
            </li>
            <li>
              <strong>Technical information:</strong> the page path of each page viewed (for our own page-view counts)
              and the security records our servers keep, such as IP addresses, to protect the service against abuse.
            </li>
          </ul>
          <p>
            Searches you type into the drug price estimator are used only to show you matching results. They are not
            included in page-view counts.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      body: (
        <>
          <p>We use your information only to run the club, namely to:</p>
          <ul>
            <li>create your account, issue your member card and keep it active;</li>
            <li>show member prices, keep your bookmarks and manage the family members on your plan;</li>
            <li>process payments and renewals, and send receipts and important notices about your membership;</li>
            <li>answer your questions and resolve problems;</li>
            <li>keep the service secure, prevent fraud and meet our legal obligations; and</li>
            <li>understand, from anonymous page-view counts, which pages are used so we can improve them.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'emails-we-send',
      title: 'E-mails we send',
      body: (
        <>
          <p>We send you e-mails only about your membership:</p>
          <ul>
            <li>messages about your membership and your account;</li>
            <li>receipts for your payments;</li>
            <li>reminders before your membership renews and before a free trial ends; and</li>
            <li>confirmations when you cancel and when we refund a payment.</li>
          </ul>
          <p>Our e-mails never mention your medications or any health details.</p>
        </>
      ),
    },
    {
      id: 'what-we-never-do',
      title: 'What we never do',
      body: (
        <ul>
          <li>We never sell your personal information, and we never rent or trade it.</li>
          <li>
            We never share your searches, medications, bookmarks or family details with third parties for advertising,
            marketing or data brokering.
          </li>
          <li>
            We do not use third-party trackers, cookies for advertising, social media pixels or third-party analytics
            scripts. Our page-view counts are first-party and hold only the page path: no query string, no search terms
            and no user id.
          </li>
          <li>We never send your health information to pharmacies' or manufacturers' marketing programs.</li>
        </ul>
      ),
    },
    {
      id: 'service-providers',
      title: 'Service providers',
      body: (
        <>
          <p>
            We work with a small number of companies that help us provide the service. Each receives only what it needs
            for its task and may not use it for any other purpose:
          </p>
          <ul>
            <li>
              <strong>Sign-in provider:</strong> handles secure sign-in on its hosted pages and shares your name and
              e-mail address with us.
            </li>
            <li>
              <strong>Payment processor:</strong> handles checkout, card payments, invoices and the billing portal on
              its own secure pages. It receives your payment details directly from you, not from us.
            </li>
            <li>
              <strong>Wallet providers</strong> (Apple Wallet and Google Wallet): when you add your card to a phone
              wallet, they receive only what the card pass needs, such as your name, member ID, BIN, group and plan.
              When something on the card changes (a phone number, a name), we send the new card to the wallet that holds
              it, so it stays right. Never your medications or bookmarks.
            </li>
            <li>
              <strong>Hosting:</strong> the infrastructure that runs our service and stores our data, acting only on our
              instructions.
            </li>
          </ul>
          <p>
            We may also disclose information when the law requires it, to protect the rights, property or safety of our
            members or others, or as part of a merger or sale of the club, in which case this policy's protections
            continue to apply and we will tell you first.
          </p>
        </>
      ),
    },
    {
      id: 'cookies-and-local-storage',
      title: 'Cookies and local storage',
      body: (
        <p>
          We use your browser's storage only for what the site needs to work: keeping you signed in and remembering
          small choices, such as whether you dismissed a reminder. We do not use advertising or cross-site tracking
          cookies.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'How we protect your information',
      body: (
        <ul>
          <li>Every connection to our website and services uses HTTPS encryption.</li>
          <li>Dates of birth and addresses are encrypted at rest in our database.</li>
          <li>Our logs never contain sign-in tokens, dates of birth or addresses.</li>
          <li>Card data never touches our servers: it goes straight to the payment processor's hosted checkout.</li>
          <li>Access to member data is limited to the people who need it to support you.</li>
        </ul>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep information',
      body: (
        <p>
          We keep your information while your account is open. If you ask us to delete your account, we delete your
          profile, family members and bookmarks within 30 days, except for records we must keep by law, such as invoices
          and tax records, which we keep only as long as required. Security records are kept for a limited time and then
          deleted.
        </p>
      ),
    },
    {
      id: 'agreement-record',
      title: 'The record of what you agreed to',
      body: (
        <>
          <p>
            When you join, we keep a record of what you agreed to: your plan, its price, the billing interval, the
            renewal terms we showed you and when you agreed. Automatic-renewal laws require us to keep this record.
          </p>
          <p>
            We keep it for three years after your membership ends, also if you delete your account. In that case we keep
            only this record and your e-mail address, and nothing else.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      body: (
        <>
          <p>Wherever you live in the United States, you can ask us to:</p>
          <ul>
            <li>give you a copy (export) of the personal information we hold about you;</li>
            <li>correct information that is wrong;</li>
            <li>delete your data and close your account; or</li>
            <li>stop sending you optional e-mails.</li>
          </ul>
          <p>
            You can update your profile and family members in your dashboard. For an export or deletion, e-mail{' '}
            <SupportLink subject="Privacy request" /> from the address on your account. We reply within 30 days and will
            never treat you differently for using these rights. Some states give you further rights; we honor them.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: "Children's privacy",
      body: (
        <p>
          Our website is not directed at children, and a primary member must be 18 or older. Minors take part only as
          dependents added by the card holder, who provides and manages their information. We do not knowingly collect
          information directly from a child. If you believe a child has given us information, contact us and we will
          delete it.
        </p>
      ),
    },
    {
      id: 'us-only',
      title: 'United States only',
      body: (
        <p>
          The club is for US residents only, and we store and process your information in the United States. See our{' '}
          <Link to="/terms">Terms of Service</Link> for eligibility.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          If we change this policy, we will update the "Last updated" date above. If a change materially affects how we
          use your information, we will tell you by e-mail or on the website before it takes effect. We will never start
          sharing health information with third parties for advertising.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          Questions or requests about your privacy? E-mail <SupportLink subject="Privacy question" />. Our support team
          is available 24/7.
        </p>
      ),
    },
  ],
};
