import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES, isCodeLanguage, loadCodeLanguage } from './codeLanguages';

describe('code editor languages', () => {
  it('offers exactly the twelve languages of the spec', () => {
    expect([...CODE_LANGUAGES].sort()).toEqual(['css', 'html', 'java', 'javascript', 'markdown', 'objective-c', 'python', 'r', 'shell', 'sql', 'swift', 'vue']);
  });

  it('loads a CodeMirror language for every one of them', async () => {
    for (const language of CODE_LANGUAGES) {
      const extension = await loadCodeLanguage(language);
      // A language support is an object (LanguageSupport or StreamLanguage), never the empty plain-text list.
      expect(Array.isArray(extension), language).toBe(false);
      expect(extension, language).toBeTruthy();
    }
    // Twelve dynamic imports of parser packages: slow on a loaded machine, not a performance check.
  }, 120_000);

  it('edits plain text for an unknown language', async () => {
    expect(isCodeLanguage('cobol')).toBe(false);
    expect(await loadCodeLanguage('cobol')).toEqual([]);
  });
});
