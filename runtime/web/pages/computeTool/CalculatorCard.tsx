import { Alert, Button, Card, Descriptions, Form, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { calculate, formatOutput, initialValues, type CalcOutcome, type Calculator } from '../../../core/compute/site';

/** One calculator: its formula, a field per input, 计算 / 重置 and the result (or the refusals). */
export function CalculatorCard({ calculator }: { calculator: Calculator }) {
  const [form] = Form.useForm<Record<string, number | null>>();
  const [outcome, setOutcome] = useState<CalcOutcome>();
  return (
    <Card size="small" title={calculator.title} style={{ marginBottom: 16 }} data-calculator={calculator.key}>
      <div style={{ background: '#f6f8fa', borderRadius: 6, padding: '8px 12px', marginBottom: 12 }}>
        {calculator.formula.map((line) => (
          <Typography.Text key={line} code style={{ display: 'block', whiteSpace: 'normal', marginBottom: 4 }}>
            {line}
          </Typography.Text>
        ))}
      </div>
      <Form
        form={form}
        name={calculator.key}
        layout="vertical"
        initialValues={initialValues(calculator)}
        onFinish={(values) => setOutcome(calculate(calculator, values))}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', columnGap: 12 }}
      >
        {calculator.fields.map((field) => (
          <Form.Item key={field.name} name={field.name} label={field.label} style={{ marginBottom: 12 }}>
            <InputNumber style={{ width: '100%' }} addonAfter={field.unit || undefined} />
          </Form.Item>
        ))}
        <Space style={{ gridColumn: '1 / -1', marginBottom: 12 }}>
          <Button type="primary" htmlType="submit">
            计算
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setOutcome(undefined);
            }}
          >
            重置
          </Button>
        </Space>
      </Form>
      {outcome && !outcome.ok && (
        <Alert type="error" showIcon message="输入有误，未计算" description={outcome.errors.join('；')} style={{ marginBottom: 12 }} />
      )}
      {outcome?.ok && (
        <Descriptions size="small" bordered column={1} title="计算结果" labelStyle={{ width: '45%' }}>
          {outcome.outputs.map((output, index) => (
            <Descriptions.Item key={index} label={output.label}>
              <Typography.Text strong>{formatOutput(output)}</Typography.Text>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {calculator.notes?.map((note) => (
        <Typography.Paragraph key={note} type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
          {note}
        </Typography.Paragraph>
      ))}
    </Card>
  );
}
