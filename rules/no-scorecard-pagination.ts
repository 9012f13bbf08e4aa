import type { MessageId } from '../src/engine/messages.js';
import { createRule } from '../src/plugin/create-rule.js';
import { reportFindings } from '../src/plugin/report.js';
import { OPTIONS_SCHEMA, type RuleOptions } from '../src/plugin/settings.js';

export default createRule<[RuleOptions?], MessageId<'no-scorecard-pagination'>>({
  name: 'no-scorecard-pagination',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow paging through the scorecard list of an application, and reading its 404 as "no scorecards".',
      recommended: true,
    },
    fixable: 'code',
    hasSuggestions: true,
    schema: OPTIONS_SCHEMA,
    messages: {
      parameter:
        'The scorecard list ({{endpoint}}) is not paginated: it returns every completed scorecard of the application in one array, so `{{name}}` will not page or limit what comes back.',
      parameterInLoop:
        "The scorecard list ({{endpoint}}) is not paginated: every request returns all the application's scorecards, so a loop that advances `{{name}}` fetches the same list again, repeating its scorecards or never ending. Fetch it once.",
      untilEmpty:
        "The scorecard list ({{endpoint}}) is not paginated: every request returns all the application's scorecards, so a loop that waits for an empty, short or last page fetches the same list again, repeating its scorecards or never ending. Fetch it once.",
      loop: "This loop pages through the scorecard list ({{endpoint}}), which is not paginated: every request returns all the application's scorecards. Fetch it once.",
      helper:
        "This path is handed to a helper that pages through it, but the scorecard list ({{endpoint}}) is not paginated: every request returns all the application's scorecards, so the helper fetches the same list again, repeating its scorecards or never ending. Request it once.",
      handedToPager:
        "This helper is handed a function that requests the scorecard list ({{endpoint}}) and calls it once per page, but the list is not paginated: every call returns all the application's scorecards, so the helper fetches the same list again, repeating its scorecards or never ending. Request it once.",
      nextLinks:
        'The scorecard list ({{endpoint}}) is not paginated: it comes whole in one response, with no next page to follow. Fetch it once.',
      notFoundAsEmpty:
        'The scorecard list ({{endpoint}}) answers {{emptyStatus}} OK with an empty array when an application has no scorecards; a {{status}} is not how it says "none", and turning it into an empty list hides the error it reports.',
      pageSetting:
        'The scorecard list ({{endpoint}}) is not paginated: it returns every scorecard of the application in one response, so `{{name}}` sets a page that never comes. Drop the setting with the paging that uses it.',
      pageInfo:
        'The scorecard list ({{endpoint}}) is not paginated: its answer is one array of every scorecard, so `{{name}}` is never there to tell of another page. Fetch it once.',
      dropParameter: 'Remove `{{name}}`; the response holds every scorecard either way.',
      dropNotFound: 'Remove the {{status}} branch, so that a {{status}} reaches the caller as the error it is.',
    },
  },
  defaultOptions: [{}],
  create: (context, [options]) => reportFindings(context, 'no-scorecard-pagination', options),
});
