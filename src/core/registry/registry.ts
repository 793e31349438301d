import type { ComponentType } from 'react';
import type { Settings, SettingsKey } from '../../contract/index.ts';
import type { ComponentLoader, ModuleDefinition, ModuleRoute } from './define-module.ts';
import { withMessages } from '../i18n/screen-messages.ts';

/** A module's screen loader, bringing the module's texts along when they download with its screens. */
/**
 * One loader per screen for the life of the page: pages and slots keep one React.lazy per loader,
 * and a new loader on each call would be a new lazy component, loading (suspending) again on every
 * render — on the server, every render pass (entry-server.tsx).
 */
const screenLoaders = new WeakMap<ComponentLoader, ComponentLoader>();
function screenLoader(module: ModuleDefinition, load: ComponentLoader): ComponentLoader {
  if (!module.messagesWithScreens || !module.messages) return load;
  let loader = screenLoaders.get(load);
  if (!loader) screenLoaders.set(load, (loader = withMessages(module.id, module.messages, load)));
  return loader;
}

export interface SlotEntry {
  moduleId: string;
  load?: ComponentLoader;
  eager?: ComponentType;
  placeholder?: ComponentType;
  /** Rendered only in the browser (ModuleDefinition.clientOnlySlots). */
  clientOnly?: boolean;
}

/** The set of known modules, and what the merchant's settings switch on. */
export class Registry {
  readonly modules: readonly ModuleDefinition[];

  constructor(modules: readonly ModuleDefinition[]) {
    const ids = new Set<string>();
    const owners = new Map<string, string>();
    for (const module of modules) {
      if (ids.has(module.id)) throw new Error(`Module "${module.id}" is registered twice`);
      ids.add(module.id);
      for (const key of module.owns) {
        const owner = owners.get(key);
        if (owner) throw new Error(`Settings key "${key}" is owned by both "${owner}" and "${module.id}"`);
        owners.set(key, module.id);
      }
    }
    this.modules = modules;
  }

  /** The module that owns a settings key, if any. */
  ownerOf(key: SettingsKey): ModuleDefinition | undefined {
    return this.modules.find((m) => m.owns.includes(key));
  }

  enabled(settings: Settings): ModuleDefinition[] {
    return this.modules.filter((m) => {
      try {
        return m.enabled(settings);
      } catch {
        return false;
      }
    });
  }

  routes(settings: Settings): (ModuleRoute & { moduleId: string })[] {
    return this.enabled(settings).flatMap((m) =>
      (m.routes ?? [])
        .filter((r) => r.enabled?.(settings) ?? true)
        .map((r) => ({ ...r, load: screenLoader(m, r.load), moduleId: m.id })),
    );
  }

  slot(name: string, settings: Settings): SlotEntry[] {
    return this.enabled(settings).flatMap((m): SlotEntry[] => {
      const entries: SlotEntry[] = [];
      const eager = m.eager?.[name];
      if (eager) entries.push({ moduleId: m.id, eager });
      if (m.slotEnabled?.[name] && !m.slotEnabled[name](settings)) return entries;
      const slotLoad = m.slots?.[name];
      const load = slotLoad && (m.slotsWithoutTexts?.includes(name) ? slotLoad : screenLoader(m, slotLoad));
      const placeholder = m.placeholders?.[name];
      const clientOnly = m.clientOnlySlots?.includes(name) ?? false;
      if (load)
        entries.push({
          moduleId: m.id,
          load,
          ...(placeholder ? { placeholder } : {}),
          ...(clientOnly ? { clientOnly } : {}),
        });
      return entries;
    });
  }
}
