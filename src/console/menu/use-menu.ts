/**
 * The menu screen's state: the catalogue as saved and its version, the merchant's draft (kept until
 * saved or dropped; a reload of the page keeps it too, per merchant), its problems, saving (a 409
 * reads the saved menu again and keeps the draft, so nothing typed is lost), photo uploads (shown from
 * the picked file until the menu that refers to them is saved and the media host serves them), and
 * the tenant's versions with revert.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ConsoleMenu, MenuPhoto } from '../../contract/console-menu.ts';
import { mediaUrl } from '../../core/media.ts';
import { unwrapOrThrow, type ApiRequestError } from '../../core/api/unwrap.ts';
import { useConsole } from '../app/console-context.ts';
import { historyKey, menuKey, settingsKey, useVersions } from '../studio/use-versions.ts';
import {
  menuDocument,
  menuProblems,
  type ItemKey,
  type ItemProblems,
  type MenuDocument,
} from './menu-draft.ts';

const draftStorageKey = (merchantId: number) => `console.menu-draft.${merchantId}`;

function storedDraft(merchantId: number): MenuDocument | null {
  try {
    const raw = sessionStorage.getItem(draftStorageKey(merchantId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? menuDocument(value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A picked file as a data URL (what the upload call carries). */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

export function useMenu() {
  const { api, merchant } = useConsole();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<MenuDocument | null>(() => storedDraft(merchant.id));
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const saved = useQuery({
    queryKey: menuKey,
    queryFn: () => unwrapOrThrow(api.call('consoleMenu')),
  });

  const savedDoc = useMemo(() => (saved.data ? menuDocument(saved.data.catalogue) : null), [saved.data]);
  const store = (next: MenuDocument | null) => {
    try {
      if (next) sessionStorage.setItem(draftStorageKey(merchant.id), JSON.stringify(next));
      else sessionStorage.removeItem(draftStorageKey(merchant.id));
    } catch {
      // Storage full or off: the draft lives in the page.
    }
  };
  const keep = (next: MenuDocument | null) => {
    setDraft(next);
    store(next);
  };
  /** A change made on the draft as it is when applied (an upload's answer comes after other edits). */
  const update = (change: (doc: MenuDocument) => MenuDocument) =>
    setDraft((current) => {
      const base = current ?? savedDoc;
      if (!base) return current;
      const next = change(base);
      store(next);
      return next;
    });
  const doc = draft ?? savedDoc;
  const problems = useMemo(() => (doc ? menuProblems(doc) : new Map<ItemKey, ItemProblems>()), [doc]);
  // A whole catalogue compared as text: once per change of either, not on every render.
  const changed = useMemo(
    () => draft !== null && JSON.stringify(draft) !== JSON.stringify(savedDoc),
    [draft, savedDoc],
  );
  const versions = useVersions(() => keep(null));

  const save = useMutation<ConsoleMenu, ApiRequestError>({
    mutationFn: () =>
      unwrapOrThrow(
        api.call('consoleMenuSave', {
          body: { baseVersion: saved.data?.version ?? 1, catalogue: draft ?? {} },
        }),
      ),
    onSuccess: (data) => {
      queryClient.setQueryData(menuKey, data);
      keep(null);
      // Saved: the media host serves the uploads now; the picked files' copies are let go.
      setUploaded({});
      // A menu save is a version of the whole tenant: the settings' base moved too.
      for (const queryKey of [historyKey, settingsKey]) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: menuKey });
    },
  });
  const upload = useMutation<MenuPhoto & { dataUrl: string }, ApiRequestError | Error, File>({
    mutationFn: async (file) => {
      const dataUrl = await readAsDataUrl(file);
      const photo = await unwrapOrThrow(api.call('consoleMenuPhoto', { body: { image: dataUrl } }));
      return { ...photo, dataUrl };
    },
    onSuccess: ({ path, dataUrl }) => setUploaded((all) => ({ ...all, [path]: dataUrl })),
  });

  /** What to draw for a product's photo: the picked file until saved, else the media host's. */
  const photoUrl = (path: string | null | undefined) =>
    (path && uploaded[path]) || mediaUrl(path, { width: 160, height: 160 });

  return {
    saved,
    doc,
    change: (next: MenuDocument) => keep(next),
    update,
    drop: () => keep(null),
    changed,
    problems,
    save,
    upload,
    photoUrl,
    versions,
  };
}

export type MenuState = ReturnType<typeof useMenu>;
