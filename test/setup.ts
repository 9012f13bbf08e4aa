// @typescript-eslint/rule-tester runs its cases through the test framework it is given.
import { RuleTester } from '@typescript-eslint/rule-tester';
import { afterAll, describe, it } from 'vitest';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// Messages say how long ago the removal passed; pin "today" so expected messages are stable.
process.env.HIRING_MIGRATE_TODAY = '2026-11-21';
