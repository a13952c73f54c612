import { describe, expect, it } from 'vitest';
import { contract } from '@kaj/contract';
import { buildQueryString } from './query-string.ts';

const getNLogs = contract.log.getNLogs;

describe('buildQueryString', () => {
  it('sends numbers as they are and booleans as true/false', () => {
    expect(buildQueryString(getNLogs, { pageNo: 1, pageSize: 25, sortColumn: 'level', sortByAscending: false })).toBe(
      '?pageNo=1&pageSize=25&sortColumn=level&sortByAscending=false',
    );
  });

  it('leaves out an optional parameter that is null or undefined', () => {
    expect(buildQueryString(getNLogs, { pageNo: 2, pageSize: 10, sortColumn: null, sortByAscending: true })).toBe(
      '?pageNo=2&pageSize=10&sortByAscending=true',
    );
  });

  it('refuses a required parameter that is null, naming it', () => {
    expect(() => buildQueryString(getNLogs, { pageNo: null, pageSize: 10, sortByAscending: true })).toThrow(
      "The parameter 'pageNo' cannot be null.",
    );
    expect(() => buildQueryString(contract.log.getLoginsForUser, undefined)).toThrow("The parameter 'userid' cannot be null.");
  });

  it('gives an empty string for a call without parameters', () => {
    expect(buildQueryString(contract.userManagement.getUsers, undefined)).toBe('');
  });

  it('takes the query of a call that also has a body', () => {
    expect(buildQueryString(contract.userManagement.put, { id: 7 })).toBe('?id=7');
  });
});
