// The answer engine end to end on a slice of the labelled development set (../shared/eval/vsaq-halden:
// real policies as md, docx and pdf, real questionnaire questions with their expected documents):
// uncovered questions get no answer, answers are whole sentences of the cited passage, and the answer
// library offers an approved answer again only for the same question. Also the pieces: tiers, answer
// text, and when a library entry is the same question.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PROJECT_PATHS, type QuestionAnswer } from '@app/shared/contract';
import { answerText } from '../src/questionnaires/suggestions/answer-text.ts';
import {
  confidenceTier,
  EVIDENCE_COVERAGE,
  STATED_SHAPE_BONUS,
  STRONG_ANSWER_COVERAGE,
  STRONG_COVERAGE,
  STRONG_LEAD,
} from '../src/questionnaires/suggestions/confidence.ts';
import { questionTerms } from '../src/questionnaires/suggestions/question-terms.ts';
import { askedShapes, missesAskedName, statesShape, statesTellingShape } from '../src/questionnaires/suggestions/answer-shape.ts';
import { PassageIndex, type IndexablePassage } from '../src/documents/passages/passage-index.ts';
import { libraryRelation, preferAnswerShape, suggestAnswer } from '../src/questionnaires/suggestions/suggest-answers.ts';
import { unmatchedWords } from '../src/questionnaires/suggestions/unmatched-words.ts';
import { askedWordsIn } from '../src/questionnaires/suggestions/asked-words.ts';
import { describeEachDatabase } from './support/databases.ts';
import { projectCalls, startProjectsHarness, type ProjectsHarness } from './support/project-fixtures.ts';
import { xlsxFile } from '@app/test-fixtures/test-files';

const EVAL_SET = join(import.meta.dirname, '..', '..', '..', 'shared', 'eval', 'vsaq-halden');

interface Labelled {
  id: string;
  question: string;
  coverage: 'covered' | 'partial' | 'not_covered';
  expected_docs: string[];
}

