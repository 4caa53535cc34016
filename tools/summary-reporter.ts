import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain line, "N passed, N failed[, N skipped]", which CI reads as the
 * runner's summary whatever the reporter above it printed.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') failedHere++;
        else counts.skipped++;
      }
      // A file whose setup or import failed has no failed test of its own: count the file once.
      counts.failed += module.state() === 'failed' ? Math.max(1, failedHere) : failedHere;
    }
    const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed${skipped}\n`);
  }
}
