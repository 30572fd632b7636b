import type { ValueViewProps } from '../fieldType.types';
import { lazyEditor } from '../lazyEditor';
import type { CodeEditorProps } from './CodeEditor';

/** The code editor, with CodeMirror loaded in its own chunk when a form first shows one. */
export const CodeEditorField = lazyEditor<CodeEditorProps>(() => import('./CodeEditor').then((module) => module.CodeEditor), 240);

/** Read-only code (details forms): the same editor, highlighted but not editable. */
export function CodeView({ value, language, height }: ValueViewProps) {
  if (typeof value !== 'string' || value === '') return null;
  return (
    <CodeEditorField
      value={value}
      language={typeof language === 'string' ? language : undefined}
      height={typeof height === 'number' ? height : undefined}
      readOnly
    />
  );
}
