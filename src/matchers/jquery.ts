/**
 * jQuery's conventions, as data beside the two readers that use them (matchers/requests for the
 * request, matchers/applications for what it answers): `$.ajax`'s settings, its success callbacks and
 * its utilities over arrays. A hand-made jQuery-like `$` follows the same conventions.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { findProperty, isFunction, memberName, unwrap } from './ast.js';

/**
 * jQuery's settings (`$.ajax({ url, type: 'GET', data, dataType: 'json', success })`): `type` names the
 * method, and `data` is the query of a read, the body of a write.
 */
const JQUERY_OPTION_KEYS = new Set(['dataType', 'success', 'traditional', 'jsonp', 'processData', 'contentType', 'beforeSend', 'complete']);
export function isJqueryOptions(options: TSESTree.ObjectExpression): boolean {
  return options.properties.some((p) => p.type === 'Property' && p.key.type === 'Identifier' && !p.computed && JQUERY_OPTION_KEYS.has(p.key.name));
}
/** The names jQuery is bound to. */
const JQUERY_RECEIVERS = new Set(['$', 'jQuery']);
/** jQuery's utilities over arrays: the element's parameter of their callback. */
const JQUERY_ELEMENT_CALLBACKS: Readonly<Record<string, number>> = { map: 0, grep: 0, each: 1 };
export function jqueryElementParameter(call: TSESTree.CallExpression): number | undefined {
  const callee = unwrap(call.callee);
  if (callee.type !== 'MemberExpression') return undefined;
  const receiver = unwrap(callee.object);
  const name = memberName(callee);
  return receiver.type === 'Identifier' && JQUERY_RECEIVERS.has(receiver.name) && name !== undefined && Object.hasOwn(JQUERY_ELEMENT_CALLBACKS, name) ? JQUERY_ELEMENT_CALLBACKS[name] : undefined;
}

/**
 * jQuery's success callbacks, which receive the parsed body first: the function handed to
 * `$.getJSON(url, [data], success)` (or `$.get`/`$.post` of `$`/`jQuery`), and `success` of `$.ajax`'s settings.
 * (Node's `https.get(url, (res) => …)` hands a response stream, and `request(url, (err, res, body))` an error first.)
 */
export function successCallbacks(call: TSESTree.CallExpression): TSESTree.FunctionLike[] {
  const callee = unwrap(call.callee);
  if (callee.type !== 'MemberExpression') return [];
  const name = memberName(callee);
  const receiver = unwrap(callee.object);
  const jquery = receiver.type === 'Identifier' && JQUERY_RECEIVERS.has(receiver.name);
  if (name === 'getJSON' || (jquery && (name === 'get' || name === 'post'))) {
    const fn = call.arguments.slice(1).find((a) => isFunction(a));
    return fn && isFunction(fn) ? [fn] : [];
  }
  if (jquery && name === 'ajax') {
    const settings = call.arguments.find((a) => a.type === 'ObjectExpression');
    const success = settings?.type === 'ObjectExpression' ? findProperty(settings, 'success')?.value : undefined;
    return success && isFunction(success) ? [success] : [];
  }
  return [];
}
