import { route } from './define';

const account = <const Id extends string>(path: string, id: Id) => route(path, id, 'account', 'account:self');

/** The customer's account (SPEC.md section 2), in matching order. */
export const ACCOUNT_ROUTES = [
  account('/account', 'account'),
  account('/account/password', 'accountPassword'),
  account('/account/profile', 'accountProfile'),
  account('/account/2fa', 'accountTwoFactor'),
  account('/account/contact', 'accountContact'),
  // Not paths of SPEC.md: the self-service of GDPR (issue 30 item 13, docs/decisions/0043).
  account('/account/email', 'accountEmail'),
  account('/account/sessions', 'accountSessions'),
  account('/account/data', 'accountData'),
  account('/account/delete', 'accountDelete'),
  account('/account/products', 'accountProducts'),
  account('/account/products/:id', 'accountProduct'),
  // Not paths of SPEC.md, which lists the returns flow without its routes (issue 10: book, follow and print returns).
  account('/account/returns', 'accountReturns'),
  account('/account/returns/new', 'accountReturnNew'),
  account('/account/returns/:id', 'accountReturn'),
  account('/account/courses', 'accountCourses'),
  account('/account/courses/:id', 'accountCourse'),
  account('/account/courses/:id/files', 'accountCourseFiles'),
  account('/account/courses/:id/videos', 'accountCourseVideos'),
  // Not paths of SPEC.md, which names the test and its results in the course flow without their routes (issue 11).
  account('/account/courses/:id/test', 'accountCourseTest'),
  // One attempt by its id, so going back to it after submitting finds its results (issue 27), never a new attempt.
  account('/account/courses/:id/test/:attemptId', 'accountCourseAttempt'),
  account('/account/courses/:id/results/:attemptId', 'accountCourseResult'),
] as const;

export type AccountRouteId = (typeof ACCOUNT_ROUTES)[number]['id'];
