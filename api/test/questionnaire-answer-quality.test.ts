// Answer quality: a small repository of policies and a questionnaire whose right source is known for
// each question, worded as clients word them (not as the policies do). The test fails when the share
// of questions whose top citation is the right document drops below the level reached, when an
// off-topic question gets an answer, or when the tiers stop telling strong from weak.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { describeEachDatabase } from './support/databases.ts';
import { projectCalls, startProjectsHarness, type ProjectsHarness } from './support/project-fixtures.ts';
import { xlsxFile } from '@app/test-fixtures/test-files';

const REPOSITORY: Record<string, string> = {
  'access-control-policy.txt':
    'Access Control Policy. Access to systems follows least privilege and is granted through a ticket approved by the system owner. ' +
    'All remote access to production systems requires multi-factor authentication with a hardware security key. ' +
    'User access rights are reviewed every quarter by the system owners, and each review is signed off by the CISO. ' +
    'Accounts of leavers are disabled on their last working day. Shared and generic accounts are not allowed.',
  'password-standard.txt':
    'Password Standard. Passwords are at least 14 characters long and are checked against lists of breached passwords. ' +
    'Accounts lock after ten failed sign-in attempts. Passwords are stored hashed with Argon2id. Default vendor passwords are changed before a system goes live.',
  'encryption-standard.txt':
    'Encryption Standard. Customer data is encrypted at rest with AES-256 in every database, backup and file store. ' +
    'Data in transit over public networks is protected with TLS 1.2 or higher. Encryption keys are held in a cloud key management service and rotated every year.',
  'backup-and-recovery.txt':
    'Backup and Recovery Procedure. Production databases are backed up every night, and backups are kept for 35 days in a second region. ' +
    'A restore test is performed every quarter. The recovery time objective is four hours and the recovery point objective is twenty-four hours.',
  'incident-response-plan.txt':
    'Incident Response Plan. Security incidents are triaged by the on-call security engineer within one hour. ' +
    'Customers affected by a personal data breach are notified within 72 hours of its discovery. The plan is tested every year in a tabletop exercise.',
  'vendor-management-policy.txt':
    'Vendor Management Policy. Every supplier that processes customer data is assessed before onboarding with a security questionnaire. ' +
    'Critical suppliers are reassessed annually and must hold a SOC 2 Type II report or ISO 27001 certificate. Contracts include data processing terms.',
  'security-awareness-training.txt':
    'Security Awareness Training. All employees complete security awareness training when they join and every year after. ' +
    'Phishing simulations are run every month, and staff who fail one repeat the training.',
  'business-continuity-plan.txt':
    'Business Continuity Plan. The plan covers the loss of an office, a cloud region or a key supplier. It is reviewed annually by management ' +
    'and exercised once a year. Critical services fail over to a second cloud region.',
  'physical-security-policy.txt':
    'Physical Security Policy. Offices are entered with personal badges, and visitors are signed in and escorted at all times. ' +
    'Data centres are operated by our cloud provider and audited under SOC 2.',
  'logging-and-monitoring-standard.txt':
    'Logging and Monitoring Standard. Security events from production systems are sent to a central SIEM and kept for one year. ' +
    'Alerts are reviewed around the clock by the security operations team. Logs are protected against changes.',
};

/** Each question as a client asks it, with the document that answers it. */
const QUESTIONNAIRE: [question: string, source: string][] = [
  ['Is MFA required for remote access to your production environment?', 'access-control-policy.txt'],
  ['How frequently are user access rights reviewed, and who signs off the review?', 'access-control-policy.txt'],
  ['What happens to the accounts of employees who leave the company?', 'access-control-policy.txt'],
  ['What is the minimum password length, and are passwords checked against breached password lists?', 'password-standard.txt'],
  ['After how many failed sign-in attempts is an account locked?', 'password-standard.txt'],
  ['Which algorithm is used to encrypt customer data at rest?', 'encryption-standard.txt'],
  ['Which TLS version protects data in transit?', 'encryption-standard.txt'],
  ['How often are encryption keys rotated?', 'encryption-standard.txt'],
  ['How often are production databases backed up, and for how long are backups retained?', 'backup-and-recovery.txt'],
  ['What are your recovery time objective and recovery point objective?', 'backup-and-recovery.txt'],
  ['Within how many hours are customers notified of a personal data breach?', 'incident-response-plan.txt'],
  ['Is the incident response plan tested, and how often?', 'incident-response-plan.txt'],
  ['Do you assess suppliers that process customer data before onboarding them?', 'vendor-management-policy.txt'],
  ['Must critical suppliers hold a SOC 2 Type II report or an ISO 27001 certificate?', 'vendor-management-policy.txt'],
  ['Do employees complete security awareness training every year?', 'security-awareness-training.txt'],
  ['Do you run phishing simulations?', 'security-awareness-training.txt'],
  ['Is the business continuity plan reviewed and exercised annually?', 'business-continuity-plan.txt'],
  ['Are visitors to your offices escorted?', 'physical-security-policy.txt'],
  ['Are security events sent to a central SIEM, and how long are logs kept?', 'logging-and-monitoring-standard.txt'],
  ['Are security alerts monitored around the clock?', 'logging-and-monitoring-standard.txt'],
];