/** A slice of every format: two markdown policies, a docx and a pdf, and questions about them. */
const KB = ['availability-policy.md', 'office-security-policy.md', 'encryption-policy.docx', 'password-policy.pdf', 'data-classification-policy.md'];
const CONTENT_TYPES: Record<string, string> = {
  md: 'text/markdown',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** A passage of a one-version document named `documentName`. */
const indexable = (documentName: string, text: string, place: { ordinal?: number; headingPath?: string } = {}): IndexablePassage => ({
  documentId: documentName,
  versionId: documentName,
  version: 1,
  documentName,
  ordinal: place.ordinal ?? 0,
  headingPath: place.headingPath ?? '',
  leadIn: '',
  text,
});
/** Forty passages on other things, so that the repository's term statistics are not the test's few. */
const FILLER = Array.from({ length: 40 }, (_, at) => indexable(`other-${at}.md`, `Item ${at} about desks, badges, visitors and printers number ${at}.`));

describe('tiers, answer text and the library', () => {
  test('below the evidence there is no answer; strong needs coverage and a lead', () => {
    assert.equal(confidenceTier({ coverage: EVIDENCE_COVERAGE - 0.01, lead: 1 }), 'none');
    assert.equal(confidenceTier({ coverage: EVIDENCE_COVERAGE, lead: 0 }), 'weak');
    assert.equal(confidenceTier({ coverage: STRONG_COVERAGE, lead: STRONG_LEAD - 0.01 }), 'weak');
    assert.equal(confidenceTier({ coverage: STRONG_COVERAGE, lead: STRONG_LEAD }), 'strong');
    // Evidence just short of the threshold that states what the question asks for (a frequency) is an answer.
    const justShort = EVIDENCE_COVERAGE / (1 + STATED_SHAPE_BONUS / 2);
    assert.equal(confidenceTier({ coverage: justShort, lead: 1, statesAskedShape: false }), 'none');
    assert.equal(confidenceTier({ coverage: justShort, lead: 1, statesAskedShape: true }), 'weak');
    // Asked for a name, evidence that names nothing is no answer however much of the question it holds.
    assert.equal(confidenceTier({ coverage: 1, lead: 1, missesAskedName: true }), 'none');
    // `strong` answers by itself: its own sentences hold the question, and state what it asks for.
    assert.equal(confidenceTier({ coverage: 1, lead: 1, answerCoverage: STRONG_ANSWER_COVERAGE - 0.01 }), 'weak');
    assert.equal(confidenceTier({ coverage: 1, lead: 1, answerCoverage: STRONG_ANSWER_COVERAGE }), 'strong');
    assert.equal(confidenceTier({ coverage: 1, lead: 1, answerStatesShape: false }), 'weak');
    assert.equal(confidenceTier({ coverage: 1, lead: 1, answerStatesShape: true }), 'strong');
  });

  test('a list item whose lead-in holds the question, saying nothing of it itself, is no `strong` answer', () => {
    const question = 'How long are audit logs retained?';
    const leadIn = 'All production systems shall record and retain audit-logging information that includes the following information:';
    const items = ['Activities performed on the system.', 'The time that the activity occurred.', 'The tool that the activity was performed with.'];
    const index = new PassageIndex([
      ...FILLER,
      ...items.map((text, ordinal) => ({ ...indexable('log-management-policy.md', text, { ordinal, headingPath: 'Log Management Policy › Policy' }), leadIn })),
    ]);
    const [query] = questionTerms([question]);
    const suggestion = suggestAnswer({ id: 'q', text: question }, query!, index, []);
    assert.equal(suggestion.citations[0]?.document_name, 'log-management-policy.md');
    assert.equal(suggestion.confidence, 'weak', suggestion.answer);
    // The items are quoted with their lead-in, as one sentence, and cited as quoted.
    const quoted = `${leadIn} Activities performed on the system; The time that the activity occurred; The tool that the activity was performed with.`;
    assert.equal(suggestion.answer, quoted);
    assert.equal(suggestion.citations[0]?.passage, quoted);
    assert.equal(suggestion.citations.filter((citation) => items.some((item) => citation.passage.startsWith(item))).length, 0, 'its items are not cited again');
  });

  test('an answer is the passage sentences that speak to the question, ended as a sentence', () => {
    const [query] = questionTerms(['How often are backups tested?']);
    const passage = 'Backups are stored off-site. Tests of backup data must be conducted once per quarter. Offices close at six.';
    assert.equal(answerText({ terms: query! }, passage), 'Backups are stored off-site. Tests of backup data must be conducted once per quarter.');
    assert.equal(answerText({ terms: query! }, 'Backup testing: quarterly'), 'Backup testing: quarterly.');
    // A note's marker points into the policy, not into the answer.
    assert.equal(answerText({ terms: query! }, 'Backups are tested once per quarter [2].'), 'Backups are tested once per quarter.');
    assert.equal(answerText({ terms: query! }, 'Backups are tested [3, 4] once per quarter.'), 'Backups are tested once per quarter.');
  });

  test('the sentence that states what the question asks for is read, though others repeat more of its words', () => {
    const question = 'How often are risk assessments reviewed and updated?';
    const [terms] = questionTerms([question]);
    const passage = [
      'The risk assessment table and the risk treatment register must be updated when new risks are identified.',
      'At a minimum, this update and review shall be conducted once per year.',
      'Risk assessment results and risk treatment decisions are recorded in the risk register.',
      'Risk owners sign off each risk treatment in the risk register.',
    ].join(' ');
    const answer = answerText({ terms: terms!, shapes: askedShapes(question) }, passage);
    assert.match(answer, /once per year/);
    assert.doesNotMatch(answerText({ terms: terms! }, passage), /once per year/, 'without the asked shape the frequency is not chosen');
    assert.ok(!statesShape(askedShapes(question), 'For continuous improvement purposes, managers may treat other risks.'), 'an adjective is not a frequency');
  });

  test('an answer says each thing once: a sentence another chosen one already says is left out', () => {
    const [terms] = questionTerms(['Do sessions time out after a period of inactivity?']);
    const passages = [
      'The screen on which the document is displayed must be automatically locked after 10 minutes of inactivity.',
      'The screen must be automatically locked after 10 minutes of inactivity.',
      'Sessions of the admin console time out after 15 minutes of inactivity.',
    ];
    assert.equal(
      answerText({ terms: terms! }, passages),
      'The screen on which the document is displayed must be automatically locked after 10 minutes of inactivity. Sessions of the admin console time out after 15 minutes of inactivity.',
    );
    // One word apart is something else: both stay.
    const [patching] = questionTerms(['Do you test patches before production?']);
    assert.equal(
      answerText({ terms: patching! }, ['Execute ENV=staging patch-all.sh.', 'Execute ENV=production patch-all.sh.']),
      'Execute ENV=staging patch-all.sh. Execute ENV=production patch-all.sh.',
    );
  });

  test('a run of titles (a list of links, a table of contents) is never an answer sentence', () => {
    const [terms] = questionTerms(['Which security controls are in place at your offices?']);
    const passage = 'Office keys are held by the office manager. Encryption Policy Office Security Policy Remote Access Policy';
    assert.equal(answerText({ terms: terms! }, passage), 'Office keys are held by the office manager.');
  });

  test('rare words weigh more in choosing sentences when their repository statistics are given', () => {
    const [terms] = questionTerms(['Is customer data encrypted with a cryptoperiod?']);
    const passage = 'Customer data is stored in the customer database. Each key has a defined cryptoperiod.';
    const idf = (term: string) => (term === 'cryptoperiod' ? 8 : 1);
    assert.equal(answerText({ terms: terms!, idf }, passage), 'Each key has a defined cryptoperiod.');
  });

  test("a question's section adds its words as context, below the question's own", () => {
    const [query] = questionTerms([{ text: 'How often is it tested?', section: 'Business Continuity' }]);
    const weight = (term: string) => query!.find((entry) => entry.term === term)?.weight ?? 0;
    assert.ok(weight('busi') > 0 && weight('busi') < weight('test'), JSON.stringify(query));
    assert.ok(query!.some((entry) => entry.term === '~business-continuity'));
  });

  test('a question that asks how often, how long, who or where prefers the passage that says so', () => {
    const shapes = (question: string) => askedShapes(question).map((shape) => shape.name);
    assert.deepEqual(shapes('How often are access rights reviewed?'), ['frequency']);
    assert.deepEqual(shapes('Within what timeframe are incidents reported?'), ['duration']);
    assert.deepEqual(shapes('Who is responsible for vendor risk?'), ['role']);
    assert.deepEqual(shapes('Do you encrypt data at rest?'), []);
    const often = askedShapes('How frequently are policies reviewed?');
    assert.ok(statesShape(often, 'Policies must be reviewed at least once per year.'));
    assert.ok(statesShape(often, 'Logs are reviewed on a monthly basis.'));
    assert.ok(!statesShape(often, 'Policies are approved by management.'));
    assert.ok(statesShape(askedShapes('How quickly is access removed?'), 'IT terminates access within five business days.'));
    // Where: a country (ISO 3166 names), not any capitalised word.
    assert.deepEqual(shapes('List all countries where data centers are located:'), ['place']);
    assert.deepEqual(shapes('Where is customer data stored?'), ['place']);
    const where = askedShapes('In which country is customer data hosted?');
    assert.ok(statesShape(where, 'Production runs in AWS region eu-central-1 (Frankfurt, Germany).'));
    assert.ok(statesShape(where, 'Backups are replicated within the United States.'));
    assert.ok(!statesShape(where, 'Production runs in a Tier III data center.'));
    // As evidence only a telling shape counts: policies name owners everywhere.
    assert.equal(statesTellingShape(often, ['Access is reviewed.', 'Reviews happen every quarter.']), true);
    assert.equal(statesTellingShape(often, ['Access is reviewed by the CISO.']), false);
    assert.equal(statesTellingShape(askedShapes('Who reviews access?'), ['Access is reviewed by the CISO.']), null);
    // A question that asks for a name is not answered by passages that name nothing.
    const scanner = 'What software or company do you use for vulnerability scans?';
    assert.ok(missesAskedName(scanner, ['Conduct periodic system vulnerability assessments.', 'Scans are run monthly.']));
    assert.ok(!missesAskedName(scanner, ['Hosts are scanned weekly with Nessus Professional.']));
    assert.ok(!missesAskedName("What's the name of the standard your program follows?", ['Controls follow NIST SP 800-53.']));
    assert.ok(!missesAskedName('Do you scan for vulnerabilities?', ['Conduct periodic system vulnerability assessments.']));
    // "company" or "software" as a modifier asks for no name.
    assert.ok(!missesAskedName('What company policies govern log retention?', ['Logs are retained for 90 days.']));
    assert.ok(missesAskedName('Which vendors have access to customer data?', ['Access is limited to approved suppliers.']));

    const ranked = (text: string, score: number) => ({
      passage: { documentId: 'd', versionId: 'v', version: 1, documentName: 'policy.md', ordinal: 0, headingPath: '', leadIn: '', text },
      score,
      contentScore: score,
      coverage: 0.6,
    });
    const reordered = preferAnswerShape('How often are policies reviewed?', [
      ranked('Policies are reviewed and approved by the CISO.', 1),
      ranked('Policies are reviewed annually.', 0.9),
    ]);
    assert.equal(reordered[0]!.passage.text, 'Policies are reviewed annually.');
    const unchanged = preferAnswerShape('Are policies reviewed?', [
      ranked('Policies are reviewed by the CISO.', 1),
      ranked('Policies are reviewed annually.', 0.9),
    ]);
    assert.equal(unchanged[0]!.passage.text, 'Policies are reviewed by the CISO.');
  });

  test("the evidence is the best document's best passages read together, never passages of different documents", () => {
    const question = { id: 'q', text: 'How often are firewall rules reviewed by the network engineering team?' };
    const [query] = questionTerms([question.text]);
    // The rule in one item, who and how often in the next: together they answer.
    const together = new PassageIndex([
      ...FILLER,
      indexable('firewall-standard.md', 'Firewall rules are reviewed to remove rules no longer needed.'),
      indexable('firewall-standard.md', 'The network team does this every quarter.', { ordinal: 1 }),
    ]);
    const answered = suggestAnswer(question, query!, together, []);
    assert.notEqual(answered.confidence, 'none');
    assert.match(answered.answer, /Firewall rules are reviewed/);
    assert.match(answered.answer, /every quarter/);
    // The same words in two documents are two half-answers: no answer.
    const apart = new PassageIndex([
      ...FILLER,
      indexable('firewall-standard.md', 'Firewall rules are reviewed to remove rules no longer needed.'),
      indexable('team-charter.md', 'The network team does this every quarter.'),
    ]);
    assert.equal(suggestAnswer(question, query!, apart, []).confidence, 'none');
    assert.equal(together.coverageOf(query!, []), 0);
  });

  test("a document whose title names the question's topic is cited first among equals, and its title is no evidence for `strong`", () => {
    const text = 'Affected customers are informed by the communications lead within one business day.';
    const question = { id: 'q', text: 'Do you inform affected customers about security incidents?' };
    const [query] = questionTerms([question.text]);
    // The same words, and the same words in their headings: only the titles differ.
    const index = new PassageIndex([
      ...FILLER,
      indexable('Disaster Recovery Policy.md', text, { headingPath: 'Disaster Recovery Policy › Security incidents' }),
      indexable('Security Incident Response Policy.md', text, { headingPath: 'Security Incident Response Policy' }),
    ]);
    const [first, second] = index.rank(query!, 2);
    assert.equal(first!.passage.documentName, 'Security Incident Response Policy.md');
    assert.ok(first!.score > second!.score);
    assert.equal(first!.contentScore, second!.contentScore);
    const suggestion = suggestAnswer(question, query!, index, []);
    assert.equal(suggestion.citations[0]!.document_name, 'Security Incident Response Policy.md');
    assert.equal(suggestion.confidence, 'weak', 'the same evidence in two documents: no lead, whatever their titles');
  });

  test("what a question asks about that its sources do not mention, in the question's words", () => {
    const question = 'Do you retain security logs for at least six months, and do you protect against ARP spoofing or denial of service?';
    const [query] = questionTerms([question]);
    const sources = [
      indexable('log-management-policy.md', 'Security event logs are retained for 90 days.', { headingPath: 'Log Management Policy › Retention' }),
    ];
    const unmatched = unmatchedWords(question, query!, sources);
    assert.deepEqual(
      unmatched,
      ['least six months', 'protect against ARP spoofing', 'denial of service'],
      'runs of missing words, stop words inside one kept, a conjunction between two',
    );
    assert.ok(!unmatched.some((phrase) => /retain|logs|security/i.test(phrase)), 'words the passage holds in any form are not listed');
    assert.deepEqual(
      unmatchedWords('Do you have DDoS protection?', questionTerms(['Do you have DDoS protection?'])[0]!, [
        indexable('network.md', 'We protect against denial of service attacks.'),
      ]),
      [],
      'a synonym counts',
    );
    assert.deepEqual(
      unmatchedWords('How often do you make sure of it?', questionTerms(['How often do you make sure of it?'])[0]!, []),
      [],
      'everyday words name nothing to look for',
    );
  });

  test("a cited passage is marked where it holds the question's topic words, in any form or as a synonym", () => {
    const question = 'Do you enforce MFA and encrypt backups of customer records?';
    const [query] = questionTerms([question]);
    const passage = 'Multi-factor authentication is required for all staff. Backups are encrypted; the policy is reviewed yearly.';
    const marked = askedWordsIn(passage, query!).map(({ start, end }) => passage.slice(start, end));
    assert.deepEqual(marked, ['Multi-factor', 'Backups', 'encrypted'], 'a synonym form marked whole ("MFA" is "multi factor"), other forms of a word marked');
    assert.ok(!marked.includes('policy') && !marked.includes('reviewed'), 'questionnaire phrasing is not what the question is about');
    assert.deepEqual(askedWordsIn('Nothing here is about it.', query!), []);
    assert.deepEqual(askedWordsIn('ﬁle backups', query!), [], 'a passage not in compatibility form is not marked at all rather than misplaced');
  });

  test('a library entry is the same question only with the same topic words', () => {
    const entry = (question: string, score: number) => ({
      id: 'x',
      question,
      answer: 'Yes.',
      sourceDocumentId: null,
      sourceDocumentName: 'q.xlsx',
      projectName: null,
      verdict: null,
      sourceChanged: false,
      score,
    });
    assert.equal(libraryRelation('Do you encrypt data at rest?', entry('Do you encrypt data at rest?', 1)), 'same');
    assert.equal(libraryRelation('Is all data encrypted at rest?', entry('Do you encrypt data at rest?', 0.55)), 'same');
    assert.equal(libraryRelation('Do you encrypt customer data at rest?', entry('Do you encrypt data at rest?', 0.8)), 'related');
    assert.equal(libraryRelation('Are visitors escorted in your offices?', entry('Do you encrypt data at rest?', 0.3)), null);
  });
});

describeEachDatabase('the answer engine on the development set', (db) => {
  let h: ProjectsHarness;
  let slice: Labelled[];
  const names = new Map<string, string>();
  before(async () => {
    h = await startProjectsHarness(db());
    const truth: Labelled[] = JSON.parse(readFileSync(join(EVAL_SET, 'truth.json'), 'utf8'));
    slice = truth.filter((item) => item.coverage === 'not_covered' || item.expected_docs.every((name) => KB.includes(name)));
    for (const name of KB) {
      const id = await repositoryDocument(name, readFileSync(join(EVAL_SET, 'kb', name)), CONTENT_TYPES[name.split('.').pop()!]!);
      names.set(id, name);
    }
  });
  after(() => h?.stop());
  const { createProject, uploaded, processed, questions, send, repositoryDocument } = projectCalls(() => h);

  async function answered(texts: readonly string[]): Promise<{ documentId: string; byText: Map<string, QuestionAnswer> }> {
    const project = await createProject({ name: `Development set ${Math.random()}` });
    const rows = [['ID', 'Question', 'Response'], ...texts.map((text, index) => [`Q-${index + 1}`, text, ''])];
    const document = await uploaded(project.id, { name: 'vsaq.xlsx', content: await xlsxFile({ Questions: rows }) });
    assert.equal((await processed(document.id)).state, 'ready_for_review');
    const list = await questions(document.id);
    return { documentId: document.id, byText: new Map(list.results.map((question) => [question.question, question])) };
  }

  test('uncovered questions get no answer; answers cite their policy in whole sentences', async () => {
    const { byText } = await answered(slice.map((item) => item.question));
    let right = 0;
    const covered = slice.filter((item) => item.coverage !== 'not_covered');
    for (const item of slice) {
      const suggestion = byText.get(item.question)!;
      assert.ok(suggestion, item.id);
      if (item.coverage === 'not_covered') {
        assert.notEqual(suggestion.confidence, 'library', `${item.id} is not covered by the documents`);
        continue;
      }
      if (item.expected_docs.includes(names.get(suggestion.citations[0]?.document_id ?? '') ?? '')) right += 1;
    }
    for (const suggestion of byText.values()) {
      if (!suggestion.answer) continue;
      assert.match(suggestion.answer, /[.!?…)"”]$/, 'an answer ends a sentence');
      assert.doesNotMatch(suggestion.answer, /^(Purpose and Scope|Policy|Background)\b/, 'no heading is pasted in');
      // Every sentence of the answer can be checked against a cited passage.
      for (const sentence of suggestion.answer.split(/(?<=[.!?…])\s+/)) {
        const words = sentence.replace(/[.;:,]$/, '');
        assert.ok(
          suggestion.citations.some((citation) => citation.passage.includes(words)),
          `"${words}" is in none of the citations of ${suggestion.question}`,
        );
      }
    }
    // What each repository citation is marked for is words of the passage that the question asks about.
    const marked = [...byText.values()].flatMap((suggestion) =>
      suggestion.citations.flatMap((citation) => (citation.highlights ?? []).map(({ start, end }) => citation.passage.slice(start, end))),
    );
    assert.ok(marked.length > 0, 'citations come with the words they hold of the question');
    assert.ok(
      marked.every((words) => /^[\p{L}\p{N}]/u.test(words) && /[\p{L}\p{N}]$/u.test(words)),
      `whole words marked: ${marked.slice(0, 5).join(' | ')}`,
    );
    // What the sources lack is named in the question's own words, and is really not in them.
    const arp = byText.get('Do you have controls in place to protect your systems from ARP spoofing?');
    if (arp) assert.deepEqual(arp.unmatched_words, ['ARP spoofing']);
    for (const suggestion of byText.values()) {
      for (const phrase of suggestion.unmatched_words) {
        assert.ok(suggestion.question.includes(phrase), `"${phrase}" is not words of "${suggestion.question}"`);
        assert.ok(!suggestion.citations.some((citation) => citation.passage.includes(phrase)), `"${phrase}" is in a citation`);
      }
    }
    const uncovered = slice.filter((item) => item.coverage === 'not_covered');
    const abstained = uncovered.filter((item) => byText.get(item.question)!.confidence === 'none' && byText.get(item.question)!.answer === '');
    assert.ok(abstained.length >= uncovered.length * 0.75, `abstained on ${abstained.length} of ${uncovered.length} uncovered questions`);
    // Retrieval alone cannot tell a near-match from an answer every time (see the README's figures):
    // at most one uncovered question in ten may still look strong.
    const strong = uncovered.filter((item) => byText.get(item.question)!.confidence === 'strong');
    assert.ok(strong.length <= uncovered.length * 0.1, `strong on uncovered: ${strong.map((item) => item.id).join(', ')}`);
    assert.ok(right >= covered.length * 0.6, `top citation right for ${right} of ${covered.length}`);
  });

  test('a verdict the file already gives is kept: the suggestion brings the answer text, not another verdict', async () => {
    const project = await createProject({ name: `Verdicts in the file ${Math.random()}` });
    const backups = 'Do you regularly test your backups?';
    const vpn = 'Do you operate a VPN that allows remote access to your network?';
    const rows = [
      ['ID', 'Question', 'Yes/No', 'Comments'],
      ['Q-1', backups, 'No', ''],
      ['Q-2', vpn, '', ''],
    ];
    const document = await uploaded(project.id, { name: 'pre-filled.xlsx', content: await xlsxFile({ Questions: rows }) });
    assert.equal((await processed(document.id)).state, 'ready_for_review');
    const byText = new Map((await questions(document.id)).results.map((question) => [question.question, question]));
    // Without a verdict in the file the evidence's verdict is proposed…
    assert.equal(byText.get(vpn)!.verdict, 'yes');
    // …with one, the file's stands beside the suggested text, for the reviewer to weigh.
    assert.equal(byText.get(backups)!.status, 'suggested');
    assert.match(byText.get(backups)!.answer, /backup/i);
    assert.equal(byText.get(backups)!.verdict, 'no');
  });

  test('approved answers come back from the library for the same questions only', async () => {
    const covered = slice.filter((item) => item.coverage !== 'not_covered').map((item) => item.question);
    const first = await answered(covered);
    const approvedIds = [...first.byText.values()].filter((question) => question.answer !== '').map((question) => question.id);
    const approved = await send('POST', PROJECT_PATHS.review, { document_id: first.documentId, action: 'approve', question_ids: approvedIds }, h.reviewer);
    assert.equal(approved.statusCode, 200, approved.body);
    const approvedTexts = new Set([...first.byText.values()].filter((question) => question.answer !== '').map((question) => question.question));

    // The same questions again, and one of them reworded with a different topic word.
    const reworded = 'Are full backups of critical resources kept in a second region?';
    const again = await answered([...covered, reworded]);
    for (const [text, suggestion] of again.byText) {
      if (suggestion.confidence === 'library') assert.ok(approvedTexts.has(text), `a library answer was offered for another question: ${text}`);
    }
    for (const text of approvedTexts) assert.equal(again.byText.get(text)!.confidence, 'library', text);
    const library = again.byText.get(reworded)!;
    assert.notEqual(library.confidence, 'library');
  });
});
