import { Tag } from 'antd';
import { dictLabelOf } from '../../render/dict/DictLabel';
import { toDictItems } from '../../render/dict/toDictItems';
import { useOptionItems } from '../../render/dict/useOptionItems';
import type { ValueViewProps } from '../fieldType.types';
import { splitCommaList } from '../multi-select/commaList';

/** A value as dictionary tags, each in its item's colour (upstream's `color` of a dictionary item). */
export function TagText({ value, dictCode, options }: ValueViewProps) {
  const items = useOptionItems(typeof dictCode === 'string' ? dictCode : undefined, Array.isArray(options) ? toDictItems(options) : undefined);
  return (
    <>
      {splitCommaList(value).map((part) => (
        <Tag key={part} color={items.find((item) => item.value === part)?.color ?? 'blue'}>
          {dictLabelOf(items, part)}
        </Tag>
      ))}
    </>
  );
}
