// Text for a generated document repository: a security and compliance knowledge base as an
// organisation keeps one. Every document has a topic (its folder), so searches have broad words
// (common business vocabulary, found almost everywhere), topic words (found in one folder or two) and
// selective words (code names found in a handful of documents). Topic documents also carry policy
// statements that answer the questions of the questionnaire generators, so suggestions find real
// passages. Everything is drawn from a seeded generator: the same seed gives the same repository.

/** A small, fast, seeded generator (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
export const between = (random: Random, low: number, high: number): number => low + Math.floor(random() * (high - low + 1));

/** Zipf-like: early items far more often than late ones, as in real prose. */
function pickSkewed<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(items.length * random() ** 2.2)] as T;
}

export interface Topic {
  /** The folder's name. */
  title: string;
  /** Words that mark the topic: frequent in its documents, rare elsewhere. */
  words: readonly string[];
  /** Sentences a policy on the topic holds; they answer the questionnaire bank's questions. */
  statements: readonly string[];
}

export const TOPICS: readonly Topic[] = [
  {
    title: 'Access Control',
    words: [
      'authentication',
      'multi-factor',
      'password',
      'privileged',
      'least-privilege',
      'provisioning',
      'deprovisioning',
      'single sign-on',
      'role-based',
      'administrator',
      'credentials',
      'lockout',
      'entitlements',
      'access review',
    ],
    statements: [
      'Multi-factor authentication is enforced for all remote access to production systems and for every administrator account.',
      'User access rights are reviewed quarterly; the review is approved by the Chief Information Security Officer.',
      'Access is revoked on the last working day when an employee leaves the company, through the automated deprovisioning workflow.',
      'Shared or generic administrator accounts are prohibited; every privileged action is tied to a named person.',
      'The password policy for employees requires at least 14 characters, blocks known breached passwords and does not force periodic rotation.',
    ],
  },
  {
    title: 'Data Protection',
    words: [
      'encryption',
      'AES-256',
      'key management',
      'retention',
      'deletion',
      'data residency',
      'classification',
      'confidential',
      'masking',
      'tokenisation',
      'cryptographic',
      'HSM',
    ],
    statements: [
      'Customer data is encrypted at rest with AES-256; keys are 256 bits long and rotated every year.',
      'Customer data is encrypted in transit using TLS 1.2 or higher; older protocols are disabled on every endpoint.',
      'Encryption keys are stored in a hardware security module; only two named key custodians can access them.',
      'Customer data is stored and processed in data centres in Germany and Ireland only.',
      'Customer data is retained for 30 days after the end of the contract and then securely deleted.',
      'Customer data is securely deleted on request within 14 days, including from backups when they expire.',
    ],
  },
  {
    title: 'Incident Response',
    words: ['incident', 'breach', 'escalation', 'forensics', 'containment', 'on-call', 'post-mortem', 'severity', 'notification', 'SIEM', 'triage', 'playbook'],
    statements: [
      'A documented incident response plan is maintained and tested at least annually with a tabletop exercise.',
      'Customers are notified of a security breach affecting their data within 48 hours of its confirmation.',
      'There has been no security incident involving customer data in the last three years.',
      'Production systems are monitored for security events around the clock by the security operations centre.',
    ],
  },
  {
    title: 'Business Continuity',
    words: [
      'continuity',
      'disaster recovery',
      'backup',
      'restore',
      'failover',
      'RTO',
      'RPO',
      'redundancy',
      'availability',
      'replication',
      'outage',
      'resilience',
    ],
    statements: [
      'A business continuity and disaster recovery plan covers every production service and is reviewed every year.',
      'The recovery time objective for the service is four hours and the recovery point objective is one hour.',
      'Backups are taken every hour and kept for 35 days; restores are tested every quarter.',
      'Backups are stored in a separate region from production, encrypted with their own keys.',
    ],
  },
  {
    title: 'Vendor Management',
    words: [
      'subprocessor',
      'vendor',
      'supplier',
      'due diligence',
      'third-party',
      'onboarding',
      'contract',
      'data processing agreement',
      'procurement',
      'outsourcing',
      'offboarding',
    ],
    statements: [
      'The security of every subprocessor is assessed before onboarding, with a questionnaire and a review of its certifications.',
      'The list of subprocessors that have access to customer data is published on the trust page and kept current.',
      'Subprocessors are bound by data protection agreements with the standard contractual clauses.',
    ],
  },
  {
    title: 'Compliance',
    words: [
      'SOC 2',
      'ISO 27001',
      'audit',
      'certification',
      'penetration test',
      'attestation',
      'control',
      'evidence',
      'awareness training',
      'background check',
      'regulator',
      'GDPR',
    ],
    statements: [
      'The company holds a current SOC 2 Type II report and ISO 27001 certification, both renewed every year.',
      'The last external penetration test was in March; all critical findings were fixed within 30 days.',
      'Employees receive security awareness training when they join and at least once a year.',
      'Background checks are performed on every employee with access to customer data, as local law allows.',
    ],
  },
  {
    title: 'Application Security',
    words: [
      'source code',
      'code review',
      'dependency',
      'vulnerability',
      'patching',
      'static analysis',
      'secure development',
      'OWASP',
      'CVE',
      'pipeline',
      'staging',
      'secrets',
    ],
    statements: [
      'Source code is reviewed for security issues by a second engineer before it is deployed.',
      'Dependencies are scanned for known vulnerabilities on every build and every night.',
      'Critical vulnerabilities are patched in production within 72 hours; high ones within 14 days.',
      'Production and development environments are separated in different accounts and networks.',
    ],
  },
  {
    title: 'Network Security',
    words: ['firewall', 'segmentation', 'VPN', 'intrusion detection', 'DDoS', 'load balancer', 'ingress', 'egress', 'bastion', 'subnet', 'WAF', 'zero trust'],
    statements: [
      'The production network is segmented; only the load balancers accept traffic from the internet.',
      'A web application firewall and DDoS protection sit in front of every public endpoint.',
    ],
  },
  {
    title: 'Human Resources',
    words: [
      'employee',
      'contractor',
      'confidentiality agreement',
      'onboarding checklist',
      'disciplinary',
      'termination',
      'handbook',
      'acceptable use',
      'probation',
      'training record',
    ],
    statements: [
      'Every employee and contractor signs a confidentiality agreement before receiving access.',
      'The acceptable use policy is acknowledged by every employee each year.',
    ],
  },
  {
    title: 'Physical Security',
    words: ['badge', 'visitor', 'CCTV', 'data centre', 'clean desk', 'locker', 'reception', 'perimeter', 'keycard', 'shredding'],
    statements: [
      'Offices are protected by badge access; visitors are registered and escorted at all times.',
      'Data centres are operated by certified providers with CCTV, guards and biometric access.',
    ],
  },
  {
    title: 'Logging and Monitoring',
    words: ['logging', 'audit trail', 'alerting', 'retention period', 'log integrity', 'metrics', 'dashboard', 'anomaly', 'tamper-evident', 'syslog'],
    statements: [
      'Security logs are kept for one year in tamper-evident storage and reviewed by the security team.',
      'Alerts on anomalies reach the on-call engineer within five minutes.',
    ],
  },
  {
    title: 'Change Management',
    words: [
      'change request',
      'approval',
      'rollback',
      'release',
      'deployment',
      'change advisory board',
      'emergency change',
      'versioning',
      'maintenance window',
      'configuration',
    ],
    statements: [
      'Every production change is approved by a second person and can be rolled back.',
      'Emergency changes are reviewed by the change advisory board within two working days.',
    ],
  },
];

