import { useFormContext, type FieldErrors } from 'react-hook-form';
import { AddressFields } from './address-fields';
import { Input } from './ui/input';

interface ContactDetails {
  firstName: string;
  lastName: string;
  contactNumber: string;
}

/**
 * Names, phone and the address fields, for any form (sign-up, profile) holding those fields;
 * read through the surrounding `<FormProvider>`.
 */
export function ContactDetailsFields() {
  const { register, formState } = useFormContext<ContactDetails>();
  const errors: FieldErrors<ContactDetails> = formState.errors;

  return (
    <>
      <Input
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <Input
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <Input
        className="sm:col-span-2"
        label="Contact number"
        type="tel"
        autoComplete="tel"
        placeholder="04xx xxx xxx"
        error={errors.contactNumber?.message}
        {...register('contactNumber')}
      />
      <AddressFields
        suburbHint="Fills in your state and city, and shows how far away people and work are."
        statePlaceholder="Choose your state"
        cityPlaceholder="Choose your city"
        markDirty
      />
    </>
  );
}
