// A frame loop that costs nothing when nothing visible moves: it runs only while its element is on screen,
// the tab is visible, something animates and the person has not asked for reduced motion; otherwise the
// last frame stays. `dispose()` removes every observer and listener.

export interface FrameLoop {
  /** Draws once now (after an edit), and keeps animating if the loop should run. */
  invalidate(): void;
  dispose(): void;
}

/**
 * `draw(timeMs, moving)` draws a frame at the loop's clock, which counts only while the loop runs, so a paused
 * preview resumes where it stopped; `moving` is false for a frame that will stay (it can take longer).
 * `animates()` says whether frames differ over time (speed above 0).
 */
export function frameLoop(
  element: Element,
  draw: (timeMs: number, moving: boolean) => void,
  animates: () => boolean,
): FrameLoop {
  let visible = true;
  let frame: number | undefined;
  let clock = 0;
  let last: number | undefined;
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");

  const running = () => visible && !document.hidden && !reduced.matches && animates();
  const tick = (now: number) => {
    frame = undefined;
    if (last !== undefined) clock += now - last;
    last = now;
    const moving = running();
    draw(clock, moving);
    if (moving) frame = requestAnimationFrame(tick);
    else last = undefined;
  };
  const schedule = () => {
    if (frame === undefined) frame = requestAnimationFrame(tick);
  };
  const onChange = () => {
    if (running()) schedule();
  };
  const observer = new IntersectionObserver((entries) => {
    visible = entries.some((entry) => entry.isIntersecting);
    onChange();
  });
  observer.observe(element);
  document.addEventListener("visibilitychange", onChange);
  reduced.addEventListener("change", onChange);
  return {
    invalidate: schedule,
    dispose() {
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = undefined;
      observer.disconnect();
      document.removeEventListener("visibilitychange", onChange);
      reduced.removeEventListener("change", onChange);
    },
  };
}
