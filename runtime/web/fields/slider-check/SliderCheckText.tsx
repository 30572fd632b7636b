import type { ValueViewProps } from '../fieldType.types';
import { SLIDER_VERIFIED } from './sliderCheck.utils';

/** Read-only view: 验证通过 when verified, 未验证 otherwise. */
export function SliderCheckText({ value }: ValueViewProps) {
  return <>{value === true || value === 'true' ? SLIDER_VERIFIED : '未验证'}</>;
}
