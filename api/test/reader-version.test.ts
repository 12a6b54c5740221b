// The reader's version moves with its passages (documents/extraction/reader-version.ts): documents of
// every format the repository reads, made here, are read into passages as the indexing job reads them,
// and the passages' fingerprint is recorded beside the reader version that makes them. A change to
// the reading that changes any passage, heading path or lead-in fails here until READER_VERSION is
// raised (so that the repository's documents are read again, passage-rereading.ts) and the new
// fingerprint recorded; a raised version without a new fingerprint fails too.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import type { RepositoryFileType } from '@app/shared/contract';
import { wordExportedPolicy } from '@app/test-fixtures/policy-documents';
import { layoutPdfFile, structuredDocxFile, xlsxFile } from '@app/test-fixtures/test-files';
import { READER_VERSION } from '../src/documents/extraction/reader-version.ts';
import { segmentPassages } from '../src/documents/passages/segment-passages.ts';
import { extractBlocks } from '../src/files/text-extraction.ts';

/** The fingerprint of the passages below as READER_VERSION's reader makes them. */
const RECORDED = { readerVersion: 5, passages: 'f3c8edf4af0817db16bfbc0dad7535ca5389709e01e387ef546edacef6abe90a' };

const MARKDOWN = [
  '# Access Control Policy',
  '',
  '## 1. Passwords',
  '',
  '**Password length.** Passwords must be at least twelve characters long and are',
  'checked against a list of breached passwords.',
  '',
  '4.2.1 Administrators use multi-factor authentication for every',
  'administrative session.',
  '',
  'Accounts are reviewed:',
  '',
  '- every quarter by the system owner;',
  '- at once when a person changes role.',
  '',
  'Keys are rotated every year by the security team. Each rotation is recorded in the key register',
  'with what follows:',
  '',
  '- The date of the rotation and the person who rotated the key, in full.',
  '- The systems that use the key and were checked after the rotation.',
  '',
  '| Control | Owner | Frequency |',
  '| --- | --- | --- |',
  '| Access review | Head of engineering | Quarterly |',
  '| Restore test | Platform team | Every six months [2] |',
  '',
  '+------+--------------+',
  '| Name | Phone number |',
  '+======+==============+',
  '|      |              |',
  '+------+--------------+',
  '',
].join('\n');

/** A backup schedule long enough to run on over a page break: its header repeated there, the audit logs' row cut by it. */
const STORES = [
  'Billing database',
  'Customer portal database',
  'Data warehouse',
  'Identity provider',
  'Mail archive',
  'Build artefacts',
  'File store',
  'Support tickets',
  'Audit logs',
  'Payroll records',
  'Source repositories',
];
const SCHEDULE = [
  ['Data', 'Backed up', 'Kept for'],
  ...STORES.flatMap((store) => [
    [store, 'Every night', 'Thirty-five days'],
    [
      store,
      'On the first of the month',
      store === 'Audit logs'
        ? 'Seven years, in the archive of the second region, where no one can change or delete them'
        : 'One year, in the archive of the second region',
    ],
  ]),
];

async function corpus(): Promise<{ name: string; type: RepositoryFileType; content: Buffer }[]> {
  const policy = await wordExportedPolicy({ controlMatrix: true, typedContents: true });
  const boldPolicy = await wordExportedPolicy({ headingsInBold: true, columns: 2 });
  return [
    { name: 'access.md', type: 'md', content: Buffer.from(MARKDOWN) },
    {
      name: 'notes.txt',
      type: 'txt',
      content: Buffer.from('Visitors sign in at reception.\nBadges are returned on leaving.\n\nCameras cover every entrance.\n'),
    },
    { name: 'policy.docx', type: 'docx', content: policy.docx },
    { name: 'bold-policy.docx', type: 'docx', content: boldPolicy.docx },
    {
      name: 'structured.docx',
      type: 'docx',
      content: await structuredDocxFile([
        { heading: 'Incident Response', level: 'title' },
        { heading: 'Reporting', level: 1 },
        { paragraph: 'Incidents are reported to the security team within one hour.', boldLead: 'Reporting.' },
        { bullet: 'Contain the incident.' },
        { bullet: 'Notify affected customers within 72 hours.', level: 1 },
        {
          table: [
            ['Severity', 'Response time'],
            ['High', '1 hour'],
            ['Low', '2 days'],
          ],
        },
      ]),
    },
    {
      name: 'backups.pdf',
      type: 'pdf',
      content: await layoutPdfFile(
        [
          [
            { text: 'Backup Policy', size: 20 },
            { text: 'Retention', size: 14 },
            {
              text: 'Backups of the production database are kept for thirty-five days in a second region, and restores are tested every quarter by the platform team, who record each test in the ticketing system.',
            },
            { text: 'Encryption', size: 14 },
            { text: 'Every backup is encrypted with AES-256 before it leaves the database server.' },
            { bold: 'Restore tests. ', text: 'A sample of every database is restored into an isolated environment each month.' },
            { text: 'Schedule', size: 14 },
            { table: SCHEDULE, widths: [150, 150, 151], repeatHeader: true },
          ],
          [{ text: 'Backups of laptops are the responsibility of their users, who keep their work in the company drive.' }],
        ],
        { footer: (page) => `Backup Policy · page ${page}` },
      ),
    },
    {
      name: 'answers.xlsx',
      type: 'xlsx',
      content: await xlsxFile({
        Security: [
          ['ID', 'Question', 'Response', 'Comments'],
          ['1.1', 'Is customer data encrypted at rest?', 'Yes', 'All databases are encrypted with AES-256.'],
          ['1.2', 'Do you run penetration tests?', 'Yes', 'An external firm tests the product every year.'],
        ],
      }),
    },
    { name: 'vendors.csv', type: 'csv', content: Buffer.from('Vendor,Service,Reviewed\nAcme Cloud,Hosting,Yearly\nMailCo,E-mail,Every two years\n') },
  ];
}

test('the passages of every format match the fingerprint recorded for READER_VERSION', async () => {
  const read = [];
  for (const { name, type, content } of await corpus()) {
    read.push({ name, passages: segmentPassages(await extractBlocks(type, Readable.from([content]))) });
  }
  for (const { name, passages } of read) assert.ok(passages.length > 0, `${name} reads into passages`);
  const fingerprint = createHash('sha256').update(JSON.stringify(read)).digest('hex');
  const fix = `raise READER_VERSION in api/src/documents/extraction/reader-version.ts (to ${RECORDED.readerVersion + 1}) and record { readerVersion: ${RECORDED.readerVersion + 1}, passages: '${fingerprint}' } here`;
  assert.equal(
    READER_VERSION,
    RECORDED.readerVersion,
    `READER_VERSION is ${READER_VERSION}: record its fingerprint here, { readerVersion: ${READER_VERSION}, passages: '${fingerprint}' }`,
  );
  assert.equal(fingerprint, RECORDED.passages, `The reader's passages changed, so documents indexed before need reading again: ${fix}.`);
});
