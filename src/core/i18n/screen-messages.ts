/**
 * Texts that download with a module's screens instead of at start (ModuleDefinition
 * `messagesWithScreens`): a module whose every text is inside its own routes and slots (the delivery
 * address picker, its sheets and its checkout block) keeps them off the home page's first download.
 * Its routes' and slots' code loaders also fetch its catalogue into the app's messages, so a screen
 * never renders before its texts are there. Once asked for, a catalogue is part of every later
 * language's start-up set (see load-messages.ts).
 */
import type { ComponentLoader } from '../registry/define-module.ts';
import type { AppLanguage } from './languages.ts';
import { loadCatalogue, type CatalogueLoader, type Messages } from './messages.ts';

type Loaders = Partial<Record<AppLanguage, CatalogueLoader>>;

/** Namespaces some screen has asked for, with their catalogues. */
const asked = new Map<string, Loaders>();
let current: Messages | null = null;
let targetReady: (messages: Messages) => void = () => {};
let target = new Promise<Messages>((resolve) => (targetReady = resolve));

/** The app's messages of the language on screen now (bootstrap calls this whenever they change). */
export function setMessagesTarget(messages: Messages): void {
  if (current === messages) return;
  current = messages;
  targetReady(messages);
  target = Promise.resolve(messages);
}

/** Whether a screen has asked for this namespace (its catalogue then loads with the others). */
export const wasAsked = (namespace: string): boolean => asked.has(namespace);

/**
 * Every namespace some screen has asked for, with its catalogues: also those of shared pieces of core
 * (`core.branches`), which no module lists, so load-messages.ts loads them again in a new language.
 */
export const askedCatalogues = (): [string, Loaders][] => [...asked];

/** Loads the namespace's catalogue into the app's messages, once per language. */
export async function ensureMessages(namespace: string, loaders: Loaders): Promise<void> {
  asked.set(namespace, loaders);
  const messages = await target;
  if (messages.hasNamespace(namespace)) return;
  const loader = loaders[messages.lang] ?? loaders.ru;
  if (!loader) return;
  const catalogue = await loadCatalogue(loader);
  // The language may have changed meanwhile: fill the messages on screen now.
  const shown = current ?? messages;
  shown.add(namespace, catalogue);
  // The screen renders once this resolves: its messages must all format by then.
  await shown.ready();
}

/** A screen's code loader that also brings its module's texts. */
export const withMessages =
  (namespace: string, loaders: Loaders, load: ComponentLoader): ComponentLoader =>
  () =>
    Promise.all([load(), ensureMessages(namespace, loaders)]).then(([component]) => component);
