// Server-side ordering of every list, Django REST style: `ordering=field`, `ordering=-field`, several
// comma-separated (`ordering=status,-created_at`). Each list declares the fields it sorts by; the API
// refuses any other with a 400 that names the ones it takes. Plain functions, without zod: a list
// screen reads and checks its ordering with these alone (its schema is `orderingParam`, ordering.ts).

export interface OrderTerm<F extends string = string> {
  field: F;
  descending: boolean;
}

/** The terms of an ordering parameter as written (empty parts ignored), known or not. */
export function orderTerms(ordering: string | null | undefined): OrderTerm[] {
  return (ordering ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== '-')
    .map((part) => (part.startsWith('-') ? { field: part.slice(1), descending: true } : { field: part, descending: false }));
}

/** Terms back into the parameter's text. */
export const orderingText = (terms: readonly OrderTerm[]): string => terms.map(({ field, descending }) => `${descending ? '-' : ''}${field}`).join(',');

/** What is wrong with an ordering for a list sorting by `fields`, in words for people; undefined when nothing. */
export function orderingProblem(ordering: string, fields: readonly string[]): string | undefined {
  const terms = orderTerms(ordering);
  const unknown = terms.filter((term) => !fields.includes(term.field)).map((term) => term.field);
  if (unknown.length > 0) {
    return `This list cannot be ordered by ${unknown.map((field) => `"${field}"`).join(', ')}. Order by ${fields.join(', ')}; put "-" before a field for descending order.`;
  }
  const names = terms.map((term) => term.field);
  const repeated = names.find((field, index) => names.indexOf(field) !== index);
  if (repeated) return `Order by "${repeated}" once only.`;
  return undefined;
}
