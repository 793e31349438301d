/** Why an order is rejected or cancelled: a reason the customer reads, and words for "other". */
import { useState, type FormEvent } from 'react';
import { StaffCancelReason } from '../../contract/console-orders.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextAreaField } from '../../ui/field.tsx';
import { useConsole } from '../app/console-context.ts';

export interface ReasonFormProps {
  id: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (reason: StaffCancelReason, comment: string) => void;
  onCancel: () => void;
}

export function ReasonForm({ id, submitLabel, busy, onSubmit, onCancel }: ReasonFormProps) {
  const { t } = useConsole();
  const [reason, setReason] = useState<StaffCancelReason>('OUT_OF_STOCK');
  const [comment, setComment] = useState('');
  const needsWords = reason === 'OTHER' && comment.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!needsWords) onSubmit(reason, comment.trim());
  };
  return (
    <form className="stack panel" onSubmit={submit}>
      <SelectField
        id={`${id}-reason`}
        label={t('reason.label')}
        value={reason}
        options={StaffCancelReason.options.map((value) => ({ value, label: t(`reason.${value}`) }))}
        onChange={(value) => setReason(StaffCancelReason.parse(value))}
      />
      <TextAreaField
        id={`${id}-comment`}
        label={t('reason.comment')}
        hint={reason === 'OTHER' ? t('reason.commentRequired') : undefined}
        value={comment}
        maxLength={500}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="choice-row">
        <Button type="submit" disabled={busy || needsWords}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('app.back')}
        </Button>
      </div>
    </form>
  );
}
