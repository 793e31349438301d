/**
 * Whether this page was reached from another page of the storefront, so that "back" may step back
 * in history. React Router numbers its own history entries (`idx` in history.state, 0 for the page
 * the visit began on); a customer who came from a search engine, an ad or a shared link starts at 0,
 * and stepping back would leave the store: their back goes to the menu instead.
 */
export const cameFromApp = (): boolean => {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
};
