#!/usr/bin/env node
import { hideBin } from 'yargs/helpers';
import { runCli } from './build-cli.js';

await runCli(hideBin(process.argv));
