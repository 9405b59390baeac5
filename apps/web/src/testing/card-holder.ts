import { PROFILE_MODAL_DISMISSED_KEY } from '../features/memberships/membership';
import { signInAs } from './factories';
import { seedMockFamily, seedMockPlan } from './family-handlers';
import { seedMockPrimaryProfile } from './member-handlers';

/** The card holder's own profile in the tests: an address in Boise (buildCompletedMembership has the same). */
export const HOME_PROFILE = {
  date_of_birth: '1985-04-12',
  sex: 'female',
  address_street: '12 Main St',
  address_city: 'Boise',
  address_state: 'ID',
  address_zip: '83702',
} as const;

type Dependent = Parameters<typeof seedMockFamily>[0][number];

type CardHolder = {
  /** The mock plan's name: 'Individual', 'Family', 'Partner/Pet'. */
  plan: string;
  /** false: no profile yet, and the complete-profile modal counts as dismissed so it does not cover the page. */
  profileComplete?: boolean;
  /** Dependents, oldest first; a name alone is a spouse without a profile. */
  family?: (string | Dependent)[];
};

/**
 * Jamie Rivera, user 1 of the mock API, signed in with a live subscription to `plan`, their own
 * profile HOME_PROFILE unless said otherwise, and the dependents given.
 */
export function signInCardHolder({ plan, profileComplete = true, family }: CardHolder) {
  signInAs({ name: 'Jamie Rivera' });
  seedMockPlan(plan);
  if (profileComplete) seedMockPrimaryProfile(HOME_PROFILE);
  else window.localStorage.setItem(PROFILE_MODAL_DISMISSED_KEY, 'true');
  if (family) seedMockFamily(family.map((member) => (typeof member === 'string' ? { display_name: member } : member)));
}
