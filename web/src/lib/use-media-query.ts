import { limits } from '@aralin/contract';
import { useSyncExternalStore } from 'react';

/** True while a CSS media query matches, re-rendering when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec §9 mobile breakpoint: 768 px wide or less. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${limits.mobileBreakpointPx}px)`);
}
