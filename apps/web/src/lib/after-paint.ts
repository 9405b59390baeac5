/**
 * Runs `callback` once the browser has painted the current frame. Reads that force a layout
 * (scroll offsets, sizes) then cost nothing extra and stay out of the first render's task.
 * Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/** Runs `callback` when the main thread is idle (or within `timeoutMs`), for work nobody waits on. */
export function whenIdle(callback: () => void, timeoutMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: timeoutMs });
  } else {
    window.setTimeout(callback, 0);
  }
}
