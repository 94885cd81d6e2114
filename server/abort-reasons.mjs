// An abort reason keeps the stack it was created with. Until something reads `.stack`, V8 holds that stack as
// call-site objects, and those keep every frame's receiver and closure alive. React and Next.js abort controllers
// at the end of every render (from inside a setImmediate callback) with reasons nobody reads, so each render's
// whole working set (its async-context store, its payload, the response) stayed reachable from the last abort
// reason: about 30 KB for every distinct page rendered. Reading the stack once turns it into a string and lets
// the render go. docs/architecture-reference.md, "Bounded memory".

const ABORTED = 'This operation was aborted';

/** Makes every AbortController.abort() settle its reason's stack into a string before the signal keeps it. */
export function releaseAbortReasonStacks() {
  /** @type {AbortController['abort'] & { releasesStacks?: boolean }} */
  const abort = AbortController.prototype.abort;
  if (abort.releasesStacks) return;
  /**
   * @this {AbortController}
   * @param {unknown} [reason]
   */
  function abortReleasingStack(reason = new DOMException(ABORTED, 'AbortError')) {
    if (reason !== null && typeof reason === 'object') void (/** @type {{ stack?: unknown }} */ (reason).stack);
    return abort.call(this, reason);
  }
  abortReleasingStack.releasesStacks = true;
  AbortController.prototype.abort = abortReleasingStack;
}
