import { cleanup, render } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageUpload } from './ImageUpload';

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('ImageUpload', () => {
  afterEach(cleanup);

  it('passes capture to the file input, so a phone offers the camera', () => {
    render(
      <App>
        <ImageUpload capture="environment" />
      </App>,
    );
    expect(fileInput().getAttribute('capture')).toBe('environment');
    expect(fileInput().accept).toBe('image/*');
  });

  it('leaves capture off by default, so a computer opens the file chooser', () => {
    render(
      <App>
        <ImageUpload />
      </App>,
    );
    expect(fileInput().hasAttribute('capture')).toBe(false);
  });
});
