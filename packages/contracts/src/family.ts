import { z } from 'zod';
import { ErrorCodeSchema } from './errors';
import type { NewFamilyMember } from './family-rules';
import { MembershipSchema, ProfilePayloadSchema, UserProfileResponseSchema } from './memberships';
import { requestObject, requestText } from './request-body';

/**
 * The family member endpoints (docs/product.md §7). The bodies fix their shape here (no other field, text
 * as text, no abusive length); the values are checked by family-rules.ts, so a form gets every
 * message at once, in docs/product.md's words.
 */
const FamilyMemberFieldsSchema = requestObject(
  {
    display_name: requestText('display_name', 500).nullish().describe('2 to 50 characters after trimming'),
    person_code: z.unknown().optional().describe('2 Spouse, 3 Dependent Child, 4 Other'),
    species: z.unknown().optional().describe('dog, cat or other for a pet (person code 4 only); null for a person'),
  },
  'membership must be an object with display_name and person_code',
);

const familyMemberBody = () =>
  requestObject({ membership: FamilyMemberFieldsSchema }, 'The request body must be a JSON object with membership');

/** POST /memberships: both fields are required. */
export const AddFamilyMemberRequestSchema = familyMemberBody();
export type AddFamilyMemberRequest = { membership: NewFamilyMember };

/** PATCH /memberships/{id}: the fields sent are changed, the others kept. */
export const UpdateFamilyMemberRequestSchema = familyMemberBody();
export type UpdateFamilyMemberRequest = { membership: Partial<NewFamilyMember> };

/** PATCH /memberships/{id}/complete_profile: the six profile fields (docs/product.md §3 Profile payload). */
export const CompleteFamilyProfileRequestSchema = ProfilePayloadSchema;

/**
 * Every family write answers this (docs/product.md §7: success and errors). `membership` is the member
 * added or changed; a refusal carries `message` and every reason in `errors`.
 */
export const FamilyMemberResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  code: ErrorCodeSchema.optional(),
  errors: z.array(z.string()),
  membership: MembershipSchema.nullable(),
});
export type FamilyMemberResponse = z.infer<typeof FamilyMemberResponseSchema>;

/** GET /users/family_members: the legacy list, as in the profile response. */
export const FamilyMembersResponseSchema = z.object({
  family_members: UserProfileResponseSchema.shape.family_members,
});
export type FamilyMembersResponse = z.infer<typeof FamilyMembersResponseSchema>;
