import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SITE } from '../../../lib/site';
import { type LegalDocument, SupportLink } from '../components/legal-page';

const site = SITE.name;

/** The Disclaimer: short enough to read in full, so it has no table of contents. */
export const DISCLAIMER: LegalDocument = {
  title: msg`Disclaimer`,
  dated: msg`Effective October 9, 2025`,
  showToc: false,
  intro: (
    <p>
      <Trans>
        Please read this disclaimer before you join or use {site}. It explains what the club is, what it is not, and how
        to read the prices and savings shown on our website.
      </Trans>
    </p>
  ),
  sections: [
    {
      id: 'not-insurance',
      title: msg`This is not insurance`,
      body: (
        <>
          <p>
            <Trans>
              <strong>{site} is a prescription discount membership. It is not insurance.</strong> It is not a health
              plan, and it is not a Medicare or Medicaid plan or any other government health program.
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
                The club does not pay for your prescriptions. You pay the participating pharmacy the discounted price in
                full when you pick up your medication.
              </Trans>
            </li>
            <li>
              <Trans>
                If you have insurance, the card can be used instead of it, but not together with it, on a prescription.
                Amounts paid with the card generally do not count toward a deductible or out-of-pocket maximum.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'discounts-vary',
      title: msg`Discount amounts vary`,
      body: (
        <p>
          <Trans>
            Discounts depend on the medication, its strength and form, the quantity and day supply, and the pharmacy.
            Some medications may have no discount, and the card price may sometimes be higher than your insurance copay.
            Savings figures in our marketing, such as "up to 85%", are based on our 2024 pricing data and compare member
            prices with pharmacies' usual cash prices; your own savings on a given prescription may be lower.
          </Trans>
        </p>
      ),
    },
    {
      id: 'participating-pharmacies',
      title: msg`Participating pharmacies only`,
      body: (
        <p>
          <Trans>
            Discounts are available only at participating pharmacies in the United States. The list of participating
            pharmacies can change at any time, and a pharmacy may stop participating without notice. Prices may change
            and are confirmed by the pharmacy at the counter. Pharmacies are independent businesses; we are not
            responsible for their services or decisions.
          </Trans>
        </p>
      ),
    },
    {
      id: 'no-medical-advice',
      title: msg`No medical advice`,
      body: (
        <p>
          <Trans>
            Nothing on our website, in the app or from our support team is medical, pharmacy or veterinary advice. We do
            not recommend medications or decide whether a medication is right for you or your pet. Always follow the
            advice of your doctor, pharmacist or veterinarian, and never change or stop a medication because of a price
            shown here. In an emergency, call 911.
          </Trans>
        </p>
      ),
    },
    {
      id: 'sample-prices',
      title: msg`Sample prices are estimates`,
      body: (
        <p>
          <Trans>
            Prices, savings and "member price" examples on our website, including the Savings Estimator and the member
            savings examples, are estimates for illustration. They are based on typical cash prices and are not a quote
            or a guarantee. The price you pay is the one the pharmacy charges at the time of purchase.
          </Trans>
        </p>
      ),
    },
    {
      id: 'more-information',
      title: msg`More information`,
      body: (
        <p>
          <Trans>
            Your membership is governed by our <Link to="/terms">Terms of Service</Link>, and our{' '}
            <Link to="/privacy">Privacy Policy</Link> explains how we handle your information. Questions? E-mail{' '}
            <SupportLink subject="Disclaimer question" />.
          </Trans>
        </p>
      ),
    },
  ],
};
