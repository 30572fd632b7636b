import type { Extension } from '@codemirror/state';
import CodeMirror from '@uiw/react-codemirror';
import { useEffect, useState } from 'react';
import { loadCodeLanguage } from './codeLanguages';

export interface CodeEditorProps {
  value?: string;
  onChange?: (code: string) => void;
  language?: string;
  height?: number;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/** Tab size of widgets-spec §2.2. */
export const CODE_TAB_SIZE = 2;

/** CodeMirror 6 with line numbers, highlighting of the chosen language and 2-space tabs. */
export function CodeEditor({ value, onChange, language = 'javascript', height = 240, placeholder, disabled, readOnly }: CodeEditorProps) {
  const [languageExtension, setLanguageExtension] = useState<Extension>([]);
  useEffect(() => {
    let current = true;
    void loadCodeLanguage(language).then((extension) => current && setLanguageExtension(extension));
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <div className="code-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }} data-language={language}>
      <CodeMirror
        value={value ?? ''}
        // Read-only code takes the height of its lines, up to the editor's height.
        {...(readOnly ? { maxHeight: `${height}px` } : { height: `${height}px` })}
        placeholder={placeholder}
        editable={!disabled && !readOnly}
        readOnly={disabled || readOnly}
        basicSetup={{ tabSize: CODE_TAB_SIZE }}
        indentWithTab
        extensions={[languageExtension]}
        onChange={(code) => onChange?.(code)}
      />
    </div>
  );
}
