import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TableColumn } from '../types';
import { UploadCellEditor } from './UploadCellEditor';

const column = (type: 'image' | 'file'): TableColumn => ({
  key: 'photo',
  title: '照片',
  field: { type: 'string', title: '照片' },
  rules: [],
  type,
  config: {},
  width: 120,
  required: false,
  readOnly: false,
});

function renderCell(type: 'image' | 'file', value: string) {
  return render(<UploadCellEditor column={column(type)} row={{ id: 'r1' }} value={value} items={[]} onChange={() => undefined} onBlur={() => undefined} />);
}

describe('an upload cell holding a file', () => {
  afterEach(cleanup);

  it('shows and downloads a stored path from the static files address, not from the bare path', () => {
    const { container } = renderCell('image', 'temp/site_1700000000000.png');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/sys/common/static/temp/site_1700000000000.png');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/api/sys/common/static/temp/site_1700000000000.png');
  });

  it('keeps an http address as it is', () => {
    const { container } = renderCell('file', 'https://files.example.com/a.pdf');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://files.example.com/a.pdf');
  });
});
