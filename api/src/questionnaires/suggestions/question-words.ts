// The words that carry a question's meaning, reduced to a crude stem so that "encrypted",
// "encryption" and "encrypts" meet. Used to pick the sentences of a passage that answer a question
// and to say how much of the question a passage covers.

const STOP_WORDS = new Set(
  (
    'a about above after again all also am an and any are as at be been before being below between both but by can ' +
    'could describe did do does doing done during each either explain few for from further had has have having how if ' +
    'in into is it its itself just may me might more most must my no nor not of off on once only or other our ours out ' +
    'over own please provide same shall should so some such than that the their theirs them then there these they this ' +
    'those through to too under until up upon us very was we were what when where whether which while who whom why will ' +
    'with would yes you your yours'
  ).split(' '),
);

const SUFFIXES = ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ions', 'ion', 'edly', 'ed', 'ies', 'es', 'ly', 's', 'e'];

export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

/** The distinct stems of the meaningful words of a text. */
export function contentStems(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => word.length > 1 && !STOP_WORDS.has(word)).map(stem));
}

/** The share (0–1) of the question's meaningful words that the text contains. */
export function coverage(questionStems: ReadonlySet<string>, text: string): number {
  if (questionStems.size === 0) return 0;
  const found = contentStems(text);
  let shared = 0;
  for (const word of questionStems) if (found.has(word)) shared += 1;
  return shared / questionStems.size;
}
