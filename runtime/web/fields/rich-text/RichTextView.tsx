import { useMemo } from 'react';
import type { ValueViewProps } from '../fieldType.types';
import { sanitizeHtml } from './sanitizeHtml';
import './richText.css';

/** Read-only rich text: the stored HTML, sanitised again before it is put into the page. */
export function RichTextView({ value }: ValueViewProps) {
  const html = useMemo(() => (typeof value === 'string' ? sanitizeHtml(value) : ''), [value]);
  if (html === '') return null;
  return <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: html }} />;
}