/** Nothing in the repository answers these: they must get no answer. */
const OFF_TOPIC = ['Is your office dog-friendly for visiting pets?', 'What colour is your company logo?'];

/**
 * The share reached when this test was written (retrieval only: full-text search re-ranked by how much
 * of the question a passage covers). Raise it when retrieval gets better; never lower it to pass.
 */
const TOP_CITATION_RIGHT = 0.95;

describeEachDatabase('answer quality', (db) => {
  let h: ProjectsHarness;
  const ids: Record<string, string> = {};
  before(async () => {
    h = await startProjectsHarness(db());
    for (const [name, text] of Object.entries(REPOSITORY)) ids[name] = await repositoryDocument(name, text);
  });
  after(() => h?.stop());
  const { createProject, uploaded, processed, questions, repositoryDocument } = projectCalls(() => h);

  test(`the top citation is the right document for at least ${TOP_CITATION_RIGHT * 100} % of the questions`, async () => {
    const project = await createProject({ name: 'Answer quality' });
    const rows = [
      ['No.', 'Question', 'Answer'],
      ...[...QUESTIONNAIRE.map(([question]) => question), ...OFF_TOPIC].map((question, index) => [index + 1, question, '']),
    ];
    const document = await uploaded(project.id, { name: 'quality.xlsx', content: await xlsxFile({ Questionnaire: rows }) });
    assert.equal((await processed(document.id)).state, 'ready_for_review');
    const byText = Object.fromEntries((await questions(document.id)).results.map((question) => [question.question, question]));

    const misses: string[] = [];
    for (const [question, source] of QUESTIONNAIRE) {
      const suggestion = byText[question]!;
      const top = suggestion.citations[0];
      if (top?.document_id !== ids[source]) misses.push(`${question} → ${top?.document_name ?? 'nothing'} (expected ${source})`);
      // Nothing is invented: the answer is the cited passage's own sentences.
      const firstSentence = suggestion.answer.split(/(?<=\.) /)[0]!;
      if (top) assert.ok(top.passage.includes(firstSentence) && REPOSITORY[top.document_name]!.includes(firstSentence), `${question}: ${suggestion.answer}`);
    }
    const share = 1 - misses.length / QUESTIONNAIRE.length;
    console.log(
      `# top citation right: ${(share * 100).toFixed(0)} % of ${QUESTIONNAIRE.length}${misses.length ? `; missed:\n#   ${misses.join('\n#   ')}` : ''}`,
    );
    assert.ok(share >= TOP_CITATION_RIGHT, `top citation right for ${(share * 100).toFixed(0)} %, below ${TOP_CITATION_RIGHT * 100} %:\n${misses.join('\n')}`);

    for (const question of OFF_TOPIC) {
      assert.deepEqual([byText[question]!.confidence, byText[question]!.answer, byText[question]!.citations], ['none', '', []], question);
    }
    // The tiers say something: most right answers are strong, and a strong one is right.
    const strong = QUESTIONNAIRE.filter(([question]) => byText[question]!.confidence === 'strong');
    assert.ok(strong.length >= QUESTIONNAIRE.length / 2, `${strong.length} strong`);
    for (const [question, source] of strong) assert.equal(byText[question]!.citations[0]?.document_id, ids[source], question);
  });
});
