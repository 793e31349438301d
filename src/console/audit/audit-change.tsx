/**
 * What an entry changed, readably: each field that differs, "before → after"; a field only before
 * (removed) or only after (added) shows on its side alone.
 */
import type { AuditEntry } from '../../contract/console-audit.ts';

const shown = (value: unknown): string =>
  value === undefined || value === null
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

export function changedFields(
  entry: Pick<AuditEntry, 'before' | 'after'>,
): { field: string; before: string; after: string }[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => shown(before[field]) !== shown(after[field]))
    .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
}

export function AuditChange({ entry }: { entry: AuditEntry }) {
  const fields = changedFields(entry);
  if (fields.length === 0) return null;
  return (
    <dl className="audit-change">
      {fields.map(({ field, before, after }) => (
        <div key={field}>
          <dt>{field}</dt>
          <dd>
            <del>{before}</del> → <ins>{after}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
