// The previous report's commit, served beside this one so the bench measures both minutes apart
// on the same machine: a slow machine is then never mistaken for slow code. The commit is the last
// one that changed docs/bench/latest.md; it is checked out in a temporary worktree (node_modules
// linked from this checkout while both lock the same packages, else installed from its own lock),
// built and served by its own scripts/local.mjs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_VARS } from './local.mjs';

const git = (root, ...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/**
 * The commit to compare with: the last that changed the report, unless it is this very code (then
 * there is nothing earlier to compare), or none when no report was ever committed.
 */
export const previousReportCommit = (headSha, lastReportSha) =>
  lastReportSha && lastReportSha !== headSha ? lastReportSha : undefined;

/**
 * Serves the previous report's commit on `port` (its sandbox on the next port), or answers
 * undefined when there is none. `stop()` ends its servers and removes the worktree.
 */
export const servePrevious = async ({ root, port }) => {
  const head = git(root, 'rev-parse', 'HEAD');
  const sha = previousReportCommit(head, git(root, 'log', '-1', '--format=%H', '--', 'docs/bench/latest.md'));
  return sha ? serveCommit({ root, port, sha }) : undefined;
};

/** Whether `sha` locks other packages than this checkout does. */
const lockDiffers = (root, sha) => {
  try {
    execFileSync('git', ['diff', '--quiet', sha, '--', 'package-lock.json'], { cwd: root });
    return false;
  } catch {
    return true;
  }
};

/**
 * Checks `ref` out in a temporary worktree with its packages (node_modules linked from this
 * checkout while both lock the same packages, else installed from its own lock). `remove()` deletes it.
 */
export const checkoutCommit = ({ root, sha: ref }) => {
  const sha = git(root, 'rev-parse', ref);
  const dir = mkdtempSync(path.join(tmpdir(), `bench-previous-${sha.slice(0, 7)}-`));
  rmSync(dir, { recursive: true, force: true });
  git(root, 'worktree', 'add', '--quiet', '--detach', dir, sha);
  const remove = () => {
    try {
      git(root, 'worktree', 'remove', '--force', dir);
    } catch {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    // A commit that locked other packages (one since removed, say) builds only with its own.
    if (lockDiffers(root, sha))
      execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
        cwd: dir,
        stdio: 'inherit',
      });
    else symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    return { dir, sha: sha.slice(0, 7), remove };
  } catch (error) {
    remove();
    throw error;
  }
};

/** The previous report's commit checked out (`checkoutCommit`), or undefined when there is none. */
export const checkoutPrevious = (root) => {
  const sha = previousReportCommit(
    git(root, 'rev-parse', 'HEAD'),
    git(root, 'log', '-1', '--format=%H', '--', 'docs/bench/latest.md'),
  );
  return sha ? checkoutCommit({ root, sha }) : undefined;
};

/** Serves `sha` built in a temporary worktree on `port` (its sandbox on the next port). */
export const serveCommit = async ({ root, port, sha: ref }) => {
  const { dir, sha, remove } = checkoutCommit({ root, sha: ref });
  try {
    const local = await import(pathToFileURL(path.join(dir, 'scripts', 'local.mjs')).href);
    local.build();
    const persistTo = path.join(dir, '.wrangler', 'bench-state');
    local.prepareSandbox(persistTo);
    const servers = await local.serve({
      port,
      sandboxPort: port + 1,
      persistTo,
      quiet: true,
      vars: BENCH_VARS,
      sandboxInProcess: false,
      // Its own dev registry: another server's sandbox registers the same worker names.
      registryPath: path.join(dir, '.wrangler', 'registry'),
    });
    return {
      sha,
      stop: () => {
        servers.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
};
