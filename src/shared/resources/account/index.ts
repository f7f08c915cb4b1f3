import { accountCoursesResource } from './courses';
import { accountProductsResource } from './products';
import { accountReturnsResource } from './returns';

/** The customer account's collections (their screens live under /account, their procedures under account.{mount}). */
export const ACCOUNT_RESOURCES = {
  accountProducts: accountProductsResource,
  accountReturns: accountReturnsResource,
  accountCourses: accountCoursesResource,
};
