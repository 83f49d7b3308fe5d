import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import { addressSchema } from '@trademate/shared/schemas/users';
import { renderRoute } from '@/testing/render';
import { AddressFields } from './address-fields';

afterEach(cleanup);

const schema = z.object({ address: addressSchema });
type Values = z.input<typeof schema>;

function AddressForm({ onSave }: { onSave: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { address: { state: '' as Values['address']['state'], city: '' } },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSave)} noValidate>
        <AddressFields
          suburbHint="Fills in the state and city."
          statePlaceholder="Choose a state"
          cityPlaceholder="Choose a city"
        />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

const cityNames = () =>
  within(screen.getByLabelText('City'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('AddressFields', () => {
  it("offers the chosen state's cities, and empties the city when the state changes", async () => {
    const user = userEvent.setup();
    const saved: Values[] = [];
    renderRoute(<AddressForm onSave={(values) => saved.push(values)} />);
    expect(cityNames()).toEqual(['Choose a state first']);

    await user.selectOptions(screen.getByLabelText('State'), 'QLD');
    expect(cityNames()).toContain('Townsville');
    expect(cityNames()[0]).toBe('Choose a city');
    await user.selectOptions(screen.getByLabelText('City'), 'Townsville');
    await user.selectOptions(screen.getByLabelText('State'), 'TAS');
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('');
    await user.selectOptions(screen.getByLabelText('City'), 'Hobart');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.address).toMatchObject({ state: 'TAS', city: 'Hobart' });
    expect(saved[0]?.address.suburb).toBeUndefined();
  });

  it("shows the form's messages for the state and the city", async () => {
    const user = userEvent.setup();
    renderRoute(<AddressForm onSave={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const state = screen.getByLabelText('State');
    await screen.findByText(messages.validation.stateRequired);
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
  });
});
