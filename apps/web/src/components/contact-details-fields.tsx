import { useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { stateNames, states } from '@trademate/shared/constants/states';
import { citiesFor } from '@trademate/shared/schemas/users';
import { Input } from './ui/input';
import { Select } from './ui/select';

interface ContactDetails {
  firstName: string;
  lastName: string;
  contactNumber: string;
  address: { state: string; city: string };
}

const stateOptions = states.map((state) => ({ value: state, label: stateNames[state] }));

/**
 * Names, phone, and state → city, for any form (sign-up, profile) holding those fields; read through
 * the surrounding `<FormProvider>`. Choosing another state empties the city.
 */
export function ContactDetailsFields() {
  const { register, resetField, control, formState } = useFormContext<ContactDetails>();
  const errors: FieldErrors<ContactDetails> = formState.errors;
  const chosenState = useWatch({ control, name: 'address.state' });
  const cityOptions = citiesFor(chosenState).map((city) => ({ value: city, label: city }));

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
      <Select
        label="State"
        placeholder="Choose your state"
        options={stateOptions}
        error={errors.address?.state?.message}
        {...register('address.state', {
          onChange: () => resetField('address.city', { defaultValue: '' }),
        })}
      />
      <Select
        label="City"
        placeholder={chosenState ? 'Choose your city' : 'Choose a state first'}
        options={cityOptions}
        error={errors.address?.city?.message}
        {...register('address.city')}
      />
    </>
  );
}
