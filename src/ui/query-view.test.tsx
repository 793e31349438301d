// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { firstLoad, QueryView, type QueryLike } from './query-view.tsx';

// React's act() needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const texts = {
  failed: 'Could not load',
  retry: 'Try again',
  empty: { title: 'Nothing here', message: 'Add something' },
};

function draw(query: QueryLike<string[]>) {
  return renderToStaticMarkup(
    <QueryView
      query={query}
      texts={texts}
      level={2}
      loading={<p>loading</p>}
      isEmpty={(list) => list.length === 0}
      emptyAction={<a href="/">menu</a>}
    >
      {(list) => <ul>{list.join(',')}</ul>}
    </QueryView>,
  );
}

const refetch = () => undefined;

describe('QueryView', () => {
  it('shows the loading node while the first read is on its way', () => {
    expect(draw({ data: undefined, error: null, refetch })).toBe('<p>loading</p>');
    expect(firstLoad({ data: undefined, error: null })).toBe(true);
  });

  it('shows the error as an alert with its reason and a retry that reads again', async () => {
    const again = vi.fn();
    const html = draw({ data: undefined, error: new Error('No connection'), refetch: again });
    expect(html).toContain('role="alert"');
    expect(html).toContain('<h2 class="page-state__title">Could not load</h2>');
    expect(html).toContain('No connection');
    expect(html).toContain('Try again');
    expect(firstLoad({ data: undefined, error: new Error('x') })).toBeUndefined();

    // The retry button reads again.
    const box = document.createElement('div');
    const root = createRoot(box);
    await act(async () =>
      root.render(
        <QueryView query={{ data: undefined, error: new Error('x'), refetch: again }} texts={texts}>
          {() => null}
        </QueryView>,
      ),
    );
    await act(async () => box.querySelector('button')?.click());
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps what is on screen when a later read fails', () => {
    expect(draw({ data: ['a', 'b'], error: new Error('x'), refetch })).toBe('<ul>a,b</ul>');
  });

  it('shows the empty state, with its action, when the data holds nothing', () => {
    const html = draw({ data: [], error: null, refetch });
    expect(html).toContain('Nothing here');
    expect(html).toContain('Add something');
    expect(html).toContain('<a href="/">menu</a>');
    expect(html).not.toContain('role="alert"');
  });
});
