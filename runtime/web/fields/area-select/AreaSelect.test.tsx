import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AreaSelect } from './AreaSelect';
import { AreaText } from './AreaText';

describe('AreaSelect', { timeout: 60_000 }, () => {
  afterEach(cleanup);

  it('shows a notice instead of a picker for a type other than cascader or select', () => {
    render(<AreaSelect type="tree" />);
    expect(screen.getByText('区域选择类型错误：tree（只能为 cascader 或 select）')).toBeTruthy();
  });

  it('shows the chosen district in the cascader and as text', async () => {
    render(<AreaSelect value="320382" />);
    expect(await screen.findByText('江苏省 / 徐州市 / 邳州市', undefined, { timeout: 15_000 })).toBeTruthy();
    render(<AreaText value="320382" />);
    expect(await screen.findByText('江苏省/徐州市/邳州市', undefined, { timeout: 15_000 })).toBeTruthy();
  });

  it('shows the three levels of a stored district in select mode', async () => {
    render(<AreaSelect type="select" value="320382" />);
    expect(await screen.findByText('邳州市', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('江苏省')).toBeTruthy();
    expect(screen.getByText('徐州市')).toBeTruthy();
  });
});
