#!/usr/bin/env node
import { closeOnSignals, exitWith } from './serve';
import { startMockHost } from './mock-host';

const USAGE = `Usage: naira-ramp-mock [--env-file <path>]

Serves the naira-ramp signer over a mock ramp service at /api/ramp, and the mock service itself
for a signer of your own, on PORT (default 4010). --env-file loads a file of RAMP_* settings first
(the one your app reads, so the mock accepts the key your signer sends and posts webhooks to it).`;

/** The value after `--env-file`, or from `--env-file=<path>`. */
function envFileArgument(args: readonly string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--env-file' || arg.startsWith('--env-file='));
  if (index < 0) return undefined;
  const arg = args[index]!;
  const path = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  if (!path) throw new Error(`--env-file needs a path.\n\n${USAGE}`);
  return path;
}

async function main(args: readonly string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const unknown = args.filter((arg, index) => !arg.startsWith('--env-file') && args[index - 1] !== '--env-file');
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown[0]}.\n\n${USAGE}`);
  const envFile = envFileArgument(args);
  if (envFile) process.loadEnvFile(envFile);
  const host = await startMockHost(process.env);
  for (const line of host.lines) console.log(line);
  closeOnSignals(host.close);
}

main(process.argv.slice(2)).catch(exitWith);
