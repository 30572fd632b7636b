import type { ValueViewProps } from '../fieldType.types';
import { RecordSelect, RecordSelectText } from './RecordSelect';
import type { RecordPickerConfig, RecordSelectProps } from './recordSelect.types';

/** A record picker with a fixed configuration (roles, positions); screen props may still override it. */
export function presetRecordSelect(config: RecordPickerConfig) {
  const component = (props: Partial<RecordSelectProps>) => <RecordSelect {...config} {...props} />;
  const readPretty = (props: ValueViewProps) => <RecordSelectText {...config} {...props} />;
  return { component, readPretty };
}
