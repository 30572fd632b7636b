import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useDict } from './useDict';

interface DictFilterProps {
  /** The field's title: the placeholder says 全部<title>. */
  title: string;
  dict?: string | null;
  value?: string;
  onChange(value: string | undefined): void;
  className?: string;
  style?: CSSProperties;
}

/** A filter over a dictionary field of a report page (a sheet, a ledger): searchable, clearable, empty meaning all. */
export function DictFilter({ title, dict, value, onChange, className, style }: DictFilterProps) {
  const items = useDict(dict ?? undefined);
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={`全部${title}`}
      aria-label={title}
      className={className}
      style={style}
      value={value}
      onChange={(chosen?: string) => onChange(chosen)}
      options={items.map((item) => ({ value: item.value, label: item.text }))}
    />
  );
}
