/** Amounts as the console writes them: in the signed-in merchant's currency and the staff's language. */
import { useConsole } from '../app/console-context.ts';
import { money } from './formats.ts';

export function useMoney(): (value: number | null | undefined) => string {
  const { merchant, lang } = useConsole();
  return (value) => money(value, merchant.currency ?? 'UZS', lang);
}
