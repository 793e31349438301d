/**
 * The settings studio's calls: a save reaches the storefront's answers at once (new ETag), an invalid
 * value is refused with its field and never saved, a save made on an older version is refused, the
 * history names who changed which field from what to what, and a revert gives the old values back.
 */
import { describe, expect, it } from 'vitest';
import { ConsoleSettings, SettingsHistory } from '../../contract/console-settings.ts';
import { consoleAppForFile } from '../../../tests/support/server/console/test-console.ts';

const app = consoleAppForFile();

const read = async () =>
  ConsoleSettings.parse((await app.console('/console/v1/settings', { token: app.tokens.MANAGER })).json);
const save = (body: unknown) => app.console('/console/v1/settings', { token: app.tokens.MANAGER, body });
const publicSettings = () => app.console('/support/v1/merchant/settings/web');

describe('the settings studio', () => {
  it('saves a colour and a feature flag as a version the storefront answers at once', async () => {
    const before = await read();
    const shown = await publicSettings();
    const reply = await save({
      baseVersion: before.version,
      web: { ...before.web, mainColor: '#0a7f3f', deliveryActive: !before.web.deliveryActive },
    });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const after = ConsoleSettings.parse(reply.json);
    expect(after.version).toBe(before.version + 1);
    const now = await publicSettings();
    expect((now.json as { mainColor: string }).mainColor).toBe('#0a7f3f');
    expect((now.json as { deliveryActive: boolean }).deliveryActive).toBe(!before.web.deliveryActive);
    expect(now.headers.get('etag')).not.toBe(shown.headers.get('etag'));
  });

  it('refuses a value the contract refuses, naming its field, and saves nothing', async () => {
    const before = await read();
    const reply = await save({ baseVersion: before.version, web: { ...before.web, mainColor: 'blue' } });
    expect(reply.status).toBe(400);
    expect(reply.code).toBe('SETTINGS_INVALID');
    expect((reply.json as { field: string }).field).toBe('web.mainColor');
    expect((await read()).version).toBe(before.version);
    expect((await read()).web.mainColor).toBe(before.web.mainColor);
  });

  it('refuses a save made on an older version', async () => {
    const current = await read();
    const reply = await save({
      baseVersion: current.version - 1,
      web: { ...current.web, title: 'Old form' },
    });
    expect(reply.status).toBe(409);
    expect(reply.code).toBe('SETTINGS_CHANGED');
  });

  it('lists who changed which field, and reverts to a version in one call', async () => {
    const history = SettingsHistory.parse(
      (await app.console('/console/v1/settings/versions', { token: app.tokens.OWNER })).json,
    );
    const [latest] = history.versions;
    expect(latest).toMatchObject({ source: 'STUDIO', staff: { name: 'Manager' } });
    const fields = latest?.files.find((f) => f.file === 'settings-web.json')?.fields ?? [];
    expect(fields.map((f) => f.path).sort()).toEqual(['deliveryActive', 'mainColor']);
    expect(fields.find((f) => f.path === 'mainColor')?.after).toBe('#0a7f3f');
    const first = history.versions.at(-1)!;
    expect(first.source).toBe('IMPORT');

    const reverted = await app.console(`/console/v1/settings/versions/${first.version}/revert`, {
      token: app.tokens.OWNER,
      body: {},
    });
    expect(reverted.status, JSON.stringify(reverted.json)).toBe(200);
    const settings = ConsoleSettings.parse(reverted.json);
    expect(settings.web.mainColor).toBe(fields.find((f) => f.path === 'mainColor')?.before);
    expect((await publicSettings()).json).toMatchObject({ mainColor: settings.web.mainColor });
    const again = SettingsHistory.parse(
      (await app.console('/console/v1/settings/versions', { token: app.tokens.OWNER })).json,
    );
    expect(again.versions[0]).toMatchObject({ source: 'REVERT', staff: { name: 'Owner' } });
    const audit = await app.console('/console/v1/audit?targetType=SETTINGS', { token: app.tokens.OWNER });
    expect((audit.json as { entries: { action: string }[] }).entries.map((e) => e.action)).toEqual([
      'SETTINGS_REVERT',
      'SETTINGS_SAVE',
    ]);
    const missing = await app.console('/console/v1/settings/versions/999/revert', {
      token: app.tokens.OWNER,
      body: {},
    });
    expect(missing.code).toBe('VERSION_NOT_FOUND');
  });
});
