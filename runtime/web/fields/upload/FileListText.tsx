import { PaperClipOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { isVideoExtension } from '../../../core/files/fileKinds';
import { extensionOf, fileNameOf, shortFileName, splitFilePaths } from '../../../core/files/filePaths';
import { fileUrl } from '../../../core/files/fileUrl';
import type { ValueViewProps } from '../fieldType.types';
import { FileLink } from './FileLink';

/** A clip small enough for a table cell and a phone. */
const VIDEO_STYLE = { width: 240, maxWidth: '100%', borderRadius: 4, background: '#000' } as const;

/**
 * Read-only files: a video plays in the page; any other file is a link (a PDF previews in the
 * page, others download), named with at most 5 characters (full name on hover).
 */
export function FileListText({ value }: ValueViewProps) {
  return (
    <Space size={4} wrap>
      {splitFilePaths(value).map((path) => {
        const name = fileNameOf(path);
        if (isVideoExtension(extensionOf(path)))
          return <video key={path} className="file-video" style={VIDEO_STYLE} src={fileUrl(path)} controls preload="metadata" playsInline aria-label={name} />;
        return (
          <FileLink key={path} className="file-link" path={path} tooltip={name}>
            <PaperClipOutlined /> {shortFileName(name)}
          </FileLink>
        );
      })}
    </Space>
  );
}
