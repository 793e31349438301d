/**
 * The global route step (spec section 2): a leading language segment (ru or uz) and a page segment
 * (1 or 2) are removed from the path and remembered in the `lang` and `page` cookies.
 *
 * Decision: the visitor is sent to what remains of the path ("/" when nothing remains) rather than
 * always to "/", so that a shared deep link such as /uz/product/12 still opens the product.
 */
export interface RouteStep {
  lang?: 'ru' | 'uz';
  page?: '1' | '2';
  /** Where to go after the step; equals the input when nothing was removed. */
  path: string;
}

export function routeStep(pathname: string): RouteStep {
  const segments = pathname.split('/').filter(Boolean);
  const step: RouteStep = { path: pathname };
  let i = 0;
  if (segments[i] === 'ru' || segments[i] === 'uz') step.lang = segments[i++] as 'ru' | 'uz';
  if (segments[i] === '1' || segments[i] === '2') step.page = segments[i++] as '1' | '2';
  if (i > 0) step.path = `/${segments.slice(i).join('/')}`;
  return step;
}
