import { describe, expect, it } from 'vitest';
import { homeFor, safeRedirect } from '../../src/client/lib/redirect';

describe('after sign-in', () => {
  it('only follows same-site redirects', () => {
    expect(safeRedirect('/admin/settings/countries?x=1')).toBe('/admin/settings/countries?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('sends each role to the most specific area it may use', () => {
    expect(homeFor('admin')).toBe('/admin');
    expect(homeFor('distributor-junior')).toBe('/portal');
    expect(homeFor('user')).toBe('/account');
    expect(homeFor('customer')).toBe('/account');
    expect(homeFor('certified-senior-plus')).toBe('/');
  });
});
