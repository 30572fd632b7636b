import { Image, Space } from 'antd';
import { fileNameOf, splitFilePaths } from '../../../core/files/filePaths';
import { fileUrl } from '../../../core/files/fileUrl';
import type { ValueViewProps } from '../fieldType.types';

/** Read-only images: a small thumbnail per image, enlarged on click. */
export function ImageListText({ value }: ValueViewProps) {
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap>
        {splitFilePaths(value).map((path) => (
          <Image key={path} className="image-thumbnail" width={40} height={40} style={{ objectFit: 'cover' }} src={fileUrl(path)} alt={fileNameOf(path)} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
