import type { AdminPages } from '../page-registry';
import { UserPage } from './UserPage';
import { UsersPage } from './UsersPage';

/** The users screens (issue 4): the list and one user's profile, access and sessions. */
export const USERS_PAGES: AdminPages = {
  'admin.users': UsersPage,
  'admin.user': UserPage,
};
