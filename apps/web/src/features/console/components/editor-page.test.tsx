import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Input } from '@/components/ui/input';
import type { ApiError } from '@/lib/api';
import { EditorPage, EditorSaveBar, useEditorSave } from './editor-page';

afterEach(cleanup);

interface Note {
  _id: string;
  text: string;
}

function NotePage({ id, saved }: { id?: string; saved: { data?: Note; error?: unknown } }) {
  return (
    <EditorPage
      title={id ? (saved.data?.text ?? 'Note') : 'New note'}
      id={id}
      saved={saved}
      loadingLabel="Loading the note"
      editor={(note) => <p data-testid="editor">{note ? `Editing ${note.text}` : 'Writing'}</p>}
      sideTitle={(note) => `About ${note.text}`}
      side={(note) => <p data-testid="side">{note._id}</p>}
    />
  );
}

describe('EditorPage', () => {
  it('writes a new thing without the side card', () => {
    render(<NotePage saved={{}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New note');
    expect(screen.getByTestId('editor').textContent).toBe('Writing');
    expect(screen.queryByTestId('side')).not.toBeInTheDocument();
  });

  it('edits a saved thing beside its side card, after loading it', () => {
    const { rerender } = render(<NotePage id="n1" saved={{}} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the note');
    expect(screen.queryByTestId('editor')).not.toBeInTheDocument();

    rerender(<NotePage id="n1" saved={{ data: { _id: 'n1', text: 'Gutters' } }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gutters');
    expect(screen.getByTestId('editor').textContent).toBe('Editing Gutters');
    expect(screen.getByText('About Gutters').tagName).toMatch(/^H\d$/);
    expect(screen.getByTestId('side').textContent).toBe('n1');
  });

  it('shows why a saved thing cannot be opened', () => {
    render(<NotePage id="n2" saved={{ error: { message: 'There is no such note' } }} />);
    expect(screen.getByRole('alert').textContent).toBe('There is no such note');
    expect(screen.queryByTestId('editor')).not.toBeInTheDocument();
  });
});

const noteSchema = z.object({ text: z.string().trim().min(2, { error: 'Write a note' }) });

function NoteEditor({
  isNew,
  save,
}: {
  isNew: boolean;
  save: (text: string) => Promise<string | null>;
}) {
  const form = useForm({ resolver: zodResolver(noteSchema), defaultValues: { text: '' } });
  const { status, onSubmit } = useEditorSave(form, ['text'], (input) => save(input.text));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Input label="Note" error={form.formState.errors.text?.message} {...form.register('text')} />
      <EditorSaveBar isNew={isNew} isSaving={false} status={status} />
    </form>
  );
}

describe('useEditorSave and EditorSaveBar', () => {
  it('saves a checked form and says what saving answered', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    render(<NoteEditor isNew={false} save={async (text) => (saved.push(text), 'Saved')} />);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = await screen.findByText('Write a note');
    expect(screen.getByLabelText('Note').getAttribute('aria-describedby')).toContain(message.id);
    expect(saved).toEqual([]);

    await user.type(screen.getByLabelText('Note'), '  Gutters  ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(saved).toEqual(['Gutters']);
  });

  it("puts a refusal on the field it names and under the form; a new thing's save says nothing", async () => {
    const user = userEvent.setup();
    const refusal: ApiError = {
      status: 400,
      message: 'Check the note',
      errors: [{ path: 'text', message: 'That note exists' }],
    };
    const { rerender } = render(<NoteEditor isNew save={() => Promise.reject(refusal)} />);
    await user.type(screen.getByLabelText('Note'), 'Gutters');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Check the note');
    expect(screen.getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('That note exists').tagName).toBe('P');

    const created: string[] = [];
    rerender(<NoteEditor isNew save={(text) => (created.push(text), Promise.resolve(null))} />);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(created).toEqual(['Gutters']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
