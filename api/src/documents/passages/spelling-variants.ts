// British spellings read as American ones ("centralised" → "centralized", "data centre" → "data
// center", "licence" → "license", "modelling" → "modeling"), so that a questionnaire written in one
// and policies written in the other share their terms. An -ise form becomes -ize by rule
// ("authorisation", "pseudonymised"); the rest are VarCon's pairs (british-spellings.ts, made by
// scripts/british-spellings.mjs). Both sides of every comparison (passages and questions) are read
// through it, so a word that is -ise in both dialects ("exercise") still matches itself.
import { BRITISH_SPELLINGS } from './british-spellings.ts';

/** -ise, -ised, -isation…: scripts/british-spellings.mjs leaves out of its list what this rule gives. */
export const IS_SUFFIX = /^(\p{L}{3,})is(e|ed|es|ing|ation|ations|er|ers)$/u;

/** A lower-case word in its American spelling: "organisation" → "organization"; an American or undialected word as it is. */
export const americanSpelling = (word: string): string => BRITISH_SPELLINGS.get(word) ?? word.replace(IS_SUFFIX, '$1iz$2');
