/** The audit log's filters: who, what, which day. */
import { AuditAction } from '../../contract/console-audit.ts';
import { SelectField, TextField } from '../../ui/field.tsx';
import { useConsole } from '../app/console-context.ts';
import type { AuditFilters } from './use-audit.ts';

const ANY = '';

export function AuditFiltersForm({
  filters,
  staff,
  onChange,
}: {
  filters: AuditFilters;
  /** The members to pick from: id and name. */
  staff: readonly { id: number; name: string }[];
  onChange: (filters: AuditFilters) => void;
}) {
  const { t } = useConsole();
  return (
    <div className="inline-form">
      <SelectField
        id="audit-staff"
        label={t('audit.staff')}
        value={filters.staffId ?? ANY}
        options={[
          { value: ANY, label: t('audit.anyone') },
          ...staff.map((m) => ({ value: m.id, label: m.name })),
        ]}
        onChange={(value) => onChange({ ...filters, staffId: value === ANY ? null : Number(value) })}
      />
      <SelectField
        id="audit-action"
        label={t('audit.action')}
        value={filters.action ?? ANY}
        options={[
          { value: ANY, label: t('audit.anyAction') },
          ...AuditAction.options.map((value) => ({ value, label: t(`action.${value}`) })),
        ]}
        onChange={(value) =>
          onChange({ ...filters, action: value === ANY ? null : AuditAction.parse(value) })
        }
      />
      <TextField
        id="audit-day"
        label={t('audit.day')}
        type="date"
        value={filters.day ?? ''}
        onChange={(event) => onChange({ ...filters, day: event.target.value || null })}
      />
    </div>
  );
}
