import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Typography, Upload, type UploadProps } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useState } from 'react';
import { http } from '../../http/client';
import { avatarUrl, Refusal, saveAvatar, updateSignedInUser } from './accountApi';

const UPLOAD_URL = '/sys/common/upload';
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const MAX_MEGABYTES = 5;

/** Stores the cropped image through the upload API (biz=avatar) and answers its stored path. */
async function uploadAvatar(file: Blob & { name?: string }): Promise<string> {
  const form = new FormData();
  form.append('biz', 'avatar');
  form.append('file', file, file.name ?? 'avatar.png');
  const answer = await http.upload<string>(UPLOAD_URL, form);
  if (!answer.success) throw new Refusal(answer.message);
  return answer.message;
}

/** 头像: choose an image, crop it square in the browser, store it and make it the avatar (the header shows it at once). */
export function AvatarSettings({ avatar, onSaved }: { avatar: string; onSaved(avatar: string): void }) {
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size > MAX_MEGABYTES * 1024 * 1024) {
      message.warning(`头像图片不能超过 ${MAX_MEGABYTES}MB`);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setSaving(true);
    uploadAvatar(file as Blob)
      .then(async (path) => {
        const saved = await saveAvatar(path);
        updateSignedInUser({ avatar: saved.avatar });
        onSaved(saved.avatar);
        message.success('头像已更新');
        onSuccess?.(saved);
      })
      .catch((error: unknown) => {
        if (error instanceof Refusal) message.warning(error.message);
        onError?.(error as Error);
      })
      .finally(() => setSaving(false));
  };

  return (
    <div className="account-settings__pane account-settings__avatar">
      <Avatar size={120} src={avatarUrl(avatar)} icon={<UserOutlined />} className="account-settings__avatar-preview" />
      <div>
        <ImgCrop aspect={1} quality={0.9} modalTitle="裁剪头像" modalOk="确定" modalCancel="取消" rotationSlider showReset resetText="重置">
          <Upload accept={ACCEPT} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest}>
            <Button icon={<UploadOutlined />} loading={saving}>
              更换头像
            </Button>
          </Upload>
        </ImgCrop>
        <Typography.Paragraph type="secondary" className="account-settings__hint">
          支持 JPG、PNG、GIF、WEBP，不超过 {MAX_MEGABYTES}MB；上传后可裁剪为正方形。
        </Typography.Paragraph>
      </div>
    </div>
  );
}
