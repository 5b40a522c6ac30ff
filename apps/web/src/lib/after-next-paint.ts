/** Runs `callback` once the browser has painted the next frame (a task after that frame's paint). */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}
