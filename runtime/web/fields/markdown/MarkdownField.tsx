import type { ValueViewProps } from '../fieldType.types';
import { lazyEditor } from '../lazyEditor';
import type { MarkdownEditorProps } from './MarkdownEditor';
import type { MarkdownViewerProps } from './MarkdownViewer';

const LazyEditor = lazyEditor<MarkdownEditorProps>(() => import('./MarkdownEditor').then((module) => module.MarkdownEditor), 300);
const LazyViewer = lazyEditor<MarkdownViewerProps>(() => import('./MarkdownViewer').then((module) => module.MarkdownViewer), 40);

/** Read-only Markdown (details forms): rendered by the lazily loaded viewer; nothing for an empty value. */
export function MarkdownView({ value }: ValueViewProps) {
  if (typeof value !== 'string' || value === '') return null;
  return <LazyViewer value={value} />;
}

/**
 * The Markdown editor, with TOAST UI loaded in its own chunk when a form first shows one; a
 * disabled or read-only field (it has no read-only mode) shows the rendered text instead.
 */
export function MarkdownField({ disabled, readOnly, ...props }: MarkdownEditorProps & { disabled?: boolean; readOnly?: boolean }) {
  if (disabled || readOnly) return <MarkdownView value={props.value} />;
  return <LazyEditor {...props} />;
}
