/**
 * Runs `work` once the browser has drawn a frame of what is already in the document. The frame's
 * requestAnimationFrame callback runs just before it paints; a task queued from there runs after the paint.
 * A hidden tab draws no frames, so there `work` runs at once (it would otherwise wait until the tab is shown).
 */
export function afterFirstPaint(work: () => void, win: Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'document'> = window) {
  if (win.document.visibilityState !== 'visible') {
    work();
    return;
  }
  win.requestAnimationFrame(() => win.setTimeout(work, 0));
}
