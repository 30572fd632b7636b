import type { UploadFile } from 'antd';
import type { UploadItem } from './uploadItems';

/** An item as antd's upload list shows it; an error's message goes in `response`, which antd shows in its tooltip. */
export function toAntdFile(item: UploadItem): UploadFile {
  return { uid: item.uid, name: item.name, status: item.status, percent: item.percent, url: item.url, response: item.message };
}
