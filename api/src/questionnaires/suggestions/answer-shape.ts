// What form the answer to a question takes, when the question says so: "How often…" is answered by a
// frequency ("at least once per year"), "how long / how quickly / within what time…" by a duration,
// "who is responsible / which team…" by a role, "email address…" by an address, "which countries /
// where is it hosted…" by a country. A passage that states a thing of that form is more likely the
// answer than one that only shares the topic words (question answering's "answer type"); one that
// asks for a name ("which software…") is not answered by passages that name nothing. Shapes are
// about the wording of questions in general, never about one questionnaire.

import { Country } from 'country-state-city';

export interface AnswerShape {
  name: 'frequency' | 'duration' | 'role' | 'contact' | 'place';
  /** The question asks for this form. */
  asks: RegExp;
  /** A passage states something of this form. */
  states: RegExp;
  /**
   * Stating it is rare enough in policies to be evidence that a passage answers the question (a
   * frequency, a period, a country, an address); a role is not: policies name owners everywhere.
   */
  telling: boolean;
}

/** Country names as texts write them (ISO 3166 short names from country-state-city), longest first. */
const COUNTRY = Country.getAllCountries()
  .map((country) => country.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .sort((a, b) => b.length - a.length)
  .join('|');

const TIME_UNIT = String.raw`(?:seconds?|minutes?|hours?|days?|business days?|working days?|weeks?|months?|quarters?|years?)`;

const SHAPES: readonly AnswerShape[] = [
  {
    name: 'frequency',
    telling: true,
    asks: /\bhow (?:often|frequently)\b|\bfrequency\b|\bat what (?:interval|cadence)\b|\bcadence\b/i,
    states: new RegExp(
      String.raw`\b(?:annual(?:ly)?|yearly|biannual(?:ly)?|semi-?annual(?:ly)?|quarterly|monthly|weekly|daily|hourly|nightly|continuously|periodically|once|twice|every\s+(?:\d+\s+)?${TIME_UNIT}|(?:per|a|each)\s+${TIME_UNIT}|\d+\s+times)\b`,
      'i',
    ),
  },
  {
    name: 'duration',
    telling: true,
    asks: /\bhow (?:long|quickly|soon|fast|many (?:days|hours|months|years))\b|\bwithin (?:what|which|how)\b|\b(?:time ?frame|retention period|how much time)\b/i,
    states: new RegExp(
      String.raw`\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty|ninety)\s+${TIME_UNIT}\b|\bimmediate(?:ly)?\b`,
      'i',
    ),
  },
  {
    name: 'role',
    telling: false,
    asks: /\bwho\b|\b(?:individual|person|team|role|department|officer) (?:is |are )?(?:responsible|accountable|in charge)\b|\bresponsible for\b/i,
    states: /\b(?:manager|officer|lead|head|director|owner|team|committee|board|department|CISO|CIO|CTO|ISM|DPO)\b/,
  },
  {
    name: 'place',
    telling: true,
    asks: /\b(?:which|what|list (?:all|the)?) ?(?:countr(?:y|ies)|regions?|jurisdictions?|geographic(?:al)? locations?)\b|\bwhere (?:is|are|do|does)\b.*\b(?:located|hosted|stored|based|processed|reside)\b/i,
    states: new RegExp(String.raw`\b(?:${COUNTRY}|European Union|EU|EEA|USA?|UK)\b`),
  },
  {
    name: 'contact',
    telling: true,
    asks: /\b(?:e-?mail address(?:es)?|contact details|phone number)\b/i,
    states: /[\w.+-]+@[\w-]+\.[\w.-]+|\+?\d[\d\s().-]{7,}\d/,
  },
];

/** The answer shapes a question asks for (usually none, at most a few). */
export function askedShapes(question: string): AnswerShape[] {
  return SHAPES.filter((shape) => shape.asks.test(question));
}

/**
 * Whether the question asks for a telling shape (see AnswerShape.telling) and one of the passages states it:
 * null when it asks for none.
 */
export function statesTellingShape(shapes: readonly AnswerShape[], passages: readonly string[]): boolean | null {
  const telling = shapes.filter((shape) => shape.telling);
  return telling.length === 0 ? null : passages.some((passage) => statesShape(telling, passage));
}

/**
 * "What software / which company / what's the name of the standard…" asks for a name, and an answer
 * that names nothing does not answer it, however many of its words it shares (a policy that says
 * scans are done, asked which scanner). A name is a capitalised word inside a sentence ("scanned
 * with Nessus", "based on ISO 27001") or an acronym; too common to make a passage more likely the
 * answer, so it is only ever required, never preferred.
 */
const ASKS_NAME = new RegExp(
  String.raw`\bwhat(?:'s| is| are)? (?:the )?names?\b|\b(?:which|what) (?:[\w-]+ )?(?:software|products?|tools?|vendors?|compan(?:y|ies)|providers?|standards?|frameworks?)` +
    // …as the thing asked for ("what software do you use", "which vendors have access"), not as a
    // modifier ("what company policies…", "which software development practices…").
    String.raw`(?=\s*[/?,.:;)]| (?:or|and|do|does|did|is|are|was|were|have|has|had|will|would|can|could|should|must|provides?|performs?|conducts?|hosts?|supports?|manages?)\b)`,
  'i',
);
const NAMES = /[\p{L}\p{N},;:)]\s+\p{Lu}|\b\p{Lu}{2,}\b/u;

/** The question asks for a name and none of the passages holds one. */
export function missesAskedName(question: string, passages: readonly string[]): boolean {
  return ASKS_NAME.test(question) && !passages.some((passage) => NAMES.test(passage));
}

/** Whether a passage states something of one of the shapes. */
export function statesShape(shapes: readonly AnswerShape[], passage: string): boolean {
  return shapes.some((shape) => shape.states.test(passage));
}
