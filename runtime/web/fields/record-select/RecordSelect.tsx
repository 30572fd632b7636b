import { useMemo } from 'react';
import { PickerField } from '../picker/PickerField';
import { PickerText } from '../picker/PickerText';
import type { ValueViewProps } from '../fieldType.types';
import { RecordPickerModal } from './RecordPickerModal';
import type { RecordPickerConfig, RecordSelectProps } from './recordSelect.types';
import { recordSource } from './recordSource';

/** The business record picker field: stores `valueKey` of the chosen rows, comma-joined, and shows `displayKey`. */
export function RecordSelect({ value, onChange, multi = false, disabled, placeholder, ...config }: RecordSelectProps) {
  const { listUrl, valueUrl, valueKey, displayKey } = config;
  const source = useMemo(() => recordSource({ listUrl, valueUrl, valueKey, displayKey }), [listUrl, valueUrl, valueKey, displayKey]);
  return (
    <PickerField
      value={value}
      onChange={onChange}
      source={source}
      multi={multi}
      disabled={disabled}
      placeholder={placeholder ?? config.title ?? '请选择'}
      renderModal={(modal) => <RecordPickerModal {...modal} config={config} source={source} />}
    />
  );
}

/** Read-only names of a record picker's value. */
export function RecordSelectText({ value, ...config }: ValueViewProps) {
  const { listUrl, valueUrl, valueKey, displayKey } = config as unknown as RecordPickerConfig;
  const source = useMemo(() => recordSource({ listUrl, valueUrl, valueKey, displayKey }), [listUrl, valueUrl, valueKey, displayKey]);
  return <PickerText source={source} value={value} />;
}
