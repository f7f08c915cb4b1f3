export { ownDataJson, ownDataZip } from './data-download';
export { deleteOwnAccount } from './delete-account';
export { confirmEmailChange, requestEmailChange } from './email-change';
export { listOwnSessions, signOutOtherSessions, signOutSession } from './sessions';
