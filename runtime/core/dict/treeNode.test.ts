import { describe, expect, it } from 'vitest';
import { parseTreeCondition } from './treeNode';

describe('parseTreeCondition', () => {
  it('reads a JSON object of scalar values as equality filters', () => {
    expect(parseTreeCondition('{"orgType":"1","sortNo":2}')).toEqual({ orgType: '1', sortNo: '2' });
  });

  it('treats a missing or blank condition as no filter', () => {
    expect(parseTreeCondition(undefined)).toEqual({});
    expect(parseTreeCondition('  ')).toEqual({});
  });

  it.each(['orgType=1', '[1,2]', '"x"', '{"a":{"b":1}}', '{"a":null}'])('refuses %s', (condition) => {
    expect(parseTreeCondition(condition)).toBeNull();
  });
});
