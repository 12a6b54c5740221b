import { insertMention, matchingPeople, mentionAt, mentionedIds, mentionParts } from './mentions';

const ADA = { id: 'ada', full_name: 'Ada Lovelace' };
const ADAM = { id: 'adam', full_name: 'Adam Smith' };
const GRACE = { id: 'grace', full_name: 'Grace Hopper' };

describe('mentions', () => {
  test('the name being typed after an @ at the start or after a space, never in an email address or across lines', () => {
    expect(mentionAt('Ask @gr', 7)).toEqual({ start: 4, query: 'gr' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('@Ada Lo please', 7)).toEqual({ start: 0, query: 'Ada Lo' });
    expect(mentionAt('mail ada@demo.test', 18)).toBeNull();
    expect(mentionAt('@ada\nnext', 9)).toBeNull();
    expect(mentionAt('@ space', 7)).toBeNull();
    expect(mentionAt('no mention', 10)).toBeNull();
  });

  test('people match by the start of their name or of any word of it', () => {
    expect(matchingPeople([ADA, ADAM, GRACE], 'ad')).toEqual([ADA, ADAM]);
    expect(matchingPeople([ADA, ADAM, GRACE], 'hop')).toEqual([GRACE]);
    expect(matchingPeople([ADA, ADAM, GRACE], 'ada lo')).toEqual([ADA]);
    expect(matchingPeople([ADA, ADAM, GRACE], '')).toEqual([ADA, ADAM, GRACE]);
    expect(matchingPeople([ADA, ADAM, GRACE], 'zed')).toEqual([]);
  });

  test('choosing puts the whole name in the text and the caret after it; only names still in the text are sent', () => {
    const text = 'Ask @gr about it';
    expect(insertMention(text, { start: 4, query: 'gr' }, 7, GRACE)).toEqual({ text: 'Ask @Grace Hopper about it', caret: 18 });
    expect(insertMention('Ask @gr', { start: 4, query: 'gr' }, 7, GRACE)).toEqual({ text: 'Ask @Grace Hopper ', caret: 18 });
    expect(mentionedIds('@Grace Hopper and @Ada Lovelace', [GRACE, ADA, GRACE])).toEqual(['grace', 'ada']);
    expect(mentionedIds('Grace was removed', [GRACE])).toEqual([]);
  });

  test('a comment is cut into its text and its mentions, the longest name first', () => {
    const ADA_L = { id: 'ada-l', full_name: 'Ada' };
    expect(mentionParts('Hi @Ada Lovelace and @Ada, see @nobody', [ADA_L, ADA])).toEqual([
      { text: 'Hi ' },
      { text: '@Ada Lovelace', mention: ADA },
      { text: ' and ' },
      { text: '@Ada', mention: ADA_L },
      { text: ', see @nobody' },
    ]);
  });
});
