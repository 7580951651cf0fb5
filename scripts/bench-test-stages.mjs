// The wall time of each stage of `npm test`, for this checkout and the previous report's commit,
// one after the other on the same machine. A stage starts at a "› " line of scripts/test.mjs and
// ends where the next one starts (the last at the exit); a commit whose suite fails is reported
// with the stage it failed in.
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Stages from timestamped output lines (`at` in ms): each "› " line starts one; the run's end
 * (`endAt`) closes the last. Lines before the first stage are not a stage.
 */
export const stagesFrom = (lines, endAt) => {
  const starts = lines.filter((l) => l.text.startsWith('› '));
  return starts.map((line, i) => ({
    stage: line.text.slice(2).trim(),
    seconds: ((starts[i + 1]?.at ?? endAt) - line.at) / 1000,
  }));
};

/** Runs `node scripts/test.mjs` in `dir` and times its stages; `ok` says whether it passed. */
export const timeTestStages = (dir, env = {}) =>
  new Promise((resolve) => {
    const started = Date.now();
    const lines = [];
    const child = spawn('node', [path.join(dir, 'scripts', 'test.mjs')], {
      cwd: dir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let rest = '';
    child.stdout.on('data', (chunk) => {
      const now = Date.now();
      const parts = (rest + chunk).split('\n');
      rest = parts.pop();
      for (const text of parts) lines.push({ at: now, text });
    });
    child.on('close', (code) => {
      const end = Date.now();
      resolve({ ok: code === 0, total: (end - started) / 1000, stages: stagesFrom(lines, end) });
    });
  });

/** Markdown rows: one per stage (in this run's order, then stages only the other run had), and the total. */
export const stageRows = (current, previous) => {
  const names = [...new Set([...current.stages, ...(previous?.stages ?? [])].map((s) => s.stage))];
  const cell = (run, name) => {
    const found = run?.stages.find((s) => s.stage === name);
    return found ? found.seconds.toFixed(0) : '—';
  };
  const verdict = (run) => (run ? `${run.total.toFixed(0)}${run.ok ? '' : ' (failed)'}` : '—');
  return [
    ...names.map((name) => `| ${name} | ${cell(current, name)} | ${previous ? cell(previous, name) : '—'} |`),
    `| **in all** | **${verdict(current)}** | **${verdict(previous)}** |`,
  ];
};
