#!/usr/bin/env node
import { INIT_USAGE, runInit } from './init/run';
import { exitWith } from './serve';

const USAGE = `Usage: naira-ramp <command>

Commands:
  init    write the signer, its routes, a checkout page and the mock's settings into your app

${INIT_USAGE}`;

function main([command, ...args]: readonly string[]): void {
  if (command === 'init') {
    for (const line of runInit(args, process.cwd())) console.log(line);
    return;
  }
  if (command === undefined || command === '--help' || command === '-h') {
    console.log(USAGE);
    return;
  }
  throw new Error(`Unknown command ${command}.\n\n${USAGE}`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  exitWith(error);
}
