/**
 * A broken field rule (src/contract/field-rules.ts) in the customer's language, from the form
 * checks' own catalogue (core.forms, all seven languages): a form never depends on the languages the
 * server's description happens to have.
 */
import type { FieldProblem } from '../../contract/field-rules.ts';
import type { MessageValues } from '../i18n/messages.ts';

export type Translate = (id: string, values?: MessageValues) => string;

/** dd.mm.yyyy of an ISO date (spec section 9); anything else as it came. */
function dayOf(limit: string | number | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(limit ?? ''));
  return match ? `${match[3]}.${match[2]}.${match[1]}` : String(limit ?? '');
}

/** What is wrong, as a sentence to show under the field. */
export function problemText(t: Translate, problem: FieldProblem): string {
  return t(`core.forms.problem.${problem.kind}`, {
    min: String(problem.min ?? ''),
    max: String(problem.max ?? ''),
    date: dayOf(problem.min),
  });
}

/** The same, naming the field as the form does, for a message shown away from it. */
export const namedProblemText = (t: Translate, label: string, problem: FieldProblem): string =>
  t('core.forms.named', { name: label, reason: problemText(t, problem) });