/** Common business prose, most frequent first: these words are everywhere (broad searches). */
export const COMMON_WORDS: readonly string[] = (
  'process team customer system service data review company policy information management business ' +
  'report project support security document quality risk time requirement manager organisation staff ' +
  'product user department responsibility approval update procedure client operation standard resource ' +
  'performance budget meeting schedule plan result objective owner version control agreement partner ' +
  'office training record request issue action decision workflow analysis tool platform network ' +
  'environment infrastructure application account access employee contract regulation quarter annual ' +
  'monthly weekly daily internal external local global regional central finance legal operations ' +
  'engineering sales marketing support-desk helpdesk escalation priority target metric milestone ' +
  'deadline stakeholder sponsor board committee director officer lead specialist analyst consultant ' +
  'assessment evaluation measurement improvement change transition migration integration deployment ' +
  'maintenance monitoring inventory capacity demand forecast estimate invoice payment purchase order ' +
  'delivery shipment warehouse facility building equipment hardware software licence subscription ' +
  'renewal exception deviation incident problem root cause lesson feedback survey interview workshop ' +
  'presentation summary appendix reference template checklist guideline handbook manual instruction ' +
  'baseline benchmark threshold limit scope boundary interface dependency component module feature ' +
  'release roadmap backlog sprint iteration ticket queue channel email phone portal website database ' +
  'server storage cloud region zone cluster node instance container pipeline repository branch'
).split(' ');

