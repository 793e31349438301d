/** A product's stock count: set it, or clear it (the catalogue's own count again). */
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { useConsole } from '../app/console-context.ts';
import { useAvailabilityChange } from '../availability/use-availability.ts';

export function StockEditor({ productId, count }: { productId: number; count: number | null }) {
  const { t } = useConsole();
  const change = useAvailabilityChange();
  const [typed, setTyped] = useState(count === null ? '' : String(count));
  const save = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim() === '' ? null : Number(typed);
    if (value === null || (Number.isInteger(value) && value >= 0))
      change.mutate({ kind: 'stock', productId, count: value });
  };
  return (
    <form className="inline-form" onSubmit={save}>
      <TextField
        id={`stock-${productId}`}
        label={t('stock.label')}
        hint={t('stock.hint')}
        inputMode="numeric"
        value={typed}
        onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
        error={change.error?.message ?? null}
      />
      <Button type="submit" variant="secondary" disabled={change.isPending}>
        {t('stock.save')}
      </Button>
    </form>
  );
}
