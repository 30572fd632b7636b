import { Card, Drawer, Empty, List, Progress, Rate, Spin, Statistic, Typography } from 'antd';
import { useState } from 'react';
import type { QuestionResult, SurveyResults } from '../../../../core/survey/survey.types';
import { http } from '../../../http/client';
import type { RowActionProps } from '../rowAction.types';

const percentOf = (count: number, of: number): number => (of > 0 ? Math.round((count / of) * 100) : 0);

/** One question's counts: a bar per option (or score), the mean of a rating, the latest texts. */
function QuestionCard({ result, index }: { result: QuestionResult; index: number }) {
  return (
    <Card size="small" title={`${index + 1}. ${result.title}`} extra={`${result.answered} 人作答`} style={{ marginBottom: 12 }} className="survey-result">
      {result.kind === 'rating' && (
        <div style={{ marginBottom: 8 }}>
          平均分 <Typography.Text strong>{result.average ?? '-'}</Typography.Text> <Rate disabled allowHalf value={result.average ?? 0} />
        </div>
      )}
      {result.options.map(({ option, count }) => (
        <div key={option} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ width: 120, flexShrink: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={option}>
            {option}
          </span>
          <Progress percent={percentOf(count, result.answered)} format={() => `${count} 人`} style={{ flex: 1, margin: 0 }} />
        </div>
      ))}
      {result.kind === 'text' &&
        (result.texts.length > 0 ? (
          <List size="small" dataSource={result.texts} renderItem={(text) => <List.Item>{text}</List.Item>} />
        ) : (
          <Empty description="暂无回答" />
        ))}
    </Card>
  );
}

/** 结果: a drawer with the questionnaire's answer count and each question's counts. */
export function SurveyResultsAction({ screen, record, title }: RowActionProps) {
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<SurveyResults | null>(null);

  const show = async () => {
    setOpen(true);
    setResults(null);
    const answer = await http.get<SurveyResults>(`${screen.api}/surveyResults`, { id: record.id });
    if (answer.success) setResults(answer.result);
  };

  return (
    <>
      <a onClick={() => void show()}>{title}</a>
      <Drawer
        title={`${title} - ${String(record[screen.survey?.heading ?? 'id'] ?? '')}`}
        width={640}
        open={open}
        onClose={() => setOpen(false)}
        destroyOnHidden
      >
        {results ? (
          <>
            <Statistic title="答卷份数" value={results.total} style={{ marginBottom: 16 }} className="survey-results__total" />
            {results.questions.map((result, index) => (
              <QuestionCard key={result.id} result={result} index={index} />
            ))}
          </>
        ) : (
          <Spin />
        )}
      </Drawer>
    </>
  );
}
