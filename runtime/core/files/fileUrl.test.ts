import { describe, expect, it } from 'vitest';
import { extensionOf, fileNameOf, shortFileName, splitFilePaths } from './filePaths';
import { fileUrl } from './fileUrl';

describe('fileUrl', () => {
  it('returns an http address as it is', () => {
    expect(fileUrl('https://oss.example.com/a.png')).toBe('https://oss.example.com/a.png');
  });
  it('puts a stored path under the static base with one slash', () => {
    expect(fileUrl('avatar/20260101/a.png')).toBe('/api/sys/common/static/avatar/20260101/a.png');
    expect(fileUrl('/avatar/a.png', { base: 'https://files.example.com' })).toBe('https://files.example.com/avatar/a.png');
  });
  it('gives nothing for a value containing [', () => {
    expect(fileUrl('[{"a":1}]')).toBeUndefined();
    expect(fileUrl('')).toBeUndefined();
  });
});

describe('file paths', () => {
  it('splits a comma-joined value and names each file by its last segment', () => {
    expect(splitFilePaths('a/1.png, b/2.pdf,')).toEqual(['a/1.png', 'b/2.pdf']);
    expect(splitFilePaths(undefined)).toEqual([]);
    expect(fileNameOf('temp/20260101/合同_ab12.pdf')).toBe('合同_ab12.pdf');
  });
  it('shortens names longer than 5 characters with an ellipsis', () => {
    expect(shortFileName('合同扫描件.pdf')).toBe('合同扫描件...');
    expect(shortFileName('a.png')).toBe('a.png');
  });
  it('reads the lowercase extension', () => {
    expect(extensionOf('A.PNG')).toBe('png');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
  });
});
