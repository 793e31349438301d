/**
 * The settings studio (owners and managers): every key of the web or Click app settings as a form
 * made from the contract, grouped by the storefront module that owns it, the storefront beside it in
 * three phone frames following every keystroke, a save that is refused and explained while a value is
 * wrong, and the versions with revert.
 */
import { useMemo } from 'react';
import { SettingsVariant } from '../../contract/console-settings.ts';
import { Button } from '../../ui/button.tsx';
import { useConsole } from '../app/console-context.ts';
import { isTextKey } from '../i18n/texts.ts';
import { PreviewFrames } from './preview-frames.tsx';
import { SaveBar } from './save-bar.tsx';
import { SettingControl } from './setting-control.tsx';
import { fieldGroups } from './settings-fields.ts';
import { useStudio, type Studio } from './use-studio.ts';
import { VersionHistory } from './version-history.tsx';

function SettingsForm({ studio }: { studio: Studio }) {
  const { t } = useConsole();
  const groupTitle = (id: string) => {
    const key = `studio.group.${id}`;
    return isTextKey(key) ? t(key) : id;
  };
  const groups = useMemo(() => fieldGroups(studio.variant), [studio.variant]);
  return (
    // Not a <form>: nothing is submitted by Enter; the save bar above saves the whole draft.
    <div className="stack studio-form">
      {groups.map((group) => (
        <fieldset key={group.id} className="panel stack studio-group">
          <legend>
            {groupTitle(group.id)} <code className="muted">{group.id}</code>
          </legend>
          {group.fields.map((field) => (
            <SettingControl
              key={`${studio.variant}-${studio.generation}-${field.key}`}
              field={field}
              value={studio.draft[field.key]}
              problem={studio.problems[field.key]}
              warning={studio.warnings.includes(field.key)}
              onChange={(value) => studio.setValue(field.key, value)}
              onUnreadable={(broken) => studio.markUnreadable(field.key, broken)}
            />
          ))}
        </fieldset>
      ))}
      <p className="muted">{t('studio.formNote')}</p>
    </div>
  );
}

export default function StudioScreen() {
  const { t } = useConsole();
  const studio = useStudio();
  if (studio.saved.isError) {
    return (
      <p role="alert" className="alert">
        {studio.saved.error.message}
      </p>
    );
  }
  if (!studio.saved.data) return <p role="status">{t('app.loading')}</p>;
  return (
    <section className="studio" aria-labelledby="studio-title">
      <div className="studio-side stack">
        <h1 id="studio-title">{t('nav.settings')}</h1>
        <div className="choice-row" role="group" aria-label={t('studio.variant')}>
          {SettingsVariant.options.map((variant) => (
            <Button
              key={variant}
              variant={studio.variant === variant ? 'primary' : 'secondary'}
              aria-pressed={studio.variant === variant}
              onClick={() => studio.setVariant(variant)}
            >
              {t(`studio.variant.${variant}`)}
            </Button>
          ))}
        </div>
        <SaveBar
          problems={Object.keys(studio.problems).length}
          changed={studio.changed}
          version={studio.saved.data?.version}
          saving={studio.save.isPending}
          error={studio.save.error}
          onSave={() => studio.save.mutate()}
          onDiscard={studio.drop}
        />
        <SettingsForm studio={studio} />
      </div>
      <div className="studio-main stack">
        <PreviewFrames draftOf={studio.draftOf} />
      </div>
      <div className="studio-history">
        <VersionHistory versions={studio.versions} />
      </div>
    </section>
  );
}
