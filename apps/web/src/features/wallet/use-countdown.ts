import { useEffect, useReducer } from 'react';

/**
 * Whole seconds until `deadlineMs` (never below 0), re-rendering every second until then.
 * The clock is read while rendering, so a deadline that has just arrived is counted from now.
 */
export function useSecondsLeft(deadlineMs: number | null): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const left = deadlineMs === null ? 0 : Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));

  useEffect(() => {
    if (deadlineMs === null) return;
    const timer = window.setInterval(() => {
      tick();
      if (Date.now() >= deadlineMs) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadlineMs]);

  return left;
}

/** 600 → "10:00", 59 → "0:59". */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
