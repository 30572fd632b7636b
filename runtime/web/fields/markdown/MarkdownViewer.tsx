import Viewer from '@toast-ui/editor/viewer';
import '@toast-ui/editor/dist/toastui-editor-viewer.css';
import { useEffect, useRef } from 'react';
import { sanitizeHtml } from '../rich-text/sanitizeHtml';

export interface MarkdownViewerProps {
  value?: string;
  height?: number;
}

/** Markdown shown as formatted text by TOAST UI's viewer, its HTML sanitised with the platform's allow-list. */
export function MarkdownViewer({ value }: MarkdownViewerProps) {
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);

  useEffect(() => {
    if (!host.current) return undefined;
    viewer.current = new Viewer({ el: host.current, initialValue: '', usageStatistics: false, customHTMLSanitizer: sanitizeHtml });
    return () => {
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, []);

  useEffect(() => viewer.current?.setMarkdown(value ?? ''), [value]);

  return <div ref={host} className="markdown-view" />;
}
