import { z } from 'zod';
import { ErrorCodeSchema } from './errors';
import type { NewFamilyMember } from './family-rules';
import { MembershipSchema, ProfilePayloadSchema, UserProfileResponseSchema } from './memberships';

/**
 * The family member endpoints (spec §7). The bodies only fix their shape here: the fields are
 * checked by family-rules.ts, so a form gets every message at once, in the spec's words.
 */
const FamilyMemberFieldsSchema = z.object(
  {
    display_name: z.unknown().optional().describe('2 to 50 characters after trimming'),
    person_code: z.unknown().optional().describe('2 Spouse, 3 Dependent Child, 4 Other'),
  },
  { error: 'membership must be an object with display_name and person_code' },
);

/** POST /memberships: both fields are required. */
export const AddFamilyMemberRequestSchema = z.object({ membership: FamilyMemberFieldsSchema });
export type AddFamilyMemberRequest = { membership: NewFamilyMember };

/** PATCH /memberships/{id}: the fields sent are changed, the others kept. */
export const UpdateFamilyMemberRequestSchema = z.object({ membership: FamilyMemberFieldsSchema });
export type UpdateFamilyMemberRequest = { membership: Partial<NewFamilyMember> };

/** PATCH /memberships/{id}/complete_profile: the six profile fields (spec §3 Profile payload). */
export const CompleteFamilyProfileRequestSchema = ProfilePayloadSchema;

/**
 * Every family write answers this (spec §7: success and errors). `membership` is the member
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
