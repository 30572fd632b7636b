import { Button, Card, Checkbox, Form, Input, Radio, Rate, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PublicSurvey, SurveyAnswers, SurveyQuestion } from '../../../core/survey/survey.types';
import { TEXT_ANSWER_MAX } from '../../../core/survey/survey.types';
import { answeredOnly, firstAnswerProblem } from '../../../core/survey/validateAnswers';
import { failureMessage } from '../../http/failureMessage';
import { http } from '../../http/client';

type Phase = { kind: 'loading' } | { kind: 'closed'; message: string } | { kind: 'open'; survey: PublicSurvey } | { kind: 'done'; message: string };

/** The input of one question: choices stacked for a thumb, stars for a rating, a text box otherwise. */
function QuestionInput({ question, ...props }: { question: SurveyQuestion; value?: unknown; onChange?: (value: unknown) => void }) {
  switch (question.kind) {
    case 'single':
      return (
        <Radio.Group {...props}>
          <Space direction="vertical">
            {question.options.map((option) => (
              <Radio key={option} value={option}>
                {option}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case 'multi':
      return (
        <Checkbox.Group {...(props as object)}>
          <Space direction="vertical">
            {question.options.map((option) => (
              <Checkbox key={option} value={option}>
                {option}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      );
    case 'rating':
      return <Rate {...(props as object)} style={{ fontSize: 28 }} />;
    default:
      return <Input.TextArea {...(props as object)} rows={3} maxLength={TEXT_ANSWER_MAX} showCount placeholder="请输入" />;
  }
}

/**
 * The public answer page of a questionnaire (`/survey/:token`), outside the shell and without a
 * session: one column of questions that fits a phone, checked as the server checks it before sending.
 */
export function PublicSurveyPage() {
  const { token = '' } = useParams();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<SurveyAnswers>();

  useEffect(() => {
    http
      .get<PublicSurvey>(`/public/survey/${encodeURIComponent(token)}`)
      .then((answer) => setPhase(answer.success ? { kind: 'open', survey: answer.result } : { kind: 'closed', message: answer.message }))
      .catch((error: unknown) => setPhase({ kind: 'closed', message: failureMessage(error) }));
  }, [token]);

  useEffect(() => {
    if (phase.kind === 'open') document.title = phase.survey.title;
  }, [phase]);

  if (phase.kind === 'loading') return <Spin style={{ display: 'block', marginTop: 120 }} />;
  if (phase.kind === 'closed') return <Result status="warning" title={phase.message} />;
  if (phase.kind === 'done') return <Result status="success" title={phase.message} />;
  const { survey } = phase;

  const submit = async (values: SurveyAnswers) => {
    const answers = answeredOnly(values);
    const found = firstAnswerProblem(survey.questions, answers);
    setProblem(found);
    if (found) return;
    setSending(true);
    try {
      const answer = await http.post(`/public/survey/${encodeURIComponent(token)}/answer`, { answers });
      if (answer.success) setPhase({ kind: 'done', message: answer.message });
      else setProblem(answer.message);
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="public-survey" style={{ maxWidth: 640, margin: '0 auto', padding: '16px 12px 32px', background: '#f5f5f5', minHeight: '100vh' }}>
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {survey.title}
      </Typography.Title>
      {survey.description && <Typography.Paragraph type="secondary">{survey.description}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        {survey.questions.map((question, index) => (
          <Card key={question.id} size="small" style={{ marginBottom: 12 }}>
            <Form.Item
              name={question.id}
              label={`${index + 1}. ${question.title}`}
              required={question.required}
              rules={question.required ? [{ required: true, message: `请回答第${index + 1}题` }] : []}
              style={{ marginBottom: 0 }}
            >
              <QuestionInput question={question} />
            </Form.Item>
          </Card>
        ))}
        {problem && <Typography.Paragraph type="danger">{problem}</Typography.Paragraph>}
        <Button type="primary" htmlType="submit" block size="large" loading={sending}>
          提交
        </Button>
      </Form>
    </div>
  );
}
