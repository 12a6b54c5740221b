// The nesting of list items whose only sign of it is the kind of their marker, as in documents
// that type "a.", "i." and "1." by hand: a kind not seen yet opens a deeper level, a kind seen
// above closes the levels below it.

type MarkerKind = 'bullet' | 'number' | 'lower-alpha' | 'upper-alpha' | 'lower-roman' | 'upper-roman';

export function markerKind(line: string): MarkerKind | null {
  const marker = /^\(?([-*+•▪◦‣]|\d{1,3}|[ivxlc]{1,6}|[IVXLC]{1,6}|[a-z]|[A-Z])[.)]?\s/u.exec(line)?.[1];
  if (!marker) return null;
  if (/^[-*+•▪◦‣]$/u.test(marker)) return 'bullet';
  if (/^\d+$/.test(marker)) return 'number';
  // A single "i", "v" or "x" is read as a roman numeral: the commoner reading in policies.
  if (/^[ivxlc]+$/.test(marker) && (marker.length > 1 || 'ivx'.includes(marker))) return 'lower-roman';
  if (/^[IVXLC]+$/.test(marker) && (marker.length > 1 || 'IVX'.includes(marker))) return 'upper-roman';
  return /^[a-z]$/.test(marker) ? 'lower-alpha' : 'upper-alpha';
}

export function markerDepths() {
  let open: MarkerKind[] = [];
  return {
    /** The depth (1 = top level) of a list item starting `line`. */
    depthOf(line: string): number {
      const kind = markerKind(line) ?? 'bullet';
      const at = open.indexOf(kind);
      open = at === -1 ? [...open, kind] : open.slice(0, at + 1);
      return open.length;
    },
    reset() {
      open = [];
    },
  };
}
