/**
 * `npm test`'s static checks, `npm run typecheck` and `npm run lint`, side by side: each is one
 * single-threaded process, so on two cores they take the time of the longer instead of the sum.
 * Each one's output is printed whole once it ends; the exit is non-zero if either failed.
 */
import { spawn } from 'node:child_process';

function run(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      process.stdout.write(`npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n${output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(['typecheck', 'lint'].map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
