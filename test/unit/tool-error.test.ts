import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appError } from '../../src/domain/errors.ts';
import { invalidParameter } from '../../src/domain/entries/filters.ts';
import { reportParams } from '../../src/domain/search/report.ts';
import { forToolCaller } from '../../src/present/tool-error.ts';
import { findTool } from '../../src/mcp/registry.ts';

const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e as ReturnType<typeof appError>;
  }
  throw new Error('did not throw');
};

describe('errors as a tool caller reads them', () => {
  const listEntries = findTool('list_entries')!.argumentOf;
  const cases: Array<[string, ReturnType<typeof appError>, ((p: string) => string) | undefined, RegExp, Record<string, unknown>]> = [
    ['a filter of list_entries', invalidParameter('fields.rank[gt]', 'a number'), listEntries, /^Invalid argument filters\.rank\[gt\]: expected a number\.$/, { 'filters.rank[gt]': 'a number' }],
    ['ids of list_entries', invalidParameter('sys.id[in]', 'up to 100 ids'), listEntries, /^Invalid argument ids: /, { ids: 'up to 100 ids' }],
    ['a report argument', thrown(() => reportParams({ days: 500 }, new Date('2026-11-27T12:00:00Z'))), undefined, /^Invalid argument: days\.$/, { days: 'a whole number from 1 to 90 (default 28)' }],
    ['a body', appError('invalid_body', 'The request body is too large.'), undefined, /^The arguments are too large\.$/, {}],
  ];
  for (const [name, err, argumentOf, message, args] of cases) {
    it(`says ${name} in arguments`, () => {
      const e = forToolCaller(err, argumentOf);
      assert.match(e.message, message);
      assert.doesNotMatch(`${e.message} ${e.fix}`, /query parameter|path parameter|request body|fields\.rank/);
      if (Object.keys(args).length > 0) {
        assert.deepEqual(e.details?.arguments, args);
        assert.equal(e.details?.parameters, undefined);
      }
    });
  }

  it('keeps the operation\'s names for a tool that has no others', () => {
    const err = appError('invalid_parameter', 'Invalid query parameter sync_token: expected a token.', { fix: 'Send the token.', details: { parameters: { sync_token: 'a token' } } });
    const e = forToolCaller(err);
    assert.equal(e.message, 'Invalid argument sync_token: expected a token.');
    assert.deepEqual(e.details?.arguments, { sync_token: 'a token' });
  });
});
