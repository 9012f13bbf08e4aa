/**
 * What RxJS operators do with the values of the observable they are piped onto. Conventions of a
 * library, as data: the application tracker reads them to follow records through `pipe(…)`, the
 * scorecard trap to see a request's errors and repeated pages.
 */

/** Operators that pass the values on as they are (with or without a callback that sees them). */
export const RXJS_KEEPING = ['tap', 'filter', 'catchError', 'shareReplay', 'share', 'take', 'first', 'last', 'retry', 'timeout', 'delay', 'debounceTime', 'distinctUntilChanged', 'finalize', 'takeUntil', 'startWith', 'defaultIfEmpty', 'throwIfEmpty'];
/** Operators whose callback makes the values that go on. */
export const RXJS_MAPPING = ['map', 'switchMap', 'mergeMap', 'concatMap', 'exhaustMap'];
export const RXJS_OPERATORS = new Set([...RXJS_KEEPING, ...RXJS_MAPPING]);
export const RXJS_MAPPING_OPERATORS = new Set(RXJS_MAPPING);
/** Operators whose callback (argument 0) receives each value. */
export const RXJS_CALLBACK_OPERATORS = new Set(['tap', 'filter', ...RXJS_MAPPING]);
/** Operators whose callback (argument 0) receives the error. */
export const RXJS_ERROR_OPERATORS = new Set(['catchError']);
/** Operators that subscribe again to what their callback makes of each value: `expand` pages on. */
export const RXJS_REPEATING = new Set(['expand']);
/** Functions that turn an observable into a promise of its value. */
export const RXJS_TO_PROMISE = new Set(['firstValueFrom', 'lastValueFrom']);
