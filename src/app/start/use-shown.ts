/**
 * What the page shows: settings, language and their messages, which move together. A module switched
 * on or a language switched to shows only once its messages are loaded, so message ids never flash.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Settings } from '../../contract/index.ts';
import type { Messages } from '../../core/i18n/messages.ts';
import { DEFAULT_LANGUAGE, directionOf, type AppLanguage } from '../../core/i18n/languages.ts';
import { setMessagesTarget } from '../../core/i18n/screen-messages.ts';
import type { ModuleDefinition } from '../../core/registry/define-module.ts';
import { loadMessages, messagesQueryKey } from './load-messages.ts';

export interface Shown {
  settings: Settings;
  lang: AppLanguage;
  messages: Messages;
}

export function useShown(
  settings: Settings | undefined,
  lang: AppLanguage | null,
  modules: readonly ModuleDefinition[],
) {
  const messagesQuery = useQuery({
    queryKey: messagesQueryKey(lang, modules),
    queryFn: () => loadMessages(lang ?? DEFAULT_LANGUAGE, modules),
    enabled: lang !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

  const [shown, setShown] = useState<Shown | null>(null);
  const fresh = messagesQuery.data && !messagesQuery.isPlaceholderData ? messagesQuery.data : null;
  if (
    fresh &&
    settings &&
    lang &&
    (shown?.settings !== settings || shown.lang !== lang || shown.messages !== fresh)
  ) {
    setShown({ settings, lang, messages: fresh });
  }
  useEffect(() => {
    if (!shown) return;
    // Screens whose texts come with them (screen-messages.ts) fill the messages on screen.
    setMessagesTarget(shown.messages);
    document.documentElement.lang = shown.lang;
    document.documentElement.dir = directionOf(shown.lang);
  }, [shown]);
  return { shown, messagesQuery };
}
