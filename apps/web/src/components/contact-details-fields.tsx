import { useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { flushSync } from 'react-dom';
import { stateNames, states } from '@trademate/shared/constants/states';
import { citiesFor } from '@trademate/shared/schemas/users';
import { Input } from './ui/input';
import { Select } from './ui/select';
import { SuburbPicker } from './suburb-picker';

interface ContactDetails {
  firstName: string;
  lastName: string;
  contactNumber: string;
  address: { state: string; city: string; postcode?: string; suburb?: string };
}

const stateOptions = states.map((state) => ({ value: state, label: stateNames[state] }));

/**
 * Names, phone, suburb, and state → city, for any form (sign-up, profile) holding those fields;
 * read through the surrounding `<FormProvider>`. Choosing a suburb fills the state and city;
 * choosing another state or city by hand forgets the suburb; another state empties the city.
 */
export function ContactDetailsFields() {
  const { register, resetField, setValue, control, formState } = useFormContext<ContactDetails>();
  const errors: FieldErrors<ContactDetails> = formState.errors;
  const chosenState = useWatch({ control, name: 'address.state' });
  const postcode = useWatch({ control, name: 'address.postcode' });
  const suburb = useWatch({ control, name: 'address.suburb' });
  const forgetSuburb = () => {
    setValue('address.postcode', undefined, { shouldDirty: true });
    setValue('address.suburb', undefined, { shouldDirty: true });
  };
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
      <SuburbPicker
        className="sm:col-span-2"
        value={postcode && suburb ? { postcode, suburb, state: chosenState } : null}
        hint="Fills in your state and city, and shows how far away people and work are."
        error={errors.address?.suburb?.message ?? errors.address?.postcode?.message}
        onChoose={(place) => {
          if (!place) return forgetSuburb();
          const options = { shouldDirty: true, shouldValidate: true };
          setValue('address.postcode', place.postcode, options);
          setValue('address.suburb', place.suburb, options);
          // The city list follows the state: it must hold the suburb's city before that is set.
          flushSync(() => setValue('address.state', place.state, options));
          setValue('address.city', place.city, options);
        }}
      />
      <Select
        label="State"
        placeholder="Choose your state"
        options={stateOptions}
        error={errors.address?.state?.message}
        {...register('address.state', {
          onChange: () => {
            resetField('address.city', { defaultValue: '' });
            forgetSuburb();
          },
        })}
      />
      <Select
        label="City"
        placeholder={chosenState ? 'Choose your city' : 'Choose a state first'}
        options={cityOptions}
        error={errors.address?.city?.message}
        {...register('address.city', { onChange: forgetSuburb })}
      />
    </>
  );
}
