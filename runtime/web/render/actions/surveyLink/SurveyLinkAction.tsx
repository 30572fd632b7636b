import { Alert, Button, Modal, QRCode, Space, Typography } from 'antd';
import { useState } from 'react';
import { http } from '../../../http/client';
import type { RowActionProps } from '../rowAction.types';

/** The public answer address of a token, in this web app (hash routes). */
export function surveyAddress(token: string): string {
  return `${window.location.origin}${window.location.pathname}#/survey/${token}`;
}

/** 答卷链接: the questionnaire's public link, with a copy button and a QR code for phones. */
export function SurveyLinkAction({ screen, record, title }: RowActionProps) {
  const [address, setAddress] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const tokenField = screen.survey?.token ?? '';

  const open = async () => {
    // The token is not a list column: the record's own read carries it.
    const answer = await http.get<Record<string, unknown>>(`${screen.api}/queryById`, { id: record.id });
    const token = answer.success ? answer.result[tokenField] : null;
    if (typeof token === 'string' && token) setAddress(surveyAddress(token));
    else setMessage(answer.success ? '该问卷还没有答卷链接，请编辑保存一次' : answer.message);
  };

  const status = screen.survey ? String(record[screen.survey.status.field] ?? '') : '';
  return (
    <>
      <a onClick={() => void open()}>{title}</a>
      <Modal title={title} open={address !== null || message !== null} footer={null} onCancel={() => (setAddress(null), setMessage(null))} destroyOnHidden>
        {message && <Alert type="warning" message={message} />}
        {address && (
          <Space direction="vertical" align="center" style={{ width: '100%' }} className="survey-link">
            {screen.survey && status !== screen.survey.status.open && <Alert type="info" showIcon message="问卷不在进行中，答卷链接暂不接受作答" />}
            <QRCode value={address} size={200} />
            <Typography.Paragraph copyable={{ text: address, tooltips: ['复制链接', '已复制'] }} style={{ wordBreak: 'break-all', textAlign: 'center' }}>
              {address}
            </Typography.Paragraph>
            <Button href={address} target="_blank">
              打开答卷页
            </Button>
          </Space>
        )}
      </Modal>
    </>
  );
}
