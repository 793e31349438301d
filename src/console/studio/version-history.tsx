/**
 * The tenant's versions, newest first: how each came (an import, a save in the studio, a revert),
 * who, when, and each changed field from what to what; "revert to this version" on every older one.
 */
import type { FieldChange, TenantVersionView } from '../../contract/console-settings.ts';
import { Button } from '../../ui/button.tsx';
import { useConsole } from '../app/console-context.ts';
import { dayAndClock } from '../format/formats.ts';
import type { Versions } from './use-versions.ts';

const shown = (value: unknown): string =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

function Change({ change }: { change: FieldChange }) {
  return (
    <li>
      <code>{change.path}</code>: <del>{shown(change.before)}</del> → <ins>{shown(change.after)}</ins>
    </li>
  );
}

function Version({
  entry,
  current,
  revert,
}: {
  entry: TenantVersionView;
  current: boolean;
  revert: Versions['revert'];
}) {
  const { t } = useConsole();
  return (
    <li className="panel stack studio-version" data-version={entry.version}>
      <div className="studio-version__head">
        <strong>{t('studio.version', { version: entry.version })}</strong>
        <span className="muted">
          {t(`studio.source.${entry.source}`)}
          {entry.staff ? ` · ${entry.staff.name}` : ''} · {dayAndClock(entry.at)}
        </span>
      </div>
      {entry.files.map((file) => (
        <div key={file.file}>
          <span className="muted">
            {file.file}
            {file.state !== 'CHANGED' &&
              ` · ${t(file.state === 'ADDED' ? 'studio.fileAdded' : 'studio.fileRemoved')}`}
          </span>
          <ul className="studio-changes">
            {file.fields.map((change) => (
              <Change key={change.path} change={change} />
            ))}
            {file.count > file.fields.length && (
              <li className="muted">{t('studio.moreChanges', { count: file.count - file.fields.length })}</li>
            )}
          </ul>
        </div>
      ))}
      {current ? (
        <span className="muted">{t('studio.current')}</span>
      ) : (
        <Button
          variant="secondary"
          disabled={revert.isPending}
          onClick={() => {
            if (window.confirm(t('studio.revertConfirm', { version: entry.version })))
              revert.mutate(entry.version);
          }}
        >
          {t('studio.revert', { version: entry.version })}
        </Button>
      )}
    </li>
  );
}

export function VersionHistory({ versions: { history, revert } }: { versions: Versions }) {
  const { t } = useConsole();
  const versions = history.data?.versions ?? [];
  return (
    <section className="stack" aria-labelledby="studio-history">
      <h2 id="studio-history">{t('studio.history')}</h2>
      {revert.error && (
        <p role="alert" className="alert">
          {revert.error.message}
        </p>
      )}
      {history.isPending && <p role="status">{t('app.loading')}</p>}
      {history.error && (
        <p role="alert" className="alert">
          {history.error.message}
        </p>
      )}
      <ol className="stack studio-versions">
        {versions.map((entry, index) => (
          <Version key={entry.version} entry={entry} current={index === 0} revert={revert} />
        ))}
      </ol>
    </section>
  );
}
