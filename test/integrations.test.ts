/** The first half of the integration sets (test/support/integration-suite.ts holds them, their figures and the checks). */
import { integrationSuite } from './support/integration-suite.js';

integrationSuite(0, 2);
