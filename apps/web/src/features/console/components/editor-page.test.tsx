import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorPage } from './editor-page';

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
    expect(screen.queryByTestId('side')).toBeNull();
  });

  it('edits a saved thing beside its side card, after loading it', () => {
    const { rerender } = render(<NotePage id="n1" saved={{}} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the note');
    expect(screen.queryByTestId('editor')).toBeNull();

    rerender(<NotePage id="n1" saved={{ data: { _id: 'n1', text: 'Gutters' } }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gutters');
    expect(screen.getByTestId('editor').textContent).toBe('Editing Gutters');
    expect(screen.getByText('About Gutters').tagName).toMatch(/^H\d$/);
    expect(screen.getByTestId('side').textContent).toBe('n1');
  });

  it('shows why a saved thing cannot be opened', () => {
    render(<NotePage id="n2" saved={{ error: { message: 'There is no such note' } }} />);
    expect(screen.getByRole('alert').textContent).toBe('There is no such note');
    expect(screen.queryByTestId('editor')).toBeNull();
  });
});
