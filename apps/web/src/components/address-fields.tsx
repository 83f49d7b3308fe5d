import { useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { flushSync } from 'react-dom';
import { citiesFor, stateNames, states } from '@trademate/shared/constants/states';
import { Select } from './ui/select';
import { SuburbPicker } from './suburb-picker';

interface WithAddress {
  address: { state: string; city: string; postcode?: string; suburb?: string };
}

const stateOptions = states.map((state) => ({ value: state, label: stateNames[state] }));

/**
 * Suburb, and state → city, for any form holding an `address` (sign-up, profile, a job); read
 * through the surrounding `<FormProvider>`. Choosing a suburb fills the state and city; choosing
 * another state or city by hand forgets the suburb; another state empties the city. `markDirty`
 * counts those changes as the person's own (a form that saves only what changed).
 */
export function AddressFields({
  suburbHint,
  statePlaceholder,
  cityPlaceholder,
  markDirty = false,
}: {
  suburbHint: string;
  statePlaceholder: string;
  cityPlaceholder: string;
  markDirty?: boolean;
}) {
  const { register, resetField, setValue, control, formState } = useFormContext<WithAddress>();
  const errors: FieldErrors<WithAddress> = formState.errors;
  const [chosenState, postcode, suburb] = useWatch({
    control,
    name: ['address.state', 'address.postcode', 'address.suburb'],
  });
  const dirty = markDirty ? { shouldDirty: true } : {};
  const forgetSuburb = () => {
    setValue('address.postcode', undefined, dirty);
    setValue('address.suburb', undefined, dirty);
  };
  const cityOptions = citiesFor(chosenState).map((city) => ({ value: city, label: city }));

  return (
    <>
      <SuburbPicker
        className="sm:col-span-2"
        value={postcode && suburb ? { postcode, suburb, state: chosenState } : null}
        hint={suburbHint}
        error={errors.address?.suburb?.message ?? errors.address?.postcode?.message}
        onChoose={(place) => {
          if (!place) return forgetSuburb();
          const options = { ...dirty, shouldValidate: true };
          setValue('address.postcode', place.postcode, options);
          setValue('address.suburb', place.suburb, options);
          // The city list follows the state: it must hold the suburb's city before that is set.
          flushSync(() => setValue('address.state', place.state, options));
          setValue('address.city', place.city, options);
        }}
      />
      <Select
        label="State"
        placeholder={statePlaceholder}
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
        placeholder={chosenState ? cityPlaceholder : 'Choose a state first'}
        options={cityOptions}
        error={errors.address?.city?.message}
        {...register('address.city', { onChange: forgetSuburb })}
      />
    </>
  );
}
