import type { CalculatorGroup } from './calculator';
import { concreteGroup } from './concrete';
import { earthworkGroup } from './earthwork';
import { formworkGroup } from './formwork';
import { rebarGroup } from './rebar';
import { scaffoldGroup } from './scaffold';

export * from './calculator';
export { identifyGroups } from './identify';

/** The tabs of /computetool, in the order a site engineer reaches for them. */
export const CALCULATOR_GROUPS: readonly CalculatorGroup[] = [concreteGroup, rebarGroup, formworkGroup, earthworkGroup, scaffoldGroup];
