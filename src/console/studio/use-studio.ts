/**
 * The studio's state: the saved settings and their version, a draft per variant (kept until saved or
 * dropped; a reload of the page keeps it too, per merchant), the draft's problems, saving (refused
 * when invalid, or when someone saved since: then the saved settings are read again and the draft
 * kept, so nothing typed is lost), and the versions with revert.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ConsoleSettings, SettingsVariant } from '../../contract/console-settings.ts';
import { unwrapOrThrow, type ApiRequestError } from '../../core/api/unwrap.ts';
import { useConsole } from '../app/console-context.ts';
import { draftProblems, linkWarnings } from './draft-check.ts';
import { historyKey, menuKey, settingsKey, useVersions } from './use-versions.ts';

type Document = Record<string, unknown>;
type Drafts = Partial<Record<SettingsVariant, Document>>;

const draftStorageKey = (merchantId: number) => `console.studio-draft.${merchantId}`;

function storedDrafts(merchantId: number): Drafts {
  try {
    const raw = sessionStorage.getItem(draftStorageKey(merchantId));
    const value: unknown = raw ? JSON.parse(raw) : {};
    return typeof value === 'object' && value !== null ? (value as Drafts) : {};
  } catch {
    return {};
  }
}

export function useStudio() {
  const { api, merchant, lang, t } = useConsole();
  const queryClient = useQueryClient();
  const [variant, setVariant] = useState<SettingsVariant>('web');
  const [drafts, setDrafts] = useState<Drafts>(() => storedDrafts(merchant.id));
  const saved = useQuery({
    queryKey: settingsKey,
    queryFn: () => unwrapOrThrow(api.call('consoleSettings')),
  });

  const keep = (next: Drafts) => {
    setDrafts(next);
    try {
      sessionStorage.setItem(draftStorageKey(merchant.id), JSON.stringify(next));
    } catch {
      // Storage full or off: the draft lives in the page.
    }
  };
  const versions = useVersions(() => keep({}));
  const savedDocument = (which: SettingsVariant): Document =>
    (which === 'web' ? saved.data?.web : (saved.data?.clickApp ?? saved.data?.web)) ?? {};
  const draftOf = (which: SettingsVariant): Document => drafts[which] ?? savedDocument(which);
  const draft = draftOf(variant);
  // JSON fields whose text does not read as JSON: the draft still holds their last readable value,
  // so saving now would silently drop what is typed there.
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(new Set());
  const markUnreadable = (key: string, broken: boolean) =>
    setUnreadable((keys) => {
      if (keys.has(key) === broken) return keys;
      const next = new Set(keys);
      if (broken) next.add(key);
      else next.delete(key);
      return next;
    });
  const problems = useMemo(() => {
    const found = draftProblems(variant, draft, lang);
    for (const key of unreadable) found[key] ??= t('studio.notJson');
    return found;
  }, [variant, draft, lang, unreadable, t]);
  const warnings = useMemo(() => linkWarnings(draft), [draft]);
  const changed =
    drafts[variant] !== undefined &&
    JSON.stringify(drafts[variant]) !== JSON.stringify(savedDocument(variant));

  const setValue = (key: string, value: unknown) => {
    const next = { ...draft };
    if (value === undefined) delete next[key];
    else next[key] = value;
    keep({ ...drafts, [variant]: next });
  };
  // Controls that keep text of their own (JSON) start again from the draft after a discard or a switch.
  const [generation, setGeneration] = useState(0);
  const restart = () => {
    setUnreadable(new Set());
    setGeneration((n) => n + 1);
  };
  const drop = () => {
    restart();
    const next = { ...drafts };
    delete next[variant];
    keep(next);
  };

  const settled = (data: ConsoleSettings) => {
    queryClient.setQueryData(settingsKey, data);
    void queryClient.invalidateQueries({ queryKey: historyKey });
    // A settings save is a version of the whole tenant: the menu's base moved too.
    void queryClient.invalidateQueries({ queryKey: menuKey });
  };
  const save = useMutation<ConsoleSettings, ApiRequestError>({
    mutationFn: () =>
      unwrapOrThrow(
        api.call('consoleSettingsSave', {
          body: { baseVersion: saved.data?.version ?? 1, [variant]: draft },
        }),
      ),
    onSuccess: (data) => {
      settled(data);
      drop();
    },
    onError: (error) => {
      // Someone saved meanwhile: show what is saved now; the draft stays to be saved again.
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: settingsKey });
    },
  });

  return {
    variant,
    setVariant: (next: SettingsVariant) => {
      restart();
      setVariant(next);
    },
    generation,
    saved,
    versions,
    draft,
    draftOf,
    setValue,
    markUnreadable,
    drop,
    changed,
    problems,
    warnings,
    save,
  };
}

export type Studio = ReturnType<typeof useStudio>;
