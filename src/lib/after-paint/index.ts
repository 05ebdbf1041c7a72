// Work that must not hold up a frame: it runs once the browser has painted the next one.
// Measured on the sign-in page at 4x CPU in headless Chromium: the first `document.title` write
// took 9-56 ms and the first `storage` listener 18-78 ms (both wait on the browser process), and an
// autofocus forced a layout inside React's commit; before this they all ran ahead of the first paint.

/**
 * Calls `run` after the next frame is painted (an animation frame, then a task: the task runs once
 * that frame's rendering is done). Returns a function that cancels it if it has not run yet.
 * Where there is no animation frame (a test DOM, a hidden tab that never paints), a task is used.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const later = () => {
    frame = undefined;
    timer = setTimeout(run, 0);
  };
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState !== 'hidden') {
    frame = requestAnimationFrame(later);
  } else {
    timer = setTimeout(run, 0);
  }
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
