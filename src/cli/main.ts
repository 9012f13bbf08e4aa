#!/usr/bin/env node
import { hideBin } from 'yargs/helpers';
import { runCli } from './build-cli.js';
import { quietOnBrokenPipe } from './io.js';

quietOnBrokenPipe(process.stdout, process.stderr);
await runCli(hideBin(process.argv));
