import rule from '../../rules/no-migration-todo.js';
import { ruleTester } from '../support/rule-tester.js';

ruleTester().run('no-migration-todo', rule, {
  valid: ['// TODO: refactor\nconst x = 1;', "const s = 'TODO(hiring-migrate): in a string is not a marker';"],
  invalid: [
    {
      code: "function f(app) {\n  // TODO(hiring-migrate): state is gone from applications; set hiringState and pipelineStage instead.\n  app.state = 'REJECTED';\n}",
      errors: [
        {
          messageId: 'open',
          data: { todo: 'state is gone from applications; set hiringState and pipelineStage instead.' },
          line: 2,
          column: 3,
          endLine: 2,
        },
      ],
    },
    {
      code: "/* TODO(hiring-migrate): decide the filter */ listApplications({ stageType });",
      errors: [{ messageId: 'open', data: { todo: 'decide the filter.' }, line: 1, column: 1 }],
    },
  ],
});
