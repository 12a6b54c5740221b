// Every migration, in order. Names are sorted by Kysely's Migrator: keep the four-digit prefix.
import type { Migration } from 'kysely';
import * as core from './0001_core.ts';
import * as identity from './0002_identity.ts';
import * as repository from './0003_repository.ts';
import * as projects from './0004_projects.ts';
import * as repositorySearch from './0005_repository_search.ts';
import * as questionApprovedAt from './0006_question_approved_at.ts';
import * as subscriptions from './0007_subscriptions.ts';
import * as inviteUsers from './0008_invite_users.ts';
import * as passages from './0009_passages.ts';
import * as questionVerdict from './0010_question_verdict.ts';
import * as answerLibraryCuration from './0011_answer_library_curation.ts';
import * as questionnaireLayout from './0012_questionnaire_layout.ts';
import * as jobFairness from './0013_job_fairness.ts';
import * as clientReviewers from './0014_client_reviewers.ts';
import * as exportSources from './0015_export_sources.ts';
import * as organisationSettings from './0016_organisation_settings.ts';
import * as auditSignatures from './0017_audit_signatures.ts';
import * as auditSearchAndIndexes from './0018_audit_search_and_indexes.ts';
import * as signInThrottle from './0019_sign_in_throttle.ts';
import * as acceptedInvitationClient from './0020_accepted_invitation_client.ts';
import * as listOrderingIndexes from './0021_list_ordering_indexes.ts';
import * as subscriptionEndExclusive from './0022_subscription_end_exclusive.ts';
import * as repositorySearchBounded from './0023_repository_search_bounded.ts';
import * as auditSearchAndLookups from './0024_audit_search_and_lookups.ts';
import * as questionUnmatchedWords from './0025_question_unmatched_words.ts';
import * as auditListOrderIndexes from './0026_audit_list_order_indexes.ts';
import * as readerVersion from './0027_reader_version.ts';

export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_identity': identity,
  '0003_repository': repository,
  '0004_projects': projects,
  '0005_repository_search': repositorySearch,
  '0006_question_approved_at': questionApprovedAt,
  '0007_subscriptions': subscriptions,
  '0008_invite_users': inviteUsers,
  '0009_passages': passages,
  '0010_question_verdict': questionVerdict,
  '0011_answer_library_curation': answerLibraryCuration,
  '0012_questionnaire_layout': questionnaireLayout,
  '0013_job_fairness': jobFairness,
  '0014_client_reviewers': clientReviewers,
  '0015_export_sources': exportSources,
  '0016_organisation_settings': organisationSettings,
  '0017_audit_signatures': auditSignatures,
  '0018_audit_search_and_indexes': auditSearchAndIndexes,
  '0019_sign_in_throttle': signInThrottle,
  '0020_accepted_invitation_client': acceptedInvitationClient,
  '0021_list_ordering_indexes': listOrderingIndexes,
  '0022_subscription_end_exclusive': subscriptionEndExclusive,
  '0023_repository_search_bounded': repositorySearchBounded,
  '0024_audit_search_and_lookups': auditSearchAndLookups,
  '0025_question_unmatched_words': questionUnmatchedWords,
  '0026_audit_list_order_indexes': auditListOrderIndexes,
  '0027_reader_version': readerVersion,
};
