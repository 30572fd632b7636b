import type { SelectProps } from 'antd';
import type { DictItem } from '../../render/dict/dict.types';

/** Props shared by the dictionary select types: a dictionary code or fixed options. */
export type ChoiceProps = {
  /** Dictionary code (`sex`) or table dictionary (`lab_team,team_name,id`). */
  dictCode?: string;
  /** Fixed choices, used instead of a dictionary (from the property's `enum`). */
  options?: DictItem[];
};

export type DictSelectProps = ChoiceProps & Omit<SelectProps<string>, 'options' | 'mode'>;
