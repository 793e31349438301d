/**
 * The global route step (spec section 2): a leading language segment and a page segment (1 or 2)
 * are removed from the path and remembered in the `lang` and `page` cookies.
 *
 * The spec names ru and uz; every interface language has its link the same way (/en/, /ar/, /kk/,
 * /tr/, /zh/), and the backend's own spellings of two of them (/eng/, /kz/) lead to the same place,
 * since merchants write them in their links as their settings spell them.
 *
 * Decision: the visitor is sent to what remains of the path ("/" when nothing remains) rather than
 * always to "/", so that a shared deep link such as /uz/product/12 still opens the product. Whether
 * the language is one the merchant has on is decided later, once the settings are known
 * (use-language-choice.ts): a link in a language the merchant does not offer still opens its page,
 * in the language the customer would otherwise get.
 */
import type { BackendLanguage } from '../../contract/index.ts';
import { appLanguageOf, isAppLanguage, type AppLanguage } from '../i18n/languages.ts';

export interface RouteStep {
  lang?: AppLanguage;
  page?: '1' | '2';
  /** Where to go after the step; equals the input when nothing was removed. */
  path: string;
}

/** Backend spellings that are not interface language tags themselves. */
const backendSpellings: Partial<Record<string, BackendLanguage>> = { eng: 'eng', kz: 'kz' };

/** The interface language a path segment names, if it names one (case as written: /RU/ is a path). */
export function languageOfSegment(segment: string | undefined): AppLanguage | undefined {
  if (isAppLanguage(segment)) return segment;
  const backend = segment === undefined ? undefined : backendSpellings[segment];
  return backend ? appLanguageOf(backend) : undefined;
}

export function routeStep(pathname: string): RouteStep {
  const segments = pathname.split('/').filter(Boolean);
  const step: RouteStep = { path: pathname };
  let i = 0;
  const lang = languageOfSegment(segments[i]);
  if (lang) {
    step.lang = lang;
    i++;
  }
  if (segments[i] === '1' || segments[i] === '2') step.page = segments[i++] as '1' | '2';
  if (i > 0) step.path = `/${segments.slice(i).join('/')}`;
  return step;
}
