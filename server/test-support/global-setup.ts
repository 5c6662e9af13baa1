import type { TestProject } from 'vitest/node';
import fs from 'node:fs';
import { prepareTemplate, testMediaRoot } from './databases';

export default async function setup(project: TestProject): Promise<() => void> {
  const runId = String(process.pid);
  project.provide('testRunId', runId);
  const removeTemplate = await prepareTemplate(runId);
  return () => {
    removeTemplate();
    fs.rmSync(testMediaRoot(runId), { recursive: true, force: true });
  };
}
