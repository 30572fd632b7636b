import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type TouchEvent as ReactTouchEvent } from 'react';
import { dragOffset, HANDLE_WIDTH, releaseAt, SLIDER_HINT, SLIDER_VERIFIED, travelOf } from './sliderCheck.utils';
import './sliderCheck.css';

export interface SliderCheckProps {
  /** True once verified; setting it back to false (a form reset) starts over. */
  value?: boolean;
  onChange?: (verified: boolean) => void;
  /** Called once when the handle reaches the far end. */
  onSuccess?: () => void;
  /** Track width in pixels; by default the slider fills its container. */
  width?: number;
  disabled?: boolean;
}

/** Track width used before the slider has been measured (and in a DOM without layout). */
const FALLBACK_WIDTH = 300;

const pointX = (event: MouseEvent | TouchEvent | ReactMouseEvent | ReactTouchEvent): number =>
  'touches' in event ? (event.touches[0] ?? event.changedTouches[0]).clientX : event.clientX;

/**
 * The slider human check of widgets-spec §4: starts unverified; dragging the handle fully across
 * marks it verified, shows 验证通过 and emits success; releasing early snaps the handle back.
 */
export function SliderCheck({ value, onChange, onSuccess, width, disabled }: SliderCheckProps) {
  const track = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [passed, setPassed] = useState(Boolean(value));
  const [dragging, setDragging] = useState(false);
  // Measured when a drag begins, so a slider that fills a resizable form row stays right.
  const [travel, setTravel] = useState(travelOf(width ?? FALLBACK_WIDTH));
  const verified = Boolean(value) || passed;
  const start = useRef(0);
  const latest = useRef(offset);
  latest.current = offset;

  useEffect(() => {
    if (value) return;
    setPassed(false);
    setOffset(0);
  }, [value]);

  useEffect(() => {
    if (!dragging) return undefined;
    const move = (event: MouseEvent | TouchEvent) => setOffset(dragOffset(start.current, pointX(event), travel));
    const release = () => {
      const result = releaseAt(latest.current, travel);
      setDragging(false);
      setOffset(result.offset);
      if (result.verified) {
        setPassed(true);
        onChange?.(true);
        onSuccess?.();
      }
    };
    document.addEventListener('mousemove', move);
    document.addEventListener('mouseup', release);
    document.addEventListener('touchmove', move);
    document.addEventListener('touchend', release);
    return () => {
      document.removeEventListener('mousemove', move);
      document.removeEventListener('mouseup', release);
      document.removeEventListener('touchmove', move);
      document.removeEventListener('touchend', release);
    };
  }, [dragging, travel, onChange, onSuccess]);

  const begin = (event: ReactMouseEvent | ReactTouchEvent) => {
    if (verified || disabled) return;
    setTravel(travelOf(track.current?.clientWidth || width || FALLBACK_WIDTH));
    start.current = pointX(event) - offset;
    setDragging(true);
  };
  // Once verified the handle sits at the right end whatever the width becomes.
  const handleLeft = verified ? `calc(100% - ${HANDLE_WIDTH}px)` : offset;
  const progressWidth = verified ? '100%' : offset + HANDLE_WIDTH / 2;

  return (
    <div
      ref={track}
      className={`slider-check${verified ? ' slider-check-verified' : ''}${dragging ? ' slider-check-dragging' : ''}`}
      style={{ width: width ?? '100%' }}
    >
      <div className="slider-check-progress" style={{ width: progressWidth }} />
      <div className="slider-check-text">{verified ? SLIDER_VERIFIED : SLIDER_HINT}</div>
      <div
        className="slider-check-handle"
        role="slider"
        aria-label="拖动滑块验证"
        aria-valuemin={0}
        aria-valuemax={travel}
        aria-valuenow={verified ? travel : offset}
        aria-disabled={disabled}
        style={{ left: handleLeft, width: HANDLE_WIDTH }}
        onMouseDown={begin}
        onTouchStart={begin}
      >
        {verified ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
