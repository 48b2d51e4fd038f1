import { useEffect, useState, type RefObject } from 'react';

/**
 * How far below (or above) the screen an element may still be for its data to be fetched. The public API answers in
 * well under a second, so a section is asked for a little before it shows; its skeleton covers a fast scroll.
 */
export const NEAR_VIEWPORT_MARGIN_PX = 200;

/**
 * Measured once at mount: an observer's first report waits for the browser's next rendering update, which a page
 * standing still (only compositor animations running) may not have for seconds.
 */
function within(element: Element, marginPx: number): boolean {
  const box = element.getBoundingClientRect();
  return box.top < window.innerHeight + marginPx && box.bottom > -marginPx;
}

/**
 * Whether the element has come within `marginPx` of the screen; once it has, it stays true. Sections below the fold
 * (the landing's live trends) wait for it before asking the API, so a visitor who reads only the hero costs no request
 * and the phone does not render cards nobody sees while the page is still starting. Where the browser has no
 * IntersectionObserver (tests in jsdom, very old browsers) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, marginPx = NEAR_VIEWPORT_MARGIN_PX): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || within(element, marginPx)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, marginPx]);
  return near;
}
