import { describe, expect, it } from 'vitest';
import { corpusCases, expectedMessages, lintCorpusCase } from './lintCorpus';

describe('schema lint over the corpus of broken screen files', () => {
  it('has a case for every kind of mistake analysts make', () => {
    expect(corpusCases().length).toBeGreaterThanOrEqual(18);
  });

  it.each(corpusCases())('reports %s with exactly the expected file:line:column message', (name) => {
    expect(lintCorpusCase(name)).toEqual(expectedMessages(name));
  });
});
