import { fileUrl } from '../../../core/files/fileUrl';
import type { ValueViewProps } from '../fieldType.types';
import { FileLink } from '../upload/FileLink';
import { FileUpload } from '../upload/FileUpload';

export interface VideoPlayerProps {
  value?: string;
  onChange?: (value: string) => void;
  biz?: string;
  disabled?: boolean;
}

/** Editing: one video file (the server checks its extension by the field's pattern rule and its bytes by the upload's sniffing). */
export function VideoFileInput({ value, onChange, biz, disabled }: VideoPlayerProps) {
  return <FileUpload value={value} onChange={onChange} biz={biz} number={1} multiple={false} accept=".mp4,.webm" buttonText="上传视频" disabled={disabled} />;
}

/** 详情: the video plays in the page, as wide as the form and never wider than the screen; the file downloads under it. */
export function VideoView({ value }: ValueViewProps) {
  const path = typeof value === 'string' ? value : '';
  const src = path ? fileUrl(path) : undefined;
  if (!src) return null;
  return (
    <div>
      <video
        src={src}
        controls
        preload="metadata"
        playsInline
        style={{ display: 'block', width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 6 }}
      />
      <FileLink path={path} />
    </div>
  );
}

/** A list cell: the file's name, downloading on click. */
export function VideoCell({ value }: ValueViewProps) {
  return typeof value === 'string' && value ? <FileLink path={value} /> : null;
}
