import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownEditor, MarkdownPreview } from './markdown-editor';

afterEach(cleanup);

function Editor({ onSave }: { onSave: (markdown: string) => void }) {
  const { register, control, handleSubmit } = useForm({ defaultValues: { markdown: '' } });
  const markdown = useWatch({ control, name: 'markdown' });
  return (
    <form onSubmit={handleSubmit((values) => onSave(values.markdown))}>
      <MarkdownEditor
        label="Text"
        field={register('markdown')}
        preview={() => (
          <MarkdownPreview
            markdown={markdown}
            emptyText="Write something first"
            testId="preview"
            before={<h2>The subject</h2>}
            after={<p>The footer</p>}
          />
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('MarkdownEditor', () => {
  it('shows the blocks readers get in its preview and keeps the text between the tabs', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    render(<Editor onSave={(markdown) => saved.push(markdown)} />);
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('Write something first').tagName).toBe('P');
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    await user.type(screen.getByLabelText('Text'), 'Hello **there**.{enter}{enter}## A heading');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));

    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('Text')).not.toBeInTheDocument();
    const preview = screen.getByTestId('preview');
    expect(
      within(preview)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['The subject', 'A heading']);
    expect(preview.textContent).toMatch(/^The subject.*Hello there\..*A heading.*The footer$/);

    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe(
      'Hello **there**.\n\n## A heading',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual(['Hello **there**.\n\n## A heading']);
  });

  it("says why Markdown cannot be shown, in the caller's words when it gives them", () => {
    render(
      <MarkdownPreview
        markdown={'```\ncode\n```'}
        emptyText="Write something first"
        describeError={(error) => `Not here: ${error.kind ?? ''}`}
        testId="preview"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Not here: code blocks');
    expect(screen.queryByTestId('preview')).not.toBeInTheDocument();
  });
});
