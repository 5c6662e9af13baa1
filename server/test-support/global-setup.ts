import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './databases';

export default async function setup(project: TestProject): Promise<() => void> {
  const runId = String(process.pid);
  project.provide('testRunId', runId);
  return prepareTemplate(runId);
}
