import { describe, expect, it } from 'vitest';
import { addressWithQueryLinkInHash } from './queryLink';

describe('a scenario link in the query', () => {
  it('moves s and the view parameters into the hash', () => {
    expect(addressWithQueryLinkInHash('/', '?s=1.abc&step=3&from=0&to=9&view=present', '')).toBe('/#s=1.abc&step=3&from=0&to=9&view=present');
  });

  it('leaves other query parameters in the query', () => {
    expect(addressWithQueryLinkInHash('/lab/', '?utm=x&s=2.def', '')).toBe('/lab/?utm=x#s=2.def');
  });

  it('moves a parameter the link cannot set only if it is a link parameter', () => {
    expect(addressWithQueryLinkInHash('/', '?s=1.a&foo=bar', '')).toBe('/?foo=bar#s=1.a');
  });

  it('does nothing without s in the query', () => {
    expect(addressWithQueryLinkInHash('/', '?step=3', '')).toBeNull();
    expect(addressWithQueryLinkInHash('/', '', '#s=1.a')).toBeNull();
  });

  it('lets a scenario in the hash win', () => {
    expect(addressWithQueryLinkInHash('/', '?s=1.a', '#s=1.b')).toBeNull();
  });

  it('replaces a hash without a scenario (typed or cut) by the query link', () => {
    expect(addressWithQueryLinkInHash('/', '?s=1.a', '#step=2')).toBe('/#s=1.a');
  });
});
