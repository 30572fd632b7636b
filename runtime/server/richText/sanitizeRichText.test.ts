import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../../core/screen/screen.types';
import { sanitizeRichText, sanitizeRichTextValues } from './sanitizeRichText';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = '<p onclick="steal()">正文<script>alert(1)</script></p><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(clean).toContain('<p>正文</p>');
    expect(clean).toContain('<img src="x.png" />');
  });

  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2 style="text-align: center">标题</h2><p><strong>粗体</strong> <em>斜体</em> <span style="color: #e03e2d">红字</span></p><table border="1"><tbody><tr><td colspan="2">格</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html.replace('text-align: center', 'text-align:center').replace('color: #e03e2d', 'color:#e03e2d'));
  });

  it('drops styles that could load a URL and marks new-tab links noopener', () => {
    expect(sanitizeRichText('<p style="background-color: url(http://x/y)">a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">a</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});

describe('sanitizeRichTextValues', () => {
  const screen = {
    entity: {
      type: 'object',
      properties: {
        content: { type: 'string', title: '内容', 'x-component': 'RichText' },
        remark: { type: 'string', title: '备注' },
      },
    },
  } as unknown as ScreenFile;

  it('cleans only rich-text fields', () => {
    const values = sanitizeRichTextValues(screen, { content: '<p>a<script>x</script></p>', remark: '<script>x</script>' });
    expect(values).toEqual({ content: '<p>a</p>', remark: '<script>x</script>' });
  });
});
