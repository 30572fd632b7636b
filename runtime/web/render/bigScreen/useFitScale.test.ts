import { describe, expect, it } from 'vitest';
import { fitPlacement } from './useFitScale';

describe('a big screen’s 1920×1080 canvas in a window', () => {
  it('fills a 16:9 window exactly', () => {
    expect(fitPlacement(1280, 720)).toEqual({ scale: 2 / 3, left: 0, top: 0, stacked: false });
    expect(fitPlacement(3840, 2160)).toEqual({ scale: 2, left: 0, top: 0, stacked: false });
  });

  it('keeps its aspect ratio in a window of another shape, centred on the longer side', () => {
    const tall = fitPlacement(1024, 900);
    expect(tall.scale).toBeCloseTo(1024 / 1920);
    expect(tall.left).toBe(0);
    expect(tall.top).toBeCloseTo((900 - 1080 * (1024 / 1920)) / 2);
    const wide = fitPlacement(2560, 1080);
    expect(wide).toEqual({ scale: 1, left: 320, top: 0, stacked: false });
  });

  it('stacks at its own size on a phone, where the scaled canvas would be unreadable', () => {
    expect(fitPlacement(375, 812)).toEqual({ scale: 1, left: 0, top: 0, stacked: true });
    expect(fitPlacement(768, 1024).stacked).toBe(false);
  });
});
