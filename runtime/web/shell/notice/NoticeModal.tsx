import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserNotice } from './notice.types';
import { sanitizeHtml } from '../../fields/rich-text/sanitizeHtml';
import './notice.css';

const URL_OPEN_TYPE = 'url';

/** 通知消息: one announcement, 60% wide with a full-screen toggle; 去处理 opens its page for url notices. */
export function NoticeModal({ notice, onClose }: { notice: UserNotice | null; onClose(): void }) {
  const [fullScreen, setFullScreen] = useState(false);
  const navigate = useNavigate();
  const Toggle = fullScreen ? FullscreenExitOutlined : FullscreenOutlined;
  const canHandle = notice?.openType === URL_OPEN_TYPE && Boolean(notice.openPage);
  return (
    <Modal
      open={notice !== null}
      width={fullScreen ? '100%' : '60%'}
      className={fullScreen ? 'notice-modal notice-modal--full' : 'notice-modal'}
      title={
        <Space className="notice-modal__title">
          通知消息
          <Toggle className="notice-modal__toggle" aria-label={fullScreen ? '退出全屏' : '全屏'} onClick={() => setFullScreen(!fullScreen)} />
        </Space>
      }
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        ...(canHandle
          ? [
              <Button
                key="handle"
                type="primary"
                onClick={() => {
                  onClose();
                  if (notice) navigate(notice.openPage);
                }}
              >
                去处理
              </Button>,
            ]
          : []),
      ]}
    >
      {notice && (
        <article className="notice-modal__body">
          <Typography.Title level={4} className="notice-modal__heading">
            {notice.titile}
          </Typography.Title>
          <div className="notice-modal__meta">
            <span>发布人：{notice.sender}</span>
            <span>发布时间：{notice.sendTime}</span>
          </div>
          <div className="notice-modal__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.msgContent) }} />
        </article>
      )}
    </Modal>
  );
}
