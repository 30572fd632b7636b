import Editor from '@toast-ui/editor';
import '@toast-ui/editor/dist/i18n/zh-cn';
import '@toast-ui/editor/dist/toastui-editor.css';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { uploadEditorImage } from '../rich-text/uploadEditorImage';
import { sanitizeHtml } from '../rich-text/sanitizeHtml';
import { MarkdownImageDialog } from './MarkdownImageDialog';
import { imageMarkdown } from './markdownImage';
import { imageToolbarButton, markdownToolbar } from './markdownToolbar';

export interface MarkdownEditorProps {
  value?: string;
  onChange?: (markdown: string) => void;
  height?: number;
  placeholder?: string;
}

/**
 * The vanilla TOAST UI editor in a React component (its React wrapper wants React 17): Markdown
 * source on the left, sanitised preview on the right, zh-CN, the toolbar of widgets-spec §9 with
 * an image button that opens the two-tab image dialog; pasted or dropped images are uploaded.
 */
export function MarkdownEditor({ value, onChange, height = 300, placeholder }: MarkdownEditorProps) {
  const { message } = App.useApp();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const emitted = useRef(value ?? '');
  const changeHandler = useRef(onChange);
  changeHandler.current = onChange;
  const [imageDialogOpen, setImageDialogOpen] = useState(false);

  useEffect(() => {
    if (!host.current) return undefined;
    const instance = new Editor({
      el: host.current,
      height: `${height}px`,
      minHeight: '200px',
      initialValue: emitted.current,
      initialEditType: 'markdown',
      previewStyle: 'vertical',
      hideModeSwitch: true,
      language: 'zh-CN',
      placeholder,
      // The default would report usage to a web analytics service.
      usageStatistics: false,
      customHTMLSanitizer: sanitizeHtml,
      toolbarItems: markdownToolbar(imageToolbarButton(() => setImageDialogOpen(true))),
      hooks: {
        addImageBlobHook: (blob, insert) => {
          const file = blob instanceof File ? blob : new File([blob], 'image.png', { type: blob.type });
          uploadEditorImage(file).then(
            (url) => insert(url, ''),
            (error: Error) => message.error(error.message),
          );
        },
      },
      events: {
        change: () => {
          emitted.current = instance.getMarkdown();
          changeHandler.current?.(emitted.current);
        },
      },
    });
    editor.current = instance;
    return () => {
      instance.destroy();
      editor.current = null;
    };
    // The editor is made once; value changes from outside are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const incoming = value ?? '';
    if (incoming === emitted.current || !editor.current) return;
    emitted.current = incoming;
    editor.current.setMarkdown(incoming, false);
  }, [value]);

  return (
    <>
      {/* Its width comes from the form row, not from the toolbar's content: the toolbar then folds into 更多. */}
      <div ref={host} style={{ width: '100%', contain: 'inline-size' }} />
      <MarkdownImageDialog
        open={imageDialogOpen}
        onClose={() => setImageDialogOpen(false)}
        onInsert={(image) => {
          editor.current?.insertText(imageMarkdown(image));
          editor.current?.focus();
        }}
      />
    </>
  );
}
