import { CALCULATOR_GROUPS } from '../../../core/compute/site';
import { CalculatorTabs } from './CalculatorTabs';

/** 计算工具 (/computetool): the site engineer's everyday quantity calculators. */
export function ComputeToolPage() {
  return <CalculatorTabs title="计算工具" intro="输入构件尺寸，按公式计算工程量；单位见输入框右侧，结果按常用精度取整。" groups={CALCULATOR_GROUPS} />;
}
