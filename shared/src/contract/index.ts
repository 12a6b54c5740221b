// The contract between the API and the front ends: schemas and types only, no browser code.
export * from './permissions';
export * from './envelope';
export * from './accounts';
export * from './base';
export * from './headers';
export * from './paths';
export * from './workspacePaths';
export * from './documentConstants';
export * from './documents';
export * from './projectConstants';
export * from './projects';
export * from './auditlog';
export * from './subscriptionConstants';
export * from './subscriptions';
export * from './notifications';
export * from './inviteUsersConstants';
export * from './inviteUsers';
