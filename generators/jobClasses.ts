import { JOB_HANDLERS } from '../runtime/server/jobs/jobHandlers';
import type { GeneratedFile } from './generatedFile';

/**
 * The dictionary `quartz_job_class` (generated: edit runtime/server/jobs/jobHandlers.ts instead): the 任务类名 choice of 定时任务, one item per registered server job handler.
 */
export function generateJobClassDict(): GeneratedFile {
  const dict = {
    $schema: '../meta/dict.schema.json',
    code: 'quartz_job_class',
    name: '定时任务类名',
    items: JOB_HANDLERS.map((handler) => ({ value: handler.className, text: handler.title })),
  };
  return { path: 'schemas/dicts/quartz_job_class.json', content: `${JSON.stringify(dict, null, 2)}\n` };
}
