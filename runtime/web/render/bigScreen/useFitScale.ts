import { useEffect, useState } from 'react';
import { BIG_SCREEN_CANVAS } from '../../../core/dashboard/dashboard.types';

/** Windows narrower than this (a phone) stack the widgets one under another instead: the scaled canvas would be too small to read. */
export const STACK_BELOW = 768;

/**
 * How a canvas of `width` × `height` is placed in a window: scaled to fit whole, its aspect ratio
 * kept, centred; or, in a window narrower than STACK_BELOW, `stacked` at its own size, scrolling down.
 */
export interface FitPlacement {
  scale: number;
  left: number;
  top: number;
  stacked: boolean;
}

export function fitPlacement(windowWidth: number, windowHeight: number, { width, height } = BIG_SCREEN_CANVAS): FitPlacement {
  if (windowWidth < STACK_BELOW) return { scale: 1, left: 0, top: 0, stacked: true };
  const scale = Math.min(windowWidth / width, windowHeight / height);
  return { scale, left: (windowWidth - width * scale) / 2, top: (windowHeight - height * scale) / 2, stacked: false };
}

/** The big screen's canvas placed in the window, again whenever the window (or full screen) resizes it. */
export function useFitScale(): FitPlacement {
  const [placement, setPlacement] = useState(() => fitPlacement(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const fit = () => setPlacement(fitPlacement(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  return placement;
}
