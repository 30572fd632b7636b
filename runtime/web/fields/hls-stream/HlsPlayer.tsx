import { VideoCameraOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { useSessionStore } from '../../stores/sessionStore';
import type { ValueViewProps } from '../fieldType.types';
import './hlsPlayer.css';

export const NO_STREAM_TEXT = '暂无视频流';

/**
 * Plays an HLS address in the page, muted and looping like a monitor wall. hls.js (loaded on
 * first use, it is large) fetches the playlist and segments itself, so every request carries the
 * session's token: the platform's streams are served to signed-in members of the project only.
 * No address, or a stream that cannot be loaded, shows 「暂无视频流」.
 */
export function HlsPlayer({ value }: ValueViewProps) {
  const url = typeof value === 'string' ? value.trim() : '';
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setFailed(false);
    const element = video.current;
    if (!url || !element) return;
    let destroy = () => {};
    let cancelled = false;
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        // Without Media Source Extensions (old iOS) only the browser's own player is left; it cannot send the token.
        element.src = url;
        return;
      }
      const hls = new Hls({
        // The worker would start from a blob: script, which the platform's Content-Security-Policy does not allow.
        enableWorker: false,
        xhrSetup: (xhr) => {
          const { token } = useSessionStore.getState();
          if (token) xhr.setRequestHeader('X-Access-Token', token);
        },
      });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        hls.destroy();
        setFailed(true);
      });
      hls.loadSource(url);
      hls.attachMedia(element);
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [url]);

  if (!url || failed)
    return (
      <div className="hls-player hls-player-empty" role="img" aria-label={NO_STREAM_TEXT}>
        <VideoCameraOutlined />
        <span>{NO_STREAM_TEXT}</span>
      </div>
    );
  return <video ref={video} className="hls-player" muted autoPlay loop playsInline controls onError={() => setFailed(true)} aria-label="视频流" />;
}
