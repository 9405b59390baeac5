import { z } from 'zod';
import { LocaleSchema } from './locale-schema';
import { LOCALES } from './locales';
import { requestObject } from './request-body';

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** The external identity id from the sign-in provider. */
  workos_id: z.string(),
  name: z.string().nullable(),
  /** The language of the member's e-mails, card back and wallet passes. */
  locale: z.enum(LOCALES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;
export const UserListResponseSchema = z.object({ users: z.array(UserSchema) });

/** Only the name can be changed by a member; email and identity come from sign-in. */
export const UpdateUserRequestSchema = requestObject(
  {
    user: requestObject(
      {
        name: z
          .string({ error: 'Name must be text' })
          .trim()
          .min(1, { error: 'Name is required' })
          .max(100, { error: 'Name must be at most 100 characters' }),
      },
      'user must be an object with a name',
    ),
  },
  'The request body must be a JSON object with user',
);
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

/** PUT /users/me/locale: the language the member's e-mails, card back and wallet passes use. */
export const UpdateLocaleRequestSchema = requestObject(
  { locale: LocaleSchema },
  'The request body must be a JSON object with locale',
);
export type UpdateLocaleRequest = z.infer<typeof UpdateLocaleRequestSchema>;

/** The member's account after PUT /users/me/locale, and whether the language changed (their cards' titles did too). */
export const UpdateLocaleResponseSchema = z.object({ user: UserSchema, changed: z.boolean() });
export type UpdateLocaleResponse = z.infer<typeof UpdateLocaleResponseSchema>;
