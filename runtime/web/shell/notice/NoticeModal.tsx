import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { sanitizeHtml } from '../../fields/rich-text/sanitizeHtml';
import { FullscreenModal } from '../../render/modal/FullscreenModal';
import type { UserNotice } from './notice.types';
import './notice.css';

const URL_OPEN_TYPE = 'url';

/** 通知消息: one announcement, 60% wide with a full-screen toggle; 去处理 opens its page for url notices. */
export function NoticeModal({ notice, onClose }: { notice: UserNotice | null; onClose(): void }) {
  const navigate = useNavigate();
  const canHandle = notice?.openType === URL_OPEN_TYPE && Boolean(notice.openPage);
  return (
    <FullscreenModal
      open={notice !== null}
      className="notice-modal"
      title="通知消息"
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
    </FullscreenModal>
  );
}
