import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../runtime/server/lint/lintIssue';
import { lintProject } from '../../../runtime/server/lint/lintProject';
import { copyProject, messagesOf } from '../lint/projectCopy';
import { exampleFilePath, fieldsAsScreen, GUIDE, guideJsonBlocks } from './guideJsonBlocks';

const repoRoot = join(__dirname, '..', '..', '..');
const blocks = guideJsonBlocks(repoRoot);
const wholeFiles = blocks.filter((block) => block.info !== 'fragment');
const SCRATCH_SCREEN = 'schemas/guide/example.json';
/** Fragments that are one field definition, each as a scratch screen. */
const fieldExamples = blocks.flatMap((block) => {
  const screen = block.info === 'fragment' ? fieldsAsScreen(block) : null;
  return screen ? [{ line: block.line, field: block.text.slice(0, block.text.indexOf(':')), screen }] : [];
});

/** The whole-file examples with the file each stands for (those without one fail the first test). */
const examples = wholeFiles.flatMap((block) => {
  try {
    const path = exampleFilePath(block, JSON.parse(block.text) as Record<string, unknown>);
    return path ? [{ line: block.line, path, text: block.text }] : [];
  } catch {
    return [];
  }
});

describe(`the JSON examples of ${GUIDE}`, () => {
  it('are whole files, unless marked ```json fragment', () => {
    const notFiles = wholeFiles.flatMap((block) => {
      try {
        const json = JSON.parse(block.text) as Record<string, unknown>;
        return exampleFilePath(block, json) ? [] : [`${GUIDE}:${block.line}: no file to check it as (give a $schema and id, or the path after json)`];
      } catch (error) {
        return [`${GUIDE}:${block.line}: not JSON (${(error as Error).message}); mark a part of a file as \`\`\`json fragment`];
      }
    });
    expect(notFiles).toEqual([]);
    expect(examples.length).toBeGreaterThanOrEqual(5);
  });

  it.each(examples.map((example) => [example.line, example.path, example] as const))('line %i lints clean as %s', (_line, path, example) => {
    const project = copyProject();
    project.write(path, example.text);
    expect(messagesOf(path, lintProject(project.root).map(formatIssue))).toEqual([]);
  });

  it.each(fieldExamples.map((example) => [example.line, example.field, example] as const))(
    'line %i: field %s lints clean in a screen',
    (_line, _field, example) => {
      const project = copyProject();
      project.write(SCRATCH_SCREEN, example.screen);
      expect(messagesOf(SCRATCH_SCREEN, lintProject(project.root).map(formatIssue))).toEqual([]);
    },
  );
});
