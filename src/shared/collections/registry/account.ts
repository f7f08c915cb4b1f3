import { accountCoursesResource } from '../../courses/collections/account-courses';
import { accountProductsResource } from '../../serials/collections/account-products';
import { accountReturnsResource } from '../../returns/collections/account-returns';

/** The customer account's collections (their screens live under /account, their procedures under account.{mount}). */
export const ACCOUNT_RESOURCES = {
  accountProducts: accountProductsResource,
  accountReturns: accountReturnsResource,
  accountCourses: accountCoursesResource,
};
