import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Tabs, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { IMAGE_ONLY_MESSAGE, isImageFile } from '../image-upload/isImageFile';
import { uploadEditorImage } from '../rich-text/uploadEditorImage';
import { imageUrlError, NO_IMAGE_UPLOADED, type MarkdownImage } from './markdownImage';

export interface MarkdownImageDialogProps {
  open: boolean;
  onInsert(image: MarkdownImage): void;
  onClose(): void;
}

type Source = 'local' | 'network';

let nextUid = 0;

/**
 * The Markdown image dialog of widgets-spec §2.2: tab 本地上传 (one image uploaded to the server,
 * plus a remark) or tab 网络图片 (an http(s) address plus a remark). 确定 inserts the image.
 */
export function MarkdownImageDialog({ open, onInsert, onClose }: MarkdownImageDialogProps) {
  const { message } = App.useApp();
  const [source, setSource] = useState<Source>('local');
  const [file, setFile] = useState<UploadFile | null>(null);
  const [networkUrl, setNetworkUrl] = useState('');
  const [remark, setRemark] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setNetworkUrl('');
    setRemark('');
    setUrlError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const confirm = () => {
    if (source === 'local') {
      if (file?.status !== 'done' || !file.url) return void message.error(NO_IMAGE_UPLOADED);
      onInsert({ url: file.url, remark });
    } else {
      const error = imageUrlError(networkUrl);
      setUrlError(error);
      if (error) return;
      onInsert({ url: networkUrl.trim(), remark });
    }
    close();
  };

  const upload = (picked: File) => {
    nextUid += 1;
    const uid = `markdown-image-${nextUid}`;
    setFile({ uid, name: picked.name, status: 'uploading', percent: 0 });
    uploadEditorImage(picked, (percent) => setFile((current) => (current?.uid === uid ? { ...current, percent } : current))).then(
      (url) => setFile({ uid, name: picked.name, status: 'done', url }),
      (error: Error) => setFile({ uid, name: picked.name, status: 'error', response: error.message }),
    );
  };

  const remarkItem = (
    <Form.Item label="备注">
      <Input value={remark} placeholder="请输入备注" maxLength={100} onChange={(event) => setRemark(event.target.value)} />
    </Form.Item>
  );
  return (
    <Modal title="插入图片" open={open} width={520} okText="确定" cancelText="取消" onOk={confirm} onCancel={close} destroyOnHidden>
      <Tabs
        activeKey={source}
        onChange={(key) => setSource(key as Source)}
        items={[
          {
            key: 'local',
            label: '本地上传',
            children: (
              <Form layout="vertical">
                <Form.Item label="图片">
                  <Upload
                    accept="image/*"
                    listType="picture"
                    maxCount={1}
                    fileList={file ? [file] : []}
                    beforeUpload={(picked) => {
                      if (isImageFile(picked)) return true;
                      message.warning(IMAGE_ONLY_MESSAGE);
                      return Upload.LIST_IGNORE;
                    }}
                    customRequest={({ file: picked }) => upload(picked as File)}
                    onRemove={() => setFile(null)}
                  >
                    <Button icon={<UploadOutlined />}>选择图片</Button>
                  </Upload>
                </Form.Item>
                {remarkItem}
              </Form>
            ),
          },
          {
            key: 'network',
            label: '网络图片',
            children: (
              <Form layout="vertical">
                <Form.Item label="图片地址" required validateStatus={urlError ? 'error' : undefined} help={urlError}>
                  <Input
                    value={networkUrl}
                    placeholder="请输入以http或https开头的图片地址"
                    onChange={(event) => {
                      setNetworkUrl(event.target.value);
                      setUrlError(null);
                    }}
                  />
                </Form.Item>
                {remarkItem}
              </Form>
            ),
          },
        ]}
      />
    </Modal>
  );
}
