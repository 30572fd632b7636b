import { useEffect, useState } from 'react';
import { BIG_SCREEN_CANVAS } from '../../../core/dashboard/dashboard.types';

/** How a canvas of `width` × `height` is placed in a window: scaled to fit whole, its aspect ratio kept, centred. */
export interface FitPlacement {
  scale: number;
  left: number;
  top: number;
}

export function fitPlacement(windowWidth: number, windowHeight: number, { width, height } = BIG_SCREEN_CANVAS): FitPlacement {
  const scale = Math.min(windowWidth / width, windowHeight / height);
  return { scale, left: (windowWidth - width * scale) / 2, top: (windowHeight - height * scale) / 2 };
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
