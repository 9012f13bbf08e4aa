import { TODO_TAG, todoText } from '../src/engine/edits.js';
import { createRule } from '../src/plugin/create-rule.js';

/**
 * `hiring-migrate fix` leaves `// TODO(hiring-migrate): …` where no behaviour-preserving rewrite
 * exists. Until a person resolves the site and deletes the marker, it is a finding, so a CI gate
 * stays red while migration work is left.
 */
export default createRule<[], 'open'>({
  name: 'no-migration-todo',
  meta: {
    type: 'problem',
    docs: {
      description: 'Report `TODO(hiring-migrate)` markers that the codemod left for a person to resolve.',
      recommended: true,
    },
    schema: [],
    messages: {
      open: 'Migration work left by hiring-migrate fix: {{todo}} Resolve it, then delete this marker.',
    },
  },
  defaultOptions: [],
  create(context) {
    if (!context.sourceCode.text.includes(TODO_TAG)) return {};
    return {
      Program() {
        const { sourceCode } = context;
        for (const comment of sourceCode.getAllComments()) {
          const todo = todoText(comment.value);
          if (todo !== undefined) context.report({ loc: comment.loc, messageId: 'open', data: { todo } });
        }
      },
    };
  },
});
