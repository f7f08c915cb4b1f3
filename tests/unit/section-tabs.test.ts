import { describe, expect, it } from 'vitest';
import { currentTab } from '../../src/client/components/ui/SectionHeader';

/** The tab a screen of a tabbed section marks as current (aria-current), in every section alike. */
const COURSES = [
  { key: 'overview', href: '/admin/courses', label: 'Overview' },
  { key: 'courses', href: '/admin/courses/courses', label: 'Courses' },
  { key: 'users', href: '/admin/courses/users', label: 'Users' },
];
const MESSAGES = [
  { key: 'messages', href: '/admin/distributors/messages', label: 'Messages' },
  { key: 'send', href: '/admin/distributors/messages/send', label: 'Send' },
];

describe('the current tab of a section', () => {
  it('is the tab of the address itself ("page")', () => {
    expect(currentTab(COURSES, '/admin/courses')).toEqual({ key: 'overview', exact: true });
    expect(currentTab(COURSES, '/admin/courses/users')).toEqual({ key: 'users', exact: true });
  });

  it('is the tab with the longest address above a screen below it ("true"), never the section root', () => {
    expect(currentTab(COURSES, '/admin/courses/courses/7')).toEqual({ key: 'courses', exact: false });
    expect(currentTab(MESSAGES, '/admin/distributors/messages/12')).toEqual({ key: 'messages', exact: false });
    expect(currentTab(MESSAGES, '/admin/distributors/messages/send')).toEqual({ key: 'send', exact: true });
  });

  it('is none for an address outside the section or one only sharing its start', () => {
    expect(currentTab(COURSES, '/admin/users')).toBeNull();
    expect(currentTab(COURSES, '/admin/coursesxyz')).toBeNull();
  });
});
