import type { StreamParser } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { CODE_LANGUAGES, type CodeLanguage } from '../../../core/fieldTypes/codeLanguages';

export { CODE_LANGUAGES, type CodeLanguage };

/** A legacy CodeMirror 5 mode wrapped as a CodeMirror 6 language. */
const legacy = async (load: () => Promise<StreamParser<unknown>>): Promise<Extension> => {
  const [{ StreamLanguage }, parser] = await Promise.all([import('@codemirror/language'), load()]);
  return StreamLanguage.define(parser);
};

/**
 * Each language's CodeMirror support, loaded on demand: the maintained @codemirror/lang-* packages
 * where one exists, the legacy stream modes for objective-c, r, shell and swift.
 */
const LOADERS: Readonly<Record<CodeLanguage, () => Promise<Extension>>> = {
  css: async () => (await import('@codemirror/lang-css')).css(),
  javascript: async () => (await import('@codemirror/lang-javascript')).javascript({ jsx: true }),
  html: async () => (await import('@codemirror/lang-html')).html(),
  java: async () => (await import('@codemirror/lang-java')).java(),
  'objective-c': () => legacy(async () => (await import('@codemirror/legacy-modes/mode/clike')).objectiveC),
  python: async () => (await import('@codemirror/lang-python')).python(),
  r: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/r')).r),
  shell: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/shell')).shell),
  sql: async () => (await import('@codemirror/lang-sql')).sql(),
  swift: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/swift')).swift),
  vue: async () => (await import('@codemirror/lang-vue')).vue(),
  markdown: async () => (await import('@codemirror/lang-markdown')).markdown(),
};

/** Whether a name is one of the supported languages. */
export const isCodeLanguage = (name: unknown): name is CodeLanguage => typeof name === 'string' && (CODE_LANGUAGES as readonly string[]).includes(name);

/** The CodeMirror extension of a language; an unknown or missing name edits plain text. */
export function loadCodeLanguage(name: unknown): Promise<Extension> {
  return isCodeLanguage(name) ? LOADERS[name]() : Promise.resolve([]);
}
