import type { Me } from '@trademate/shared/schemas/users';
import type { ProfileFormInput } from './profile-form-schema';

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
