/**
 * Settings a team pages the scorecard list with, declared apart from the requests that use them
 * (a config module, a constants file): `export const SCORECARD_PAGE_SIZE = 25`,
 * `SCORECARD: { pageSize: 25, maxPages: 10 }`, `exports.MAX_SCORECARD_PAGES = 10`. The list is not
 * paginated, so the setting pages nothing; its name says what it is for, the scorecard list and a page.
 * Shown where declared, in a file about the service, beside the requests' own findings.
 */
import { describeEndpoint, SCORECARD_FACTS } from '../../migration/index.js';
import { keyName, memberName, type Node } from '../../matchers/ast.js';
import { SCORECARD_RESOURCE } from '../../matchers/paging-names.js';
import type { Finding } from '../types.js';

const RESOURCE = new RegExp(SCORECARD_RESOURCE, 'i');
const PAGE = /page/i;

export function pagingSettingFindings(nodes: readonly Node[]): Finding[] {
  const endpoint = SCORECARD_FACTS.endpoint;
  const findings: Finding[] = [];
  for (const node of nodes) {
    if (node.type !== 'Literal' || typeof node.value !== 'number') continue;
    const name = settingName(node);
    if (!name || !RESOURCE.test(name) || !PAGE.test(name)) continue;
    findings.push({ rule: 'no-scorecard-pagination', range: node.range, messageId: 'pageSetting', data: { endpoint: describeEndpoint(endpoint), name }, secondary: true });
  }
  return findings;
}

/**
 * The name a number is declared under, with the names of the declarations it sits in:
 * `SCORECARD_PAGE_SIZE`, `SCORECARD.pageSize`, `config.scorecards.perPage`.
 */
function settingName(literal: Node): string | undefined {
  const names: string[] = [];
  let at: Node = literal;
  for (let depth = 0; depth < 6; depth++) {
    const parent: Node | undefined = at.parent;
    if (!parent) return undefined;
    if (parent.type === 'Property' && parent.value === at) {
      const key = keyName(parent.key, parent.computed);
      if (key === undefined) return undefined;
      names.unshift(key);
      at = parent.parent!;
      continue;
    }
    if (parent.type === 'CallExpression' && parent.callee.type === 'MemberExpression' && memberName(parent.callee) === 'freeze') {
      at = parent;
      continue;
    }
    if (parent.type === 'TSAsExpression' || parent.type === 'TSSatisfiesExpression') {
      at = parent;
      continue;
    }
    if (parent.type === 'VariableDeclarator' && parent.init === at && parent.id.type === 'Identifier') return [parent.id.name, ...names].join('.');
    if (parent.type === 'PropertyDefinition' && parent.value === at && !parent.computed) return [keyName(parent.key, false), ...names].join('.');
    // `exports.MAX_SCORECARD_PAGES = 10`, `module.exports = { scorecards: { perPage: 50 } }`
    if (parent.type === 'AssignmentExpression' && parent.right === at && parent.left.type === 'MemberExpression') return [memberName(parent.left) ?? '', ...names].join('.');
    if (parent.type === 'ExportDefaultDeclaration') return names.join('.');
    return undefined;
  }
  return undefined;
}
