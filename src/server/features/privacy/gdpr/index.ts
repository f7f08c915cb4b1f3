export { eraseAccount, eraseUser } from './erase';
export { exportPersonalData } from './export';
export { listConsents, listGdprRequests } from './log';
export { findGdprSubjects } from './subjects';
