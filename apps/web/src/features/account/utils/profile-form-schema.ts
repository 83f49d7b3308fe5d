import type { z } from 'zod';
import { offersServices, type UserType } from '@trademate/shared/constants/users';
import { updateProfileRequestSchema } from '@trademate/shared/schemas/users';

// The profile form's checks, apart from its values: the form loads this (and zod with it) when it
// first checks, so the page comes without them (decision 097).

/**
 * The server's own text for a professional with no service (users.service / signupFormSchema);
 * shared does not export it yet.
 */
const SERVICES_REQUIRED = 'Choose at least one service you offer';

/**
 * The profile form: the shared update request with every field required (the request itself is a
 * partial update). Professionals and apprentices must keep at least one service; a client's form
 * carries an empty list that is never sent.
 */
export function createProfileFormSchema(userType: UserType) {
  return (
    updateProfileRequestSchema
      .required()
      // Only professionals set how far they travel.
      .extend({ travelKm: updateProfileRequestSchema.shape.travelKm })
      .superRefine((form, ctx) => {
        if (offersServices(userType) && form.services.length === 0) {
          ctx.addIssue({ code: 'custom', message: SERVICES_REQUIRED, path: ['services'] });
        }
      })
  );
}

type ProfileFormSchema = ReturnType<typeof createProfileFormSchema>;
export type ProfileFormInput = z.input<ProfileFormSchema>;
export type ProfileFormValues = z.output<ProfileFormSchema>;
