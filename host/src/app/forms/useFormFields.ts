import { useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string | undefined>>;

/**
 * The state of a small form. A field's message shows once the person has left the field or tried to
 * send the form (a live field: as soon as they type in it), and then follows their typing. A message
 * the server gave for a field stays until that field changes. The rules are the caller's: it passes
 * their current messages to `shownErrors` and `trySubmit`.
 */
export function useFormFields<V extends Record<string, string>>(initial: V, liveFields: ReadonlyArray<keyof V & string> = []) {
  type Field = keyof V & string;
  const [values, setValues] = useState(initial);
  const [visited, setVisited] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});

  const setValue = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    if (liveFields.includes(field) && value !== '') setVisited((current) => ({ ...current, [field]: true }));
  };
  const visit = (field: Field) => setVisited((current) => ({ ...current, [field]: true }));

  return {
    values,
    setValue,
    visit,
    /** The messages to show now, given every current message of the rules. */
    shownErrors(ruleErrors: FieldErrors<Field>): FieldErrors<Field> {
      const shown: FieldErrors<Field> = {};
      for (const field of Object.keys(values) as Field[]) {
        shown[field] = serverErrors[field] ?? (submitted || visited[field] ? ruleErrors[field] : undefined);
      }
      return shown;
    },
    /** Props of a text input bound to `field` (its message is passed on its own). */
    bind: (field: Field) => ({
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
      onBlur: () => visit(field),
    }),
    /** Marks the form as sent; true when no rule stops it. */
    trySubmit(ruleErrors: FieldErrors<Field>): boolean {
      setSubmitted(true);
      return Object.values(ruleErrors).every((message) => !message);
    },
    /** Shows the first message the API gave for each field of this form (`errors` of its answer). */
    showServerErrors(apiErrors: Record<string, string[]>) {
      const messages: FieldErrors<Field> = {};
      for (const field of Object.keys(values) as Field[]) messages[field] = apiErrors[field]?.[0];
      setServerErrors(messages);
    },
    reset(next: V = initial) {
      setValues(next);
      setVisited({});
      setSubmitted(false);
      setServerErrors({});
    },
  };
}
