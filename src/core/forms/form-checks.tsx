/**
 * What a form checks before it sends, and where it says what is wrong: under the field (the field's
 * message is its aria-describedby, the input aria-invalid; see src/ui/field.tsx), with the first bad
 * field focused. Fields register themselves, so a field inside another module's slot (the dine-in
 * table in the checkout) is checked with the form it sits in.
 *
 * - Before the first attempt to send, nothing is flagged: a customer is not scolded while typing.
 * - "Send" runs every field's check; after that, each field's message follows its value live, so
 *   it goes away as soon as the value is right.
 * - A server refusal naming a field (FieldErrorBody) shows under that field, in the customer's
 *   language, until the field is edited; a refusal about no field of the form is said for the whole
 *   form, naming the field as the form names it when the form has it.
 */
import {
  createContext,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import type { FieldProblem } from '../../contract/field-rules.ts';
import type { ApiError } from '../api/api-error.ts';
import { usePrice, useT } from '../storefront.tsx';
import { errorText } from './error-text.ts';
import { ensureFormTexts } from './form-texts.ts';
import { namedProblemText, problemText } from './problem-text.ts';
import { fieldRefusalOf } from './server-refusal.ts';

/**
 * The checks' texts (core.forms), asked for as soon as a screen with a form downloads this file; the
 * form waits for them (suspends) rather than ever showing a message id. Nothing of it is in the
 * first download of any page. A catalogue that fails to download leaves the form working.
 */
const formTexts = ensureFormTexts().catch(() => undefined);

export interface FieldSpec {
  /** The input's DOM id: focused when the field is the first bad one. */
  id: string;
  /** The paths the server names this field by in its refusals ("email", "receiver.phone"). */
  paths: readonly string[];
  /** The field's name as the form shows it: a message away from the field names it so. */
  label: string;
  /** What is wrong with the value now, or null. */
  check?: () => FieldProblem | null;
}

interface FormContextValue {
  tried: boolean;
  /** Server texts shown under fields, by field id. */
  refused: Readonly<Record<string, string>>;
  register: (id: string, spec: { current: FieldSpec }) => () => void;
  /** The field was edited: a server text under it no longer holds. */
  edited: (id: string) => void;
}

const FormContext = createContext<FormContextValue | null>(null);

export interface FormChecks {
  /** What the fields read: give it to the FormScope around them. */
  scope: FormContextValue;
  /** Checks every field; flags what is wrong and focuses the first bad field. True when all hold. */
  validate: () => boolean;
  /**
   * Shows a server refusal: under its field (focused) when the form has it, and then answers null;
   * else answers the text to show for the whole form.
   */
  showRefusal: (error: ApiError) => string | null;
  /** Forgets what the server said (a new attempt to send starts). */
  clearRefusals: () => void;
}

/** The elements in the order the page shows them. */
const inPageOrder = (elements: HTMLElement[]) =>
  elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));

function focusField(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  // Centred, so a sticky header or a bottom bar never hides it.
  element.scrollIntoView({ block: 'center' });
}

/** The checks of one form; render `<checks.Provider>` around its fields. */
export function useFormChecks(): FormChecks {
  use(formTexts);
  const t = useT();
  const price = usePrice();
  const fields = useRef(new Map<string, { current: FieldSpec }>());
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Readonly<Record<string, string>>>({});

  const register = useCallback((id: string, spec: { current: FieldSpec }) => {
    fields.current.set(id, spec);
    return () => {
      if (fields.current.get(id) === spec) fields.current.delete(id);
    };
  }, []);
  const edited = useCallback(
    (id: string) =>
      setRefused((current) => {
        if (!(id in current)) return current;
        const { [id]: _gone, ...rest } = current;
        return rest;
      }),
    [],
  );

  const validate = useCallback((): boolean => {
    // The messages are in the page before the focus moves, so the focused field is read with its own.
    flushSync(() => setTried(true));
    const bad: HTMLElement[] = [];
    for (const { current: spec } of fields.current.values()) {
      if (!spec.check?.()) continue;
      const element = document.getElementById(spec.id);
      if (element) bad.push(element);
    }
    const first = inPageOrder(bad)[0];
    if (first) focusField(first);
    return bad.length === 0;
  }, []);

  const showRefusal = useCallback(
    (error: ApiError): string | null => {
      const refusal = fieldRefusalOf(error);
      // About no field: the server's text in the customer's language, else worded from its details.
      if (!refusal) return errorText(error, t, price);
      const spec = [...fields.current.values()]
        .map((s) => s.current)
        .find((s) => s.paths.includes(refusal.field));
      // The customer's own words for the rule, whatever languages the server's description has.
      const text = refusal.problem ? problemText(t, refusal.problem) : error.message;
      const element = spec ? document.getElementById(spec.id) : null;
      if (!spec || !element) {
        return spec && refusal.problem
          ? namedProblemText(t, spec.label, refusal.problem)
          : errorText(error, t, price);
      }
      flushSync(() => setRefused((current) => ({ ...current, [spec.id]: text })));
      focusField(element);
      return null;
    },
    [t, price],
  );
  const clearRefusals = useCallback(() => setRefused({}), []);

  const scope = useMemo(() => ({ tried, refused, register, edited }), [tried, refused, register, edited]);
  return { scope, validate, showRefusal, clearRefusals };
}

/** Around a form's fields (and any slot holding fields of the form): they report to its checks. */
export function FormScope({ checks, children }: { checks: FormChecks; children: ReactNode }) {
  return <FormContext.Provider value={checks.scope}>{children}</FormContext.Provider>;
}

export interface FormField {
  /** The message to show under the field, or null. */
  error: string | null;
  /** Call on every edit: what the server said about the old value goes away. */
  edited: () => void;
}

/**
 * A field of the form around it (the FormScope above), or of `form` when the component that owns the
 * form's checks has the field itself: checked when the form is sent, flagged with its message under
 * it. Outside a form the field is never flagged.
 */
export function useFormField(spec: FieldSpec, own?: FormChecks): FormField {
  use(formTexts);
  const around = useContext(FormContext);
  const form = own?.scope ?? around;
  const t = useT();
  const latest = useRef(spec);
  useEffect(() => {
    latest.current = spec;
  });
  const register = form?.register;
  useEffect(() => register?.(spec.id, latest), [register, spec.id]);
  const problem = form?.tried ? (spec.check?.() ?? null) : null;
  const error = form?.refused[spec.id] ?? (problem ? problemText(t, problem) : null);
  const formEdited = form?.edited;
  const edited = useCallback(() => formEdited?.(spec.id), [formEdited, spec.id]);
  return { error, edited };
}
