import { z } from 'zod';
import { requestObject, requestText } from './request-body';
import { TimeZoneSchema } from './time-zone';

export const PERSON_CODE_LABELS = { 1: 'Card Holder', 2: 'Spouse', 3: 'Dependent Child', 4: 'Other' } as const;
export const MembershipStatusSchema = z.enum(['active', 'suspended', 'inactive']);
export type MembershipStatus = z.infer<typeof MembershipStatusSchema>;

const MembershipBase = z.object({
  id: z.number().int(),
  member_number: z.string(),
  /** member_number + "-" + two digits; 01 is the card holder. */
  full_member_id: z.string(),
  status: MembershipStatusSchema,
  /** status is active (the card works at the counter). */
  active: z.boolean(),
  profile_completed: z.boolean(),
  display_name: z.string(),
  person_code: z.number().int().min(1).max(4),
  person_code_label: z.string(),
  date_of_birth: z.string().nullable(),
  sex: z.enum(['male', 'female', 'unknown']).nullable(),
  /** A pet's species (its person code is 4); null for a person. */
  species: z.enum(['dog', 'cat', 'other']).nullable(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }).nullable(),
  group_code: z.string(),
  bin_number: z.string(),
  /** The title printed on the card: "<plan> Member Card", or "Premium Member Card". */
  card_title: z.string(),
});

export const MembershipSchema = MembershipBase.extend({
  family_members: z.array(MembershipBase),
  family_plan_eligible: z.boolean(),
  can_add_family_members: z.boolean(),
  available_family_member_slots: z.number().int(),
});
export type Membership = z.infer<typeof MembershipSchema>;
export type FamilyMembership = z.infer<typeof MembershipBase>;

export const MembershipResponseSchema = z.object({ membership: MembershipSchema });
export const MembershipListResponseSchema = z.object({ memberships: z.array(MembershipSchema) });

/**
 * The six profile fields (docs/product.md §3): text or nothing, no other field. The rules (required,
 * formats, the lengths a form shows) live in profile-rules.ts and family-rules.ts.
 */
const ProfileFieldsSchema = requestObject(
  {
    date_of_birth: requestText('date_of_birth', 50).nullish(),
    sex: requestText('sex', 50).nullish(),
    address_street: requestText('address_street', 500).nullish(),
    address_city: requestText('address_city', 500).nullish(),
    address_state: requestText('address_state', 50).nullish(),
    address_zip: requestText('address_zip', 50).nullish(),
  },
  'profile must be an object with the six profile fields',
);

/** A family member's profile: the six fields. */
export const ProfilePayloadSchema = requestObject(
  { profile: ProfileFieldsSchema },
  'The request body must be a JSON object with profile',
);

/**
 * The card holder's own profile, with their browser's time zone: members who joined before
 * checkout sent one get it kept the next time they save (their e-mails' dates, docs/product.md §10).
 */
export const PrimaryProfilePayloadSchema = requestObject(
  { profile: ProfileFieldsSchema, time_zone: TimeZoneSchema.optional() },
  'The request body must be a JSON object with profile',
);
export type PrimaryProfilePayload = z.input<typeof PrimaryProfilePayloadSchema>;

export const UpdateProfileResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  errors: z.array(z.string()),
  membership: MembershipSchema.nullable(),
});
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;

/** GET /users/profile (docs/product.md §3 User profile response). */
export const UserProfileResponseSchema = z.object({
  user: z.object({
    name: z.string().nullable(),
    email: z.string(),
    memberId: z.string().nullable(),
    binNumber: z.string().nullable(),
    groupCode: z.string().nullable(),
  }),
  membership: z.object({
    status: z.string(),
    plan: z
      .object({
        name: z.string(),
        type: z.string(),
        billingCycle: z.string(),
        price: z.number(),
        features: z.array(z.unknown()),
      })
      .nullable(),
    startDate: z.string().nullable(),
    nextBillingDate: z.string().nullable(),
    autoRenew: z.boolean(),
    binNumber: z.string().nullable(),
    groupCode: z.string().nullable(),
  }),
  billing: z.object({
    paymentMethod: z
      .object({
        type: z.string(),
        last4: z.string(),
        expiryMonth: z.number(),
        expiryYear: z.number(),
        brand: z.string(),
      })
      .nullable(),
    billingAddress: z
      .object({
        street: z.string().nullable(),
        city: z.string().nullable(),
        state: z.string().nullable(),
        zipCode: z.string().nullable(),
      })
      .nullable(),
    invoices: z.array(z.unknown()),
  }),
  family_members: z.array(
    z.object({
      name: z.string(),
      id: z.number().int(),
      dateOfBirth: z.string().nullable(),
      relationship: z.string(),
      memberId: z.string(),
    }),
  ),
});
export type UserProfileResponse = z.infer<typeof UserProfileResponseSchema>;
