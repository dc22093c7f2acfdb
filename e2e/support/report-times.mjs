// Where an e2e run's time went, from Playwright's JSON report: per spec file, the slowest tests, the audited
// pages' load and audit times, and retries or failures. `node e2e/support/report-times.mjs report.json`.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node e2e/support/report-times.mjs <playwright-json-report>');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8'));

const tests = [];
function walk(suite, specFile) {
  const fileName = suite.file ?? specFile;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const results = test.results ?? [];
      const annotations = [...(test.annotations ?? []), ...results.flatMap((r) => r.annotations ?? [])];
      tests.push({
        file: spec.file ?? fileName,
        title: spec.title,
        project: test.projectName,
        seconds: results.reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000,
        retries: Math.max(0, results.length - 1),
        status: results.at(-1)?.status ?? 'none',
        timings: [...new Set(annotations.filter((a) => a.type === 'timing').map((a) => a.description))],
      });
    }
  }
  for (const child of suite.suites ?? []) walk(child, fileName);
}
for (const suite of report.suites ?? []) walk(suite, suite.file);

const round = (n) => Math.round(n);
const total = tests.reduce((sum, t) => sum + t.seconds, 0);
console.log(
  `wall ${round((report.stats?.duration ?? 0) / 1000)} s; ${tests.length} tests, ${round(total)} test-seconds`,
);
console.log(
  `stats: ${JSON.stringify(report.stats ?? {})}; retried: ${tests.filter((t) => t.retries > 0).length}; ` +
    `not passed: ${tests.filter((t) => !['passed', 'skipped'].includes(t.status)).length}`,
);

const byFile = new Map();
for (const t of tests) {
  const entry = byFile.get(t.file) ?? { seconds: 0, tests: 0 };
  entry.seconds += t.seconds;
  entry.tests += 1;
  byFile.set(t.file, entry);
}
console.log('\nper spec file (test-seconds, tests):');
for (const [name, entry] of [...byFile].sort((a, b) => b[1].seconds - a[1].seconds)) {
  console.log(`  ${String(round(entry.seconds)).padStart(5)} s  ${String(entry.tests).padStart(3)}  ${name}`);
}

console.log('\nslowest tests:');
for (const t of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
  console.log(`  ${String(round(t.seconds)).padStart(5)} s  [${t.project}] ${t.file}: ${t.title}`);
}

const audited = tests.filter((t) => t.timings.length > 0);
if (audited.length > 0) {
  const parse = (d) => {
    // "load N ms" once per page, then "<viewport>: audit N ms" per viewport of that one load.
    const load = /(?:^|, )load (\d+) ms/.exec(d);
    const audit = /audit (\d+) ms/.exec(d);
    return { load: load ? Number(load[1]) : 0, audit: audit ? Number(audit[1]) : 0 };
  };
  let load = 0;
  let audit = 0;
  console.log('\naudited pages (test s; the load, then the audit per viewport, ms):');
  for (const t of [...audited].sort((a, b) => b.seconds - a.seconds)) {
    for (const d of t.timings) {
      load += parse(d).load;
      audit += parse(d).audit;
    }
    console.log(`  ${String(round(t.seconds)).padStart(4)} s  ${t.title}  ${t.timings.join('; ')}`);
  }
  const testSeconds = audited.reduce((sum, t) => sum + t.seconds, 0);
  console.log(
    `audit: ${audited.length} pages, ${round(testSeconds)} test-seconds; loads ${round(load / 1000)} s, ` +
      `audits ${round(audit / 1000)} s, the rest (contexts, address look-ups) ${round(testSeconds - (load + audit) / 1000)} s`,
  );
}
