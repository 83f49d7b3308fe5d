import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CountedTextarea } from './counted-textarea';

afterEach(cleanup);

const schema = z.object({ note: z.string().max(10, { error: 'Keep it to 10 characters' }) });
type Values = z.infer<typeof schema>;

function NoteForm({ onSave }: { onSave: (values: Values) => void }) {
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { note: 'Hi' } });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <CountedTextarea
        control={control}
        name="note"
        limit={10}
        label="Note"
        error={errors.note?.message}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('CountedTextarea', () => {
  it('counts the characters as they are typed, and hands the text to the form', async () => {
    const user = userEvent.setup();
    const saved: Values[] = [];
    render(<NoteForm onSave={(values) => saved.push(values)} />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    const count = screen.getByText(/^2 \/ 10/);
    expect(count.textContent).toBe('2 / 10 characters');
    expect(note).toHaveAttribute('aria-describedby', count.id);

    await user.type(note, ' there');
    expect(screen.getByText(/^8 \/ 10/).textContent).toBe('8 / 10 characters');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([{ note: 'Hi there' }]);
  });

  it("keeps a text over the limit, marks the count, and shows the schema's message", async () => {
    const user = userEvent.setup();
    const saved: Values[] = [];
    render(<NoteForm onSave={(values) => saved.push(values)} />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), ', how are you?');

    const count = screen.getByText(/^16 \/ 10/);
    expect(count.className).toContain('text-red-600');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Keep it to 10 characters');
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note.getAttribute('aria-describedby')).toContain(message.id);
    expect(saved).toEqual([]);
  });
});
