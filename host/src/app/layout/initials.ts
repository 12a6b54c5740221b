const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The avatar's letters: the first character of the first two words, as people see characters
 * (grapheme clusters), so an emoji or an accented letter is never cut in half ("N�").
 */
export function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => {
      const first = graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';
      return first.toLocaleUpperCase();
    })
    .join('');
}
