import { describe, expect, it } from 'vitest';
import { IMAGE_URL_REQUIRED, imageMarkdown, imageUrlError } from './markdownImage';

describe('markdown image dialog helpers', () => {
  it('accepts only http and https addresses for a network image', () => {
    expect(imageUrlError('')).toBe(IMAGE_URL_REQUIRED);
    expect(imageUrlError('ftp://a/b.png')).toBe('请输入以http和https开头的网址');
    expect(imageUrlError(' https://example.com/a.png ')).toBeNull();
  });

  it('writes the remark as alt text without brackets that would break the link', () => {
    expect(imageMarkdown({ url: '/api/sys/common/static/jeditor/a b.png', remark: '现场[照片]' })).toBe(
      '![现场照片](/api/sys/common/static/jeditor/a%20b.png)',
    );
  });
});
