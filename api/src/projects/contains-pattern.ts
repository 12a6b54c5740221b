/** An ILIKE pattern that finds the text anywhere, literally: % and _ typed by a person are not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
