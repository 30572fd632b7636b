import { Card, Tabs, Typography } from 'antd';
import type { CalculatorGroup } from '../../../core/compute/site';
import { CalculatorCard } from './CalculatorCard';

/** A page of calculators: one tab per subject, one card per variant. */
export function CalculatorTabs({ title, intro, groups }: { title: string; intro: string; groups: readonly CalculatorGroup[] }) {
  return (
    <Card bordered={false} style={{ maxWidth: 960 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Tabs
        items={groups.map((group) => ({
          key: group.key,
          label: group.title,
          children: group.calculators.map((calculator) => <CalculatorCard key={calculator.key} calculator={calculator} />),
        }))}
      />
    </Card>
  );
}
