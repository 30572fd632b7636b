import { lazyEditor } from '../lazyEditor';
import type { RichTextEditorProps } from './RichTextEditor';

/** The rich-text editor, with TinyMCE loaded in its own chunk when a form first shows one. */
export const RichTextField = lazyEditor<RichTextEditorProps>(() => import('./RichTextEditor').then((module) => module.RichTextEditor), 300);
