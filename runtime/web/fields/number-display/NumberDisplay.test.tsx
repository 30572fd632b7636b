import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberDisplay } from './NumberDisplay';

describe('NumberDisplay', { timeout: 120_000 }, () => {
  afterEach(cleanup);

  it('shows the number with thousands separators and its unit', () => {
    expect(render(<NumberDisplay value={1234567.5} addonAfter="元" />).container.textContent).toBe('1,234,567.5 元');
    expect(render(<NumberDisplay value="-1000" />).container.textContent).toBe('-1,000');
  });

  it('shows nothing for an empty value', () => {
    expect(render(<NumberDisplay value={null} />).container.textContent).toBe('');
  });
});
