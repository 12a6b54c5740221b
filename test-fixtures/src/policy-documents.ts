// A policy as organisations export it from Word: a running header and footer (with "Page 3 of 5"
// and a version line), a document-control table, a table of contents with dot leaders, numbered
// headings ("4.3.1 Password length", in heading styles or only in bold), a definitions table, a
// bulleted list of long items, soft hyphens, paragraphs long enough to run over page breaks, and a
// section set in two or three columns; or, as less tidy documents have them, a table of contents typed
// without leaders or tabs ("1 Purpose 3") and a control matrix whose first column wraps, running on
// over a page break (its header repeated there, a row cut by it). Together with what a reader should
// make of it: the passages' texts, the heading paths of some, and the page furniture that must never
// be read as text.
import { AlignmentType, Document, Footer, Header, HeadingLevel, LeaderType, LevelFormat, Packer, PageNumber, Paragraph, SectionType } from 'docx';
import { ColumnBreak, Table, TableCell, TableRow, TabStopPosition, TabStopType, TextRun, WidthType } from 'docx';

const SOFT_HYPHEN = '\u00ad';

/** A sentence or paragraph of the body, as a reader must find it: whole, one passage. */
const scope =
  'This policy applies to every employee, contractor and third party who uses Acme Corp information systems, whether on site or working remotely. ' +
  'Managers make sure that their teams understand it and report any exception to the Information Security Officer without delay. ' +
  'Exceptions are recorded in the exception register and reviewed every six months.';
const accounts = [
  'Every account belongs to one named person; shared accounts are not permitted unless the Information Security Officer has approved them in writing and their use is logged.',
  'Accounts of leavers are disabled on their last working day, and their access to customer systems is removed within four hours of the request from Human Resources.',
  'Access rights are reviewed every quarter by the owner of each system.',
];
/** Soft hyphens where Word users type them (or Word's hyphenation puts them) inside long words. */
const remoteAccess = (hyphen: string) =>
  `Remote access to the corporate network uses the company VPN with MFA. The VPN client checks that the laptop's disk encryp${hyphen}tion is on and its anti-malware signa${hyphen}tures are current before it connects, and a laptop that fails either check is placed in a quaran${hyphen}tine network until the service desk has remediated it.`;
