// A vitest reporter for mutation runs only (vitest.stryker.config.ts).
//
// Stryker's vitest runner (9.6, still so in 10.0: stryker-js issue #6150) scores a mutant from the tests it
// collected. A mutant that makes a module throw while it loads (the locale or time zone of a top-level Intl
// formatter mutated to "") or while a `describe` body runs leaves the test file with no test that ran: nothing
// failed, so the mutant was counted as survived although the suite does catch it. This reporter gives a test file
// that failed without any failed test one failed test carrying the file's error, which is what that file is.
import type { Reporter, RunnerTask, RunnerTestCase, RunnerTestFile } from "vitest/node";

const hasFailedTest = (tasks: readonly RunnerTask[]): boolean =>
  tasks.some((task) =>
    task.type === "suite" ? hasFailedTest(task.tasks) : task.type === "test" && task.result?.state === "fail",
  );

const fileFailure = (file: RunnerTestFile): RunnerTestCase => ({
  type: "test",
  id: `${file.id}_file`,
  name: "loads and collects its tests",
  mode: "run",
  file,
  suite: file,
  meta: {},
  timeout: 0,
  annotations: [],
  result: { state: "fail", errors: file.result?.errors ?? [] },
  // Vitest gives a test its context when it runs it; nothing reads one after the run.
  context: undefined as unknown as RunnerTestCase["context"],
});

export class UnloadableTestFiles implements Reporter {
  onFinished(files: RunnerTestFile[] = []): void {
    for (const file of files) {
      if (file.result?.state === "fail" && !hasFailedTest(file.tasks)) file.tasks.push(fileFailure(file));
    }
  }
}
