import { accountCoursesCollection } from './courses';
import { accountProductsCollection } from './products';
import { accountReturnsCollection } from './returns';

/** The customer account's collections, each mounted under account.{mount or name} beside its workflows. */
export const ACCOUNT_SERVER_RESOURCES = {
  accountProducts: accountProductsCollection,
  accountReturns: accountReturnsCollection,
  accountCourses: accountCoursesCollection,
};
