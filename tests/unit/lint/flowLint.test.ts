import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../runtime/server/lint/lintIssue';
import { lintProject } from '../../../runtime/server/lint/lintProject';
import { copyProject, messagesOf } from './projectCopy';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures poke into arbitrary JSON

const FLOW = 'schemas/flows/rectification.json';

function lintAfter(path: string, change: (json: Json) => void): string[] {
  const project = copyProject();
  project.edit(path, change);
  return messagesOf(path, lintProject(project.root).map(formatIssue));
}

describe('schema lint of a shared flow file', () => {
  it('checks the flow against each screen that uses it, naming the screen, at the place in the flow file', () => {
    expect(
      lintAfter(FLOW, (flow) => {
        flow.transitions[1].actors[0].field = 'reviewerId';
        flow.deadline.field = 'safetyDeadlin';
      }),
    ).toEqual(
      // 质量巡检 and 安全巡检 both use the flow: each mistake is reported once per screen.
      ['quality.inspection', 'safety.inspection'].flatMap((screen) => [
        `schemas/flows/rectification.json:75:11 /transitions/1/actors/0/field: actor field 'reviewerId' is not a field of screen '${screen}'; did you mean 'reviewId'?`,
        `schemas/flows/rectification.json:134:5 /deadline/field: deadline field 'safetyDeadlin' is not a field of screen '${screen}'; did you mean 'safetyDeadline'?`,
      ]),
    );
  });

  it('validates a flow file against its meta-schema with a suggestion', () => {
    expect(
      lintAfter(FLOW, (flow) => {
        flow.intial = flow.initial;
        delete flow.initial;
      }),
    ).toEqual([
      "schemas/flows/rectification.json:1:1 /: missing required property 'initial'",
      "schemas/flows/rectification.json:148:3 /intial: unknown keyword 'intial'; did you mean 'initial'?",
    ]);
  });
});
