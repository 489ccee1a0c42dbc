/**
 * The real app on the file's fresh test database (startTestApp), with every statement recorded:
 * for tests that count what a call asks of the database. Built in beforeAll, closed in afterAll.
 */
import { recordStatements } from './database';
import { forFile } from './forFile';
import { startTestApp, type TestApp } from './testApp';

export interface RecordedApp extends TestApp {
  /** What the database ran (recordStatements): empty it (`length = 0`) to count afresh. */
  statements: string[];
}

export const recordedAppFor = (name: string): RecordedApp =>
  forFile(async () => {
    let statements: string[] = [];
    const started = await startTestApp(name, { prepare: (database) => (statements = recordStatements(database)) });
    return { ...started, statements };
  });
