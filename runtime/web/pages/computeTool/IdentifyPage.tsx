import { identifyGroups } from '../../../core/compute/site';
import { CalculatorTabs } from './CalculatorTabs';

/** 规格识别 (/computetool/identify): a measured pipe or rebar → its standard size. */
export function IdentifyPage() {
  return <CalculatorTabs title="规格识别" intro="输入实测尺寸，对照标准规格表识别钢管公称直径、钢筋公称直径。" groups={identifyGroups} />;
}
