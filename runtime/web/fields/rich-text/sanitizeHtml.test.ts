import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('strips script tags, onerror handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p>正文<script>alert(1)</script></p><img src="/api/sys/common/static/a.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>',
    );
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
    expect(clean).toContain('<p>正文</p>');
    expect(clean).toContain('<img src="/api/sys/common/static/a.png">');
    expect(clean).toContain('<a>链接</a>');
  });

  it('keeps formatting, tables and http links', () => {
    const html =
      '<h2 style="text-align: center;">标题</h2><p><strong>粗体</strong></p><table><tbody><tr><td colspan="2">格</td></tr></tbody></table><a href="https://example.com">站点</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes tags outside the allow-list such as iframes and forms', () => {
    expect(sanitizeHtml('<iframe src="https://evil"></iframe><form><input name="a"></form><p>ok</p>')).toBe('<p>ok</p>');
  });
});
