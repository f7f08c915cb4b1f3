export { eraseAccount, eraseUser } from './erase';
export { exportPersonalData } from './export';
export { findGdprSubjects } from './subjects';
