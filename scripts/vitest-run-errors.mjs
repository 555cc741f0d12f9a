// A Vitest reporter that writes what its JSON report leaves out: the errors no test owned (an unhandled
// rejection, an error thrown after a test ended, a worker that died) and why the run ended. Vitest fails
// the run for them; `npm test` names them again in its summary, where a reader of a CI log's tail sees them.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export default class RunErrorsReporter {
  outputFile = process.env.VITEST_RUN_ERRORS_FILE;

  onTestRunEnd(_testModules, unhandledErrors, reason) {
    const errors = unhandledErrors.map((error) => ({
      where: [error.VITEST_TEST_PATH && path.relative(process.cwd(), error.VITEST_TEST_PATH), error.VITEST_TEST_NAME]
        .filter(Boolean)
        .join(' › '),
      message: `${error.name ?? 'Error'}: ${error.message ?? ''}`,
      stack: (error.stack ?? '')
        .split('\n')
        .slice(1, 4)
        .map((line) => line.trim()),
    }));
    if (this.outputFile) writeFileSync(this.outputFile, JSON.stringify({ reason, errors }));
  }
}
