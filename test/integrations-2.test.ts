/** The second half of the integration sets (test/support/integration-suite.ts holds them and their figures). */
import { integrationSuite } from './support/integration-suite.js';

integrationSuite(1, 2);
