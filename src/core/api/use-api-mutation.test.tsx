// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { StorefrontContext, type Storefront } from '../storefront.tsx';
import { createApiClient } from './client.ts';
import { ApiRequestError } from './unwrap.ts';
import { useApiMutation, type ApiMutation } from './use-api-mutation.ts';

// React's act() needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Save = ApiMutation<'favouriteSet', { productId: number }>;

/**
 * react-query tells the component of a new state on its next tick (its notifyManager schedules with
 * setTimeout 0): a timer set after that one runs after it, so the component has the state then.
 */
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Renders the hook over a client whose fetch answers `reply`; hands back the latest mutation. */
async function mount(
  reply: () => Response,
  invalidate?: readonly (readonly unknown[])[],
  later?: () => Promise<Response>,
) {
  const sent: unknown[] = [];
  const api = createApiClient({
    baseUrl: '/api',
    merchantId: () => 7,
    token: () => 'token',
    language: () => 'uz',
    fetch: async (_input, init = {}) => {
      sent.push(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
      return later ? later() : reply();
    },
  });
  const queryClient = new QueryClient();
  const seen: { current: Save | null } = { current: null };
  function Probe() {
    seen.current = useApiMutation('favouriteSet', {
      request: ({ productId }: { productId: number }) => ({ body: { productId, isFavourite: true } }),
      invalidate,
    });
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <StorefrontContext.Provider value={{ api } as unknown as Storefront}>
          <Probe />
        </StorefrontContext.Provider>
      </QueryClientProvider>,
    ),
  );
  const mutation = (): Save => {
    if (!seen.current) throw new Error('not rendered');
    return seen.current;
  };
  return { mutation, sent, queryClient };
}

describe('useApiMutation', () => {
  it('sends the named call with the request made from its variables and answers its data', async () => {
    const view = await mount(() => json({ id: 1, productId: 5, isFavourite: true }));
    let answer: unknown;
    await act(async () => {
      answer = await view.mutation().run({ productId: 5 });
      await nextTick();
    });
    expect(view.sent).toEqual([{ productId: 5, isFavourite: true }]);
    expect(answer).toEqual([null, { id: 1, productId: 5, isFavourite: true }]);
    expect(view.mutation().isSuccess).toBe(true);
  });

  it("turns the error envelope into the app's error, in the customer's language", async () => {
    const view = await mount(() => json({ code: 'NOPE', description: { ru: 'Нет', uz: "Yo'q" } }, 409));
    let answer: unknown;
    await act(async () => {
      answer = await view.mutation().run({ productId: 5 });
      await nextTick();
    });
    const [error] = answer as [ApiRequestError, null];
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: "Yo'q", status: 409, code: 'NOPE', localized: true });
    expect(error.body).toEqual({ code: 'NOPE', description: { ru: 'Нет', uz: "Yo'q" } });
    expect(view.mutation().error?.message).toBe("Yo'q");
  });

  it('is pending while the call is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const view = await mount(
      () => json({ id: 1, productId: 5, isFavourite: true }),
      undefined,
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    let pending: Promise<unknown> = Promise.resolve();
    await act(async () => {
      pending = view.mutation().run({ productId: 5 });
      await nextTick();
    });
    expect(view.mutation().isPending).toBe(true);
    await act(async () => {
      answer(json({ id: 1, productId: 5, isFavourite: true }));
      await pending;
      await nextTick();
    });
    expect(view.mutation().isPending).toBe(false);
  });

  it('reads the named queries again once the call went through, and only then', async () => {
    const failing = await mount(() => json({}, 500), [['favourites', 7]]);
    failing.queryClient.setQueryData(['favourites', 7], []);
    await act(async () => void (await failing.mutation().run({ productId: 5 })));
    expect(failing.queryClient.getQueryState(['favourites', 7])?.isInvalidated).toBe(false);

    const view = await mount(() => json({ id: 1, productId: 5, isFavourite: true }), [['favourites', 7]]);
    view.queryClient.setQueryData(['favourites', 7], []);
    await act(async () => void (await view.mutation().run({ productId: 5 })));
    expect(view.queryClient.getQueryState(['favourites', 7])?.isInvalidated).toBe(true);
  });
});