const passwordLength = 'Passwords are at least fourteen characters long. Passphrases of four or more unrelated words are encouraged.';
const passwordRotation = 'Passwords are changed only when there is evidence that they have been compromised; periodic rotation is not required.';
/** Paragraphs of distinct sentences that fill pages, so that some run over a page break. */
const filler = [
  'Laptops are issued by the service desk with full disk encryption enabled, the endpoint protection agent installed and automatic updates turned on. A laptop that has not connected to the management service for thirty days is locked until its user brings it back to the office. Lost or stolen laptops are reported to the service desk within one hour, and the service desk wipes them remotely as soon as they next connect. Laptops are replaced every four years, and their disks are destroyed by a certified company before the laptops leave the office.',
  'Production systems are administered only from hardened jump hosts. Administrators sign in to the jump hosts with a hardware security key, and every session is recorded and kept for ninety days so that the security operations team can review it after an incident. Administrator rights are granted for a single task and expire after eight hours; standing administrator rights are reviewed every month by the head of engineering, who removes any that are no longer needed.',
  'Customer data is encrypted at rest with AES-256 and in transit with TLS 1.2 or higher. Encryption keys are held in a managed key service, rotated every year, and only the platform team can use them; no employee can read a key. Certificates are issued by the company certificate authority for internal services and by a public authority for customer-facing ones, and they are renewed automatically thirty days before they expire.',
  'Backups of production databases are taken every night and copied to a second region. Restores are tested every quarter by restoring a sample of each database into an isolated environment and comparing it with the source. Backups are kept for thirty-five days, and monthly backups for one year. A failed backup raises an alert for the on-call engineer, who starts it again and records the failure in the operations log.',
  'Security events from every production system are sent to the central log service, where they are kept for one year. The security operations team reviews the alerts every working day and escalates anything unexplained to the Information Security Officer. Logs cannot be changed or deleted by the people whose actions they record, and access to the log service is itself logged and reviewed every quarter.',
  'Software changes are reviewed by a second engineer before they are merged, and every release passes the automated test suite and a dependency vulnerability scan. Emergency changes are reviewed within two working days after they are made. Changes to production infrastructure are made through version-controlled templates, so that every change can be traced to a ticket and to the engineer who approved it.',
  'Vendors that process customer data are assessed before a contract is signed and every year after that. The assessment covers their certifications, their incident history and the results of their most recent penetration test. Vendors that fail the assessment are given a plan of the improvements needed, and no customer data is shared with them until the plan has been completed.',
  'Security awareness training is completed by every new employee in their first week and by every employee once a year. Completion is tracked by Human Resources, and managers are reminded of anyone in their team who is overdue. The training covers phishing, the handling of customer data, the reporting of incidents and the rules of this policy, and it ends with a short test that must be passed.',
  'Physical access to the office is controlled by personal badges. Visitors sign in at reception, wear a visitor badge at all times and are accompanied by an employee while they are in areas where customer data is handled.',
];
const enforcement = 'Breaches of this policy may lead to disciplinary action, up to and including dismissal.';
/** The two-column section's paragraphs: enough text to fill the left column and run into the right one. */
const columnParagraphs = [
  'Internet-facing systems are scanned for vulnerabilities every week. Critical findings are fixed within seven days and high findings within thirty days of their discovery.',
  'An independent penetration test of the product is carried out every year, and its findings are tracked to closure in the risk register by the Information Security Officer.',
  'Mobile phones that receive company email are enrolled in the device management service, which enforces a passcode of at least six digits and can wipe a lost phone remotely.',
  'Removable media are blocked on company laptops. An exception is granted only for a named purpose, for at most thirty days, and the data copied is encrypted.',
  'Printed documents that hold customer data are kept in locked cabinets and shredded when they are no longer needed, using the shredding bins on every floor.',
  'Clean desk rules apply at the end of every working day: papers are locked away, screens are locked and laptops are taken home or locked in a drawer.',
  'Incidents are reported to the security team at once through the incident channel or by phone. The first responder records the time, the systems affected and what was seen.',
  'Customers affected by a personal data breach are told without undue delay, and the supervisory authority within seventy-two hours of the breach becoming known.',
];
/** A third column's paragraphs, for the three-column page. */
const thirdColumnParagraphs = [
  'Guests use the guest wireless network, which is kept apart from the office network and gives access to the internet only.',
  'Source code is kept in the company repositories; copying it to personal accounts or devices is not permitted.',
  'Suspected phishing messages are reported with the report button in the mail client, never forwarded to colleagues.',
];
/**
 * A control matrix whose first column is narrow enough for most controls to wrap over two lines, long
 * enough to run on to the next page, where the log review's row is cut.
 */
const controlMatrix = [
  ['Control', 'Owner', 'Frequency'],
  ['Access review of production systems', 'Head of engineering', 'Quarterly'],
  ['Restore test of the production database backups', 'Platform team', 'Quarterly'],
  ['Firewall rule review', 'Network team', 'Every six months'],
  ['Penetration test of the customer-facing product', 'Information Security Officer', 'Yearly'],
  ['Vulnerability scan', 'Security operations', 'Weekly'],
  ['Key rotation', 'Platform team', 'Yearly'],
  ['Vendor assessment', 'Procurement', 'Before a contract is signed and every year after that'],
  [
    'Log review',
    'Security operations',
    'Every working day, with anything unexplained escalated to the Information Security Officer on the same day and recorded in the incident log with the steps taken',
  ],
  ['Badge audit', 'Facilities', 'Monthly'],
  ['Laptop encryption check', 'Service desk', 'Monthly'],
];

export interface PolicyDocument {
  docx: Buffer;
  /** Texts a reader must find whole, each as one passage's text (a table row as "Header: cell; …"). */
  passageTexts: string[];
  /** The heading paths some passages must have, by their text. */
  headingPaths: { text: string; headings: string[] }[];
  /** Texts of the running header and footer of every page. */
  runningLines: string[];
  /** Texts that are page furniture, the table of contents or the document's history: in no passage. */
  neverInPassages: string[];
}

