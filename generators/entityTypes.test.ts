import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenFilePaths } from '../runtime/server/lint/projectFiles';
import { generateEntityTypes } from './entityTypes';

const rootDir = join(__dirname, '..');

describe('generated entity types', () => {
  it('types a detail table as an array of its row type, generated from the detail columns', async () => {
    const [training] = await generateEntityTypes(rootDir, [join(rootDir, 'schemas/labour/training.json')]);
    expect(training.content).toContain('  attendees?: LabourTrainingAttendees[];\n');
    expect(training.content).toMatch(/ \* 参训人员（labour\.trainingAttendees，表 lab_training_attendee）\n \*\/\nexport interface LabourTrainingAttendees \{/);
    // Required columns of the rows stay required; the foreign key and order are the server's.
    expect(training.content).toContain('  workerId: string;\n');
    expect(training.content).toContain('  score: number;\n');
    expect(training.content).toContain('  trainingId?: string;\n');
    expect(training.content).toContain('  orderNum?: number;\n');
    expect(training.content).toContain(
      "export type LabourTrainingRecord = Omit<LabourTraining, 'attendees'> & { attendees?: LabourTrainingAttendeesRecord[] } & EntityAuditFields",
    );
    expect(training.content).toContain('export type LabourTrainingAttendeesRecord = LabourTrainingAttendees & EntityAuditFields');
  });

  it('leaves no field of any screen typed unknown', async () => {
    const files = await generateEntityTypes(rootDir, screenFilePaths(rootDir));
    expect(files.filter((file) => file.content.includes('unknown')).map((file) => file.path)).toEqual([]);
  });
});
