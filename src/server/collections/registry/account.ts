import { accountCoursesCollection } from '../../features/courses/collections/account-courses';
import { accountProductsCollection } from '../../features/serials/collections/account-products';
import { accountReturnsCollection } from '../../features/returns/collections/account-returns';

/** The customer account's collections, each mounted under account.{mount or name} beside its workflows. */
export const ACCOUNT_SERVER_RESOURCES = {
  accountProducts: accountProductsCollection,
  accountReturns: accountReturnsCollection,
  accountCourses: accountCoursesCollection,
};