export interface PolicyOptions {
  /** Numbered headings set as bold body text instead of in the heading styles (as many documents do). */
  headingsInBold?: boolean;
  /** A last section set in this many columns side by side. */
  columns?: 2 | 3;
  /** A table of contents typed as plain lines, "1 Purpose 3", under a title no reader knows ("In this policy"). */
  typedContents?: boolean;
  /**
   * A control matrix (Control | Owner | Frequency) in the operations section, its first column
   * wrapping, running on over a page break: its header repeated on the next page, a row cut by it.
   */
  controlMatrix?: boolean;
}

export async function wordExportedPolicy(options: PolicyOptions = {}): Promise<PolicyDocument> {
  const paragraph = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
  const heading = (text: string, level: 1 | 2 | 3) =>
    options.headingsInBold
      ? paragraph(text, true)
      : new Paragraph({ text, heading: [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3][level - 1] });
  const bullet = (text: string) => new Paragraph({ text, numbering: { reference: 'bullets', level: 0 } });
  /** A table of contents line as Word writes it: title, a tab with a dot leader, the page number. */
  const contentsLine = (title: string, page: number, level: 1 | 2) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX, leader: LeaderType.DOT }],
      indent: { left: (level - 1) * 400 },
      children: [new TextRun(`${title}\t${page}`)],
    });
  /**
   * A table, its first row the header (repeated at the top of each page it runs on to); `widths` (in
   * twips) sets its columns' widths; `rowsBreak`: a row may break across pages.
   */
  const table = (rows: string[][], widths?: number[], rowsBreak = false) =>
    new Table({
      ...(widths ? { columnWidths: widths } : {}),
      rows: rows.map(
        (cells, index) =>
          new TableRow({
            tableHeader: index === 0,
            // Else a row moves to the next page whole (Word's "Allow row to break across pages" off).
            cantSplit: !rowsBreak,
            children: cells.map(
              (cell, column) =>
                new TableCell({
                  ...(widths ? { width: { size: widths[column]!, type: WidthType.DXA } } : {}),
                  children: [paragraph(cell, index === 0)],
                }),
            ),
          }),
      ),
    });
  const header = new Header({ children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun('Acme Corp — Confidential')] })] });
  const footer = new Footer({
    children: [
      paragraph('Information Security Policy v2.3 — 12 March 2026'),
      new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })] }),
    ],
  });
  const contents: [string, number, 1 | 2][] = [
    ['1. Purpose', 3, 1],
    ['2. Scope', 3, 1],
    ['3. Definitions', 3, 1],
    ['4. Access Control', 3, 1],
    ['4.1 Account management', 3, 2],
    ['4.2 Remote access', 3, 2],
    ['4.3 Passwords', 4, 2],
    ['4.3.1 Password length', 4, 2],
    ['5. Operations', 4, 1],
    ['6. Enforcement', 5, 1],
  ];
  const title = 'Information Security Policy';
  const body = [
    new Paragraph({ text: title, heading: HeadingLevel.TITLE }),
    paragraph('Document Control', true),
    table([
      ['Version', 'Date', 'Author', 'Change'],
      ['1.0', '01/02/2024', 'J. Smith', 'Initial release'],
      ['2.0', '15/06/2025', 'A. Jones', 'Added remote working section'],
      ['2.3', '12/03/2026', 'A. Jones', 'Annual review; password length raised'],
    ]),
    ...(options.typedContents
      ? [
          new Paragraph({ pageBreakBefore: true, children: [new TextRun('In this policy')] }),
          ...contents.map(([text, page]) => paragraph(`${text.replace(/^(\d+)\.(?= )/, '$1')} ${page}`)),
        ]
      : [
          new Paragraph({ pageBreakBefore: true, children: [new TextRun('Contents')] }),
          ...contents.map(([text, page, level]) => contentsLine(text, page, level)),
        ]),
    new Paragraph({ pageBreakBefore: true, children: [] }),
    heading('1. Purpose', 1),
    paragraph(
      'This policy sets out how Acme Corp protects the confidentiality, integrity and availability of the information it holds for its customers, and what every person who works for Acme Corp must do to keep that information safe.',
    ),
    heading('2. Scope', 1),
    paragraph(scope),
    heading('3. Definitions', 1),
    table([
      ['Term', 'Definition'],
      ['MFA', 'Multi-factor authentication: a sign-in that needs two or more independent factors.'],
      ['Privileged account', 'An account that can change the configuration of a system or read the data of other users.'],
    ]),
    heading('4. Access Control', 1),
    heading('4.1 Account management', 2),
    paragraph('Accounts are managed as follows:'),
    ...accounts.map(bullet),
    heading('4.2 Remote access', 2),
    paragraph(remoteAccess(SOFT_HYPHEN)),
    heading('4.3 Passwords', 2),
    heading('4.3.1 Password length', 3),
    paragraph(passwordLength),
    heading('4.3.2 Password rotation', 3),
    paragraph(passwordRotation),
    heading('5. Operations', 1),
    ...filler.map((text) => paragraph(text)),
    ...(options.controlMatrix ? [table(controlMatrix, [2400, 3000, 3600], true)] : []),
    heading('6. Enforcement', 1),
    paragraph(enforcement),
  ];
  // Side by side on the page: each column after the first starts at a column break.
  const half = columnParagraphs.length / 2;
  const columnTexts = [columnParagraphs.slice(0, half), columnParagraphs.slice(half), ...(options.columns === 3 ? [thirdColumnParagraphs] : [])];
  const columns = [
    heading('7. Quick reference', 1),
    ...columnTexts.flatMap((texts, index) => [
      ...(index > 0 ? [new Paragraph({ children: [new ColumnBreak()] })] : []),
      ...texts.map((text) => paragraph(text)),
    ]),
  ];
  const document = new Document({
    // Word's Normal style: 8 pt after each paragraph.
    styles: { default: { document: { paragraph: { spacing: { after: 160 } } } } },
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            { level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 720, hanging: 360 } } } },
          ],
        },
      ],
    },
    sections: [
      { headers: { default: header }, footers: { default: footer }, children: body },
      ...(options.columns
        ? [
            {
              headers: { default: header },
              footers: { default: footer },
              properties: { type: SectionType.NEXT_PAGE, column: { count: options.columns, space: 708 } },
              children: columns,
            },
          ]
        : []),
    ],
  });
  const access = [title, '4. Access Control'];
  const runningLines = ['Confidential', 'Page ', 'v2.3', '12 March 2026'];
  return {
    docx: await Packer.toBuffer(document),
    passageTexts: [
      scope,
      ...accounts,
      remoteAccess(''),
      passwordLength,
      passwordRotation,
      ...filler,
      enforcement,
      'Term: MFA; Definition: Multi-factor authentication: a sign-in that needs two or more independent factors.',
      ...(options.columns ? columnTexts.flat() : []),
      ...(options.controlMatrix ? controlMatrix.slice(1).map((cells) => cells.map((cell, column) => `${controlMatrix[0]![column]}: ${cell}`).join('; ')) : []),
    ],
    headingPaths: [
      { text: scope, headings: [title, '2. Scope'] },
      { text: accounts[2]!, headings: [...access, '4.1 Account management'] },
      { text: passwordLength, headings: [...access, '4.3 Passwords', '4.3.1 Password length'] },
      { text: passwordRotation, headings: [...access, '4.3 Passwords', '4.3.2 Password rotation'] },
      { text: filler.at(-1)!, headings: [title, '5. Operations'] },
      { text: enforcement, headings: [title, '6. Enforcement'] },
      ...(options.columns ? [{ text: columnTexts.at(-1)!.at(-1)!, headings: [title, '7. Quick reference'] }] : []),
    ],
    runningLines,
    neverInPassages: [
      ...runningLines,
      'Contents',
      'In this policy',
      'Initial release',
      'J. Smith',
      'password length raised',
      'Purpose 3',
      'Enforcement 5',
      '...',
      SOFT_HYPHEN,
    ],
  };
}
