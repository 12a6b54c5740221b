// @mentions in a comment: the name being typed after "@", the people it matches, the text once one is
// chosen, and which chosen people the text still mentions when it is sent (the API keeps their ids).
import type { PersonRef } from '@app/shared/contract';

/** The "@..." being typed: where its "@" is and what follows it up to the caret. */
export interface MentionQuery {
  start: number;
  query: string;
}

/** Longest text after "@" still read as a name being typed. */
const MAX_QUERY = 40;
/** Most people the suggestion list shows at once. */
export const MAX_SUGGESTIONS = 8;

/** The mention being typed right before the caret, if any ("@" at the start or after a space, as in "a@b.com" it is not). */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start === -1 || (start > 0 && !/\s/.test(before[start - 1]))) return null;
  const query = before.slice(start + 1);
  if (query.length > MAX_QUERY || /[\n@]/.test(query) || /^\s/.test(query)) return null;
  return { start, query };
}

/** People whose name (or one of its words) starts with the query, in their order; everyone for an empty query. */
export function matchingPeople<T extends PersonRef>(people: readonly T[], query: string): T[] {
  const wanted = query.trim().toLowerCase();
  const matches = people.filter((person) => {
    const name = person.full_name.toLowerCase();
    return name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted));
  });
  return matches.slice(0, MAX_SUGGESTIONS);
}

/** The text with the "@query" replaced by "@Full Name" and one space after it, and the caret past that space. */
export function insertMention(text: string, mention: MentionQuery, caret: number, person: PersonRef): { text: string; caret: number } {
  const rest = text.slice(caret);
  const inserted = `@${person.full_name}${/^\s/.test(rest) ? '' : ' '}`;
  return { text: text.slice(0, mention.start) + inserted + rest, caret: mention.start + `@${person.full_name} `.length };
}

/** The ids of the chosen people the text still mentions (a mention deleted from the text is dropped). */
export function mentionedIds(text: string, chosen: readonly PersonRef[]): string[] {
  return [...new Set(chosen.filter((person) => text.includes(`@${person.full_name}`)).map((person) => person.id))];
}

/** The text cut into plain parts and mentions, to show the mentions apart. */
export function mentionParts(text: string, mentions: readonly PersonRef[]): { text: string; mention?: PersonRef }[] {
  // Longest names first, so "@Ada Lovelace" is not read as "@Ada" when both are mentioned.
  const names = [...mentions].sort((a, b) => b.full_name.length - a.full_name.length);
  const parts: { text: string; mention?: PersonRef }[] = [];
  let plain = '';
  for (let index = 0; index < text.length;) {
    const mention = text[index] === '@' ? names.find((person) => text.startsWith(`@${person.full_name}`, index)) : undefined;
    if (mention) {
      if (plain) parts.push({ text: plain });
      plain = '';
      parts.push({ text: `@${mention.full_name}`, mention });
      index += mention.full_name.length + 1;
    } else {
      plain += text[index];
      index += 1;
    }
  }
  if (plain) parts.push({ text: plain });
  return parts;
}
