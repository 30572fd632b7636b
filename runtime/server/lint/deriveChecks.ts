import type { CheckCondition } from '../../core/checks/check.types';
import { messagePlaceholders } from '../../core/checks/checkFields';
import { DERIVE_CONSTANT_PREFIX, DERIVE_RATIO_PLACEHOLDERS, type DeriveDeclaration, type DerivePick } from '../../core/flow/derive.types';
import type { FlowDeclaration } from '../../core/flow/flow.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import { ownFieldNames, targetScreen, type Report } from './screenRefs';
import { didYouMean } from './suggest';

/** A screen's flow declaration, shared flow files resolved (the lint reads them apart from the screens). */
export type FlowOfScreen = (screen: ScreenFile) => FlowDeclaration | null;

/** The flow written inside a screen file; a named shared flow is not known without the flow files. */
export const inlineFlow: FlowOfScreen = (screen) => (typeof screen.flow === 'object' ? screen.flow : null);

/** The names a derivation may use on each side: the target's fields, the record's fields (with `id`). */
interface Sides {
  report: Report;
  base: string;
  screen: ScreenFile;
  target: ScreenFile;
}

function targetField({ report, target }: Sides, pointer: string, name: string): void {
  const names = ownFieldNames(target);
  if (!names.includes(name)) report(pointer, `'${name}' is not a field of screen '${target.id}'${didYouMean(name, names)}`);
}

function ownField({ report, screen }: Sides, pointer: string, name: string): void {
  const names = ownFieldNames(screen);
  if (!names.includes(name)) report(pointer, `'${name}' is not a field of screen '${screen.id}'${didYouMean(name, names)}`);
}

const checkConditions = (sides: Sides, pointer: string, conditions: readonly CheckCondition[] = []) =>
  conditions.forEach((condition, i) => targetField(sides, `${pointer}/${i}/field`, condition.field));

function checkPick(sides: Sides, pick: DerivePick): void {
  const at = `${sides.base}/pick`;
  for (const [field, own] of Object.entries(pick.match)) {
    targetField(sides, `${at}/match`, field);
    ownField(sides, `${at}/match/${field}`, own);
  }
  checkConditions(sides, `${at}/where`, pick.where);
  if (pick.ids !== undefined) ownField(sides, `${at}/ids`, pick.ids);
  if (pick.order !== undefined) targetField(sides, `${at}/order`, pick.order);
  const { ratio } = pick;
  if (!ratio) return;
  ownField(sides, `${at}/ratio/percent`, ratio.percent);
  checkConditions(sides, `${at}/ratio/among`, ratio.among);
  checkConditions(sides, `${at}/ratio/counted`, ratio.counted);
  for (const name of messagePlaceholders(ratio.message))
    if (!(DERIVE_RATIO_PLACEHOLDERS as readonly string[]).includes(name))
      sides.report(`${at}/ratio/message`, `placeholder {${name}} is not one of ${DERIVE_RATIO_PLACEHOLDERS.map((known) => `{${known}}`).join(', ')}`);
}

/**
 * A transition's derivation: its target screen, every field it names on either side, the
 * target's state it puts records in, and no value written into the target's flow-owned state.
 */
export function checkDerive(
  report: Report,
  base: string,
  {
    screen,
    derive,
    screensById,
    flowOfTarget,
  }: { screen: ScreenFile; derive: DeriveDeclaration; screensById: ReadonlyMap<string, ScreenFile>; flowOfTarget: FlowOfScreen },
): void {
  const target = derive.screen === undefined ? screen : targetScreen(report, `${base}/screen`, derive.screen, screensById);
  if (!target) return;
  const sides: Sides = { report, base, screen, target };
  if (derive.pick) checkPick(sides, derive.pick);
  if (derive.number) {
    targetField(sides, `${base}/number/field`, derive.number.field);
    targetField(sides, `${base}/number/base`, derive.number.base);
    if (derive.number.of !== undefined) ownField(sides, `${base}/number/of`, derive.number.of);
    (derive.number.within ?? []).forEach((name, i) => targetField(sides, `${base}/number/within/${i}`, name));
  }
  const flow = flowOfTarget(target);
  for (const [field, own] of Object.entries(derive.set ?? {})) {
    targetField(sides, `${base}/set`, field);
    if (flow && field === flow.stateField)
      report(`${base}/set/${field}`, `'${field}' is the state field of screen '${target.id}'; write the state with 'state'`);
    if (!own.startsWith(DERIVE_CONSTANT_PREFIX)) ownField(sides, `${base}/set/${field}`, own);
  }
  if (derive.state === undefined) return;
  if (!flow) report(`${base}/state`, `screen '${target.id}' has no flow, so derived records have no state`);
  else if (!flow.states.some((state) => state.code === derive.state))
    report(`${base}/state`, `state '${derive.state}' is not a state of the flow of screen '${target.id}'`);
}
