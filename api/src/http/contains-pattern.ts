/** The text for an ILIKE pattern, literally: % and _ typed by a person are not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** An ILIKE pattern that finds the text anywhere. */
export const containsPattern = (text: string) => `%${literal(text)}%`;

/** An ILIKE pattern of the values that start with the text. */
export const prefixPattern = (text: string) => `${literal(text)}%`;