/** Connecting words between content words; most are stop words that search ignores. */
const FUNCTION_WORDS = [
  'the',
  'of',
  'and',
  'to',
  'for',
  'in',
  'with',
  'is',
  'are',
  'on',
  'by',
  'each',
  'every',
  'all',
  'our',
  'this',
  'that',
  'when',
  'within',
  'after',
  'before',
  'per',
];

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tor',
  'vax',
  'zel',
  'qui',
  'bra',
  'dun',
  'fey',
  'gor',
  'hil',
  'jas',
  'kel',
  'mor',
  'nix',
  'pel',
  'ros',
  'sul',
  'tav',
  'vin',
  'wex',
  'yor',
];

/** Made-up code names (project and system names) that no dictionary holds: selective searches. */
export function codeNames(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    names.add(Array.from({ length: between(random, 3, 4) }, () => pick(random, SYLLABLES)).join(''));
  }
  return [...names];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface DocumentTheme {
  topic: Topic;
  /** The document's code names: a few documents share each. */
  codeNames: readonly string[];
}

function sentence(random: Random, theme: DocumentTheme): string {
  const words: string[] = [];
  const length = between(random, 8, 20);
  for (let index = 0; index < length; index += 1) {
    const roll = random();
    if (roll < 0.3) words.push(pick(random, FUNCTION_WORDS));
    else if (roll < 0.78) words.push(pickSkewed(random, COMMON_WORDS));
    else if (roll < 0.97) words.push(pick(random, theme.topic.words));
    else words.push(pick(random, theme.codeNames));
  }
  return `${capitalise(words.join(' '))}.`;
}

/** A paragraph of 2–6 sentences; now and then one of the topic's policy statements. */
export function paragraph(random: Random, theme: DocumentTheme): string {
  const sentences = Array.from({ length: between(random, 2, 6) }, () => sentence(random, theme));
  if (random() < 0.35) sentences.splice(between(random, 0, sentences.length), 0, pick(random, theme.topic.statements));
  return sentences.join(' ');
}

/** Paragraphs adding up to about `characters` characters. */
export function paragraphs(random: Random, theme: DocumentTheme, characters: number): string[] {
  const result: string[] = [];
  let length = 0;
  while (length < characters) {
    const next = paragraph(random, theme);
    result.push(next);
    length += next.length + 2;
  }
  return result;
}

export function heading(random: Random, theme: DocumentTheme): string {
  return capitalise(`${pick(random, theme.topic.words)} ${pickSkewed(random, COMMON_WORDS)}`);
}
