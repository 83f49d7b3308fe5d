import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button } from './button';

function Buttons({ onPress }: { onPress: () => void }) {
  return (
    <form>
      <Button onClick={onPress}>Load more</Button>
      <Button type="submit">Find a service</Button>
    </form>
  );
}

describe('Button', () => {
  it('on a page the server drew, waits for the app before a script-only button takes a press', () => {
    const onPress = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Buttons onPress={onPress} />);
    document.body.append(container);
    const loadMore = container.querySelector('button[type="button"]') as HTMLButtonElement;
    const submit = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    // As the server sent it: the submit button works without the app, the other cannot yet.
    expect(loadMore.disabled).toBe(true);
    expect(submit.disabled).toBe(false);

    render(<Buttons onPress={onPress} />, { container, hydrate: true });
    // The same element, taken over and enabled.
    expect(container.querySelector('button[type="button"]')).toBe(loadMore);
    expect(loadMore.disabled).toBe(false);
    loadMore.click();
    expect(onPress).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('is enabled from the start on a page the app draws itself', () => {
    render(<Buttons onPress={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });
});
