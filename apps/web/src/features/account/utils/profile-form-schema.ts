import type { z } from 'zod';
import { offersServices, type UserType } from '@trademate/shared/constants/users';
import { updateProfileRequestSchema, type Me } from '@trademate/shared/schemas/users';

/**
 * The server's own text for a professional with no service (users.service / signupFormSchema);
 * shared does not export it yet.
 */
const SERVICES_REQUIRED = 'Choose at least one service you offer';

/** The longest bio the server keeps, read from the shared schema so the counter cannot drift. */
export const BIO_MAX_LENGTH = updateProfileRequestSchema.shape.bio.unwrap().maxLength ?? 1000;

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

/** The form's starting values: the account as the server holds it. */
export function toProfileFormInput(me: Me): ProfileFormInput {
  return {
    firstName: me.firstName,
    lastName: me.lastName,
    contactNumber: me.contactNumber,
    address: {
      state: me.address.state,
      city: me.address.city,
      postcode: me.address.postcode ?? undefined,
      suburb: me.address.suburb ?? undefined,
    },
    travelKm: me.travelKm ?? undefined,
    bio: me.bio,
    services: me.services.map((service) => service._id),
  };
}
